package io.chatapi.sdk.tickets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** A streamed ticket list may take longer than the whole-call timeout; a stalled one still ends. */
class TicketStreamingTimeoutTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private static String ticketList(int n) {
        StringBuilder body = new StringBuilder("{\"status\":1,\"messages\":[");
        for (int i = 0; i < n; i++) {
            body.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"")
                    .append(i)
                    .append("\",\"body\":\"")
                    .append("x".repeat(200))
                    .append("\"}");
        }
        return body.append("]}").toString();
    }

    @Test
    void a_slowly_streamed_list_outlasting_the_call_timeout_still_completes() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder()
                .callTimeout(Duration.ofMillis(800))
                .readTimeout(Duration.ofSeconds(2))
                .build()) {
            wire.auth()
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "tok-2")
                            .body(ticketList(10))
                            .throttleBody(500, 250, TimeUnit.MILLISECONDS) // about 1.5 s for the whole body
                            .build());
            List<String> ids = new ArrayList<>();

            client.tickets().forEach(t -> ids.add(t.id()));

            assertThat(ids).hasSize(10).startsWith("0", "1").endsWith("9");
        }
    }

    @Test
    void a_stalled_stream_fails_by_the_read_timeout() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder()
                .readTimeout(Duration.ofMillis(300))
                .readRetries(0)
                .build()) {
            wire.auth()
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "tok-2")
                            .body(ticketList(3))
                            .bodyDelay(3, TimeUnit.SECONDS)
                            .build());

            long start = System.nanoTime();
            assertThatThrownBy(() -> client.tickets().forEach(t -> {})).isInstanceOf(TransportException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        }
    }
}
