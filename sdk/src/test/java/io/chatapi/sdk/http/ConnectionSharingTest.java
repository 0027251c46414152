package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Callers sharing a client share one connection: a reply of up to 64 KiB is taken off the connection
 * before the next caller's turn, however slowly its own caller goes through it, so the next request
 * reuses the connection instead of opening another (and tying up another server thread).
 */
class ConnectionSharingTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    @Test
    void the_next_caller_reuses_the_connection_while_a_slow_reader_is_still_going_through_a_short_reply()
            throws Exception {
        StringBuilder list = new StringBuilder("{\"status\":1,\"messages\":[");
        for (int i = 0; i < 40; i++) {
            list.append(i == 0 ? "" : ",").append("{\"id\":").append(i).append(",\"text\":\"");
            list.append("x".repeat(1000)).append("\"}");
        }
        list.append("]}");
        assertThat(list.length()).isLessThan((int) TokenChain.PREFETCH_BYTES);
        wire.auth().reply(list.toString()).reply("{\"status\":1,\"maxUsersSub\":\"5\"}");
        // The slow reader stops at its first element until the next caller is done: a timed sleep let a
        // loaded machine finish the list before the next call went out, and the test then failed.
        CountDownLatch nextCallDone = new CountDownLatch(1);
        AtomicInteger seen = new AtomicInteger();
        Consumer<JsonNode> slowly = element -> {
            try {
                if (seen.getAndIncrement() == 0) {
                    nextCallDone.await(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };

        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            CompletableFuture<Reply> slowReader = CompletableFuture.supplyAsync(() -> transport
                    .readList(
                            ApiCall.to(Endpoints.TICKETS_LIST).build(),
                            ListRead.each("messages", JsonNode.class, slowly))
                    .reply());
            wire.takeAuth();
            RecordedRequest first = wire.take();

            Reply next = transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
            RecordedRequest second = wire.take();

            assertThat(slowReader.isDone()).as("the slow reader is still going").isFalse();
            nextCallDone.countDown();
            assertThat(second.getConnectionIndex()).isEqualTo(first.getConnectionIndex());
            assertThat(next.status()).isEqualTo(1);
            slowReader.get(10, TimeUnit.SECONDS);
            assertThat(seen).hasValue(40);
        }
    }

    @Test
    void a_reply_whose_new_token_cannot_be_sent_hands_its_connection_back_for_the_next_call() {
        wire.auth()
                .raw(new mockwebserver3.MockResponse.Builder()
                        .addHeaderLenient("x-user-token", "tok\u007f")
                        .body("{\"status\":1,\"maxUsersSub\":\"5\"}")
                        .build())
                .auth()
                .reply("{\"status\":1,\"maxUsersSub\":\"5\"}");

        try (Transport transport =
                WireTransport.to(server.url("/api/")).readRetries(0).build()) {
            org.assertj.core.api.Assertions.catchThrowable(
                    () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()));
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }

        wire.takeAuth();
        int first = wire.take().getConnectionIndex();
        assertThat(wire.takeAuth().getConnectionIndex()).isEqualTo(first);
        assertThat(wire.take().getConnectionIndex()).isEqualTo(first);
    }
}
