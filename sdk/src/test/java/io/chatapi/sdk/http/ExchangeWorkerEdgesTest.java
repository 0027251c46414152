package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What the exchange worker ({@link ExchangeRunner}) owes its caller beyond the reply, found unpinned by a mutation run
 * (issue 46: the new transport's mutation score): its threads never keep a JVM alive and end when the client closes,
 * and a caller interrupted while its exchange runs keeps its interrupt, told whether its write may have been processed.
 */
class ExchangeWorkerEdgesTest {
    private static final String AGENTS = "{\"status\":1,\"content\":[]}";
    private static final String DELETED = "{\"status\":2,\"content\":\"user deleted\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final ScheduledExecutorService interrupter = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        interrupter.shutdownNow();
        Thread.interrupted();
    }

    @Test
    void the_workers_are_daemon_threads_and_end_when_the_client_closes() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        Set<Thread> before = exchangeThreads();
        Set<Thread> workers;
        try (ChatApiClient client = wire.clientBuilder().build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            workers = exchangeThreads();
            workers.removeAll(before);
            assertThat(workers).as("this client's workers").isNotEmpty().allMatch(Thread::isDaemon);
        }
        for (Thread worker : workers) {
            worker.join(5_000);
        }
        assertThat(workers).as("idle workers end at close, not a minute later").noneMatch(Thread::isAlive);
    }

    @Test
    void
            a_caller_interrupted_while_its_write_is_under_way_keeps_the_interrupt_and_is_told_it_may_have_been_processed() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().build()) {
            wire.auth().raw(slow(DELETED));
            Thread caller = Thread.currentThread();
            interrupter.schedule(caller::interrupt, 400, TimeUnit.MILLISECONDS);

            Throwable failure = catchThrowable(() -> client.agents().delete("agent-1")); // one request, a write

            assertThat(Thread.currentThread().isInterrupted())
                    .as("the interrupt is kept for the caller's own code")
                    .isTrue();
            assertThat(failure).isInstanceOfSatisfying(TransportException.class, e -> {
                assertThat(e).hasMessageContaining("interrupted while waiting for the reply");
                assertThat(e.mayHaveBeenProcessed()).as("the write was sent").isTrue();
            });
        }
    }

    @Test
    void a_caller_interrupted_while_its_read_is_under_way_is_told_nothing_was_processed_that_matters() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().raw(slow(AGENTS));
            Thread caller = Thread.currentThread();
            interrupter.schedule(caller::interrupt, 400, TimeUnit.MILLISECONDS);

            Throwable failure = catchThrowable(() -> client.agents().list());

            assertThat(Thread.currentThread().isInterrupted()).isTrue();
            assertThat(failure).isInstanceOfSatisfying(TransportException.class, e -> {
                assertThat(e).hasMessageContaining("interrupted while waiting for the reply");
                assertThat(e.mayHaveBeenProcessed())
                        .as("a read changes nothing")
                        .isFalse();
            });
        }
    }

    private static MockResponse slow(String body) {
        return new MockResponse.Builder()
                .addHeader("x-user-token", "after-slow")
                .headersDelay(2, TimeUnit.SECONDS)
                .body(body)
                .build();
    }

    private static Set<Thread> exchangeThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("chat-api-exchange-"))
                .collect(Collectors.toSet());
    }
}
