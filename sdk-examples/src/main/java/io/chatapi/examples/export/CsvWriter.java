package io.chatapi.examples.export;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes CSV as RFC 4180 describes it: fields separated by commas, rows ended by CRLF, and a field
 * that holds a comma, a double quote, a line break or leading or trailing spaces enclosed in
 * double quotes with its quotes doubled. Text is written as given (the Writer decides the encoding).
 */
final class CsvWriter {
    private final Writer out;

    CsvWriter(Writer out) {
        this.out = out;
    }

    /** Writes one row; a {@code null} field is written empty. */
    void row(String... fields) throws IOException {
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                out.write(',');
            }
            out.write(field(fields[i]));
        }
        out.write("\r\n");
    }

    /** One field, quoted when it needs to be. */
    static String field(String value) {
        if (value == null) {
            return "";
        }
        boolean quote = value.indexOf(',') >= 0
                || value.indexOf('"') >= 0
                || value.indexOf('\n') >= 0
                || value.indexOf('\r') >= 0
                || (!value.isEmpty() && (value.charAt(0) == ' ' || value.charAt(value.length() - 1) == ' '));
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }
}
