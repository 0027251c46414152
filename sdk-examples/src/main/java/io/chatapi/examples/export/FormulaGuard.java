package io.chatapi.examples.export;

/**
 * Keeps a spreadsheet from running text as a formula (CSV injection): a cell that starts with
 * {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return gets a leading {@code '},
 * as OWASP advises, so Excel and LibreOffice show it as text. Visitors write ticket bodies, names and
 * client data, so the export guards them by default.
 */
final class FormulaGuard {
    private static final String TRIGGERS = "=+-@\t\r";

    private FormulaGuard() {}

    /** The cell, with a leading {@code '} when it would start a formula; {@code null} stays null. */
    static String neutralise(String cell) {
        if (cell == null || cell.isEmpty() || TRIGGERS.indexOf(cell.charAt(0)) < 0) {
            return cell;
        }
        return "'" + cell;
    }
}
