package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A Redis without persistence restarted under load (#49 item 2): every lease and the token are gone when it comes
 * back. Two replicas, two threads each, 400 calls (a fifth of them writes) on a server keeping one chain per key; the
 * restart takes about 1.3 s. No call may fail.
 */
class RedisRestartTest {
    private static final int CALLS = 400;
    private static final int THREADS_PER_REPLICA = 2;

    private RedisServer redis;
    private Stores stores;
    private ChatApiTestServer server;
    private final ExecutorService pool = Executors.newFixedThreadPool(2 * THREADS_PER_REPLICA);

    @BeforeEach
    void start() {
        redis = RedisServer.start();
        stores = new Stores(redis);
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
    }

    @AfterEach
    void stop() {
        pool.shutdownNow();
        stores.close();
        redis.close();
        server.close();
    }

    private ChatApiClient client(RedisChainStoreFactory replica) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .chainStore(replica)
                .logLevel(LogLevel.OFF)
                .build();
    }

    private static TriggerDefinition trigger(String message) {
        return TriggerDefinition.builder()
                .name("restart")
                .url("https://shop.example.com/restart")
                .message(message)
                .displayDelay(Duration.ofSeconds(5))
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
    }

    @Test
    void aHolderWhoseLeaseRedisLostTakesItBackAndAWaiterThatSawTheChainLeavesItAlone() throws Exception {
        RedisChainStore holder = stores.store();
        RedisChainStore waiter = stores.store();
        try (var turn = waiter.acquire(Duration.ofSeconds(5))) {
            turn.token("t0"); // the waiter has seen the chain
        }
        java.util.concurrent.CompletableFuture<io.chatapi.sdk.chain.ChainStore.Turn> waiting;
        try (var turn = holder.acquire(Duration.ofSeconds(5))) {
            redis.command("FLUSHALL"); // what a restart without persistence leaves
            waiting = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return waiter.acquire(Duration.ofSeconds(10));
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            // Longer than the lease TTL: the watchdog took the lease back, so the waiter still waits.
            Thread.sleep(2_500);
            assertThat(waiting).isNotDone();
            turn.token("t1");
            assertThat(redis.command("GET", stores.leaseKey())).startsWith(holderId(holder));
        }
        try (var next = waiting.get(10, TimeUnit.SECONDS)) {
            assertThat(next.token())
                    .as("the chain went on from the holder's token")
                    .isEqualTo("t1");
        }
    }

    @Test
    void aTokenWrittenAfterRedisLostTheLeaseIsRecordedWhenNobodyHeldTheChainSince() throws Exception {
        // No watchdog in time: a renewal period far beyond the write.
        RedisChainStore holder = stores.store(stores.options()
                .leaseTtl(Duration.ofSeconds(60))
                .renewEvery(Duration.ofSeconds(50))
                .build());
        try (var turn = holder.acquire(Duration.ofSeconds(5))) {
            redis.command("FLUSHALL");
            turn.token("t1");
        }
        try (var turn = stores.store().acquire(Duration.ofSeconds(5))) {
            assertThat(turn.token()).isEqualTo("t1");
        }
    }

    @Test
    void aRenewalArrivingAfterItsReleaseNeverTakesTheLeaseBack() throws Exception {
        RedisChainStore store = stores.store();
        String owner;
        try (var turn = store.acquire(Duration.ofSeconds(5))) {
            turn.token("t1");
            owner = redis.command("GET", stores.leaseKey());
        }
        RedisClient client = redis.client();
        try (var connection = client.connect()) {
            LeaseCalls calls = new LeaseCalls(connection.async(), Duration.ofSeconds(2));
            ChainKeys keys = store.keys();
            Long renewed = calls.call(
                    LeaseScripts.RENEW,
                    "renewing late",
                    false,
                    new String[] {keys.lease(), keys.token(), keys.lastHolder()},
                    owner,
                    "2000",
                    holderId(store));
            assertThat(renewed).isZero();
            assertThat(redis.command("EXISTS", stores.leaseKey())).isEqualTo(":0");
        } finally {
            client.shutdown();
        }
    }

    /** The store id in a lease's owner value ({@code storeId:turn}), read from the chain's last holder. */
    private String holderId(RedisChainStore store) {
        return redis.command("GET", store.keys().lastHolder());
    }

    @Test
    void aRestartOfAboutOneSecondWithoutPersistenceFailsNoCall() throws Exception {
        String triggerId;
        try (ChatApiClient setUp = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build()) {
            triggerId = setUp.triggers().add(trigger("start")).id();
        }
        AtomicInteger started = new AtomicInteger();
        List<Future<List<Throwable>>> runs = new ArrayList<>();
        try (ChatApiClient first = client(stores.replica());
                ChatApiClient second = client(stores.replica())) {
            for (ChatApiClient client : List.of(first, second)) {
                for (int t = 0; t < THREADS_PER_REPLICA; t++) {
                    runs.add(pool.submit(() -> {
                        List<Throwable> failures = new ArrayList<>();
                        int call;
                        while ((call = started.getAndIncrement()) < CALLS) {
                            try {
                                if (call % 5 == 0) {
                                    client.triggers().edit(triggerId, trigger("m" + call));
                                } else {
                                    client.agents().get(DefaultData.ADMIN_UUID);
                                }
                            } catch (RuntimeException e) {
                                failures.add(e);
                            }
                        }
                        return failures;
                    }));
                }
            }
            while (started.get() < CALLS / 4) {
                Thread.sleep(5);
            }
            int atRestart = started.get();
            // A call held back by the server is mid-request, its turn held, when Redis goes away.
            server.faults().delay(Duration.ofMillis(700), 1.0);
            Thread.sleep(150);
            long down = System.nanoTime();
            redis.kill();
            server.faults().delay(Duration.ZERO, 0.0);
            Thread.sleep(1_300);
            redis.restart();
            long downMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - down);

            List<Throwable> failures = new ArrayList<>();
            for (Future<List<Throwable>> run : runs) {
                failures.addAll(run.get(60, TimeUnit.SECONDS));
            }
            assertThat(atRestart).as("the restart came mid-load").isLessThan(CALLS / 2);
            assertThat(downMillis).as("Redis was away").isBetween(1_300L, 4_000L);
            assertThat(started.get()).isGreaterThanOrEqualTo(CALLS);
            assertThat(failures)
                    .as("calls failed of %d, Redis away %d ms", CALLS, downMillis)
                    .isEmpty();
        }
        assertThat(server.counters().tokenViolations())
                .as("no token refused: never two holders")
                .isZero();
    }
}
