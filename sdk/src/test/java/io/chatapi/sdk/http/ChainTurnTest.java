package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** A caller waiting for its turn on a shared client's token chain can be interrupted, as any blocking call. */
class ChainTurnTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    @Test
    void a_caller_interrupted_while_waiting_for_its_turn_fails_at_once_sends_nothing_and_stays_interrupted()
            throws Exception {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-2")
                        .headersDelay(1500, TimeUnit.MILLISECONDS)
                        .body(LIST)
                        .build());
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            CompletableFuture<Reply> first = CompletableFuture.supplyAsync(
                    () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()));
            wire.takeAuth();
            wire.take(); // the first caller holds the turn until its reply's headers arrive

            Thread second = new Thread(() -> {
                try {
                    transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
                } catch (RuntimeException e) {
                    failure.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            second.start();
            Thread.sleep(200);
            second.interrupt();
            second.join(1_000);

            assertThat(second.isAlive())
                    .as("the waiting caller gave up at once")
                    .isFalse();
            assertThat(first.get(5, TimeUnit.SECONDS).status()).isEqualTo(1);
        }
        assertThat(failure.get()).isInstanceOfSatisfying(TransportException.class, e -> {
            assertThat(e.getMessage()).isEqualTo("agents.list: interrupted while waiting for the token chain");
            assertThat(e.mayHaveBeenProcessed()).isFalse();
        });
        assertThat(stillInterrupted).isTrue();
        assertThat(wire.requestCount()).isEqualTo(2);
    }
}
