package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The ACL user the README gives is enough for the store: take, record, release, renew and wait. */
class RedisAclTest {
    @Test
    void theStoreRunsAsARedisUserLimitedToItsKeysAndChannels() throws Exception {
        try (RedisServer server = RedisServer.start()) {
            // As in README.md, word for word but the password.
            String acl = "ACL SETUSER chat-api on >PASSWORD resetkeys ~chat-api:chain:* resetchannels"
                    + " &chat-api:chain:* -@all +@connection +eval +get +set +del +exists +pttl +pexpire +time"
                    + " +zadd +zrem +zcard +zscore +zremrangebyscore +publish +subscribe +unsubscribe";
            assertThat(server.command(acl.replace("PASSWORD", "s3cret").split(" ")))
                    .isEqualTo("+OK");
            RedisURI asUser = RedisURI.builder(server.uri())
                    .withAuthentication("chat-api", "s3cret")
                    .build();
            RedisClient first = RedisClient.create(asUser);
            RedisClient second = RedisClient.create(asUser);
            RedisChainStoreOptions options = RedisChainStoreOptions.builder()
                    .keyPrefix("chat-api:chain:" + UUID.randomUUID() + ":")
                    .leaseTtl(Duration.ofMillis(600)) // renewed twice in the held turn below
                    .pollInterval(Duration.ofSeconds(30)) // only the release message can wake the waiter
                    .build();
            try (RedisChainStoreFactory one = RedisChainStore.factory(first, options);
                    RedisChainStoreFactory two = RedisChainStore.factory(second, options)) {
                ChainStore holder = one.open(Stores.CHAIN);
                ChainStore waiter = two.open(Stores.CHAIN);
                ChainStore.Turn held = holder.acquire(Duration.ofSeconds(5));
                held.token("first");
                ExecutorService pool = Executors.newSingleThreadExecutor();
                Future<String> seen = pool.submit(() -> {
                    try (ChainStore.Turn turn = waiter.acquire(Duration.ofSeconds(10))) {
                        return turn.token();
                    }
                });
                Thread.sleep(1000);
                held.token("recorded-as-acl-user"); // still its turn: the renewals were allowed
                held.close();
                assertThat(seen.get(5, TimeUnit.SECONDS)).isEqualTo("recorded-as-acl-user");
                pool.shutdown();
            } finally {
                first.shutdown();
                second.shutdown();
            }
        }
    }
}
