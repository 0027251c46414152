package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainSecret;
import io.chatapi.sdk.chain.ChainStore.RecordLock;
import io.lettuce.core.ScriptOutputType;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The per-identity record locks of {@link RedisChainStore#lockRecord}: {@code SET <key> <owner> NX PX <ttl>}, released
 * by a compare-and-delete on the owner value, so a holder whose lock ran out never releases its successor's. The key
 * is the chain's name followed by the HMAC-SHA-256 of the identity, keyed by a key derived from the API key ({@link
 * ChainSecret}): no record's text, name or e-mail address lands in Redis in clear, and a reader without the API key
 * cannot test a guessed identity against a name (a plain digest of a guessed e-mail could be). A waiter polls with a
 * short jittered pause, as a create takes a few requests at most.
 */
final class RedisRecordLocks {
    static final LeaseScripts.Script TAKE = new LeaseScripts.Script(ScriptOutputType.INTEGER, """
            if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
                return 1
            end
            return 0
            """);

    static final LeaseScripts.Script RELEASE = new LeaseScripts.Script(ScriptOutputType.INTEGER, """
            if redis.call('GET', KEYS[1]) == ARGV[1] then
                return redis.call('DEL', KEYS[1])
            end
            return 0
            """);

    private static final long MAX_POLL_MILLIS = 50;

    private static final String PURPOSE = "chat-api redis record lock v1";

    private final LeaseCalls calls;
    private final String base;
    // Keys the names' HMAC; never shown (this class has no toString of its own).
    private final byte[] nameKey;

    /**
     * @param chainBase the chain's key names without their last part, such as {@code prefix{id:0}:}
     * @param secret the chain's key material, which keys the names
     */
    RedisRecordLocks(LeaseCalls calls, String chainBase, ChainSecret secret) {
        this.calls = calls;
        this.base = chainBase + "record:";
        this.nameKey = secret.derive(PURPOSE, 32);
    }

    /** See {@link RedisChainStore#lockRecord}. */
    RecordLock lock(String identity, Duration ttl, Duration maxWait) throws InterruptedException {
        if (identity == null || ttl == null || maxWait == null) {
            throw new IllegalArgumentException("identity, ttl and maxWait must not be null");
        }
        if (ttl.toMillis() < 1) {
            throw new IllegalArgumentException("ttl must be at least 1 ms");
        }
        String key = key(identity);
        String owner = UUID.randomUUID().toString();
        long deadline = System.nanoTime() + Math.max(0, maxWait.toNanos());
        while (true) {
            Long taken = calls.call(
                    TAKE, "taking a record lock", false, new String[] {key}, owner, Long.toString(ttl.toMillis()));
            if (taken != null && taken == 1L) {
                return () -> release(key, owner);
            }
            long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
            if (leftMillis <= 0) {
                return null;
            }
            Thread.sleep(Math.min(leftMillis, 5 + ThreadLocalRandom.current().nextLong(MAX_POLL_MILLIS)));
        }
    }

    /** Never throws: a lock that cannot be released ends by its TTL. */
    private void release(String key, String owner) {
        try {
            calls.send(RELEASE, new String[] {key}, owner);
        } catch (RuntimeException e) {
            // The connection refused the command outright; the lock ends by its TTL.
        }
    }

    /** {@return the Redis key of an identity's lock}: the chain's base and the identity's keyed digest, not its text */
    String key(String identity) {
        return base + ChainKeys.hmac(nameKey, identity);
    }
}
