package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
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

/** The lease against a real redis-server: exclusion, the token handed on, compare-and-delete, renewal, waiting. */
class RedisChainStoreTest {
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
    void theFirstHolderFindsNoTokenAndEachNextHolderTheTokenItsPredecessorRecorded() throws Exception {
        ChainStore one = stores.store();
        ChainStore other = stores.store();

        try (ChainStore.Turn turn = one.acquire(LONG)) {
            assertThat(turn.token()).isNull();
            turn.token("t1");
            assertThat(turn.token()).isEqualTo("t1");
        }
        try (ChainStore.Turn turn = other.acquire(LONG)) {
            assertThat(turn.token()).isEqualTo("t1");
            turn.token("t2");
        }
        try (ChainStore.Turn turn = one.acquire(LONG)) {
            assertThat(turn.token()).isEqualTo("t2");
            turn.token(null);
        }
        try (ChainStore.Turn turn = other.acquire(LONG)) {
            assertThat(turn.token())
                    .as("null records 'unknown': the next holder authenticates")
                    .isNull();
        }
        // The release is sent without waiting for its reply: give it a moment to run.
        assertThat(eventually(() -> server.command("EXISTS", stores.leaseKey())))
                .as("no lease left behind")
                .isEqualTo(":0");
    }

    @Test
    void oneHolderAtATimeAcrossManyThreadsAndTwoReplicasOnOneKeyEachHandedTheLatestToken() throws Exception {
        List<ChainStore> replicas = List.of(stores.store(), stores.store());
        int threadsPerReplica = 4;
        int turnsPerThread = 60;
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        AtomicInteger turns = new AtomicInteger();
        ConcurrentLinkedQueue<String> staleTokens = new ConcurrentLinkedQueue<>();
        String[] lastWritten = {null}; // only touched while holding the turn: the lease is its only guard
        ExecutorService pool = Executors.newFixedThreadPool(2 * threadsPerReplica);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> runs = new ArrayList<>();
        for (ChainStore replica : replicas) {
            for (int t = 0; t < threadsPerReplica; t++) {
                String name = "r" + replicas.indexOf(replica) + "t" + t;
                runs.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < turnsPerThread; i++) {
                        try (ChainStore.Turn turn = replica.acquire(LONG)) {
                            assertThat(turn).isNotNull();
                            if (holders.incrementAndGet() != 1) {
                                overlaps.incrementAndGet();
                            }
                            String seen = turn.token();
                            if (!java.util.Objects.equals(seen, lastWritten[0])) {
                                staleTokens.add(seen + " after " + lastWritten[0]);
                            }
                            String next = name + "-" + i;
                            lastWritten[0] = next;
                            holders.decrementAndGet();
                            turn.token(next);
                            turns.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
        }
        start.countDown();
        for (Future<?> run : runs) {
            run.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();

        assertThat(overlaps).as("turns held at the same time").hasValue(0);
        assertThat(staleTokens)
                .as("a holder that did not get its predecessor's token")
                .isEmpty();
        assertThat(turns).hasValue(2 * threadsPerReplica * turnsPerThread);
        try (ChainStore.Turn turn = replicas.get(0).acquire(LONG)) {
            assertThat(turn.token()).isEqualTo(lastWritten[0]);
        }
    }

    @Test
    void chainsOfOtherKeysAndOtherIndexesHaveTheirOwnLeaseAndToken() throws Exception {
        RedisChainStoreFactory replica = stores.replica();
        ChainStore chain0 = replica.open(Stores.CHAIN);
        ChainStore chain1 = replica.open(ChainId.of("https://chat.example.com/api/", "the-api-key", 1));
        ChainStore otherKey = replica.open(ChainId.of("https://chat.example.com/api/", "another-key", 0));

        try (ChainStore.Turn held = chain0.acquire(LONG)) {
            held.token("key-a-chain-0");
            try (ChainStore.Turn second = chain1.acquire(Duration.ZERO);
                    ChainStore.Turn third = otherKey.acquire(Duration.ZERO)) {
                assertThat(second).isNotNull();
                assertThat(third).isNotNull();
                assertThat(second.token()).isNull();
                assertThat(third.token()).isNull();
            }
        }
    }

    @Test
    void aHolderWhoseLeaseRanOutCanNeitherOverwriteNorReleaseItsSuccessorsTurn() throws Exception {
        ChainStore slow = stores.store();
        ChainStore successor = stores.store();
        ChainStore third = stores.store();
        try (ChainStore.Turn first = successor.acquire(LONG)) {
            first.token("before");
        }

        ChainStore.Turn stale = slow.acquire(LONG);
        // The slow holder stalls past its TTL (a GC pause, a frozen VM): its lease is gone.
        assertThat(server.command("DEL", stores.leaseKey())).isEqualTo(":1");
        ChainStore.Turn current = successor.acquire(LONG);
        assertThat(current).isNotNull();

        assertThatThrownBy(() -> stale.token("stale-token"))
                .isInstanceOf(ChainStoreException.class)
                .hasMessageContaining("turn lost")
                .hasMessageNotContaining("stale-token")
                .satisfies(e -> assertThat(((ChainStoreException) e).mayHaveBeenProcessed())
                        .isTrue());
        stale.close();

        assertThat(third.acquire(Duration.ofMillis(300)))
                .as("the stale holder's close must not have ended its successor's lease")
                .isNull();
        assertThat(current.token()).isEqualTo("before");
        current.token("after");
        current.close();
        try (ChainStore.Turn next = third.acquire(LONG)) {
            assertThat(next.token()).isEqualTo("after");
        }
    }

    @Test
    void acquireGivesUpAfterMaxWaitAndZeroTriesOnce() throws Exception {
        ChainStore holder = stores.store();
        ChainStore waiter = stores.store();
        try (ChainStore.Turn held = holder.acquire(LONG)) {
            assertThat(held).isNotNull();

            long started = System.nanoTime();
            assertThat(waiter.acquire(Duration.ofMillis(400))).isNull();
            long waitedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertThat(waitedMillis).isBetween(390L, 1400L);

            started = System.nanoTime();
            assertThat(waiter.acquire(Duration.ZERO)).isNull();
            assertThat(waiter.acquire(Duration.ofSeconds(-1))).isNull();
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started))
                    .isLessThan(500L);
        }
        // The holder's release is sent without awaiting its reply, so another replica may need a moment.
        try (ChainStore.Turn released = waiter.acquire(Duration.ofSeconds(2))) {
            assertThat(released).isNotNull();
        }
        ChainStore fresh = stores.replica().open(ChainId.of("https://chat.example.com/api/", "the-api-key", 7));
        try (ChainStore.Turn free = fresh.acquire(Duration.ZERO)) {
            assertThat(free).as("a free chain is had with no wait").isNotNull();
        }
    }

    @Test
    void aWaiterIsWokenByTheReleaseNotPolling() throws Exception {
        // A poll interval longer than the test: only the release notice can wake the waiter in time.
        RedisChainStoreOptions slowPoll =
                stores.options().pollInterval(Duration.ofSeconds(30)).build();
        ChainStore holder = stores.store(slowPoll);
        ChainStore waiter = stores.store(slowPoll);
        ChainStore.Turn held = holder.acquire(LONG);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Long> waitedMillis = pool.submit(() -> {
            long started = System.nanoTime();
            try (ChainStore.Turn turn = waiter.acquire(LONG)) {
                assertThat(turn).isNotNull();
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            }
        });
        Thread.sleep(300);
        held.close();
        assertThat(waitedMillis.get(10, TimeUnit.SECONDS)).isBetween(250L, 2000L);
        pool.shutdown();
    }

    @Test
    void aTurnLongerThanTheLeaseTtlKeepsItsLeaseWhileHeld() throws Exception {
        // TTLs of a second or more in these tests: on a loaded 2-core machine a thread can stall for
        // a few hundred milliseconds, which a shorter lease would not survive.
        RedisChainStoreOptions shortLease =
                stores.options().leaseTtl(Duration.ofSeconds(1)).build();
        ChainStore holder = stores.store(shortLease);
        ChainStore other = stores.store(shortLease);
        try (ChainStore.Turn turn = holder.acquire(LONG)) {
            assertThat(other.acquire(Duration.ofMillis(3000)))
                    .as("three lease TTLs later the holder still has its turn")
                    .isNull();
            turn.token("recorded-after-3s");
        }
        try (ChainStore.Turn turn = other.acquire(LONG)) {
            assertThat(turn.token()).isEqualTo("recorded-after-3s");
        }
    }

    @Test
    void aTurnNeverClosedEndsAfterMaxHoldAndItsTtl() throws Exception {
        RedisChainStoreOptions capped = stores.options()
                .leaseTtl(Duration.ofSeconds(1))
                .maxHold(Duration.ofMillis(1500))
                .build();
        ChainStore leaky = stores.store(capped);
        ChainStore other = stores.store(capped);
        ChainStore.Turn forgotten = leaky.acquire(LONG);
        assertThat(forgotten).isNotNull();
        long started = System.nanoTime();
        try (ChainStore.Turn turn = other.acquire(LONG)) {
            assertThat(turn).isNotNull();
            // Renewed until maxHold (1.5 s), then one TTL (1 s): not before the first renewal would
            // have lapsed, and well before the 10 s the waiter allows.
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started))
                    .isBetween(1300L, 6000L);
        }
    }

    @Test
    void threadsOfOneStoreQueueLocallyAndAClosedTurnCanBeClosedAgain() throws Exception {
        ChainStore store = stores.store();
        ChainStore.Turn first = store.acquire(LONG);
        assertThat(store.acquire(Duration.ofMillis(100)))
                .as("the same store's second holder waits")
                .isNull();
        first.close();
        first.close();
        assertThatThrownBy(first::token).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> first.token("x")).isInstanceOf(IllegalStateException.class);
        try (ChainStore.Turn second = store.acquire(Duration.ZERO)) {
            assertThat(second).isNotNull();
        }
    }

    @Test
    void aTurnMayBeClosedOnAnotherThreadThanTheOneThatTookIt() throws Exception {
        ChainStore store = stores.store();
        ChainStore.Turn turn = store.acquire(LONG);
        Thread closer = new Thread(turn::close);
        closer.start();
        closer.join();
        try (ChainStore.Turn next = store.acquire(Duration.ofSeconds(2))) {
            assertThat(next).isNotNull();
        }
    }

    @Test
    void anInterruptedWaiterStopsWaitingAndLeavesTheStoreUsable() throws Exception {
        ChainStore holder = stores.store();
        ChainStore waiter = stores.store();
        ChainStore.Turn held = holder.acquire(LONG);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<Object> waiting = pool.submit(() -> waiter.acquire(LONG));
        Thread.sleep(200);
        pool.shutdownNow();
        assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(InterruptedException.class);
        held.close();
        try (ChainStore.Turn turn = waiter.acquire(LONG)) {
            assertThat(turn).isNotNull();
        }
    }

    @Test
    void closingAStoreRefusesLaterAcquisitionsAndLeavesATurnInUseToItsHolder() throws Exception {
        ChainStore store = stores.store();
        ChainStore other = stores.store();
        ChainStore.Turn held = store.acquire(LONG);
        assertThat(held).isNotNull();
        store.close();
        assertThatThrownBy(() -> store.acquire(LONG))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThat(other.acquire(Duration.ofMillis(300)))
                .as("the holder may be mid-request: its turn is not released from under it")
                .isNull();
        held.token("recorded-after-close");
        held.close();
        try (ChainStore.Turn turn = other.acquire(Duration.ofSeconds(2))) {
            assertThat(turn).as("released when its holder ended it").isNotNull();
            assertThat(turn.token()).isEqualTo("recorded-after-close");
        }
    }

    @Test
    void closingTheFactoryClosesItsStoresAndReleasesTurnsWhenTheirHoldersEndThem() throws Exception {
        RedisChainStoreFactory replica = stores.replica();
        ChainStore.Turn held = replica.open(Stores.CHAIN).acquire(LONG);
        assertThat(held).isNotNull();
        replica.close();
        assertThatThrownBy(() -> replica.open(Stores.CHAIN)).isInstanceOf(IllegalStateException.class);
        assertThat(server.command("EXISTS", stores.leaseKey()))
                .as("still held by a holder that may be mid-request")
                .isEqualTo(":1");

        held.close();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!server.command("EXISTS", stores.leaseKey()).equals(":0") && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(server.command("EXISTS", stores.leaseKey())).isEqualTo(":0");
    }

    @Test
    void aFactoryOnABareConnectionWorksByPolling() throws Exception {
        var client = server.client();
        try (var connection = client.connect()) {
            RedisChainStoreOptions options =
                    stores.options().pollInterval(Duration.ofMillis(20)).build();
            RedisChainStoreFactory bare = RedisChainStore.factory(connection, options);
            ChainStore polled = bare.open(Stores.CHAIN);
            ChainStore other = stores.store();
            ChainStore.Turn held = other.acquire(LONG);
            held.token("from-the-other");
            ExecutorService pool = Executors.newSingleThreadExecutor();
            Future<String> seen = pool.submit(() -> {
                try (ChainStore.Turn turn = polled.acquire(LONG)) {
                    return turn.token();
                }
            });
            Thread.sleep(100);
            held.close();
            assertThat(seen.get(5, TimeUnit.SECONDS)).isEqualTo("from-the-other");
            pool.shutdown();
            bare.close();
            assertThat(connection.isOpen())
                    .as("the caller's connection stays open")
                    .isTrue();
        } finally {
            client.shutdown();
        }
    }

    @Test
    void theTokenIsInRedisButInNoToStringOrMessage() throws Exception {
        RedisChainStoreFactory replica = stores.replica();
        ChainStore store = replica.open(Stores.CHAIN);
        String secret = "tok-5ecret-0f-the-chain";
        try (ChainStore.Turn turn = store.acquire(LONG)) {
            turn.token(secret);
            assertThat(turn.toString()).doesNotContain(secret);
        }
        assertThat(server.command("GET", stores.tokenKey()))
                .as("sealed in Redis")
                .startsWith(TokenSeal.PREFIX)
                .doesNotContain(secret);
        assertThat(stores.storedToken()).isEqualTo(secret);
        assertThat(store.toString())
                .doesNotContain(secret)
                .doesNotContain("the-api-key")
                .contains("chain 0");
        assertThat(replica.toString()).doesNotContain(secret);
    }

    private static String eventually(java.util.function.Supplier<String> read) {
        String value = read.get();
        for (int i = 0; i < 100 && !":0".equals(value); i++) {
            RedisServer.sleep(20);
            value = read.get();
        }
        return value;
    }

    @Test
    void badArgumentsAreRefusedNamingTheParameter() throws Exception {
        assertThatThrownBy(() -> RedisChainStore.factory(
                        (io.lettuce.core.RedisClient) null, stores.options().build()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("client");
        assertThatThrownBy(() -> RedisChainStore.factory(server.client(), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("options");
        assertThatThrownBy(() -> stores.replica().open(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("chain");
        assertThatThrownBy(() -> stores.store().acquire(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxWait");
        assertThatThrownBy(() -> RedisChainStoreOptions.builder().leaseTtl(Duration.ofMillis(10)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("leaseTtl");
        assertThatThrownBy(() -> RedisChainStoreOptions.builder().keyPrefix("a{b"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("keyPrefix");
        assertThatThrownBy(() -> RedisChainStoreOptions.builder().commandTimeout(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("commandTimeout");
        assertThatThrownBy(() -> RedisChainStoreOptions.builder()
                        .leaseTtl(Duration.ofSeconds(10))
                        .maxHold(Duration.ofSeconds(5))
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxHold");
    }
}
