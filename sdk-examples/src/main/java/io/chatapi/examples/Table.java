package io.chatapi.examples;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table whose columns line up by terminal width, so that "Zoë" and "Łukasz" take as
 * many terminal columns as they take (two for East Asian wide letters), whatever their UTF-16 length. Cells are kept on one line
 * (line breaks and tabs become spaces) and cut with "…" beyond a maximum width.
 */
public final class Table {
    static final int MAX_CELL = 48;

    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();
    private boolean lastWhole;

    /**
     * An empty table.
     *
     * @param headers the column headers
     */
    public Table(String... headers) {
        this.headers = List.of(headers);
    }

    /**
     * Keeps the last column's cells whole (still on one line): nothing follows them to align, and a
     * message cut short is a message not shown.
     *
     * @return this table
     */
    public Table lastColumnWhole() {
        lastWhole = true;
        return this;
    }

    /**
     * Adds a row; a missing value ({@code null}) shows as "-".
     *
     * @param cells one per column
     * @return this table
     * @throws IllegalArgumentException when the number of cells is not the number of columns
     */
    public Table row(String... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
        }
        List<String> row = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            row.add(lastWhole && i == cells.length - 1 ? oneLine(cells[i]) : clean(cells[i]));
        }
        rows.add(row);
        return this;
    }

    /**
     * Prints a title line with the row count, the header, a rule and the rows.
     *
     * @param out where to print
     * @param title the title, such as {@code Agents}
     */
    public void print(PrintStream out, String title) {
        out.println(title + " (" + rows.size() + ")");
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = length(headers.get(i));
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], length(row.get(i)));
            }
        }
        printRow(out, headers, widths);
        List<String> rule = new ArrayList<>();
        for (int width : widths) {
            rule.add("-".repeat(width));
        }
        printRow(out, rule, widths);
        rows.forEach(row -> printRow(out, row, widths));
        out.println();
    }

    private static void printRow(PrintStream out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            line.append(cell);
            if (i < cells.size() - 1) {
                line.append(" ".repeat(widths[i] - length(cell) + 2));
            }
        }
        out.println(line.toString().stripTrailing());
    }

    /** Terminal columns the text takes: East Asian wide characters take two. */
    static int length(String text) {
        return text.codePoints().map(Table::columns).sum();
    }

    private static int columns(int codePoint) {
        return isWide(codePoint) ? 2 : 1;
    }

    // The wide and full-width blocks of Unicode's East Asian Width property, coarsely.
    private static boolean isWide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F)
                || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F)
                || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF)
                || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6)
                || (cp >= 0x1F300 && cp <= 0x1F64F)
                || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    private static String oneLine(String cell) {
        return cell == null || cell.isBlank() ? "-" : cell.strip().replaceAll("[\\r\\n\\t]+", " ");
    }

    static String clean(String cell) {
        if (cell == null || cell.isBlank()) {
            return "-";
        }
        String oneLine = oneLine(cell);
        if (length(oneLine) <= MAX_CELL) {
            return oneLine;
        }
        StringBuilder cut = new StringBuilder();
        int used = 0;
        for (int cp : oneLine.codePoints().toArray()) {
            if (used + columns(cp) > MAX_CELL - 1) {
                break;
            }
            cut.appendCodePoint(cp);
            used += columns(cp);
        }
        return cut + "…";
    }
}
