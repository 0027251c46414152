package io.chatapi.examples.export;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.tickets.Conversation;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * JSON Lines: one JSON object per ticket and line, with the CSV's fields under the CSV's names
 * ({@link TicketRow}), written with Jackson's streaming generator. Where CSV flattens, JSON keeps the
 * shape: {@code conversation} is an array of messages ({@code time_sent time_read direction body
 * agent_name agent_email}), {@code client_data} the object as sent, the message count and
 * coordinates numbers.
 *
 * <pre>{@code
 * {"ticket_id":"1001","client_email":"…",…,"messages":3,"conversation":[{"time_sent":"2024-06-01T11:00:00Z",…}],
 *  "geo_ip":"…",…,"geo_latitude":50.06,…,"client_data":{…as sent…}}
 * }</pre>
 *
 * Text is written as UTF-8 characters, not escapes.
 */
final class JsonLinesTicketWriter implements TicketWriter {
    // Flushing is once per record (below), not after each embedded tree; the caller's Writer stays open.
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)
            .build();

    private final JsonGenerator json;

    private final Function<Conversation, Map<String, Object>> rows;

    JsonLinesTicketWriter(Writer out, Function<Conversation, Map<String, Object>> rows) throws IOException {
        this.rows = rows;
        this.json = MAPPER.createGenerator(out);
        // Records are separated by the newline each one ends with, not by Jackson's default space.
        json.setRootValueSeparator(null);
    }

    @Override
    public void begin() {}

    @Override
    public void write(Conversation ticket) throws IOException {
        json.writeStartObject();
        for (Map.Entry<String, Object> field : rows.apply(ticket).entrySet()) {
            json.writeFieldName(field.getKey());
            value(field.getValue());
        }
        json.writeEndObject();
        json.writeRaw('\n');
        json.flush();
    }

    @Override
    public void end() throws IOException {
        json.flush();
    }

    private void value(Object value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof Integer n) {
            json.writeNumber(n);
        } else if (value instanceof BigDecimal d) {
            json.writeNumber(d);
        } else if (value instanceof List<?> messages) {
            json.writeStartArray();
            for (Object m : messages) {
                message((TicketRow.Message) m);
            }
            json.writeEndArray();
        } else if (value instanceof ClientData data) {
            json.writeTree(data.raw().isPresent() ? data.raw().tree() : data.toJson());
        } else if (value instanceof JsonNode tree) {
            json.writeTree(tree);
        } else {
            json.writeString(value.toString());
        }
    }

    private void message(TicketRow.Message m) throws IOException {
        json.writeStartObject();
        text("time_sent", m.timeSent());
        text("time_read", m.timeRead());
        text("direction", m.direction());
        text("body", m.body());
        text("agent_name", m.agentName());
        text("agent_email", m.agentEmail());
        json.writeEndObject();
    }

    private void text(String field, String value) throws IOException {
        if (value != null) {
            json.writeStringField(field, value);
        } else {
            json.writeNullField(field);
        }
    }
}
