package io.chatapi.examples.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Writes CSV as RFC 4180 describes it (Apache Commons CSV does the quoting): fields separated by
 * commas, rows ended by CRLF, a field with a comma, a double quote, a line break or edge spaces
 * enclosed in double quotes with its quotes doubled. Text is written as given (the Writer decides
 * the encoding); a {@code null} field is written empty.
 */
final class CsvWriter {
    private static final CSVFormat FORMAT = CSVFormat.RFC4180;

    private final CSVPrinter printer;

    CsvWriter(Writer out) {
        try {
            this.printer = new CSVPrinter(out, FORMAT);
        } catch (IOException e) {
            // Only a configured header or comment is written here, and RFC 4180 has neither.
            throw new UncheckedIOException(e);
        }
    }

    /** Writes one row. */
    void row(String... fields) throws IOException {
        printer.printRecord((Object[]) fields);
    }

    /** One field as it would stand alone in a row, quoted when it needs to be. */
    static String field(String value) {
        return FORMAT.format(value);
    }
}
