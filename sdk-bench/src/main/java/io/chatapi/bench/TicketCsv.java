package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.clientdata.Money;
import io.chatapi.sdk.tickets.Ticket;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Optional;

/**
 * The export the memory check runs: one CSV line per ticket (id, time sent, client e-mail, country,
 * cart total, number of orders), written as the tickets arrive through {@code tickets().forEach}.
 */
final class TicketCsv {
    private TicketCsv() {}

    /** Writes the header and every ticket of {@code client}; returns the number of tickets written. */
    static long export(ChatApiClient client, Writer out) throws IOException {
        out.write("id,time_sent,email,country,cart_total,currency,orders\n");
        long[] count = {0};
        client.tickets().forEach(ticket -> {
            write(ticket, out);
            count[0]++;
        });
        return count[0];
    }

    private static void write(Ticket t, Writer out) {
        Optional<ClientData> data = t.clientData();
        Optional<Money> total =
                data.flatMap(ClientData::cart).flatMap(c -> c.totals().stream().findFirst());
        String line = String.join(
                ",",
                cell(Optional.of(t.id())),
                cell(t.timeSent().map(Object::toString)),
                cell(t.email()),
                cell(data.flatMap(ClientData::userInfo).flatMap(u -> u.country())),
                cell(total.map(Money::plainAmount)),
                cell(total.flatMap(Money::currency)),
                cell(data.flatMap(ClientData::orders)
                        .map(o -> String.valueOf(o.orders().size()))));
        try {
            out.write(line);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String cell(Optional<String> value) {
        String v = value.orElse("");
        return v.indexOf(',') < 0 && v.indexOf('"') < 0 && v.indexOf('\n') < 0
                ? v
                : '"' + v.replace("\"", "\"\"") + '"';
    }
}
