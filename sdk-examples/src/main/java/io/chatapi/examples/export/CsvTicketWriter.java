package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.tickets.Conversation;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * CSV, one row per ticket, a column per {@link TicketRow} field. The conversation is one cell with
 * a line per message ({@code [time] (direction d) text}; the spec does not say which direction is
 * the client's), the client data its JSON as sent. Text cells go through the {@link FormulaGuard}
 * unless it is switched off; numbers (message count, coordinates) never do.
 */
final class CsvTicketWriter implements TicketWriter {
    /** The header row. */
    static final List<String> COLUMNS = TicketRow.FIELDS;

    private final Writer out;
    private final CsvWriter csv;
    private final UnaryOperator<String> guard;

    private final Function<Conversation, Map<String, Object>> rows;

    CsvTicketWriter(Writer out, boolean formulaGuard, Function<Conversation, Map<String, Object>> rows) {
        this.out = out;
        this.rows = rows;
        this.csv = new CsvWriter(out);
        this.guard = formulaGuard ? FormulaGuard::neutralise : UnaryOperator.identity();
    }

    @Override
    public void begin() throws IOException {
        csv.row(COLUMNS.toArray(String[]::new));
    }

    @Override
    public void write(Conversation ticket) throws IOException {
        Map<String, Object> row = rows.apply(ticket);
        csv.row(row.values().stream().map(this::cell).toArray(String[]::new));
        out.flush();
    }

    @Override
    public void end() throws IOException {
        out.flush();
    }

    private String cell(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Integer || value instanceof BigDecimal) {
            return value instanceof BigDecimal d ? d.toPlainString() : value.toString();
        }
        if (value instanceof List<?> messages) {
            return guard.apply(conversation(messages));
        }
        if (value instanceof ClientData data) {
            return guard.apply(data.raw().isPresent() ? data.raw().toString() : data.toJsonText());
        }
        if (value instanceof JsonNode tree) {
            return guard.apply(tree.toString());
        }
        return guard.apply(value.toString());
    }

    private static String conversation(List<?> messages) {
        StringJoiner conversation = new StringJoiner("\n");
        for (Object item : messages) {
            TicketRow.Message m = (TicketRow.Message) item;
            conversation.add("[" + (m.timeSent() == null ? "?" : m.timeSent()) + "] (direction "
                    + (m.direction() == null ? "?" : m.direction()) + ") " + (m.body() == null ? "" : m.body()));
        }
        return conversation.toString();
    }
}
