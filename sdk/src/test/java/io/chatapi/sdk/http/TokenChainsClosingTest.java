package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Closing a client closes its idle chains' stores, which may do I/O (a Redis store), after it let go of the chains'
 * lock: a call ending meanwhile gives its chain back at once instead of waiting for that I/O.
 */
class TokenChainsClosingTest {
    private static final String USER = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"%s\"}}}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void a_call_ending_while_close_does_store_io_is_not_held_up_by_it() throws Exception {
        CountDownLatch slowReply = new CountDownLatch(1);
        server.setDispatcher(new ManyChains(slowReply));
        CountDownLatch storeClosing = new CountDownLatch(1);
        CountDownLatch storeMayClose = new CountDownLatch(1);
        AtomicBoolean firstClose = new AtomicBoolean(true);
        ChainStore.Factory stores = chain -> new ChainStore() {
            private final InProcessChainStore memory = new InProcessChainStore();

            @Override
            public Turn acquire(Duration maxWait) throws InterruptedException {
                return memory.acquire(maxWait);
            }

            @Override
            public void close() {
                // The first store closed (an idle chain's, by close()) takes as long as the test says.
                if (firstClose.getAndSet(false)) {
                    storeClosing.countDown();
                    await(storeMayClose);
                }
            }
        };
        ExecutorService pool = Executors.newFixedThreadPool(4);
        ChatApiClient client = new MockChatServer(server)
                .clientBuilder()
                .maxChains(2)
                .chainStore(stores)
                .asyncExecutor(pool)
                .build();
        Thread closer = new Thread(client::close);
        try {
            // Two chains opened: two calls at once, each held 200 ms by the server.
            List<CompletableFuture<AgentDetail>> opening = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String id = "open" + i;
                opening.add(client.async().call(c -> c.agents().get(id)));
            }
            CompletableFuture.allOf(opening.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);

            CompletableFuture<AgentDetail> slow =
                    client.async().call(c -> c.agents().get("slow"));
            Thread.sleep(300); // on its way, on one chain; the other is idle
            closer.start();
            assertThat(storeClosing.await(10, TimeUnit.SECONDS))
                    .as("close() closes the idle chain's store")
                    .isTrue();

            slowReply.countDown();

            assertThat(slow.get(5, TimeUnit.SECONDS).id())
                    .as("the call under way ended and gave its chain back while the store was still closing")
                    .isEqualTo("slow");
            assertThat(closer.isAlive()).isTrue();
            assertThatThrownBy(() -> client.agents().get("after")).hasMessageContaining("closed");
        } finally {
            storeMayClose.countDown();
            slowReply.countDown();
            closer.join(10_000);
            pool.shutdownNow();
        }
        assertThat(closer.isAlive()).isFalse();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A server that keeps every chain a key authenticates; echoes the agent asked for, 200 ms late. */
    private static final class ManyChains extends Dispatcher {
        private final CountDownLatch slowReply;

        ManyChains(CountDownLatch slowReply) {
            this.slowReply = slowReply;
        }

        @Override
        public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
            String path = request.getUrl().encodedPath();
            String token = "tok-" + UUID.randomUUID();
            if (path.endsWith("developer/inicialize")) {
                return new MockResponse.Builder()
                        .addHeader("x-user-token", token)
                        .body("{\"status\":1}")
                        .build();
            }
            String id = path.substring(path.lastIndexOf('/') + 1);
            if (id.equals("slow")) {
                slowReply.await(30, TimeUnit.SECONDS);
            } else {
                Thread.sleep(Duration.ofMillis(200).toMillis());
            }
            return new MockResponse.Builder()
                    .addHeader("x-user-token", token)
                    .body(String.format(USER, id))
                    .build();
        }
    }
}
