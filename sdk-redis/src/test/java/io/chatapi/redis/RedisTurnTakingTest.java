package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Replicas take turns: the one whose turn just ended lets a replica that found the chain taken go first, so a
 * process with a queue of its own threads (whose next thread asks Redis before a remote waiter has even been told)
 * cannot keep the chain from the others.
 */
class RedisTurnTakingTest {
    private static final Duration LONG = Duration.ofSeconds(10);
    private static RedisServer server;
    private Stores stores;

    @BeforeAll
    static void startRedis() {
        server = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        server.close();
    }

    @BeforeEach
    void newPrefix() {
        stores = new Stores(server);
    }

    @AfterEach
    void closeStores() throws Exception {
        stores.close();
    }

    @Test
    void aReplicaWhoseTurnJustEndedLetsAWaitingReplicaGoFirst() throws Exception {
        ChainStore busy = stores.store();
        RedisClient client = server.client();
        // The waiter gets no release notices and polls every 2 s: it cannot win a race, only be let first.
        try (var connection = client.connect();
                RedisChainStoreFactory pollingReplica = RedisChainStore.factory(
                        connection,
                        stores.options().pollInterval(Duration.ofSeconds(2)).build())) {
            ChainStore waiter = pollingReplica.open(Stores.CHAIN);
            ChainStore.Turn first = busy.acquire(LONG);
            first.token("from-busy");
            ExecutorService pool = Executors.newSingleThreadExecutor();
            Future<String> waited = pool.submit(() -> {
                try (ChainStore.Turn turn = waiter.acquire(LONG)) {
                    String seen = turn.token();
                    turn.token("from-waiter");
                    return seen;
                }
            });
            Thread.sleep(300); // the waiter has found the chain taken and is sleeping
            first.close();

            assertThat(busy.acquire(Duration.ZERO))
                    .as("the replica that just had the turn does not take it again while another waits")
                    .isNull();
            try (ChainStore.Turn again = busy.acquire(LONG)) {
                assertThat(waited.get(5, TimeUnit.SECONDS)).isEqualTo("from-busy");
                assertThat(again.token()).as("it went after the waiter").isEqualTo("from-waiter");
            }
            pool.shutdown();
        } finally {
            client.shutdown();
        }
    }

    @Test
    void aWaiterThatGaveUpLeavesTheWaitingSetAndHoldsNoOneBack() throws Exception {
        ChainStore busy = stores.store();
        ChainStore quitter = stores.store();
        ChainStore.Turn first = busy.acquire(LONG);
        assertThat(quitter.acquire(Duration.ofMillis(150))).isNull(); // entered as waiting, then gave up
        String waiting = ChainKeys.of(stores.prefix(), Stores.CHAIN).waiting();
        assertThat(eventually(() -> server.command("ZCARD", waiting), ":0", 500))
                .as("the quitter left the waiting set at once (its entry would otherwise live 1 s)")
                .isEqualTo(":0");
        first.close();

        long started = System.nanoTime();
        try (ChainStore.Turn again = busy.acquire(LONG)) {
            assertThat(again).isNotNull();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started))
                    .isLessThan(2000L);
        }
    }

    private static String eventually(java.util.function.Supplier<String> read, String expected, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        String value = read.get();
        while (!expected.equals(value) && System.nanoTime() < deadline) {
            RedisServer.sleep(10);
            value = read.get();
        }
        return value;
    }

    @Test
    void twoBusyReplicasEachGetAFairShareOfTurns() throws Exception {
        List<ChainStore> replicas = List.of(stores.store(), stores.store());
        AtomicInteger[] turns = {new AtomicInteger(), new AtomicInteger()};
        ExecutorService pool = Executors.newFixedThreadPool(6);
        long stopAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1000);
        List<Future<?>> runs = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            int replica = t % 2;
            runs.add(pool.submit(() -> {
                while (System.nanoTime() < stopAt) {
                    try (ChainStore.Turn turn = replicas.get(replica).acquire(LONG)) {
                        turn.token("t");
                        Thread.sleep(1); // the exchange
                        turns[replica].incrementAndGet();
                    }
                }
                return null;
            }));
        }
        for (Future<?> run : runs) {
            run.get(30, TimeUnit.SECONDS);
        }
        pool.shutdown();

        int total = turns[0].get() + turns[1].get();
        assertThat(total).isGreaterThan(20);
        assertThat(Math.min(turns[0].get(), turns[1].get()))
                .as("turns of the less served replica, of %d (%s / %s)", total, turns[0], turns[1])
                .isGreaterThanOrEqualTo(total / 3);
    }
}
