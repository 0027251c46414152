package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodStarted;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.logging.Level;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The probe that opens a client's second chain, one answer at a time: which chain the caller gets, which token each
 * chain carries after it, and how many chains run at once from then on. The server scripts the probe's read (the agent
 * list) and answers every other read {@code users/getuser/<id>} with a new token, {@code slow...} ids 300 ms late and
 * {@code hold} only when the test lets it.
 */
class ChainsPerKeyProbeTest {
    private static final String USER = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"%s\"}}}";
    private static final String REFUSAL = "{\"status\":0,\"content\":\"Error - invalid token\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void a_read_answered_with_a_new_token_shows_many_chains_and_the_caller_gets_the_fresh_chain() throws Exception {
        Script script = new Script((path, token) -> withToken(200, "{\"status\":1,\"content\":[]}"));
        try (ChatApiClient client = client(script)) {
            String second = openSecondChain(client, script);

            assertThat(script.listRequests).containsExactly("users/list auth-1'");
            assertThat(second)
                    .as("the fresh chain's first call carries its own token")
                    .isEqualTo("auth-2");
            assertThat(concurrentSlowCalls(client, script)).isEqualTo(2);
            assertThat(script.auths).hasValue(2);
        }
    }

    @Test
    void a_refusal_without_a_token_shows_one_chain_and_the_older_chain_goes_on_with_the_fresh_token() throws Exception {
        Script script = new Script((path, token) -> plain(200, REFUSAL));
        try (ChatApiClient client = client(script)) {
            String second = openSecondChain(client, script);

            assertThat(second)
                    .as("the older chain took over the fresh chain's token")
                    .isEqualTo("auth-2");
            assertThat(concurrentSlowCalls(client, script))
                    .as("one chain from now on")
                    .isEqualTo(1);
            assertThat(script.listRequests).hasSize(1);
            assertThat(script.auths)
                    .as("the fresh chain, left without a token, is never opened again")
                    .hasValue(2);
        }
    }

    /**
     * Issue 47 item 4: the probe's read was the one request no listener heard of (on a one-chain server, one refused
     * token more than the listener reported). It is told as a method and call of its own, {@code chains.probe}, with
     * one attempt: TOKEN_REFUSED where the server keeps one chain per key, SUCCESS where it keeps several.
     */
    @Test
    void the_probes_read_is_told_to_listeners_as_a_call_of_its_own_with_its_answer() throws Exception {
        for (boolean oneChain : new boolean[] {true, false}) {
            List<String> told = new CopyOnWriteArrayList<>();
            ChatApiListener listener = new ChatApiListener() {
                @Override
                public ChatApiListener methodStarted(MethodStarted event) {
                    told.add("method " + event.method());
                    return null;
                }

                @Override
                public void attemptFinished(AttemptFinished event) {
                    if (event.operation().equals("chains.probe")) {
                        told.add("attempt " + event.outcome());
                    }
                }

                @Override
                public void callFinished(CallFinished event) {
                    if (event.operation().equals("chains.probe")) {
                        told.add("call " + event.outcome());
                    }
                }
            };
            Script script = new Script(
                    (path, token) -> oneChain ? plain(200, REFUSAL) : withToken(200, "{\"status\":1,\"content\":[]}"));
            server.setDispatcher(script);
            try (ChatApiClient client = new MockChatServer(server)
                    .clientBuilder()
                    .maxChains(2)
                    .asyncExecutor(pool)
                    .listener(listener)
                    .build()) {
                openSecondChain(client, script);
            }

            String outcome = oneChain ? "TOKEN_REFUSED" : "SUCCESS";
            assertThat(told)
                    .as(oneChain ? "a one-chain server" : "a server keeping several chains")
                    .containsSubsequence("method chains.probe", "attempt " + outcome, "call " + outcome)
                    .filteredOn(line -> line.contains("chains.probe") || line.startsWith("call "))
                    .containsExactly("method chains.probe", "call " + outcome);
        }
    }

    @Test
    void an_unclear_answer_hands_over_the_fresh_token_and_three_of_them_settle_on_one_chain() throws Exception {
        Script script = new Script((path, token) -> plain(502, "bad gateway"));
        try (ChatApiClient client = client(script)) {
            for (int probe = 1; probe <= TokenChains.MAX_UNCLEAR_PROBES; probe++) {
                String token = openSecondChain(client, script);
                assertThat(token)
                        .as("probe %d: the older chain goes on with the fresh chain's token", probe)
                        .isEqualTo("auth-" + (probe + 1));
                assertThat(script.listRequests).hasSize(probe);
            }

            openSecondChain(client, script);

            assertThat(script.listRequests).as("no fourth probe").hasSize(TokenChains.MAX_UNCLEAR_PROBES);
            assertThat(concurrentSlowCalls(client, script)).isEqualTo(1);
        }
    }

    @Test
    void after_an_unclear_answer_the_fresh_chains_store_keeps_no_token_as_the_older_chain_now_carries_it()
            throws Exception {
        // Stores that outlive the client, as a shared (Redis) store does: whoever opens chain 1 next reads it.
        Map<Integer, InProcessChainStore> kept = new ConcurrentHashMap<>();
        ChainStore.Factory shared = chain -> new ChainStore() {
            private final InProcessChainStore memory =
                    kept.computeIfAbsent(chain.index(), i -> new InProcessChainStore());

            @Override
            public Turn acquire(Duration maxWait) throws InterruptedException {
                return memory.acquire(maxWait);
            }
        };
        Script script = new Script((path, token) -> plain(502, "bad gateway"));
        server.setDispatcher(script);
        try (ChatApiClient client = new MockChatServer(server)
                .clientBuilder()
                .maxChains(2)
                .chainStore(shared)
                .asyncExecutor(pool)
                .build()) {
            openSecondChain(client, script);
        }

        try (ChainStore.Turn fresh = kept.get(1).acquire(Duration.ofSeconds(1))) {
            assertThat(fresh.token())
                    .as("chain 1's token went to chain 0: kept in both, two chains would spend one token")
                    .isNull();
        }
        try (ChainStore.Turn older = kept.get(0).acquire(Duration.ofSeconds(1))) {
            assertThat(older.token()).isEqualTo("auth-2'");
        }
    }

    @Test
    void a_success_without_a_token_that_is_no_refusal_is_unclear() throws Exception {
        Script script = new Script((path, token) -> plain(200, "{\"status\":1,\"content\":[]}"));
        try (ChatApiClient client = client(script)) {
            openSecondChain(client, script);
            openSecondChain(client, script);

            assertThat(script.listRequests)
                    .as("unclear: the next demand probes again")
                    .hasSize(2);
        }
    }

    @Test
    void a_read_whose_connection_drops_is_unclear_and_the_caller_goes_on_on_the_older_chain() throws Exception {
        Script script = new Script((path, token) -> new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        try (ChatApiClient client = client(script)) {
            String second = openSecondChain(client, script);

            assertThat(second)
                    .as("unclear: the older chain took over the fresh chain's token")
                    .isEqualTo("auth-2");
            openSecondChain(client, script);
            assertThat(script.listRequests)
                    .as("unclear: the next demand probes again")
                    .hasSize(2);
        }
    }

    @Test
    void a_300_with_a_token_is_no_success_and_unclear() throws Exception {
        Script script = new Script((path, token) -> withToken(300, "{\"status\":1,\"content\":[]}"));
        try (ChatApiClient client = client(script)) {
            openSecondChain(client, script);
            openSecondChain(client, script);

            assertThat(script.listRequests).as("unclear: probed again").hasSize(2);
        }
    }

    @Test
    void an_unreadable_body_is_no_refusal() throws Exception {
        Script script = new Script((path, token) -> plain(200, "not json"));
        try (ChatApiClient client = client(script)) {
            openSecondChain(client, script);
            openSecondChain(client, script);

            assertThat(script.listRequests).hasSize(2);
        }
    }

    @Test
    void a_path_not_routed_is_tried_in_its_other_form_with_the_same_token_which_is_then_remembered() throws Exception {
        Script script = new Script((path, token) ->
                path.equals("users/list") ? plain(404, "not found") : withToken(200, "{\"status\":1,\"content\":[]}"));
        try (ChatApiClient client = client(script)) {
            openSecondChain(client, script);

            assertThat(script.listRequests).containsExactly("users/list auth-1'", "users/lists auth-1'");
            assertThat(concurrentSlowCalls(client, script)).isEqualTo(2);
            try {
                client.agents().list();
            } catch (RuntimeException whateverTheListHolds) {
                // Only the path it went to matters here.
            }
            assertThat(script.listRequests.get(2)).startsWith("users/lists ");
        }
    }

    @Test
    void a_405_is_not_routed_either_and_both_forms_unrouted_are_unclear() throws Exception {
        Script script = new Script((path, token) -> plain(405, "method not allowed"));
        try (ChatApiClient client = client(script)) {
            openSecondChain(client, script);

            assertThat(script.listRequests).hasSize(2);
            openSecondChain(client, script);
            assertThat(script.listRequests).as("unclear: probed again").hasSize(4);
        }
    }

    @Test
    void a_fresh_chain_that_cannot_authenticate_is_unclear_and_the_older_chain_authenticates_before_its_next_call()
            throws Exception {
        Script script = new Script((path, token) -> withToken(200, "{\"status\":1,\"content\":[]}"));
        script.failAuth = 2;
        try (ChatApiClient client = client(script)) {
            String second = openSecondChain(client, script);

            assertThat(script.listRequests).as("no read without a second chain").isEmpty();
            assertThat(second)
                    .as("whether the failed authentication ended the older chain is unknown: it authenticates")
                    .isEqualTo("auth-3");
        }
    }

    @Test
    void an_older_chain_without_a_token_authenticates_before_the_probe() throws Exception {
        Script script = new Script((path, token) -> withToken(200, "{\"status\":1,\"content\":[]}"));
        script.noTokenFor = "hold";
        try (ChatApiClient client = client(script)) {
            String second = openSecondChain(client, script);

            assertThat(script.auths)
                    .as("chain 0 twice (its first call left it without a token), chain 1 once")
                    .hasValue(3);
            assertThat(script.listRequests).singleElement().asString().endsWith(" auth-2");
            assertThat(second).isEqualTo("auth-3");
        }
    }

    @Test
    void the_probe_says_at_debug_what_it_found_and_when_the_fresh_chain_could_not_authenticate() throws Exception {
        try (JulLines log = JulLines.of("io.chatapi.sdk.call", Level.ALL).start()) {
            Script many = new Script((path, token) -> withToken(200, "{\"status\":1,\"content\":[]}"));
            try (ChatApiClient client = debugClient(many)) {
                openSecondChain(client, many);
            }
            assertThat(log.messages()).contains("the server keeps several token chains per API key: up to 2 in use");

            Script failing = new Script((path, token) -> withToken(200, "{\"status\":1,\"content\":[]}"));
            failing.failAuth = 2;
            try (ChatApiClient client = debugClient(failing)) {
                openSecondChain(client, failing);
            }
            assertThat(log.messages())
                    .contains("probing for chains per key: authenticating a second chain failed"
                            + " (AuthenticationException)");
        }
    }

    @Test
    void settling_on_one_chain_is_said_once_at_info_with_what_showed_it() throws Exception {
        String from = ": this client uses one chain from now on (maxChains 2 has no effect)";
        try (JulLines log = JulLines.of("io.chatapi.sdk.call", Level.ALL).start()) {
            Script refusing = new Script((path, token) -> plain(200, REFUSAL));
            try (ChatApiClient client = client(refusing, "INFO")) {
                openSecondChain(client, refusing);
                concurrentSlowCalls(client, refusing);
            }
            assertThat(log.messages(Level.INFO))
                    .containsExactly("the server ends a key's older token chain at each new authentication" + from);

            log.clear();
            Script unclear = new Script((path, token) -> plain(502, "bad gateway"));
            try (ChatApiClient client = client(unclear, "INFO")) {
                for (int probe = 1; probe <= TokenChains.MAX_UNCLEAR_PROBES; probe++) {
                    openSecondChain(client, unclear);
                }
                concurrentSlowCalls(client, unclear);
            }
            assertThat(log.messages(Level.INFO))
                    .containsExactly("could not tell in 3 probes whether the server keeps several token chains per"
                            + " API key" + from);
        }
    }

    private ChatApiClient debugClient(Script script) {
        return client(script, "DEBUG");
    }

    private ChatApiClient client(Script script, String logLevel) {
        server.setDispatcher(script);
        return new MockChatServer(server)
                .clientBuilder()
                .maxChains(2)
                .logLevel(logLevel)
                .asyncExecutor(pool)
                .build();
    }

    private ChatApiClient client(Script script) {
        server.setDispatcher(script);
        return new MockChatServer(server)
                .clientBuilder()
                .maxChains(2)
                .asyncExecutor(pool)
                .build();
    }

    /**
     * Holds a call on the client's chain, starts a second call (which opens a second chain, probing, and waits for the
     * first chain to be free), then lets the first end. Returns the token the second call's request carried.
     */
    private static String openSecondChain(ChatApiClient client, Script script) throws Exception {
        CountDownLatch hold = new CountDownLatch(1);
        script.hold = hold;
        script.holding = new CountDownLatch(1);
        CompletableFuture<AgentDetail> first =
                client.async().call(c -> c.agents().get("hold"));
        assertThat(script.holding.await(10, TimeUnit.SECONDS)).isTrue();
        int requestsBefore = script.getRequests.size();
        CompletableFuture<AgentDetail> second =
                client.async().call(c -> c.agents().get("second"));
        Thread.sleep(200); // the second call is waiting for the first chain, to probe with it
        hold.countDown();
        first.get(10, TimeUnit.SECONDS);
        assertThat(second.get(10, TimeUnit.SECONDS).id()).isEqualTo("second");
        return script.getRequests.subList(requestsBefore, script.getRequests.size()).stream()
                .filter(line -> line.startsWith("second "))
                .findFirst()
                .orElseThrow()
                .substring("second ".length());
    }

    /** Starts two 300 ms calls at once; returns how many the server had under way at most. */
    private static int concurrentSlowCalls(ChatApiClient client, Script script) throws Exception {
        script.maxInFlight.set(0);
        CompletableFuture<AgentDetail> a = client.async().call(c -> c.agents().get("slow-a"));
        CompletableFuture<AgentDetail> b = client.async().call(c -> c.agents().get("slow-b"));
        a.get(10, TimeUnit.SECONDS);
        b.get(10, TimeUnit.SECONDS);
        return script.maxInFlight.get();
    }

    private static MockResponse withToken(int code, String body) {
        return new MockResponse.Builder()
                .code(code)
                .addHeader("x-user-token", "list-token")
                .body(body)
                .build();
    }

    private static MockResponse plain(int code, String body) {
        return new MockResponse.Builder().code(code).body(body).build();
    }

    /** The server: authentications hand out auth-N, each read answers with the token it was sent plus a quote. */
    private static final class Script extends Dispatcher {
        private final BiFunction<String, String, MockResponse> onList;
        final AtomicInteger auths = new AtomicInteger();
        final List<String> listRequests = new CopyOnWriteArrayList<>();
        final List<String> getRequests = new CopyOnWriteArrayList<>();
        final AtomicInteger maxInFlight = new AtomicInteger();
        private final AtomicInteger inFlight = new AtomicInteger();
        volatile CountDownLatch hold = new CountDownLatch(0);
        volatile CountDownLatch holding = new CountDownLatch(0);
        volatile int failAuth;
        volatile String noTokenFor;

        Script(BiFunction<String, String, MockResponse> onList) {
            this.onList = onList;
        }

        @Override
        public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
            String path = request.getUrl().encodedPath().substring("/api/".length());
            String token = request.getHeaders().get("x-user-token");
            if (path.equals("developer/inicialize")) {
                int n = auths.incrementAndGet();
                if (n == failAuth) {
                    return plain(200, "{\"status\":0,\"content\":\"Error - no\"}");
                }
                return new MockResponse.Builder()
                        .addHeader("x-user-token", "auth-" + n)
                        .body("{\"status\":1}")
                        .build();
            }
            if (path.startsWith("users/list")) {
                listRequests.add(path + " " + token);
                return onList.apply(path, token);
            }
            String id = path.substring(path.lastIndexOf('/') + 1);
            getRequests.add(id + " " + token);
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
            MockResponse.Builder reply = new MockResponse.Builder().body(String.format(USER, id));
            if (!id.equals(noTokenFor)) {
                reply.addHeader("x-user-token", token + "'");
            }
            return reply.build();
        }
    }
}
