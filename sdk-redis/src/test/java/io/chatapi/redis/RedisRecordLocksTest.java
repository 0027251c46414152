package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore.RecordLock;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Record locks against a real redis-server: one holder per identity across replicas, TTL, no text in clear. */
class RedisRecordLocksTest {
    private static final String IDENTITY = "agents email=ann@example.com";
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
    void oneReplicaHoldsAnIdentityAtATimeAndAReleaseLetsTheNextIn() throws Exception {
        RedisChainStore first = stores.store();
        RedisChainStore second = stores.store();
        assertThat(first.locksRecords()).isTrue();

        RecordLock held = first.lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ZERO);
        assertThat(held).isNotNull();
        assertThat(second.lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ofMillis(100)))
                .as("the same identity, held by another replica")
                .isNull();
        RecordLock other = second.lockRecord("agents email=bob@example.com", Duration.ofSeconds(30), Duration.ZERO);
        assertThat(other).as("another identity").isNotNull();

        held.close();
        RecordLock next = second.lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ofSeconds(5));
        assertThat(next).isNotNull();
        next.close();
        other.close();
    }

    @Test
    void aLockWhoseHolderDiedEndsByItsTtlAndALateReleaseFreesNoSuccessor() throws Exception {
        RedisChainStore dead = stores.store();
        RedisChainStore alive = stores.store();
        RecordLock abandoned = dead.lockRecord(IDENTITY, Duration.ofMillis(200), Duration.ZERO);

        long start = System.nanoTime();
        RecordLock taken = alive.lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ofSeconds(5));
        long waitedMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(taken).isNotNull();
        assertThat(waitedMillis).isBetween(50L, 3_000L);
        abandoned.close(); // the dead holder's release comes late: it must not free the successor's lock
        assertThat(stores.store().lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ZERO))
                .isNull();
        taken.close();
    }

    @Test
    void redisHoldsADigestOfTheIdentityNeverItsText() throws Exception {
        RecordLock held = stores.store().lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ZERO);
        RedisClient client = server.client();
        try (StatefulRedisConnection<String, String> redis = client.connect()) {
            List<String> keys = redis.sync().keys(stores.prefix() + "*");

            assertThat(keys).hasSize(1);
            assertThat(keys.get(0)).matches(".*:record:[0-9a-f]{64}").doesNotContain("ann", "example", "agents");
            assertThat(redis.sync().get(keys.get(0))).doesNotContain("ann");
        } finally {
            held.close();
            client.shutdown();
        }
    }
}
