package io.chatapi.bench;

import io.chatapi.redis.RedisChainStore;
import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.redis.RedisChainStoreOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.time.Duration;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The testkit server answering every request 20 ms late (a round trip over a network, with the service's own work),
 * a redis-server on loopback, and two clients of the same key: one keeps its chain in memory, the other in Redis.
 * Both have made a call before measuring starts.
 */
@State(Scope.Benchmark)
public class RedisChainLoopback {
    static final Duration DELAY = Duration.ofMillis(20);
    private static final int WARM_UP_CALLS = 3_000;

    ChatApiTestServer server;
    RedisProcess redis;
    RedisClient redisClient;
    RedisChainStoreFactory chains;
    ChatApiClient inProcess;
    ChatApiClient redisShared;

    @Setup(Level.Trial)
    public void start() {
        server = ChatApiTestServer.start();
        redis = RedisProcess.start();
        redisClient = RedisClient.create(RedisURI.create("127.0.0.1", redis.port()));
        chains = RedisChainStore.factory(redisClient, RedisChainStoreOptions.defaults());
        inProcess = client().build();
        redisShared = client().chainStore(chains).build();
        // At 20 ms a call, the measured iterations make a few hundred calls: too few for the JIT to
        // compile the client's (and Lettuce's) paths, whose interpreted CPU time would then be measured.
        // Both sides are warmed alike with calls the server answers at once; then the delay starts.
        for (int i = 0; i < WARM_UP_CALLS; i++) {
            inProcessCall();
            redisCall();
        }
        server.faults().delay(DELAY, 1.0);
    }

    private io.chatapi.sdk.ChatApiClientBuilder client() {
        // LogLevel.OFF on both sides: the per-call INFO line would otherwise be formatted and printed.
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF);
    }

    AgentDetail inProcessCall() {
        return inProcess.agents().get(DefaultData.ADMIN_UUID);
    }

    AgentDetail redisCall() {
        return redisShared.agents().get(DefaultData.ADMIN_UUID);
    }

    @TearDown(Level.Trial)
    public void stop() {
        inProcess.close();
        redisShared.close();
        chains.close();
        redisClient.shutdown();
        redis.close();
        server.close();
    }
}
