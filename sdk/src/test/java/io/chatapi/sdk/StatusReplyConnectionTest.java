package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A reply that is not a success is closed as soon as it is judged: its connection goes back to the
 * pool, so the path fallback, the retry and the next call go over the same connection, and no call
 * leaves a connection taken. The status pages here are longer than the start of a body the token
 * chain reads ahead (which alone would hand a short page's connection back).
 */
class StatusReplyConnectionTest {
    private static final String SHOW = MockChatServer.fixture("tickets/show.json");
    private static final String AGENTS = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final OkHttpClient own = new OkHttpClient();

    @AfterEach
    void releaseTheClient() {
        own.dispatcher().executorService().shutdown();
        own.connectionPool().evictAll();
    }

    /** A front server's status page of about 100 KB, with no token. */
    private static MockResponse page(int code) {
        return new MockResponse.Builder()
                .code(code)
                .body("<html>" + "x".repeat(100_000) + "</html>")
                .build();
    }

    private ChatApiClient client() {
        return wire.clientBuilder().httpClient(own).readRetries(1).build();
    }

    /** The server's connection index of each request, in order. */
    private List<Integer> connectionsUsed() {
        List<Integer> used = new ArrayList<>();
        for (int i = wire.requestCount(); i > 0; i--) {
            used.add(wire.take().getConnectionIndex());
        }
        return used;
    }

    private void assertNoConnectionTaken() {
        ConnectionPool pool = own.connectionPool();
        assertThat(pool.idleConnectionCount())
                .as("idle connections of %s in the pool", pool.connectionCount())
                .isEqualTo(pool.connectionCount());
    }

    @Test
    void the_path_form_tried_after_a_404_goes_over_the_connection_of_the_404() {
        wire.auth().raw(page(404)).auth().reply(SHOW);
        try (ChatApiClient client = client()) {
            assertThat(client.tickets().get("812").messages()).hasSize(2);
        }

        assertThat(connectionsUsed()).containsExactly(0, 0, 0, 0);
        assertNoConnectionTaken();
    }

    @Test
    void a_read_tried_again_after_a_gateway_error_goes_over_the_connection_of_the_error() {
        wire.auth().raw(page(502)).reply(AGENTS); // the 502 page has no token: the chain keeps its own
        try (ChatApiClient client = client()) {
            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);
        }

        assertThat(connectionsUsed()).containsExactly(0, 0, 0);
        assertNoConnectionTaken();
    }

    @Test
    void a_write_failed_by_its_status_leaves_its_connection_to_the_next_call() {
        wire.auth().reply(AGENTS).raw(page(500)).reply(AGENTS); // the 500 page keeps the chain's token
        try (ChatApiClient client = client()) {
            client.agents().list();

            Throwable e = catchThrowable(() -> client.triggers().setActive("2", false));
            client.agents().list();

            assertThat(e).isInstanceOf(UnexpectedHttpStatusException.class);
        }

        assertThat(connectionsUsed()).containsExactly(0, 0, 0, 0);
        assertNoConnectionTaken();
    }
}
