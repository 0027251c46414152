package io.chatapi.sdk.tickets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A ticket stream holds its connection only while it is open: closed before its end it drops the
 * connection instead of reading the rest of the list; read to its end it leaves the connection to the
 * next call; refused before it is returned (an error, no {@code messages}, a refused token) it leaves
 * no connection taken. Entries the model refuses are left out and logged at DEBUG, and a message that
 * follows the list still decides whether the reply was a success.
 */
class TicketStreamConnectionTest {
    private static final String SMALL = "{\"status\":1,\"messages\":[{\"id\":\"7\"}]}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final OkHttpClient own = new OkHttpClient();

    @AfterEach
    void releaseTheClient() {
        own.dispatcher().executorService().shutdown();
        own.connectionPool().evictAll();
    }

    private ChatApiClient client() {
        return wire.clientBuilder().httpClient(own).readRetries(1).build();
    }

    /** A list of {@code count} tickets, each with a padded body. */
    private static String tickets(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> "{\"id\":\"" + i + "\",\"body\":\"" + "x".repeat(100) + "\"}")
                .collect(Collectors.joining(",", "{\"status\":1,\"messages\":[", "]}"));
    }

    /** {@link #tickets} with the message {@code content} before the list. */
    private static String ticketsAfter(String content, int count) {
        return tickets(count).replace("{\"status\":1,", "{\"status\":0,\"content\":\"" + content + "\",");
    }

    private static List<String> ids(Stream<Ticket> tickets) {
        return tickets.map(Ticket::id).toList();
    }

    /** No response is left open: every connection in the pool is idle (or gone). */
    private void assertNoConnectionTaken() {
        ConnectionPool pool = own.connectionPool();
        assertThat(pool.idleConnectionCount())
                .as("idle connections of %s in the pool", pool.connectionCount())
                .isEqualTo(pool.connectionCount());
    }

    @Test
    void a_stream_closed_before_its_end_drops_the_connection_instead_of_reading_the_rest() {
        // 2,000 tickets are about 250 KB: far more than is read ahead to bind the first one.
        wire.auth().reply(tickets(2_000)).reply(SMALL);
        try (ChatApiClient client = client()) {
            Optional<Ticket> first;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                first = stream.findFirst();
            }
            List<Ticket> next = client.tickets().list();

            assertThat(first).map(Ticket::id).contains("0");
            assertThat(next).extracting(Ticket::id).containsExactly("7");
        }
        wire.takeAuth();
        RecordedRequest streamed = wire.take();
        RecordedRequest after = wire.take();
        assertThat(after.getConnectionIndex())
                .as("the call after the closed stream went over a new connection")
                .isNotEqualTo(streamed.getConnectionIndex());
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_read_to_its_end_leaves_its_connection_to_the_next_call() {
        wire.auth().reply(tickets(3)).reply(SMALL);
        try (ChatApiClient client = client()) {
            List<String> read;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                read = ids(stream);
            }
            List<Ticket> next = client.tickets().list();

            assertThat(read).containsExactly("0", "1", "2");
            assertThat(next).extracting(Ticket::id).containsExactly("7");
        }
        wire.takeAuth();
        RecordedRequest streamed = wire.take();
        RecordedRequest after = wire.take();
        assertThat(after.getConnectionIndex()).isEqualTo(streamed.getConnectionIndex());
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_refused_for_an_error_message_before_its_list_leaves_no_connection_taken() {
        // Longer than the start of a body the token chain reads ahead, which alone would free the connection.
        wire.auth().reply(ticketsAfter("Error: no access to tickets", 2_000));
        try (ChatApiClient client = client()) {
            Throwable e = catchThrowable(() -> client.tickets().stream());

            assertThat(e).isInstanceOfSatisfying(RequestRejectedException.class, rejected -> assertThat(
                            rejected.serverMessage())
                    .isEqualTo("Error: no access to tickets"));
        }
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_of_a_reply_without_messages_is_refused_and_leaves_no_connection_taken() {
        wire.auth().reply("{\"status\":0,\"content\":\"No access to tickets\"}");
        try (ChatApiClient client = client()) {
            Throwable e = catchThrowable(() -> client.tickets().stream());

            assertThat(e).isInstanceOfSatisfying(RequestRejectedException.class, rejected -> assertThat(
                            rejected.serverMessage())
                    .isEqualTo("No access to tickets"));
        }
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_whose_token_is_refused_is_read_again_and_the_refused_reply_leaves_no_connection_taken() {
        wire.auth()
                .replyWithoutToken(ticketsAfter("Error: token expired", 2_000))
                .auth()
                .reply(tickets(2));
        try (ChatApiClient client = client()) {
            List<String> read;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                read = ids(stream);
            }

            assertThat(read).containsExactly("0", "1");
            assertThat(wire.requestCount()).isEqualTo(4);
        }
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_whose_reply_fails_before_its_first_ticket_is_tried_again_before_it_is_returned() {
        wire.auth().status(502).reply(tickets(2)); // the 502 page has no token: the chain keeps its own
        try (ChatApiClient client = client()) {
            List<String> read;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                read = ids(stream);
            }

            assertThat(read).containsExactly("0", "1");
            assertThat(wire.requestCount()).isEqualTo(3);
        }
        assertNoConnectionTaken();
    }

    @Test
    void a_stream_reads_tickets_keyed_by_sequence_number_or_sent_as_json_text() {
        wire.auth()
                .reply("{\"status\":1,\"messages\":{\"0\":{\"id\":\"7\"},\"count\":2,\"5\":{\"id\":\"9\"}}}")
                .reply("{\"status\":1,\"messages\":\"[{\\\"id\\\":\\\"5\\\"}]\"}");
        try (ChatApiClient client = client()) {
            List<String> keyed;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                keyed = ids(stream);
            }
            List<String> text;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                text = ids(stream);
            }

            assertThat(keyed).containsExactly("7", "9");
            assertThat(text).containsExactly("5");
        }
        assertNoConnectionTaken();
    }

    @Test
    void an_entry_without_an_id_is_left_out_of_the_stream_and_said_so_at_debug() {
        JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL).start();
        wire.auth()
                .reply("{\"status\":1,\"messages\":[{\"id\":\"1\"},{\"body\":\"no id\"},{\"id\":\"3\"}]}")
                .reply(
                        "{\"status\":1,\"messages\":{\"1\":{\"id\":\"1\"},\"2\":{\"body\":\"no id\"},\"3\":{\"id\":\"3\"}}}");
        try (log;
                ChatApiClient client = client()) {
            List<String> array;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                array = ids(stream);
            }
            List<String> keyed;
            try (Stream<Ticket> stream = client.tickets().stream()) {
                keyed = ids(stream);
            }

            assertThat(array).containsExactly("1", "3");
            assertThat(keyed).containsExactly("1", "3");
        }
        assertThat(log.formattedLines())
                .filteredOn(line -> line.contains("a list entry was left out of the typed list"))
                .hasSize(2)
                .allSatisfy(line -> assertThat(line).startsWith("FINE ").contains("id"));
    }

    @Test
    void an_error_message_after_the_list_still_makes_the_reply_a_rejection() {
        String keyed = "{\"messages\":{\"1\":{\"id\":\"1\"},\"2\":{\"id\":\"2\"}},\"status\":0,"
                + "\"content\":\"Error: the session ended\"}";
        String array = "{\"messages\":[{\"id\":\"1\"},{\"id\":\"2\"}],\"status\":0,"
                + "\"content\":\"Error: the session ended\"}";
        wire.auth().reply(keyed).reply(array);
        try (ChatApiClient client = client()) {
            List<String> handed = new ArrayList<>();

            Throwable afterKeyed = catchThrowable(() -> client.tickets().forEach(t -> handed.add(t.id())));
            Throwable afterArray = catchThrowable(() -> client.tickets().forEach(t -> handed.add(t.id())));

            assertThat(List.of(afterKeyed, afterArray)).allSatisfy(e -> assertThat(e)
                    .isInstanceOfSatisfying(
                            RequestRejectedException.class,
                            rejected -> assertThat(rejected.serverMessage()).isEqualTo("Error: the session ended")));
            assertThat(handed).containsExactly("1", "2", "1", "2");
        }
        assertNoConnectionTaken();
    }
}
