package io.chatapi.examples.export;

import io.chatapi.examples.ClientName;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.function.UnaryOperator;

/**
 * CSV, one row per ticket, columns in {@link #COLUMNS}' order. The conversation is one field with a
 * line per message ({@code [time] (direction d) text}; the spec does not say which direction is the
 * client's), the client data its JSON as sent. {@code time_read} is when the ticket's first message
 * was read; the agent is the first one who answered. Text cells go through the {@link FormulaGuard}
 * unless it is switched off; numbers (message count, coordinates) never do.
 */
final class CsvTicketWriter implements TicketWriter {
    /** The header row. */
    static final List<String> COLUMNS = List.of(
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

    private final Writer out;
    private final CsvWriter csv;
    private final UnaryOperator<String> guard;

    CsvTicketWriter(Writer out, boolean formulaGuard) {
        this.out = out;
        this.csv = new CsvWriter(out);
        this.guard = formulaGuard ? FormulaGuard::neutralise : UnaryOperator.identity();
    }

    @Override
    public void begin() throws IOException {
        csv.row(COLUMNS.toArray(String[]::new));
    }

    @Override
    public void write(Conversation ticket) throws IOException {
        Optional<ConversationMessage> first = ticket.messages().stream().findFirst();
        Optional<AgentDetail> agent = Tickets.agent(ticket);
        Optional<GeoInfo> geo = Tickets.geoInfo(ticket);
        List<String> row = new ArrayList<>();
        row.add(text(Optional.of(ticket.ticketId())));
        row.add(text(Tickets.clientEmail(ticket)));
        row.add(text(ClientName.of(Tickets.clientData(ticket))));
        row.add(text(Tickets.clientUuid(ticket)));
        row.add(text(Tickets.domainToken(ticket)));
        row.add(time(first.flatMap(ConversationMessage::timeSent)));
        row.add(time(first.flatMap(ConversationMessage::timeRead)));
        row.add(text(agent.flatMap(AgentDetail::name)));
        row.add(text(agent.flatMap(AgentDetail::email)));
        row.add(Integer.toString(ticket.messages().size()));
        row.add(text(Optional.of(conversation(ticket))));
        row.add(text(geo.flatMap(GeoInfo::ip)));
        row.add(text(geo.flatMap(GeoInfo::location)));
        row.add(text(geo.flatMap(GeoInfo::countryName)));
        row.add(text(geo.flatMap(GeoInfo::countryCode)));
        row.add(text(geo.flatMap(GeoInfo::regionName)));
        row.add(number(geo.flatMap(GeoInfo::latitude)));
        row.add(number(geo.flatMap(GeoInfo::longitude)));
        row.add(text(geo.flatMap(GeoInfo::timeZone)));
        row.add(text(geo.flatMap(GeoInfo::browserType)));
        row.add(text(geo.flatMap(GeoInfo::os)));
        row.add(text(geo.flatMap(GeoInfo::referer)));
        row.add(text(geo.flatMap(GeoInfo::mobile)));
        row.add(text(Tickets.clientData(ticket)
                .map(d -> d.raw().isPresent() ? d.raw().toString() : d.toJsonText())));
        csv.row(row.toArray(String[]::new));
        out.flush();
    }

    @Override
    public void end() throws IOException {
        out.flush();
    }

    private static String conversation(Conversation ticket) {
        StringJoiner conversation = new StringJoiner("\n");
        for (ConversationMessage m : ticket.messages()) {
            conversation.add("[" + m.timeSent().map(Instant::toString).orElse("?") + "] (direction "
                    + m.direction().orElse("?") + ") " + m.body().orElse(""));
        }
        return conversation.toString();
    }

    private String text(Optional<String> value) {
        return value.map(guard).orElse(null);
    }

    private static String time(Optional<Instant> value) {
        return value.map(Instant::toString).orElse(null);
    }

    private static String number(Optional<BigDecimal> value) {
        return value.map(BigDecimal::toPlainString).orElse(null);
    }
}
