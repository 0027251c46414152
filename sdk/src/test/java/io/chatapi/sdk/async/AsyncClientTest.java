package io.chatapi.sdk.async;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.MockChatServer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class AsyncClientTest {
    private static final String USER = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"%s\"}}}";

    @StartStop
    MockWebServer server = new MockWebServer();

    @Test
    void calls_run_in_submission_order_on_the_chosen_executor_and_keep_the_token_chain() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (ChatApiClient client = wire.clientBuilder().asyncExecutor(pool).build()) {
            wire.auth();
            for (int i = 0; i < 20; i++) {
                wire.reply(String.format(USER, "a" + i));
            }
            CompletableFuture<?>[] futures = new CompletableFuture<?>[20];
            for (int i = 0; i < 20; i++) {
                String id = "a" + i;
                futures[i] = client.async().call(c -> c.agents().get(id));
            }
            CompletableFuture.allOf(futures).get(10, TimeUnit.SECONDS);

            wire.takeAuth();
            for (int i = 0; i < 20; i++) {
                var request = wire.take();
                assertThat(path(request)).isEqualTo("users/getuser/a" + i);
                assertThat(request.getHeaders().get("x-user-token")).isEqualTo("tok-" + (i + 1));
                assertThat(((AgentDetail) futures[i].get()).id()).isEqualTo("a" + i);
            }
        } finally {
            pool.shutdownNow();
        }
    }

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

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
