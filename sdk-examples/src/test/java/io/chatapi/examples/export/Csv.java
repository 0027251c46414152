package io.chatapi.examples.export;

import java.util.ArrayList;
import java.util.List;

/** A strict RFC 4180 reader for the tests: reads back what the exporter wrote, or fails. */
final class Csv {
    private Csv() {}

    static List<List<String>> parse(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"' && field.length() == 0) {
                i++;
                while (true) {
                    char q = text.charAt(i++);
                    if (q == '"') {
                        if (i < text.length() && text.charAt(i) == '"') {
                            field.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        field.append(q);
                    }
                }
                continue;
            }
            if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                row.add(field.toString());
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
                i++;
            } else if (c == '"' || c == '\n' || c == '\r') {
                throw new IllegalArgumentException("unquoted " + (int) c + " at " + i);
            } else {
                field.append(c);
            }
            i++;
        }
        if (!row.isEmpty() || field.length() > 0) {
            throw new IllegalArgumentException("last row does not end with CRLF");
        }
        return rows;
    }
}
