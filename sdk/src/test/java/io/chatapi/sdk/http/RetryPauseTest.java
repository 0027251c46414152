package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * The pause before a read is sent again, as the server sees it and as a caller that gives up sees
 * it: the retry comes no sooner than {@code Retry-After} asks, and a thread interrupted while it
 * waits stops at once, sends nothing more and keeps its interrupt.
 */
class RetryPauseTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private static ApiCall list() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }

    private static MockResponse unavailable(String retryAfter) {
        return new MockResponse.Builder()
                .code(503)
                .addHeader("Retry-After", retryAfter)
                .build();
    }

    @Test
    void the_retry_reaches_the_server_no_sooner_than_retry_after_asks() throws InterruptedException {
        // The 503 page carries no token: the chain keeps its own, and the retry goes out without authenticating.
        wire.auth().raw(unavailable("1")).reply(LIST);
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            CompletableFuture<Reply> read = CompletableFuture.supplyAsync(() -> transport.send(list()));

            wire.takeAuth();
            wire.take();
            long refusedAt = System.nanoTime();
            wire.take();
            long retriedAt = System.nanoTime();

            assertThat(TimeUnit.NANOSECONDS.toMillis(retriedAt - refusedAt)).isGreaterThanOrEqualTo(950L);
            assertThat(read.join().status()).isEqualTo(1);
        }
    }

    @Test
    void a_read_interrupted_while_waiting_to_retry_fails_at_once_sends_nothing_more_and_stays_interrupted()
            throws InterruptedException {
        wire.auth().raw(unavailable("20")).auth().reply(LIST);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        try (Transport transport = WireTransport.to(server.url("/api/"))
                .callTimeout(Duration.ofMinutes(1))
                .build()) {
            Thread caller = new Thread(() -> {
                try {
                    transport.send(list());
                } catch (RuntimeException e) {
                    failure.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            caller.start();
            wire.takeAuth();
            wire.take();
            Thread.sleep(200); // the caller is now in its 20 s pause
            long interruptedAt = System.nanoTime();
            caller.interrupt();
            caller.join(5_000);

            assertThat(caller.isAlive()).isFalse();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - interruptedAt))
                    .isLessThan(2_000L);
        }
        assertThat(failure.get()).isInstanceOfSatisfying(TransportException.class, e -> {
            assertThat(e.getMessage()).isEqualTo("agents.list: interrupted while waiting to retry");
            assertThat(e.mayHaveBeenProcessed()).isFalse();
            assertThat(e.getCause()).isInstanceOf(InterruptedException.class);
        });
        assertThat(stillInterrupted)
                .as("the interrupt is kept for the caller's own code")
                .isTrue();
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_read_on_an_interrupted_thread_is_not_sent_again_after_a_gateway_error() {
        wire.auth().status(502).reply(LIST);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Thread caller = Thread.currentThread(); // the exchange runs on a worker (ExchangeRunner); the caller waits
        try (Transport transport = WireTransport.to(server.url("/api/"))
                .http(new okhttp3.OkHttpClient.Builder()
                        .addInterceptor(chain -> {
                            okhttp3.Response reply = chain.proceed(chain.request());
                            if (reply.code() == 502) {
                                // The caller is interrupted while the reply arrives.
                                caller.interrupt();
                            }
                            return reply;
                        })
                        .build())
                .build()) {
            try {
                transport.send(list());
            } catch (RuntimeException e) {
                failure.set(e);
            } finally {
                Thread.interrupted();
            }
        }
        // The caller wakes to the interruption, or to the 502 with its thread interrupted: it fails either way and
        // sends nothing more.
        assertThat(failure.get())
                .isInstanceOf(TransportException.class)
                .satisfiesAnyOf(
                        e -> assertThat(e).isInstanceOfSatisfying(UnexpectedHttpStatusException.class, s -> assertThat(
                                        s.httpStatus())
                                .isEqualTo(502)),
                        e -> assertThat(e).hasMessageContaining("interrupted while waiting for the reply"));
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_retry_after_of_twelve_digits_is_read_as_given_and_a_longer_one_as_a_very_long_time() {
        // Either way the wait passes any deadline: the call fails at once and tells how long the server asked for.
        wire.auth().raw(unavailable("100000000000"));
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(
                                    UnexpectedHttpStatusException.class, () -> transport.send(list()))
                            .retryAfter())
                    .contains(Duration.ofSeconds(100_000_000_000L));
        }
        assertThat(Retries.parseRetryAfter("1000000000000", 0)).isEqualTo(Duration.ofSeconds(999_999_999_999L));
    }
}
