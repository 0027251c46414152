package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client on the Redis store against the testkit: two clients with a factory each (two replicas, in one JVM
 * here; {@link RedisSharedChainProcessesTest} runs four JVMs) share one chain on a server that ends a key's older
 * chains at each authentication.
 */
class RedisSharedChainClientTest {
    private RedisServer redis;
    private Stores stores;
    private ChatApiTestServer server;
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @BeforeEach
    void start() {
        redis = RedisServer.start();
        stores = new Stores(redis);
    }

    @AfterEach
    void stop() {
        pool.shutdownNow();
        stores.close();
        redis.close();
        if (server != null) {
            server.close();
        }
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
                .name("shared")
                .url("https://shop.example.com/shared")
                .message(message)
                .displayDelay(Duration.ofSeconds(5))
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
    }

    @Test
    void twoReplicasShareOneChainOnAServerKeepingOneChainPerKey() throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
        String triggerId;
        try (ChatApiClient setUp = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build()) {
            triggerId = setUp.triggers().add(trigger("start")).id();
        }
        server.counters().reset();

        int threadsPerReplica = 2;
        int callsPerThread = 30;
        try (ChatApiClient first = client(stores.replica());
                ChatApiClient second = client(stores.replica())) {
            List<Future<List<Throwable>>> runs = new ArrayList<>();
            for (ChatApiClient client : List.of(first, second)) {
                for (int t = 0; t < threadsPerReplica; t++) {
                    String writer = (client == first ? "a" : "b") + t;
                    runs.add(pool.submit(() -> {
                        List<Throwable> failures = new ArrayList<>();
                        for (int i = 0; i < callsPerThread; i++) {
                            try {
                                if (i % 5 < 2) {
                                    client.triggers().edit(triggerId, trigger(writer + "-" + i));
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
            List<Throwable> failures = new ArrayList<>();
            for (Future<List<Throwable>> run : runs) {
                failures.addAll(run.get(60, TimeUnit.SECONDS));
            }

            int calls = 2 * threadsPerReplica * callsPerThread;
            int edits = 2 * threadsPerReplica * (callsPerThread / 5 * 2);
            assertThat(failures).isEmpty();
            assertThat(server.counters().tokenViolations())
                    .as("no token refused: one chain, never two holders")
                    .isZero();
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("the first call authenticated the chain for both replicas")
                    .isEqualTo(1);
            assertThat(server.counters().writes(Endpoint.EDIT_TRIGGER)).isEqualTo(edits);
            assertThat(server.counters().totalRequests()).isEqualTo(calls + 1);
        }
    }

    @Test
    void maxChainsKeepsEachChainOfTheKeyUnderItsOwnLease() throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.MANY).build();
        server.faults().delay(Duration.ofMillis(20), 1.0);
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .chainStore(stores.replica())
                .maxChains(2)
                .logLevel(LogLevel.OFF)
                .build()) {
            List<Future<?>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                runs.add(pool.submit(() -> {
                    for (int i = 0; i < 10; i++) {
                        client.agents().get(DefaultData.ADMIN_UUID);
                    }
                    return null;
                }));
            }
            for (Future<?> run : runs) {
                run.get(60, TimeUnit.SECONDS);
            }
        }
        for (int index : new int[] {0, 1}) {
            String tokenKey = ChainKeys.of(
                            stores.prefix(), io.chatapi.sdk.chain.ChainId.of(server.baseUrl(), server.apiKey(), index))
                    .token();
            assertThat(redis.command("EXISTS", tokenKey))
                    .as("chain %d's token is in Redis", index)
                    .isEqualTo(":1");
        }
        assertThat(server.counters().tokenViolations()).isZero();
    }

    @Test
    void withRedisDownACallFailsWithChainStoreExceptionAndSendsNothing() {
        server = ChatApiTestServer.start();
        // A Redis that stays away: the call fails once the 1 s outage wait has passed.
        try (ChatApiClient client = client(stores.replica(stores.options()
                .commandTimeout(Duration.ofMillis(500))
                .outageWait(Duration.ofSeconds(1))
                .build()))) {
            Trigger first = client.triggers().get(DefaultData.INACTIVE_TRIGGER_ID);
            assertThat(first.id()).isEqualTo(DefaultData.INACTIVE_TRIGGER_ID);
            long before = server.counters().totalRequests();

            redis.kill();

            long started = System.nanoTime();
            assertThatThrownBy(() -> client.triggers().setActive(DefaultData.INACTIVE_TRIGGER_ID, true))
                    .isInstanceOf(ChainStoreException.class)
                    .satisfies(e -> assertThat(((ChainStoreException) e).mayHaveBeenProcessed())
                            .isFalse());
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started))
                    .isBetween(900L, 4000L);
            assertThat(server.counters().totalRequests())
                    .as("no request went out on a chain of its own")
                    .isEqualTo(before);
        }
    }
}
