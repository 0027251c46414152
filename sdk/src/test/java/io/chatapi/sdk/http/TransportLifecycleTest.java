package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * A transport's life around its calls: closing releases what the SDK created and leaves a caller's
 * own client running; a captured reply is the last one of the work captured, also when captures nest;
 * the redactor it hands out masks the key for callers that print server text.
 */
class TransportLifecycleTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private Transport transport(OkHttpClient http, boolean ownsHttp) {
        return WireTransport.to(server.url("/api/"))
                .http(http)
                .ownsHttp(ownsHttp)
                .logLevel(LogLevel.OFF)
                .build();
    }

    @Test
    void closing_a_transport_built_on_the_sdks_own_client_stops_its_threads_and_refuses_later_calls() {
        OkHttpClient own = new OkHttpClient();
        Transport transport = transport(own, true);

        transport.close();

        assertThat(own.dispatcher().executorService().isShutdown()).isTrue();
        assertThatThrownBy(
                        () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("agents.list: the client is closed; nothing was sent");
        assertThat(wire.requestCount()).isZero();
    }

    @Test
    void closing_a_transport_built_on_the_sdks_own_client_closes_its_idle_connections() {
        wire.auth().reply(LIST);
        OkHttpClient own = new OkHttpClient();
        Transport transport = transport(own, true);
        transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        assertThat(own.connectionPool().connectionCount()).isEqualTo(1);

        transport.close();

        assertThat(own.connectionPool().connectionCount()).isZero();
    }

    @Test
    void closing_a_transport_built_on_the_callers_client_leaves_that_client_running() {
        OkHttpClient callers = new OkHttpClient();
        Transport transport = transport(callers, false);

        transport.close();

        assertThat(callers.dispatcher().executorService().isShutdown()).isFalse();
        callers.dispatcher().executorService().shutdown();
    }

    @Test
    void a_capture_inside_a_capture_leaves_the_outer_one_the_last_reply_of_its_own_work() {
        wire.auth().reply(LIST).reply("{\"status\":2,\"maxUsersSub\":\"6\"}");
        try (Transport transport = transport(new OkHttpClient(), true)) {
            Transport.Captured<Integer> outer = transport.capture(() -> {
                Transport.Captured<Integer> inner = transport.capture(() -> transport
                        .send(ApiCall.to(Endpoints.AGENTS_LIST).build())
                        .status());
                assertThat(inner.reply().status()).isEqualTo(1);
                return transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()).status();
            });

            assertThat(outer.value()).isEqualTo(2);
            assertThat(outer.reply().status()).isEqualTo(2);
        }
    }

    @Test
    void work_that_received_no_reply_cannot_be_captured() {
        try (Transport transport = transport(new OkHttpClient(), true)) {
            assertThatThrownBy(() -> transport.capture(() -> 1))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessage("the call received no reply to capture");
        }
    }

    @Test
    void the_transports_redactor_masks_the_key_and_the_tokens_it_has_seen() {
        wire.auth().reply(LIST);
        try (Transport transport = transport(new OkHttpClient(), true)) {
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());

            assertThat(transport.redactor().redact("key " + MockChatServer.API_KEY + ", token tok-2, tok-1."))
                    .isEqualTo("key [redacted], token [redacted], [redacted].");
        }
    }
}
