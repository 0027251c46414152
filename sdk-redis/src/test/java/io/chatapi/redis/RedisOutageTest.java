package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisException;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.codec.StringCodec;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Faults while one store holds the turn and another waits for it: connections killed, a renewal that throws, Redis
 * restarted. The holder keeps its turn and records its next token; the waiter neither fails nor takes the chain until
 * the holder releases it.
 */
class RedisOutageTest {
    // Short, so that a watchdog that stopped would lose the lease within the test; renewed every 500 ms.
    private static final Duration TTL = Duration.ofSeconds(1);

    @Test
    void connectionsKilledSeveralTimesWhileOneHoldsAndAnotherWaitsFailNothingAndHandNothingOver() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisChainStoreOptions options = stores.options().leaseTtl(TTL).build();
            ChainStore holder = stores.store(options);
            ChainStore waiter = stores.store(options);
            ChainStore.Turn turn = holder.acquire(Duration.ofSeconds(30));
            assertThat(turn).isNotNull();
            CompletableFuture<ChainStore.Turn> waiting = waitFor(waiter, Duration.ofSeconds(30));

            for (int kill = 0; kill < 5; kill++) {
                RedisServer.sleep(400);
                server.killClients();
                assertThat(waiting)
                        .as("after kill %d the waiter neither failed nor took the chain", kill)
                        .isNotDone();
            }
            RedisServer.sleep(TTL.toMillis() + 500);
            assertThat(waiting)
                    .as("the holder's lease outlived five kills and a TTL")
                    .isNotDone();

            turn.token("recorded-after-the-kills");
            server.killClients();
            turn.close();

            try (ChainStore.Turn next = waiting.get(15, TimeUnit.SECONDS)) {
                assertThat(next.token()).isEqualTo("recorded-after-the-kills");
            }
        }
    }

    @Test
    void theWatchdogSurvivesAThrowingRenewalAndARedisRestartAndTheTurnRecordsItsNextToken() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            RedisChainStoreOptions options = stores.options().leaseTtl(TTL).build();
            RedisClient client = server.client();
            StatefulRedisConnection<String, String> connection = client.connect(StringCodec.UTF8);
            ThrowingRenewals faulty = new ThrowingRenewals(connection);
            try (RedisChainStoreFactory factory = RedisChainStore.factory(faulty.connection(), options)) {
                ChainStore holder = factory.open(Stores.CHAIN);
                ChainStore waiter = stores.store(options);
                ChainStore.Turn turn = holder.acquire(Duration.ofSeconds(60));
                assertThat(turn).isNotNull();
                CompletableFuture<ChainStore.Turn> waiting = waitFor(waiter, Duration.ofSeconds(60));

                // The next renewal throws at once, as a client refusing commands would. A periodic task that let
                // it through would never run again, and the lease would lapse one TTL later.
                faulty.throwNext(1);
                awaitThrown(faulty, 1);
                RedisServer.sleep(2 * TTL.toMillis());
                assertThat(waiting).as("renewals went on after the throw").isNotDone();

                server.restartKeepingData();
                RedisServer.sleep(2 * TTL.toMillis());
                assertThat(waiting).as("renewals went on through the restart").isNotDone();

                turn.token("recorded-after-the-restart");
                turn.close();
                try (ChainStore.Turn next = waiting.get(15, TimeUnit.SECONDS)) {
                    assertThat(next.token()).isEqualTo("recorded-after-the-restart");
                }
            } finally {
                connection.close();
                client.shutdown();
            }
        }
    }

    @Test
    void aRenewalThatThrowsDoesNotStopTheOtherLeasesRenewals() {
        LeaseRenewer renewer = new LeaseRenewer(Duration.ofHours(1), Duration.ofSeconds(1));
        try {
            @SuppressWarnings("unchecked")
            RedisAsyncCommands<String, String> refusing = (RedisAsyncCommands<String, String>) Proxy.newProxyInstance(
                    RedisAsyncCommands.class.getClassLoader(),
                    new Class<?>[] {RedisAsyncCommands.class},
                    (proxy, method, args) -> {
                        throw new IllegalStateException("injected");
                    });
            LeaseCalls throwing = new LeaseCalls(refusing, Duration.ofSeconds(1));
            ChainKeys keys = ChainKeys.of("test:", Stores.CHAIN);
            LeaseRenewer.Renewal first =
                    renewer.renew(throwing, keys, "first", Duration.ofSeconds(1), Duration.ofHours(1));
            LeaseRenewer.Renewal second =
                    renewer.renew(throwing, keys, "second", Duration.ofSeconds(1), Duration.ofHours(1));

            renewer.renewAll();
            renewer.renewAll();

            assertThat(renewer.isRenewing(first)).isTrue();
            assertThat(renewer.isRenewing(second)).isTrue();
        } finally {
            renewer.close();
        }
    }

    private static CompletableFuture<ChainStore.Turn> waitFor(ChainStore store, Duration maxWait) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return store.acquire(maxWait);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static void awaitThrown(ThrowingRenewals faulty, int count) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (faulty.thrown.get() < count && System.nanoTime() < deadline) {
            RedisServer.sleep(10);
        }
        assertThat(faulty.thrown).hasValue(count);
    }

    /** A connection whose next renewals throw when sent, instead of going to Redis. */
    private static final class ThrowingRenewals {
        private final StatefulRedisConnection<String, String> real;
        private final AtomicInteger toThrow = new AtomicInteger();
        final AtomicInteger thrown = new AtomicInteger();

        ThrowingRenewals(StatefulRedisConnection<String, String> real) {
            this.real = real;
        }

        void throwNext(int count) {
            toThrow.set(count);
        }

        @SuppressWarnings("unchecked")
        StatefulRedisConnection<String, String> connection() {
            RedisAsyncCommands<String, String> commands = real.async();
            InvocationHandler onCommands = (proxy, method, args) -> {
                if (method.getName().equals("eval")
                        && LeaseScripts.RENEW.text().equals(args[0])
                        && toThrow.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                    thrown.incrementAndGet();
                    throw new RedisException("injected: the renewal could not be sent");
                }
                return invoke(method, commands, args);
            };
            RedisAsyncCommands<String, String> faultyCommands =
                    (RedisAsyncCommands<String, String>) Proxy.newProxyInstance(
                            RedisAsyncCommands.class.getClassLoader(),
                            new Class<?>[] {RedisAsyncCommands.class},
                            onCommands);
            InvocationHandler onConnection = (proxy, method, args) ->
                    method.getName().equals("async") ? faultyCommands : invoke(method, real, args);
            return (StatefulRedisConnection<String, String>) Proxy.newProxyInstance(
                    StatefulRedisConnection.class.getClassLoader(),
                    new Class<?>[] {StatefulRedisConnection.class},
                    onConnection);
        }

        private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
