package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A client's chains as their stores see them: which chain indexes are opened, closed and opened again, what a store
 * failing at each step does to the call and to the next ones, and how many chains run at once.
 */
class TokenChainsTest {
    private static final String USER = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"%s\"}}}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final ExecutorService pool = Executors.newFixedThreadPool(6);
    private final Server script = new Server();
    private final Stores stores = new Stores();

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void a_server_keeping_many_chains_gets_chain_indexes_0_1_2_and_three_calls_at_once() throws Exception {
        try (ChatApiClient client = client(3)) {
            holdAndProbe(client);

            assertThat(script.lists).hasValue(1);
            assertThat(concurrentSlowCalls(client, 3)).isEqualTo(3);
            assertThat(stores.opened).containsExactly(0, 1, 2);
        }
        assertThat(stores.closed).containsExactlyInAnyOrder(0, 1, 2);
    }

    @Test
    void after_a_one_chain_verdict_the_fresh_chains_store_is_closed_and_never_opened_again() throws Exception {
        script.listRefuses = true;
        try (ChatApiClient client = client(3)) {
            holdAndProbe(client);

            assertThat(stores.closed).containsExactly(1);
            assertThat(concurrentSlowCalls(client, 3)).isEqualTo(1);
            assertThat(stores.opened).containsExactly(0, 1);
        }
    }

    @Test
    void a_store_that_cannot_be_opened_fails_the_call_and_the_next_call_opens_that_chain() throws Exception {
        stores.failOpening.add(0);
        try (ChatApiClient client = client(1)) {
            assertThatThrownBy(() -> client.agents().get("first")).isInstanceOf(ChainStoreException.class);

            assertThat(client.agents().get("second").id()).isEqualTo("second");
            assertThat(stores.opened).containsExactly(0, 0);
        }
    }

    @Test
    void a_fresh_chain_whose_store_cannot_be_opened_fails_its_call_and_the_slot_is_free_again() throws Exception {
        stores.failOpening.add(1);
        try (ChatApiClient client = client(2)) {
            CountDownLatch hold = script.hold();
            CompletableFuture<AgentDetail> first =
                    client.async().call(c -> c.agents().get("hold"));
            script.awaitHolding();
            assertThatThrownBy(() -> client.agents().get("second")).isInstanceOf(ChainStoreException.class);
            hold.countDown();
            first.get(10, TimeUnit.SECONDS);

            holdAndProbe(client);
            assertThat(stores.opened).containsExactly(0, 1, 1);
            assertThat(concurrentSlowCalls(client, 2)).isEqualTo(2);
        }
    }

