package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class AsyncClientTest {
    private static final String USER = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"%s\"}}}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void calls_run_on_the_chosen_executor_and_each_carries_the_token_of_the_reply_before_it() throws Exception {
        OneChain chain = new OneChain(Duration.ZERO);
        server.setDispatcher(chain);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (ChatApiClient client =
                new MockChatServer(server).clientBuilder().asyncExecutor(pool).build()) {
            List<CompletableFuture<AgentDetail>> futures = new ArrayList<>();
            Set<String> threads = ConcurrentHashMap.newKeySet();
            for (int i = 0; i < 20; i++) {
                String id = "a" + i;
                futures.add(client.async().call(c -> {
                    threads.add(Thread.currentThread().getName());
                    return c.agents().get(id);
                }));
            }
            CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);

            for (int i = 0; i < 20; i++) {
                assertThat(futures.get(i).get().id()).isEqualTo("a" + i);
            }
            assertThat(threads).allSatisfy(name -> assertThat(name).startsWith("pool-"));
            assertThat(chain.violations).hasValue(0);
            assertThat(server.getRequestCount()).isEqualTo(21);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void independent_units_run_at_once_on_several_chains() throws Exception {
        ManyChains chains = new ManyChains(Duration.ofMillis(200));
        server.setDispatcher(chains);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (ChatApiClient client = new MockChatServer(server)
                .clientBuilder()
                .maxChains(8)
                .asyncExecutor(pool)
                .build()) {
            for (int round = 0; round < 2; round++) { // the first round opens the chains
                List<CompletableFuture<AgentDetail>> futures = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    String id = "a" + i;
                    futures.add(client.async().call(c -> c.agents().get(id)));
                }
                chains.maxInFlight.set(0);
                CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new))
                        .get(20, TimeUnit.SECONDS);
                for (int i = 0; i < 5; i++) {
                    assertThat(futures.get(i).get().id()).isEqualTo("a" + i);
                }
            }
            // Served one at a time, five units would never overlap on the server.
            assertThat(chains.maxInFlight.get()).isGreaterThanOrEqualTo(4);
            assertThat(chains.violations).hasValue(0);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void waiting_on_another_units_future_inside_a_unit_runs_it_there_even_on_one_thread() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService single = Executors.newSingleThreadExecutor();
        try (ChatApiClient client = wire.clientBuilder().asyncExecutor(single).build()) {
            wire.auth().reply(String.format(USER, "inner")).reply(String.format(USER, "derived"));

            CompletableFuture<String> outer = client.async().call(c -> {
                CompletableFuture<AgentDetail> inner =
                        c.async().call(c2 -> c2.agents().get("inner"));
                String first = inner.join().id();
                String second = c.async()
                        .call(c2 -> c2.agents().get("derived"))
                        .thenApply(AgentDetail::id)
                        .join();
                return first + "+" + second;
            });

            assertThat(outer.get(5, TimeUnit.SECONDS)).isEqualTo("inner+derived");
            assertThat(wire.requestCount()).isEqualTo(3);
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void on_the_default_executor_a_unit_may_wait_on_any_future_of_others_even_with_one_chain() throws Exception {
        OneChain chain = new OneChain(Duration.ZERO);
        server.setDispatcher(chain);
        try (ChatApiClient client = new MockChatServer(server).client()) {
            CompletableFuture<Integer> outer = client.async().call(c -> {
                List<CompletableFuture<AgentDetail>> inner = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    String id = "n" + i;
                    inner.add(c.async().call(c2 -> c2.agents().get(id)));
                }
                // allOf builds a plain future the SDK cannot see: the pool adds a thread while this one waits.
                CompletableFuture.allOf(inner.toArray(CompletableFuture[]::new)).join();
                return inner.size();
            });

            assertThat(outer.get(10, TimeUnit.SECONDS)).isEqualTo(3);
            assertThat(chain.violations).hasValue(0);
        }
    }

    /** The forms of waiting README promises are safe inside a unit, each made inside a unit of the client. */
    private static final List<WaitForm> WAIT_FORMS = List.of(
            new WaitForm("thenCompose then join", c -> c.async()
                    .call(c2 -> c2.agents().get("a"))
                    .thenCompose(a -> c.async().call(c2 -> c2.agents().get(a.id() + "b")))
                    .join()
                    .id()),
            new WaitForm("thenCompose then get", c -> {
                try {
                    return c.async()
                            .call(c2 -> c2.agents().get("a"))
                            .thenCompose(a -> c.async().call(c2 -> c2.agents().get(a.id() + "b")))
                            .get()
                            .id();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }),
            new WaitForm("allOf then join", c -> {
                CompletableFuture<AgentDetail> a =
                        c.async().call(c2 -> c2.agents().get("a"));
                CompletableFuture<AgentDetail> b =
                        c.async().call(c2 -> c2.agents().get("b"));
                CompletableFuture.allOf(a, b).join();
                return a.join().id() + b.join().id();
            }),
            new WaitForm("anyOf then join", c -> {
                CompletableFuture<AgentDetail> a =
                        c.async().call(c2 -> c2.agents().get("a"));
                CompletableFuture<AgentDetail> b =
                        c.async().call(c2 -> c2.agents().get("b"));
                return ((AgentDetail) CompletableFuture.anyOf(a, b).join()).id()
                        + b.join().id();
            }),
            new WaitForm("allOf then get with a timeout", c -> {
                CompletableFuture<AgentDetail> a =
                        c.async().call(c2 -> c2.agents().get("a"));
                CompletableFuture<AgentDetail> b =
                        c.async().call(c2 -> c2.agents().get("b"));
                try {
                    CompletableFuture.allOf(a, b).get(30, TimeUnit.SECONDS);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                return a.join().id() + b.join().id();
            }));

    @Test
    void every_form_of_waiting_inside_a_unit_ends_on_a_one_thread_executor() {
        for (WaitForm form : WAIT_FORMS) {
            OneChain chain = new OneChain(Duration.ZERO);
            server.setDispatcher(chain);
            ExecutorService single = Executors.newSingleThreadExecutor();
            try (ChatApiClient client = new MockChatServer(server)
                    .clientBuilder()
                    .asyncExecutor(single)
                    .build()) {
                String result = assertTimeoutPreemptively(
                        Duration.ofSeconds(20),
                        () -> client.async()
                                .call(form.waits())
                                .orTimeout(10, TimeUnit.SECONDS)
                                .join(),
                        form.name());
                assertThat(result).as(form.name()).isEqualTo("ab");
                assertThat(chain.violations).as(form.name()).hasValue(0);
            } finally {
                single.shutdownNow();
            }
        }
    }

    @Test
    void every_form_of_waiting_inside_a_unit_ends_on_the_default_executor() {
        for (WaitForm form : WAIT_FORMS) {
            OneChain chain = new OneChain(Duration.ZERO);
            server.setDispatcher(chain);
            try (ChatApiClient client = new MockChatServer(server).client()) {
                String result = assertTimeoutPreemptively(
                        Duration.ofSeconds(20),
                        () -> client.async()
                                .call(form.waits())
                                .orTimeout(10, TimeUnit.SECONDS)
                                .join(),
                        form.name());
                assertThat(result).as(form.name()).isEqualTo("ab");
                assertThat(chain.violations).as(form.name()).hasValue(0);
            }
        }
    }

    @Test
    void a_composed_future_made_outside_and_joined_inside_a_unit_ends_on_a_one_thread_executor() {
        OneChain chain = new OneChain(Duration.ZERO);
        server.setDispatcher(chain);
        ExecutorService single = Executors.newSingleThreadExecutor();
        CountDownLatch composed = new CountDownLatch(1);
        try (ChatApiClient client =
                new MockChatServer(server).clientBuilder().asyncExecutor(single).build()) {
            AtomicReference<CompletableFuture<AgentDetail>> second = new AtomicReference<>();
            // Queued first, so the one thread is inside it, waiting, when the composed unit "b" is submitted.
            CompletableFuture<String> waiter = client.async().call(c -> {
                await(composed);
                return second.get().join().id();
            });
            second.set(client.async().call(c -> c.agents().get("a")).thenCompose(a -> client.async()
                    .call(c -> c.agents().get(a.id() + "b"))));
            composed.countDown();

            String result =
                    assertTimeoutPreemptively(Duration.ofSeconds(20), () -> waiter.orTimeout(10, TimeUnit.SECONDS)
                            .join());
            assertThat(result).isEqualTo("ab");
            assertThat(chain.violations).hasValue(0);
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void async_after_close_makes_no_executor_and_fails_each_call_unsent() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ChatApiClient client = wire.client();
        client.close();
        Set<Thread> before = Thread.getAllStackTraces().keySet();

        AsyncChatApiClient async = client.async();
        CompletableFuture<?> refused = async.call(c -> c.agents().list());

        assertThatThrownBy(() -> refused.get(5, TimeUnit.SECONDS))
                .hasCauseInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing was sent");
        assertThat(client.async()).isSameAs(async);
        assertThat(Thread.getAllStackTraces().keySet())
                .as("no pool thread was started for a closed client")
                .noneMatch(t -> !before.contains(t) && t.getName().startsWith("chat-api-async"));
        assertThat(server.getRequestCount()).isZero();
    }

    private record WaitForm(String name, java.util.function.Function<ChatApiClient, String> waits) {}

    @Test
    void a_call_cancelled_before_its_turn_is_never_sent_and_the_chain_goes_on() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService single = Executors.newSingleThreadExecutor();
        CountDownLatch release = new CountDownLatch(1);
        try (ChatApiClient client = wire.clientBuilder().asyncExecutor(single).build()) {
            wire.auth().reply(String.format(USER, "first")).reply(String.format(USER, "third"));
            CompletableFuture<Object> blocker = client.async().call(c -> {
                await(release);
                return c.agents().get("first");
            });
            CompletableFuture<AgentDetail> cancelled =
                    client.async().call(c -> c.agents().get("second"));
            CompletableFuture<AgentDetail> third =
                    client.async().call(c -> c.agents().get("third"));

            assertThat(cancelled.cancel(true)).isTrue();
            release.countDown();

            assertThat(third.get(5, TimeUnit.SECONDS).id()).isEqualTo("third");
            assertThat(blocker.get(5, TimeUnit.SECONDS)).isNotNull();
            wire.takeAuth();
            assertThat(path(wire.take())).isEqualTo("users/getuser/first");
            var last = wire.take();
            assertThat(path(last)).isEqualTo("users/getuser/third");
            assertThat(last.getHeaders().get("x-user-token")).isEqualTo("tok-2");
            assertThat(wire.requestCount()).isEqualTo(3);
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void failures_and_bad_input_fail_the_future_with_the_same_exception() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":1,\"content\":\"Error - nope\"}");

            CompletableFuture<WriteResult> rejected =
                    client.async().call(c -> c.agents().delete("a1"));
            CompletableFuture<AgentDetail> blank =
                    client.async().call(c -> c.agents().get(" "));

            assertThatThrownBy(() -> rejected.get(5, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(RequestRejectedException.class);
            assertThatThrownBy(() -> blank.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void no_calls_at_all_fail_the_future_naming_the_parameter() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            CompletableFuture<Object> none = client.async().call(null);
            CompletableFuture<?> noneRaw = client.async().withRawReply(null);

            for (CompletableFuture<?> future : List.of(none, noneRaw)) {
                assertThatThrownBy(() -> future.get(5, TimeUnit.SECONDS))
                        .hasCauseInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("calls");
            }
            assertThat(server.getRequestCount()).isZero();
        }
    }

    @Test
    void a_call_cancelled_while_under_way_still_finishes_and_the_chain_goes_on() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService single = Executors.newSingleThreadExecutor();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<AgentDetail> sentAnyway = new AtomicReference<>();
        try (ChatApiClient client = wire.clientBuilder().asyncExecutor(single).build()) {
            wire.auth().reply(String.format(USER, "first")).reply(String.format(USER, "second"));
            CompletableFuture<AgentDetail> running = client.async().call(c -> {
                started.countDown();
                await(release);
                sentAnyway.set(c.agents().get("first"));
                return sentAnyway.get();
            });
            CompletableFuture<AgentDetail> next =
                    client.async().call(c -> c.agents().get("second"));
            assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();

            assertThat(running.cancel(true)).isTrue();
            release.countDown();

            assertThat(next.get(5, TimeUnit.SECONDS).id()).isEqualTo("second");
            assertThat(running).isCancelled();
            assertThat(sentAnyway.get().id()).isEqualTo("first");
            wire.takeAuth();
            assertThat(path(wire.take())).isEqualTo("users/getuser/first");
            var last = wire.take();
            assertThat(path(last)).isEqualTo("users/getuser/second");
            assertThat(last.getHeaders().get("x-user-token")).isEqualTo("tok-2");
        } finally {
            single.shutdownNow();
        }
    }

    @Test
    void the_default_executor_is_owned_and_closed_with_the_client() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ChatApiClient client = wire.client();
        wire.auth().reply("{\"status\":1}");
        assertThat(client.async().call(c -> c.agents().list()).get(5, TimeUnit.SECONDS))
                .isEmpty();
        int sentBeforeClose = server.getRequestCount();
        client.close();

        // Two paths can refuse it, depending on whether the owned thread has left its queue loop yet:
        // the shut-down executor, or the closed transport. Both keep close()'s promise.
        CompletableFuture<?> afterClose = client.async().call(c -> c.agents().list());
        assertThatThrownBy(() -> afterClose.get(5, TimeUnit.SECONDS))
                .hasCauseInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing was sent");
        assertThat(server.getRequestCount()).isEqualTo(sentBeforeClose);
    }

    @Test
    void a_shut_down_executor_fails_the_call_without_sending_it() {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService shutDown = Executors.newSingleThreadExecutor();
        shutDown.shutdown();
        try (ChatApiClient client = wire.clientBuilder().asyncExecutor(shutDown).build()) {
            CompletableFuture<?> refused = client.async().call(c -> c.agents().list());

            assertThatThrownBy(() -> refused.get(5, TimeUnit.SECONDS))
                    .hasCauseInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("executor refused")
                    .hasMessageContaining("nothing was sent");
            assertThat(server.getRequestCount()).isZero();
        }
    }

    @Test
    void calls_still_queued_when_the_client_closes_are_never_sent() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService single = Executors.newSingleThreadExecutor();
        CountDownLatch release = new CountDownLatch(1);
        ChatApiClient client = wire.clientBuilder().asyncExecutor(single).build();
        try {
            wire.auth().reply(String.format(USER, "first")).reply(String.format(USER, "never"));
            CompletableFuture<Object> running = client.async().call(c -> {
                await(release);
                return c.agents().get("first");
            });
            CompletableFuture<AgentDetail> queued =
                    client.async().call(c -> c.agents().get("never"));

            client.close();
            release.countDown();

            assertThatThrownBy(() -> running.get(5, TimeUnit.SECONDS)).hasMessageContaining("closed");
            assertThatThrownBy(() -> queued.get(5, TimeUnit.SECONDS))
                    .hasCauseInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("closed");
            assertThatThrownBy(() -> client.agents().list()).hasMessageContaining("closed");
            assertThat(wire.requestCount()).isZero();
        } finally {
            single.shutdownNow();
        }
    }

    /** One token chain, as the service keeps it: only the newest token is accepted; echoes the agent asked for. */
    static class OneChain extends Dispatcher {
        final AtomicInteger violations = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();
        private final AtomicInteger inFlight = new AtomicInteger();
        private final AtomicInteger issued = new AtomicInteger();
        private final Duration delay;
        final Set<String> live = ConcurrentHashMap.newKeySet();

        OneChain(Duration delay) {
            this.delay = delay;
        }

        /** Takes {@code token} if live; the new token joins the live ones. */
        String rotate(String token) {
            if (token == null || !live.remove(token)) {
                return null;
            }
            String next = "tok-" + issued.incrementAndGet();
            live.add(next);
            return next;
        }

        String authenticate() {
            live.clear();
            String token = "tok-" + issued.incrementAndGet();
            live.add(token);
            return token;
        }

        @Override
        public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
            String path = request.getUrl().encodedPath();
            if (path.endsWith("developer/inicialize")) {
                return new MockResponse.Builder()
                        .addHeader("x-user-token", authenticate())
                        .body("{\"status\":1}")
                        .build();
            }
            String next = rotate(request.getHeaders().get("x-user-token"));
            if (next == null) {
                violations.incrementAndGet();
                return new MockResponse.Builder()
                        .body("{\"status\":0,\"content\":\"Error - invalid token\"}")
                        .build();
            }
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                Thread.sleep(delay.toMillis());
            } finally {
                inFlight.decrementAndGet();
            }
            String id = path.substring(path.lastIndexOf('/') + 1);
            return new MockResponse.Builder()
                    .addHeader("x-user-token", next)
                    .body(String.format(USER, id))
                    .build();
        }
    }

    /** A server that keeps every chain a key authenticates. */
    static final class ManyChains extends OneChain {
        ManyChains(Duration delay) {
            super(delay);
        }

        @Override
        String authenticate() {
            String token = "tok-" + UUID.randomUUID();
            live.add(token);
            return token;
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
