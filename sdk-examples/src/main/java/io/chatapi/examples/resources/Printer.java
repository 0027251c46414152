package io.chatapi.examples.resources;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.Table;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Prints records on stdout as a table, a JSON document or JSON Lines. A table shows the columns
 * chosen for a person; JSON carries every field of the record.
 */
final class Printer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Output format;
    private final PrintStream out;

    Printer(Output format, PrintStream out) {
        this.format = format;
        this.out = out;
    }

    /**
     * Prints a list: a titled table of {@code columns}, a JSON array, or one object per line. A column
     * may be a path into a nested record ({@code domain.address}); its header is the first part.
     */
    void list(String title, List<JsonRecord> records, String... columns) {
        switch (format) {
            case TABLE -> table(title, records, columns);
            case JSON ->
                out.println(json(records.stream().map(JsonRecord::fields).toList(), true));
            case JSONL -> records.forEach(r -> out.println(json(r.fields(), false)));
        }
    }

    /** Prints one record: a two-column table of its plain fields, or a JSON object. */
    void record(JsonRecord record) {
        switch (format) {
            case TABLE -> {
                Table table = new Table("Field", "Value");
                record.fields().keySet().forEach(name -> table.row(name, record.cell(name)));
                table.print(out, "Record");
            }
            case JSON -> out.println(json(record.fields(), true));
            case JSONL -> throw new BadInputException("--output jsonl is for lists; use table or json");
        }
    }

    /**
     * Prints one record with a list inside (a ticket and its messages): its plain fields, then the
     * list as a table of {@code columns}; as JSON, the record as it is.
     */
    void record(JsonRecord record, String listField, String title, String... columns) {
        if (format != Output.TABLE) {
            record(record);
            return;
        }
        record(record);
        Table table = table(columns).lastColumnWhole();
        record.rows(listField).forEach(r -> table.row(cells(r, columns)));
        table.print(out, title);
    }

    private void table(String title, List<JsonRecord> records, String... columns) {
        Table table = table(columns);
        records.forEach(r -> table.row(cells(r, columns)));
        table.print(out, title);
    }

    /** A table whose headers are the columns' first parts: {@code domain.address} is headed "domain". */
    private static Table table(String... columns) {
        return new Table(
                java.util.Arrays.stream(columns).map(c -> c.split("\\.")[0]).toArray(String[]::new));
    }

    private static String[] cells(JsonRecord record, String[] columns) {
        String[] cells = new String[columns.length];
        for (int i = 0; i < columns.length; i++) {
            cells[i] = record.cell(columns[i]);
        }
        return cells;
    }

    private static String json(Object value, boolean pretty) {
        try {
            return pretty
                    ? JSON.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value)
                    : JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
