package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Redis down: an outage shorter than the outage wait (and the call's deadline) is waited out; one that lasts fails
 * every store operation with a ChainStoreException, never hands out a turn (a local fallback would fight the other
 * replicas), and the store works again once Redis is back.
 */
class RedisUnreachableTest {
    private static final Duration COMMAND_TIMEOUT = Duration.ofMillis(500);
    private static final Duration OUTAGE_WAIT = Duration.ofSeconds(1);

    @Test
    void aRedisThatStaysAwayFailsAcquireAfterTheOutageWaitWithATypedErrorAndNoTurn() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            ChainStore store = stores.store(stores.options()
                    .commandTimeout(COMMAND_TIMEOUT)
                    .outageWait(OUTAGE_WAIT)
                    .build());
            try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(5))) {
                turn.token("live-token");
            }

            server.kill();

            long started = System.nanoTime();
            assertThatThrownBy(() -> store.acquire(Duration.ofSeconds(30)))
                    .isInstanceOf(ChainStoreException.class)
                    .hasMessageContaining("Redis")
                    .hasMessageContaining("nothing falls back to a local chain")
                    .hasMessageNotContaining("live-token")
                    .satisfies(e -> assertThat(((ChainStoreException) e).mayHaveBeenProcessed())
                            .isFalse());
            assertThat(millisSince(started))
                    .as("fails once the 1 s outage wait has passed, not after the 30 s the caller would wait")
                    .isBetween(900L, 4000L);

            server.restart();
            ChainStore.Turn back = awaitTurn(store);
            assertThat(back.token())
                    .as("the restarted Redis kept nothing: the holder authenticates")
                    .isNull();
            back.close();
        }
    }

    @Test
    void aClientThatQueuesCommandsWhileDisconnectedStillFailsWithinTheCommandTimeout() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            // Lettuce's defaults: commands wait for a reconnect. The store's own timeout still bounds them.
            RedisClient defaults = RedisClient.create(server.uri());
            // No outage wait: the command timeout alone bounds the call.
            try (RedisChainStoreFactory factory = RedisChainStore.factory(
                    defaults,
                    stores.options()
                            .commandTimeout(COMMAND_TIMEOUT)
                            .outageWait(Duration.ZERO)
                            .build())) {
                ChainStore store = factory.open(Stores.CHAIN);
                store.acquire(Duration.ofSeconds(5)).close();

                server.kill();

                long started = System.nanoTime();
                assertThatThrownBy(() -> store.acquire(Duration.ofSeconds(30)))
                        .isInstanceOf(ChainStoreException.class)
                        .hasMessageContaining("did not answer within " + COMMAND_TIMEOUT);
                assertThat(millisSince(started)).isBetween(400L, 2500L);
            } finally {
                defaults.shutdown();
            }
        }
    }

    @Test
    void aTurnHeldWhenRedisGoesAwayCannotRecordItsTokenAndClosesQuietly() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            ChainStore store = stores.store(stores.options()
                    .commandTimeout(COMMAND_TIMEOUT)
                    .outageWait(OUTAGE_WAIT)
                    .build());
            ChainStore.Turn turn = store.acquire(Duration.ofSeconds(5));

            server.kill();

            long started = System.nanoTime();
            assertThatThrownBy(() -> turn.token("next-token"))
                    .isInstanceOf(ChainStoreException.class)
                    .hasMessageNotContaining("next-token")
                    .satisfies(e -> assertThat(((ChainStoreException) e).mayHaveBeenProcessed())
                            .as("a request was sent on this turn")
                            .isTrue());
            turn.close();
            assertThat(millisSince(started))
                    .as("the write was tried for the 1 s outage wait")
                    .isBetween(900L, 4000L);
        }
    }

    @Test
    void anOutageShorterThanTheOutageWaitFailsNothing() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            ChainStore store = stores.store(); // the defaults: 5 s of outage waited out
            try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(5))) {
                turn.token("before");
            }

            server.kill();
            Thread restarter = new Thread(() -> {
                RedisServer.sleep(1000);
                server.restart();
            });
            restarter.start();
            long started = System.nanoTime();
            try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(30))) {
                assertThat(turn).as("Redis came back within the outage wait").isNotNull();
                assertThat(millisSince(started)).isGreaterThanOrEqualTo(900L);
                turn.token("after");
            }
            restarter.join();
        }
    }

    @Test
    void theCallsDeadlineCutsTheOutageWaitShort() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            ChainStore store = stores.store(); // 5 s of outage waited out
            store.acquire(Duration.ofSeconds(5)).close();

            server.kill();

            long started = System.nanoTime();
            assertThatThrownBy(() -> store.acquire(Duration.ofMillis(300)))
                    .isInstanceOf(ChainStoreException.class)
                    .satisfies(e -> assertThat(((ChainStoreException) e).mayHaveBeenProcessed())
                            .isFalse());
            assertThat(millisSince(started))
                    .as("no try starts after the call's 300 ms deadline")
                    .isLessThan(2000L);
        }
    }

    @Test
    void aFactoryWhoseRedisIsNotThereFailsToOpenAStore() throws Exception {
        int port;
        try (RedisServer gone = RedisServer.start()) {
            port = gone.port();
        }
        RedisClient client = RedisClient.create(io.lettuce.core.RedisURI.create("127.0.0.1", port));
        try (RedisChainStoreFactory factory = RedisChainStore.factory(client, RedisChainStoreOptions.defaults())) {
            long started = System.nanoTime();
            assertThatThrownBy(() -> factory.open(Stores.CHAIN))
                    .isInstanceOf(ChainStoreException.class)
                    .hasMessageContaining("could not connect to Redis");
            assertThat(millisSince(started)).isLessThan(2000L);
        } finally {
            client.shutdown();
        }
    }

    private static ChainStore.Turn awaitTurn(ChainStore store) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        ChainStoreException last = null;
        while (System.nanoTime() < deadline) {
            try {
                ChainStore.Turn turn = store.acquire(Duration.ofSeconds(1));
                if (turn != null) {
                    return turn;
                }
            } catch (ChainStoreException e) {
                last = e; // still reconnecting
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no turn within 20 s of Redis coming back", last);
    }

    private static long millisSince(long started) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    }
}
