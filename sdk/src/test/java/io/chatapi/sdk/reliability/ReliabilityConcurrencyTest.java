package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.AsyncChatApiClient;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One client shared by 16 threads making 500 mixed calls each (every read of the API, about one call
 * in ten a write that is safe to repeat) against the stateful test server, whose tokens are single
 * use: every call succeeds with the value an undisturbed client reads, the server refuses no token,
 * nothing is sent twice, and nothing deadlocks (every wait is bounded).
 */
class ReliabilityConcurrencyTest {
    private static final int THREADS = 16;
    private static final int CALLS_PER_THREAD = 500;
    private static final double WRITE_SHARE = 0.1;

    private ChatApiTestServer server;
    private ExecutorService pool;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.builder().threads(THREADS).build();
        pool = Executors.newFixedThreadPool(THREADS);
    }

    @AfterEach
    void stop() {
        pool.shutdownNow();
        server.close();
    }

    private ChatApiClient client() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    private Workload expectedValues() {
        try (ChatApiClient reference = client()) {
            return Workload.expectedFrom(reference, true);
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void sixteen_threads_sharing_one_client_all_succeed_without_a_token_violation() throws Exception {
        Workload workload = expectedValues();
        server.counters().reset();

        long started = System.nanoTime();
        try (ChatApiClient client = client()) {
            List<Future<int[]>> threads = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Random random = new Random(1_000 + t);
                threads.add(pool.submit(() -> {
                    int[] writesAndRequests = new int[2];
                    for (int i = 0; i < CALLS_PER_THREAD; i++) {
                        Workload.Step step = workload.step(random, WRITE_SHARE);
                        workload.check(step, step.call().apply(client));
                        writesAndRequests[0] += step.write() ? 1 : 0;
                        writesAndRequests[1] += step.requests();
                    }
                    return writesAndRequests;
                }));
            }
            int writes = 0;
            int requests = 0;
            for (Future<int[]> thread : threads) {
                int[] counts = thread.get(100, TimeUnit.SECONDS); // a failed check or call surfaces here
                writes += counts[0];
                requests += counts[1];
            }
            report("sync", started, writes);

            assertThat(server.counters().tokenViolations()).isZero();
            // One authentication for the whole run and the calls' own requests: no re-send, no re-authentication.
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
            assertThat(server.counters().totalRequests()).isEqualTo(1 + requests);
            assertThat(server.counters().totalWrites()).isEqualTo(writes);
            assertStateUnchangedButTriggerStatus(client, workload);
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void sixteen_threads_sharing_one_async_client_all_succeed_without_a_token_violation() throws Exception {
        Workload workload = expectedValues();
        server.counters().reset();

        long started = System.nanoTime();
        try (ChatApiClient client = client()) {
            AsyncChatApiClient async = client.async();
            List<Future<int[]>> threads = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Random random = new Random(2_000 + t);
                threads.add(pool.submit(() -> {
                    List<Workload.Step> steps = new ArrayList<>();
                    List<CompletableFuture<?>> futures = new ArrayList<>();
                    for (int i = 0; i < CALLS_PER_THREAD; i++) {
                        Workload.Step step = workload.step(random, WRITE_SHARE);
                        steps.add(step);
                        futures.add(step.async(async));
                    }
                    int[] writesAndRequests = new int[2];
                    for (int i = 0; i < steps.size(); i++) {
                        workload.check(steps.get(i), futures.get(i).get(100, TimeUnit.SECONDS));
                        writesAndRequests[0] += steps.get(i).write() ? 1 : 0;
                        writesAndRequests[1] += steps.get(i).requests();
                    }
                    return writesAndRequests;
                }));
            }
            int writes = 0;
            int requests = 0;
            for (Future<int[]> thread : threads) {
                int[] counts = thread.get(110, TimeUnit.SECONDS);
                writes += counts[0];
                requests += counts[1];
            }
            report("async", started, writes);

            assertThat(server.counters().tokenViolations()).isZero();
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
            assertThat(server.counters().totalRequests()).isEqualTo(1 + requests);
            assertThat(server.counters().totalWrites()).isEqualTo(writes);
            assertStateUnchangedButTriggerStatus(client, workload);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void async_calls_reach_the_server_in_the_order_they_were_submitted() throws Exception {
        try (ChatApiClient client = client()) {
            AsyncChatApiClient async = client.async();
            List<CompletableFuture<?>> futures = new ArrayList<>();
            AtomicReference<Boolean> lastSeen = new AtomicReference<>();
            boolean active = false;
            // Each toggle is followed by a read that must see it: any reordering shows up as a stale read.
            for (int i = 0; i < 100; i++) {
                active = (i % 3) != 0;
                boolean expected = active;
                futures.add(async.call(c -> c.triggers().setActive(Workload.TOGGLED_TRIGGER, expected)));
                futures.add(async.call(c -> c.triggers().get(Workload.TOGGLED_TRIGGER))
                        .thenAccept(t -> {
                            assertThat(t.active())
                                    .as("read after toggle %s", expected)
                                    .contains(expected);
                            lastSeen.set(t.active().orElse(null));
                        }));
            }
            CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).get(25, TimeUnit.SECONDS);
            assertThat(lastSeen.get()).isEqualTo(active);
            assertThat(server.counters().tokenViolations()).isZero();
        }
    }

    private static void assertStateUnchangedButTriggerStatus(ChatApiClient client, Workload workload) {
        for (Workload.Read read : Workload.READS) {
            assertThat(workload.comparable(read.name(), read.call().apply(client)))
                    .as(read.name())
                    .isEqualTo(workload.expected(read.name()));
        }
        Trigger toggled = client.triggers().get(Workload.TOGGLED_TRIGGER);
        assertThat(toggled.active()).isPresent();
    }

    private static void report(String face, long startedNanos, int writes) {
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        System.out.printf(
                "ReliabilityConcurrencyTest[%s]: %d threads x %d calls (%d writes) in %d ms%n",
                face, THREADS, CALLS_PER_THREAD, writes, millis);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void threads_sharing_a_client_share_one_connection() throws Exception {
        // A short reply is read whole before the turn passes, so its connection is back in the pool when
        // the next caller sends. Released after the headers alone, each reply would still hold its
        // connection while the next call goes out, and the pool would grow toward one per thread.
        AtomicInteger connections = new AtomicInteger();
        OkHttpClient counting = new OkHttpClient.Builder()
                .eventListener(new EventListener() {
                    @Override
                    public void connectStart(Call call, InetSocketAddress address, Proxy proxy) {
                        connections.incrementAndGet();
                    }
                })
                .build();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .httpClient(counting)
                .build()) {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                workers.add(pool.submit(() -> {
                    for (int i = 0; i < 50; i++) {
                        client.agents().list();
                        client.triggers().list();
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            counting.dispatcher().executorService().shutdown();
            counting.connectionPool().evictAll();
        }

        assertThat(connections).hasValue(1);
    }
}
