package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * No call waits without bound: a reply held back beyond {@code readTimeout} fails (reads after their
 * retries, writes at once and marked as possibly processed), a body that trickles in forever is cut
 * off by {@code callTimeout}, and a call waiting for its turn on the token chain gives up after
 * {@code callTimeout}. Each test checks the elapsed time against the configured limits.
 */
class ReliabilityTimeoutsTest {
    private ChatApiTestServer server;

    @StartStop
    MockWebServer mock = NoDelaySockets.server();

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ChatApiClientBuilder clientBuilder() {
        return ChatApiClient.builder().baseUrl(server.baseUrl()).apiKey(server.apiKey());
    }

    private static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_read_whose_reply_is_held_back_beyond_the_read_timeout_fails_in_bounded_time() {
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofSeconds(10), 1.0);
        try (ChatApiClient client = clientBuilder()
                .readTimeout(Duration.ofMillis(300))
                .readRetries(1)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            long millis = (System.nanoTime() - started) / 1_000_000;
            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(e.getCause()).isInstanceOf(IOException.class);
            // Two attempts of 300 ms, a short pause and one authentication: about 0.7 s, far below the 10 s
            // delay (the upper bound leaves room for a loaded machine).
            assertThat(millis).isBetween(600L, 6_000L);
            assertThat(server.counters().requests(Endpoint.LIST_TRIGGERS)).isEqualTo(2);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void an_authentication_held_back_beyond_the_read_timeout_fails_in_bounded_time() {
        server.faults().onlyOn(Endpoint.AUTHENTICATE).delay(Duration.ofSeconds(10), 1.0);
        try (ChatApiClient client = clientBuilder()
                .readTimeout(Duration.ofMillis(300))
                .readRetries(0)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.agents().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(e.getMessage()).contains("authentication request failed");
            assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(6_000L);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_write_held_back_beyond_the_read_timeout_fails_once_and_may_still_be_applied() throws Exception {
        try (ChatApiClient client =
                clientBuilder().readTimeout(Duration.ofMillis(300)).build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).delay(Duration.ofMillis(3_000), 1.0);
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().setActive("2", false));

            assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(2_700L); // gave up before the reply
            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(((TransportException) e).mayHaveBeenProcessed()).isTrue();
            assertThat(e.getMessage()).contains("may have been processed");
            // The server acts after the client gave up: exactly the case "may have been processed" covers.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS) == 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS)).isEqualTo(1);
            assertThat(server.counters().requests(Endpoint.CHANGE_TRIGGER_STATUS))
                    .isEqualTo(1);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_body_that_trickles_in_without_end_is_cut_off_by_the_call_timeout() {
        MockChatServer wire = new MockChatServer(mock);
        wire.auth();
        // One byte every 50 ms: the read timeout (between bytes) never fires; the whole body would take 25 s.
        wire.raw(new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                .body("{\"status\":1,\"content\":[" + " ".repeat(500) + "]}")
                .throttleBody(1, 50, TimeUnit.MILLISECONDS)
                .build());
        try (ChatApiClient client = wire.clientBuilder()
                .readTimeout(Duration.ofSeconds(5))
                .callTimeout(Duration.ofSeconds(1))
                .readRetries(0)
                .build()) {
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(e.getMessage()).contains("reading the reply failed");
            assertThat(millisSince(started)).isBetween(900L, 8_000L); // the whole body would take 25 s
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_call_waiting_for_its_turn_on_the_token_chain_gives_up_after_the_call_timeout() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // The caller's own interceptor runs inside the chain's turn; this one stalls the first trigger list,
        // so the chain stays taken for as long as the test likes.
        OkHttpClient stalling = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (chain.request().url().encodedPath().endsWith("triggers/list") && holding.getCount() > 0) {
                        holding.countDown();
                        try {
                            release.await(15, TimeUnit.SECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            throw new IOException("interrupted");
                        }
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (ChatApiClient client = clientBuilder()
                .httpClient(stalling)
                .callTimeout(Duration.ofMillis(500))
                .readRetries(0)
                .build()) {
            CompletableFuture<Object> stalled =
                    CompletableFuture.supplyAsync(() -> client.triggers().list());
            assertThat(holding.await(5, TimeUnit.SECONDS)).isTrue();
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.agents().list());

            long waited = millisSince(started);
            release.countDown();
            assertThat(e).isInstanceOf(io.chatapi.sdk.errors.TokenChainTimeoutException.class);
            assertThat(e.getMessage()).contains("waited 500 ms for the token chain");
            assertThat(((TransportException) e).mayHaveBeenProcessed()).isFalse();
            assertThat(waited).isBetween(450L, 5_000L); // the chain stays taken for up to 15 s
            assertThat(server.counters().requests(Endpoint.LIST_AGENTS)).isZero(); // it never went out
            // The stalled call ends too (its own call timeout has long passed), and the chain is usable again.
            catchThrowable(() -> stalled.get(10, TimeUnit.SECONDS));
            assertThat(client.agents().list()).hasSize(4);
        }
    }
}
