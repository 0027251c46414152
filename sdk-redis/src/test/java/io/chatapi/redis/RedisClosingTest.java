package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Closing is prompt and complete: it never waits for an unreachable Redis (not a command timeout, here 5 s), leaves no
 * thread of the factory's behind, and never waits for a Redis call another thread has in flight.
 *
 * <p>The bounds below are 500 ms where the design allows 50 ms plus a few of bookkeeping: a machine shared by several
 * builds can stall a thread for a few hundred, and the old code waited the whole 5 s command timeout in each case.
 */
class RedisClosingTest {
    private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(5);
    private static final long PROMPT_MILLIS = 500;

    @Test
    void closingTheFactoryOfAStoppedRedisReturnsAtOnce() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisChainStoreFactory factory = stores.replica(options(stores));
            ChainStore store = factory.open(Stores.CHAIN);
            store.acquire(Duration.ofSeconds(5)).close();

            server.kill();

            long took = timed(factory::close);
            System.out.println("factory close with Redis stopped: " + took + " ms");
            assertThat(took).isLessThan(PROMPT_MILLIS);
        }
    }

    @Test
    void closingTheFactoryOfAFrozenRedisReturnsAtOnce() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisChainStoreFactory factory = stores.replica(options(stores));
            ChainStore store = factory.open(Stores.CHAIN);
            store.acquire(Duration.ofSeconds(5)).close();

            server.freeze(); // connections open, nothing answers: the release sent on close waits in vain
            try {
                long took = timed(factory::close);
                System.out.println("factory close with Redis frozen: " + took + " ms");
                assertThat(took).isLessThan(PROMPT_MILLIS);
            } finally {
                server.thaw();
            }
        }
    }

    @Test
    void noThreadOfTheFactoryOutlivesItsClose() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisClient client = server.client();
            try {
                Set<Thread> before = liveThreads();
                RedisChainStoreFactory factory = RedisChainStore.factory(client, options(stores));
                ChainStore store = factory.open(Stores.CHAIN);
                try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(5))) {
                    turn.token("t");
                }
                assertThat(newThreadsOfTheFactory(before)).isNotEmpty(); // the renewal thread

                factory.close();

                assertThat(newThreadsOfTheFactory(before))
                        .as("threads left after close (the client's own Lettuce threads are the caller's)")
                        .isEmpty();
            } finally {
                client.shutdown();
            }
        }
    }

    @Test
    void aTurnInUseWhenTheFactoryClosesKeepsItsLeaseAndTheFactorysThreadsGoWhenItEnds() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisChainStoreOptions options =
                    stores.options().leaseTtl(Duration.ofSeconds(1)).build();
            ChainStore other = stores.store(options); // another replica, with a renewal thread of its own
            Set<Thread> before = liveThreads();
            RedisChainStoreFactory factory = stores.replica(options);
            ChainStore.Turn inUse = factory.open(Stores.CHAIN).acquire(Duration.ofSeconds(30));

            long took = timed(factory::close);
            assertThat(took).isLessThan(PROMPT_MILLIS);
            assertThat(other.acquire(Duration.ofMillis(2500)))
                    .as("mid-request, the turn keeps its lease past its 1 s TTL after the factory closed")
                    .isNull();

            inUse.token("recorded-by-the-holder");
            inUse.close();

            try (ChainStore.Turn next = other.acquire(Duration.ofSeconds(5))) {
                assertThat(next.token()).isEqualTo("recorded-by-the-holder");
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (!newThreadsOfTheFactory(before).isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(newThreadsOfTheFactory(before))
                    .as("the closed factory let its renewal thread go once its last turn ended")
                    .isEmpty();
        }
    }

    @Test
    void closingATurnOrItsStoreNeverWaitsForTheTokenWriteInFlight() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            ChainStore store = stores.store(options(stores));
            ChainStore.Turn turn = store.acquire(Duration.ofSeconds(60));

            server.freeze();
            try {
                CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> turn.token("in-flight"));
                RedisServer.sleep(200); // the write is on its way, waiting for a frozen Redis

                long took = timed(() -> {
                    turn.close();
                    store.close();
                });
                System.out.println("turn and store close during a write in flight: " + took + " ms");
                assertThat(took).isLessThan(PROMPT_MILLIS);
                assertThat(writing).isNotDone();

                server.thaw();
                // Sent before the release on the same connection, the write runs first once Redis answers.
                writing.get(15, TimeUnit.SECONDS);
                assertThat(stores.storedToken()).isEqualTo("in-flight");
            } finally {
                server.thaw();
            }
        }
    }

    private static RedisChainStoreOptions options(Stores stores) {
        return stores.options().commandTimeout(COMMAND_TIMEOUT).build();
    }

    private static long timed(Runnable action) {
        long started = System.nanoTime();
        action.run();
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    }

    private static Set<Thread> liveThreads() {
        return new HashSet<>(Thread.getAllStackTraces().keySet());
    }

    /** Live threads started since {@code before}, but for Lettuce's, which belong to the caller's client. */
    private static Set<String> newThreadsOfTheFactory(Set<Thread> before) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !before.contains(thread) && thread.isAlive())
                .map(Thread::getName)
                .filter(name -> !name.startsWith("lettuce-") && !name.startsWith("ForkJoinPool"))
                .collect(Collectors.toSet());
    }
}
