package io.chatapi.examples.export;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.ClientName;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.Optional;

/**
 * JSON Lines: one JSON object per ticket and line, written with Jackson's streaming generator.
 *
 * <pre>{@code
 * {"ticket_id":"1001","client_email":"…","client_name":"…","domain_token":"…",
 *  "messages":[{"time_sent":"2024-06-01T11:00:00Z","time_read":…,"direction":"0","body":"…",
 *               "agent_name":"…","agent_email":"…"}],
 *  "client_data":{…as sent…},"geo":{…as sent…}}
 * }</pre>
 *
 * Text is written as UTF-8 characters, not escapes; client data and geolocation keep the server's
 * field names.
 */
final class JsonLinesTicketWriter implements TicketWriter {
    // Flushing is once per record (below), not after each embedded tree; the caller's Writer stays open.
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)
            .build();

    private final JsonGenerator json;

    JsonLinesTicketWriter(Writer out) throws IOException {
        this.json = MAPPER.createGenerator(out);
        // Records are separated by the newline each one ends with, not by Jackson's default space.
        json.setRootValueSeparator(null);
    }

    @Override
    public void begin() {}

    @Override
    public void write(Conversation ticket) throws IOException {
        json.writeStartObject();
        json.writeStringField("ticket_id", ticket.ticketId());
        text("client_email", Tickets.clientEmail(ticket));
        Optional<ClientData> data = Tickets.clientData(ticket);
        text("client_name", ClientName.of(data));
        text("domain_token", Tickets.domainToken(ticket));
        json.writeArrayFieldStart("messages");
        for (ConversationMessage m : ticket.messages()) {
            json.writeStartObject();
            text("time_sent", m.timeSent().map(Instant::toString));
            text("time_read", m.timeRead().map(Instant::toString));
            text("direction", m.direction());
            text("body", m.body());
            text("agent_name", m.agent().flatMap(AgentDetail::name));
            text("agent_email", m.agent().flatMap(AgentDetail::email));
            json.writeEndObject();
        }
        json.writeEndArray();
        tree("client_data", data.map(d -> d.raw().isPresent() ? d.raw().tree() : d.toJson()));
        tree("geo", Tickets.geoInfo(ticket).map(GeoInfo::raw).map(RawJson::tree));
        json.writeEndObject();
        json.writeRaw('\n');
        json.flush();
    }

    @Override
    public void end() throws IOException {
        json.flush();
    }

    private void text(String field, Optional<String> value) throws IOException {
        if (value.isPresent()) {
            json.writeStringField(field, value.get());
        } else {
            json.writeNullField(field);
        }
    }

    private void tree(String field, Optional<JsonNode> value) throws IOException {
        json.writeFieldName(field);
        if (value.isPresent()) {
            json.writeTree(value.get());
        } else {
            json.writeNull();
        }
    }
}
