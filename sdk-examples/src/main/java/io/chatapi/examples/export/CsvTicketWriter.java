package io.chatapi.examples.export;

import io.chatapi.examples.ClientName;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.TicketMessage;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.StringJoiner;

/**
 * CSV, one row per ticket: {@code ticket_id, client_email, client_name, started_at, messages,
 * conversation, client_data}. The conversation is one field with a line per message ({@code
 * [time] (direction d) text}; the spec does not say which direction is the client's), the client
 * data its JSON as sent.
 */
final class CsvTicketWriter implements TicketWriter {
    private final Writer out;
    private final CsvWriter csv;

    CsvTicketWriter(Writer out) {
        this.out = out;
        this.csv = new CsvWriter(out);
    }

    @Override
    public void begin() throws IOException {
        csv.row("ticket_id", "client_email", "client_name", "started_at", "messages", "conversation", "client_data");
    }

    @Override
    public void write(Conversation ticket) throws IOException {
        StringJoiner conversation = new StringJoiner("\n");
        for (TicketMessage m : ticket.messages()) {
            conversation.add("[" + m.timeSent().map(Instant::toString).orElse("?") + "] (direction "
                    + m.direction().orElse("?") + ") " + m.body().orElse(""));
        }
        csv.row(
                ticket.ticketId(),
                Tickets.clientEmail(ticket).orElse(null),
                ClientName.of(Tickets.clientData(ticket)).orElse(null),
                ticket.messages().stream()
                        .flatMap(m -> m.timeSent().stream())
                        .findFirst()
                        .map(Instant::toString)
                        .orElse(null),
                Integer.toString(ticket.messages().size()),
                conversation.toString(),
                Tickets.clientData(ticket)
                        .map(d -> d.raw().isPresent() ? d.raw().toString() : d.toJsonText())
                        .orElse(null));
        out.flush();
    }

    @Override
    public void end() throws IOException {
        out.flush();
    }
}
