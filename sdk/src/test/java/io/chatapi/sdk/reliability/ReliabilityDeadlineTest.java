package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code callTimeout} bounds the whole call: the wait for the chain, authentication, the path
 * fallback, every attempt and every pause. Upper bounds leave half a second of slack for a loaded
 * machine; each scenario would take several times its timeout if any stage had a clock of its own.
 */
class ReliabilityDeadlineTest {
    private static final String TRIGGERS = "{\"status\":1,\"content\":[]}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private static MockResponse stalled() {
        return new MockResponse.Builder()
                .addHeader("x-user-token", "late")
                .body(TRIGGERS)
                .headersDelay(10, TimeUnit.SECONDS)
                .build();
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_stalled_server_fails_a_read_with_retries_within_the_call_timeout() {
        wire.auth().raw(stalled()).auth().raw(stalled()).auth().raw(stalled());
        try (ChatApiClient client =
                wire.clientBuilder().callTimeout(Duration.ofSeconds(2)).build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(millisSince(started)).isBetween(1_900L, 2_500L); // three attempts of 2 s each before
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void many_read_retries_each_within_the_read_timeout_still_end_at_the_call_timeout() {
        for (int i = 0; i < 11; i++) {
            wire.auth().raw(stalled());
        }
        try (ChatApiClient client = wire.clientBuilder()
                .readTimeout(Duration.ofMillis(400))
                .callTimeout(Duration.ofSeconds(1))
                .readRetries(10)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(millisSince(started)).isLessThan(1_500L); // 11 attempts of 400 ms before
            assertThat(wire.requestCount()).isLessThanOrEqualTo(6);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_stalled_authentication_counts_against_the_call_timeout() {
        wire.raw(new MockResponse.Builder()
                .addHeader("x-user-token", "first")
                .body("{\"status\":1}")
                .headersDelay(700, TimeUnit.MILLISECONDS)
                .build());
        wire.raw(stalled());
        try (ChatApiClient client = wire.clientBuilder()
                .callTimeout(Duration.ofSeconds(1))
                .readRetries(0)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(millisSince(started)).isBetween(900L, 1_500L); // 0.7 s + a fresh 1 s before
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void the_path_fallback_shares_the_call_timeout() {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .code(404)
                        .headersDelay(1_200, TimeUnit.MILLISECONDS)
                        .build())
                .auth()
                .raw(stalled());
        // 1.2 s of a 2 s timeout on the first form leaves 0.8 s to authenticate and send the second, which the
        // exchange worker does only while its caller still waits.
        try (ChatApiClient client = wire.clientBuilder()
                .callTimeout(Duration.ofSeconds(2))
                .readRetries(0)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.agents().get("a1"));

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(millisSince(started)).isBetween(1_800L, 2_800L); // 1.2 s + a fresh 2 s would be 3.2 s
            assertThat(wire.requestCount()).isEqualTo(4); // it did fall back
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_retry_after_that_would_pass_the_call_timeout_fails_at_once_with_the_status() {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .code(503)
                        .addHeader("Retry-After", "30")
                        .build());
        try (ChatApiClient client =
                wire.clientBuilder().callTimeout(Duration.ofSeconds(5)).build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOfSatisfying(UnexpectedHttpStatusException.class, status -> {
                assertThat(status.httpStatus()).isEqualTo(503);
                assertThat(status.retryAfter()).contains(Duration.ofSeconds(30));
                assertThat(status.mayHaveBeenProcessed()).isFalse();
            });
            assertThat(millisSince(started)).isLessThan(1_000L);
            assertThat(wire.requestCount()).isEqualTo(2); // asked once, not again
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_read_waits_as_long_as_retry_after_asks_before_trying_again() {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .code(429)
                        .addHeader("Retry-After", "1")
                        .build()) // no token on the 429 page: the chain keeps its own
                .reply(TRIGGERS);
        try (ChatApiClient client = wire.client()) {
            long started = System.nanoTime();

            assertThat(client.triggers().list()).isEmpty();

            assertThat(millisSince(started)).isGreaterThanOrEqualTo(1_000L); // the SDK's own pause is 10-20 ms
            assertThat(wire.requestCount()).isEqualTo(3);
        }
    }
}
