package io.chatapi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.TestData;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The body of a large {@code messages/list} reply, as bytes: the testkit's reply for {@code
 * TestData.withTickets(n)}, every entry with the full client data, and with its {@code geoinfo} filled
 * in. The testkit's list always says {@code "no data"} there (as the spec's list sample does); the
 * spec allows a JSON-encoded object, which costs more to decode, so each entry gets the one its own
 * conversation carries, spliced in as the server wrote it.
 */
final class TicketListBytes {
    private static final Pattern GEO = Pattern.compile("\"geoinfo\":(\"(?:[^\"\\\\]|\\\\.)*\")");
    private static final String NO_DATA = "\"geoinfo\":\"no data\"";

    /** A system property naming a file that already holds the bytes (the suite builds them once for all forks). */
    static final String FILE_PROPERTY = "bench.ticketList";

    private TicketListBytes() {}

    /** The bytes from the file named by {@link #FILE_PROPERTY}, or {@link #build} when it is not set. */
    static byte[] load(int extraTickets) throws java.io.IOException {
        String file = System.getProperty(FILE_PROPERTY);
        return file == null ? build(extraTickets) : java.nio.file.Files.readAllBytes(java.nio.file.Path.of(file));
    }

    /** Starts a server with {@code extraTickets} generated tickets, reads the list and each conversation, stops. */
    static byte[] build(int extraTickets) {
        try (ChatApiTestServer server = ChatApiTestServer.builder()
                .data(TestData.withTickets(extraTickets))
                .build()) {
            HandClient client = new HandClient(server.baseUrl(), server.apiKey());
            try {
                String list = new String(client.bytes("messages/list"), StandardCharsets.UTF_8);
                JsonNode messages = client.mapper().readTree(list).path("messages");
                StringBuilder out = new StringBuilder(list.length() + messages.size() * 400);
                int from = 0;
                for (JsonNode ticket : messages) {
                    int at = list.indexOf(NO_DATA, from);
                    String conversation = new String(
                            client.bytes(
                                    "messages/showmessage/" + ticket.path("id").asText()),
                            StandardCharsets.UTF_8);
                    Matcher geo = GEO.matcher(conversation);
                    if (at < 0 || !geo.find()) {
                        throw new IllegalStateException(
                                "ticket " + ticket.path("id").asText() + " has no geoinfo to splice");
                    }
                    out.append(list, from, at).append("\"geoinfo\":").append(geo.group(1));
                    from = at + NO_DATA.length();
                }
                return out.append(list, from, list.length()).toString().getBytes(StandardCharsets.UTF_8);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            } finally {
                client.close();
            }
        }
    }
}