    @Test
    void a_fresh_chain_whose_turn_fails_fails_its_call_and_gives_the_older_chain_back() throws Exception {
        stores.failAcquiring.add(1);
        try (ChatApiClient client = client(2)) {
            CountDownLatch hold = script.hold();
            CompletableFuture<AgentDetail> first =
                    client.async().call(c -> c.agents().get("hold"));
            script.awaitHolding();
            CompletableFuture<AgentDetail> second =
                    client.async().call(c -> c.agents().get("second"));
            Thread.sleep(200);
            hold.countDown();
            first.get(10, TimeUnit.SECONDS);
            assertThatThrownBy(() -> second.get(10, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(ChainStoreException.class);

            assertThat(stores.closed).as("the fresh chain's store").containsExactly(1);
            assertThat(client.withOptions(shortCalls()).agents().get("third").id())
                    .as("the older chain was given back")
                    .isEqualTo("third");
        }
    }

    @Test
    void a_probe_whose_wait_for_the_older_chain_runs_out_fails_its_call_unsent_and_frees_the_slot() throws Exception {
        try (ChatApiClient client = client(2)) {
            CountDownLatch hold = script.hold();
            CompletableFuture<AgentDetail> first =
                    client.async().call(c -> c.agents().get("hold"));
            script.awaitHolding();
            assertThatThrownBy(() -> client.withOptions(shortCalls()).agents().get("second"))
                    .isInstanceOf(TokenChainTimeoutException.class);
            hold.countDown();
            first.get(10, TimeUnit.SECONDS);
            assertThat(stores.closed).containsExactly(1);

            holdAndProbe(client);
            assertThat(stores.opened).containsExactly(0, 1, 1);
            assertThat(concurrentSlowCalls(client, 2)).isEqualTo(2);
        }
    }

    @Test
    void a_call_waiting_for_the_only_chain_times_out_unsent_and_the_chain_goes_on() throws Exception {
        try (ChatApiClient client = client(1)) {
            CountDownLatch hold = script.hold();
            CompletableFuture<AgentDetail> first =
                    client.async().call(c -> c.agents().get("hold"));
            script.awaitHolding();
            int requests = script.gets.size();

            assertThatThrownBy(() -> client.withOptions(shortCalls()).agents().get("second"))
                    .isInstanceOf(TokenChainTimeoutException.class)
                    .hasMessageContaining("nothing was sent");

            assertThat(script.gets).hasSize(requests);
            hold.countDown();
            first.get(10, TimeUnit.SECONDS);
            assertThat(client.agents().get("third").id()).isEqualTo("third");
        }
    }

    @Test
    void closing_the_client_wakes_a_call_waiting_for_a_chain_which_fails_unsent_at_once() throws Exception {
        ChatApiClient client = client(1);
        CountDownLatch hold = script.hold();
        try {
            CompletableFuture<AgentDetail> first =
                    client.async().call(c -> c.agents().get("hold"));
            script.awaitHolding();
            CompletableFuture<AgentDetail> waiting =
                    client.async().call(c -> c.agents().get("waiting"));
            Thread.sleep(200); // waiting for the chain, with the whole 60 s call timeout ahead

            client.close();

            assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .hasMessageContaining("closed");
            hold.countDown();
            first.get(10, TimeUnit.SECONDS);
            assertThat(stores.closed)
                    .as("the chain in use, closed when its call ended")
                    .containsExactly(0);
        } finally {
            hold.countDown();
            client.close();
        }
    }

    @Test
    void tokenChainsNamesItsLimitAndReading() {
        assertThat(new TokenChains(1, index -> null, null, null)).hasToString("TokenChains[max=1, ONE]");
        assertThat(new TokenChains(4, index -> null, null, null)).hasToString("TokenChains[max=4, UNKNOWN]");
    }

    private ChatApiClient client(int maxChains) {
        server.setDispatcher(script);
        return new MockChatServer(server)
                .clientBuilder()
                .maxChains(maxChains)
                .chainStore(stores)
                .asyncExecutor(pool)
                .build();
    }

    private static CallOptions shortCalls() {
        return CallOptions.builder().callTimeout(Duration.ofMillis(500)).build();
    }

    /** Holds a call on the first chain and makes a second call, which opens a second chain by probing. */
    private void holdAndProbe(ChatApiClient client) throws Exception {
        CountDownLatch hold = script.hold();
        CompletableFuture<AgentDetail> first =
                client.async().call(c -> c.agents().get("hold"));
        script.awaitHolding();
        CompletableFuture<AgentDetail> second =
                client.async().call(c -> c.agents().get("second"));
        Thread.sleep(200);
        hold.countDown();
        first.get(10, TimeUnit.SECONDS);
        second.get(10, TimeUnit.SECONDS);
    }

    /** Starts {@code n} 300 ms calls at once; returns how many the server had under way at most. */
    private int concurrentSlowCalls(ChatApiClient client, int n) throws Exception {
        script.maxInFlight.set(0);
        List<CompletableFuture<AgentDetail>> calls = new CopyOnWriteArrayList<>();
        for (int i = 0; i < n; i++) {
            String id = "slow-" + i;
            calls.add(client.async().call(c -> c.agents().get(id)));
        }
        for (CompletableFuture<AgentDetail> call : calls) {
            call.get(10, TimeUnit.SECONDS);
        }
        return script.maxInFlight.get();
    }

    /** In-process stores that note each chain index opened and closed, and fail where told. */
    private static final class Stores implements ChainStore.Factory {
        final List<Integer> opened = new CopyOnWriteArrayList<>();
        final List<Integer> closed = new CopyOnWriteArrayList<>();
        final List<Integer> failOpening = new CopyOnWriteArrayList<>();
        final List<Integer> failAcquiring = new CopyOnWriteArrayList<>();

        @Override
        public ChainStore open(ChainId chain) {
            opened.add(chain.index());
            if (failOpening.remove(Integer.valueOf(chain.index()))) {
                throw new ChainStoreException("chain store: cannot open (test)", false, null);
            }
            InProcessChainStore memory = new InProcessChainStore();
            return new ChainStore() {
                @Override
                public Turn acquire(Duration maxWait) throws InterruptedException {
                    if (failAcquiring.remove(Integer.valueOf(chain.index()))) {
                        throw new ChainStoreException("chain store: cannot take the turn (test)", false, null);
                    }
                    return memory.acquire(maxWait);
                }

                @Override
                public void close() {
                    closed.add(chain.index());
                }
            };
        }
    }

    /** Keeps every chain; the agent list answers with a token, or refuses when told; reads echo their id. */
    private static final class Server extends Dispatcher {
        final AtomicInteger lists = new AtomicInteger();
        final List<String> gets = new CopyOnWriteArrayList<>();
        final AtomicInteger maxInFlight = new AtomicInteger();
        private final AtomicInteger inFlight = new AtomicInteger();
        private final AtomicInteger tokens = new AtomicInteger();
        volatile boolean listRefuses;
        private volatile CountDownLatch hold = new CountDownLatch(0);
        private volatile CountDownLatch holding = new CountDownLatch(0);

        CountDownLatch hold() {
            hold = new CountDownLatch(1);
            holding = new CountDownLatch(1);
            return hold;
        }

        void awaitHolding() throws InterruptedException {
            assertThat(holding.await(10, TimeUnit.SECONDS)).isTrue();
        }

        @Override
        public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
            String path = request.getUrl().encodedPath();
            String next = "tok-" + tokens.incrementAndGet();
            if (path.endsWith("developer/inicialize")) {
                return new MockResponse.Builder()
                        .addHeader("x-user-token", next)
                        .body("{\"status\":1}")
                        .build();
            }
            if (path.contains("users/list")) {
                lists.incrementAndGet();
                return listRefuses
                        ? new MockResponse.Builder()
                                .body("{\"status\":0,\"content\":\"Error - invalid token\"}")
                                .build()
                        : new MockResponse.Builder()
                                .addHeader("x-user-token", next)
                                .body("{\"status\":1}")
                                .build();
            }
            String id = path.substring(path.lastIndexOf('/') + 1);
            gets.add(id);
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                if (id.equals("hold")) {
                    holding.countDown();
                    hold.await(10, TimeUnit.SECONDS);
                } else if (id.startsWith("slow")) {
                    Thread.sleep(300);
                }
            } finally {
                inFlight.decrementAndGet();
            }
            return new MockResponse.Builder()
                    .addHeader("x-user-token", next)
                    .body(String.format(USER, id))
                    .build();
        }
    }
}
