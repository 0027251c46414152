package io.chatapi.examples.export;

import io.chatapi.examples.ClientName;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The fields of one exported ticket, by name and in order: what the CSV writes as columns and JSON
 * Lines as keys, so both formats carry the same fields under the same names. Values are typed: text
 * ({@code String}, or {@code null} when missing), the message count ({@code Integer}), coordinates
 * ({@code BigDecimal}), the conversation ({@code List<Message>}) and the client data
 * ({@link ClientData}, or a {@code JsonNode} once {@link Redaction redacted}); each format writes them in its own way. {@code time_read} is when the first
 * message was read; the agent is the first one who took part.
 */
final class TicketRow {
    /** The field names, in order. */
    static final List<String> FIELDS = List.of(
            "ticket_id",
            "client_email",
            "client_name",
            "client_uuid",
            "domain_token",
            "started_at",
            "time_read",
            "agent_name",
            "agent_email",
            "messages",
            "conversation",
            "geo_ip",
            "geo_location",
            "geo_country",
            "geo_country_code",
            "geo_region",
            "geo_latitude",
            "geo_longitude",
            "geo_time_zone",
            "geo_browser",
            "geo_os",
            "geo_referer",
            "geo_mobile",
            "client_data");

    /**
     * One message of the conversation, as both formats write it.
     *
     * @param timeSent when it was sent, ISO-8601, or null
     * @param timeRead when it was read, or null
     * @param direction the direction as sent, or null
     * @param body the text, or null
     * @param agentName the conversation's agent's name, or null
     * @param agentEmail the conversation's agent's e-mail, or null
     */
    record Message(
            String timeSent, String timeRead, String direction, String body, String agentName, String agentEmail) {
        static Message of(ConversationMessage m) {
            return new Message(
                    time(m.timeSent()),
                    time(m.timeRead()),
                    m.direction().orElse(null),
                    m.body().orElse(null),
                    m.agent().flatMap(AgentDetail::name).orElse(null),
                    m.agent().flatMap(AgentDetail::email).orElse(null));
        }
    }

    private TicketRow() {}

    /** The ticket's fields, keyed and ordered as {@link #FIELDS}. */
    static Map<String, Object> of(Conversation ticket) {
        Optional<ConversationMessage> first = ticket.messages().stream().findFirst();
        Optional<AgentDetail> agent = Tickets.agent(ticket);
        Optional<GeoInfo> geo = Tickets.geoInfo(ticket);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("ticket_id", ticket.ticketId());
        row.put("client_email", Tickets.clientEmail(ticket).orElse(null));
        row.put("client_name", ClientName.of(Tickets.clientData(ticket)).orElse(null));
        row.put("client_uuid", Tickets.clientUuid(ticket).orElse(null));
        row.put("domain_token", Tickets.domainToken(ticket).orElse(null));
        row.put("started_at", time(first.flatMap(ConversationMessage::timeSent)));
        row.put("time_read", time(first.flatMap(ConversationMessage::timeRead)));
        row.put("agent_name", agent.flatMap(AgentDetail::name).orElse(null));
        row.put("agent_email", agent.flatMap(AgentDetail::email).orElse(null));
        row.put("messages", ticket.messages().size());
        row.put("conversation", ticket.messages().stream().map(Message::of).toList());
        row.put("geo_ip", geo.flatMap(GeoInfo::ip).orElse(null));
        row.put("geo_location", geo.flatMap(GeoInfo::location).orElse(null));
        row.put("geo_country", geo.flatMap(GeoInfo::countryName).orElse(null));
        row.put("geo_country_code", geo.flatMap(GeoInfo::countryCode).orElse(null));
        row.put("geo_region", geo.flatMap(GeoInfo::regionName).orElse(null));
        row.put("geo_latitude", geo.flatMap(GeoInfo::latitude).orElse(null));
        row.put("geo_longitude", geo.flatMap(GeoInfo::longitude).orElse(null));
        row.put("geo_time_zone", geo.flatMap(GeoInfo::timeZone).orElse(null));
        row.put("geo_browser", geo.flatMap(GeoInfo::browserType).orElse(null));
        row.put("geo_os", geo.flatMap(GeoInfo::os).orElse(null));
        row.put("geo_referer", geo.flatMap(GeoInfo::referer).orElse(null));
        row.put("geo_mobile", geo.flatMap(GeoInfo::mobile).orElse(null));
        row.put("client_data", Tickets.clientData(ticket).orElse(null));
        return row;
    }

    static String time(Optional<Instant> value) {
        return value.map(Instant::toString).orElse(null);
    }
}
