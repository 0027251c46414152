package io.chatapi.redis;

import io.lettuce.core.ScriptOutputType;

/**
 * The Lua scripts of the lease. Each runs atomically in Redis, so a check of the owner and the change it guards can
 * never be split by another holder.
 */
final class LeaseScripts {
    /**
     * Takes the lease with {@code SET NX PX} and reads the token in the same step, so the holder never acts on a token
     * read before it had the turn.
     *
     * <p>Turn-taking: every store that asks and does not get the lease is entered in a sorted set of waiting stores,
     * scored by when its entry lapses (so that a store that died drops out; one that gives up leaves at once, by
     * {@link #WITHDRAW}); a store that gets the lease leaves it. The set itself expires with its latest entry. A store whose own turn just ended answers itself "not now" while another store waits, so a
     * process with a queue of its own threads (whose next thread asks before a remote waiter has even been told of
     * the release) cannot keep the chain from the other replicas. {@code TIME} in a script needs Redis 5 or newer.
     *
     * <p>A lease already the caller's is its own: a try sent again after an outage, whose first reply was lost after
     * Redis took the lease, gets the turn instead of waiting out its own lease.
     *
     * <p>A chain with neither lease nor last holder, to a store that has seen it before, is one whose Redis lost its
     * data (a restart without persistence): a holder may be mid-call and about to take its lease back ({@link #RENEW},
     * {@link #WRITE_TOKEN}). With ARGV[5] "1" such a chain is not taken: the reply is {@code {0, -2}}, and the store
     * asks again, without it once a lease TTL has passed (as a lease lost in the restart would have lapsed by then).
     *
     * <p>KEYS: lease, token, last holder, waiting stores. ARGV: owner, lease TTL ms, store id, waiting entry TTL ms,
     * "1" to leave an emptied chain alone. Returns {@code {1}} or {@code {1, token}} when taken, {@code {0, pttl}} when
     * not (pttl -1 when the lease is free but another store goes first, -2 for an emptied chain left alone).
     */
    static final Script ACQUIRE = new Script(ScriptOutputType.MULTI, """
            local time = redis.call('TIME')
            local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
            local lapses = now + tonumber(ARGV[4])
            redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
            if redis.call('GET', KEYS[1]) == ARGV[1] then
                redis.call('PEXPIRE', KEYS[1], ARGV[2])
                redis.call('ZREM', KEYS[4], ARGV[3])
                local token = redis.call('GET', KEYS[2])
                if token then
                    return {1, token}
                end
                return {1}
            end
            if ARGV[5] == '1' and redis.call('EXISTS', KEYS[1]) == 0 and redis.call('EXISTS', KEYS[3]) == 0 then
                return {0, -2}
            end
            if redis.call('GET', KEYS[3]) == ARGV[3] and redis.call('EXISTS', KEYS[1]) == 0 then
                local others = redis.call('ZCARD', KEYS[4])
                if redis.call('ZSCORE', KEYS[4], ARGV[3]) then
                    others = others - 1
                end
                if others > 0 then
                    redis.call('ZADD', KEYS[4], lapses, ARGV[3])
                    if redis.call('PTTL', KEYS[4]) < tonumber(ARGV[4]) then
                        redis.call('PEXPIRE', KEYS[4], ARGV[4])
                    end
                    return {0, -1}
                end
            end
            if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
                redis.call('SET', KEYS[3], ARGV[3])
                redis.call('ZREM', KEYS[4], ARGV[3])
                local token = redis.call('GET', KEYS[2])
                if token then
                    return {1, token}
                end
                return {1}
            end
            redis.call('ZADD', KEYS[4], lapses, ARGV[3])
            if redis.call('PTTL', KEYS[4]) < tonumber(ARGV[4]) then
                redis.call('PEXPIRE', KEYS[4], ARGV[4])
            end
            return {0, redis.call('PTTL', KEYS[1])}
            """);

    /** A store that stopped waiting leaves the waiting set. KEYS: waiting stores. ARGV: store id. Returns 1 or 0. */
    static final Script WITHDRAW = new Script(ScriptOutputType.INTEGER, """
            return redis.call('ZREM', KEYS[1], ARGV[1])
            """);

    /**
     * Records the next token only while the lease is still the caller's, or takes it back first when Redis lost it with
     * nobody else having held the chain since: a Redis restarted without persistence (lease, token and last holder all
     * gone), or a lease that lapsed while the token is still the one this turn last saw and the last holder is still
     * this store. KEYS: lease, token, last holder. ARGV: owner, "1" to set or "0" to delete, the token as stored, "1"
     * when the turn saw a token or "0", the token it saw as stored, lease TTL ms, store id. Returns 1 when recorded, 0
     * when the lease belongs to someone else or may have since its loss.
     */
    static final Script WRITE_TOKEN = new Script(ScriptOutputType.INTEGER, """
            local lease = redis.call('GET', KEYS[1])
            if lease ~= ARGV[1] then
                if lease then
                    return 0
                end
                local token = redis.call('GET', KEYS[2])
                local last = redis.call('GET', KEYS[3])
                local lost = not token and not last
                local unchanged = (ARGV[4] == '1' and token == ARGV[5]) or (ARGV[4] == '0' and not token)
                local lapsed = last == ARGV[7] and unchanged
                if not (lost or lapsed) then
                    return 0
                end
                redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[6])
                redis.call('SET', KEYS[3], ARGV[7])
            end
            if ARGV[2] == '1' then
                redis.call('SET', KEYS[2], ARGV[3])
            else
                redis.call('DEL', KEYS[2])
            end
            return 1
            """);

    /**
     * Compare-and-delete: ends the lease only if it is still the caller's (a holder whose lease ran out can never end
     * its successor's), then tells the waiters. KEYS: lease. ARGV: owner, channel. Returns 1 when released, else 0.
     */
    static final Script RELEASE = new Script(ScriptOutputType.INTEGER, """
            if redis.call('GET', KEYS[1]) ~= ARGV[1] then
                return 0
            end
            redis.call('DEL', KEYS[1])
            redis.call('PUBLISH', ARGV[2], '')
            return 1
            """);

    /**
     * Extends the lease only if it is still the caller's, or takes it back when Redis lost every key of the chain (a
     * restart without persistence): so that the holder of a turn in flight keeps it, and a waiter does not take the
     * chain from under it. Never takes back a lease after its release (the last holder's name stays), so a renewal
     * that arrives late cannot hold up the next holder. KEYS: lease, token, last holder. ARGV: owner, TTL ms, store id.
     * Returns 1 or 0.
     */
    static final Script RENEW = new Script(ScriptOutputType.INTEGER, """
            local lease = redis.call('GET', KEYS[1])
            if lease == ARGV[1] then
                return redis.call('PEXPIRE', KEYS[1], ARGV[2])
            end
            if lease or redis.call('EXISTS', KEYS[2]) == 1 or redis.call('EXISTS', KEYS[3]) == 1 then
                return 0
            end
            redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
            redis.call('SET', KEYS[3], ARGV[3])
            return 1
            """);

    /**
     * Takes the token a store before sealing left in clear (under the names of {@link ChainKeys#legacy}): reads and
     * deletes it in one step, so that no clear token outlives its first reader. KEYS: the legacy token. Returns the
     * token, or nil.
     */
    static final Script TAKE_LEGACY = new Script(ScriptOutputType.VALUE, """
            local token = redis.call('GET', KEYS[1])
            if token then
                redis.call('DEL', KEYS[1])
            end
            return token
            """);

    private LeaseScripts() {}

    /** A script's text and the kind of reply it gives. */
    record Script(ScriptOutputType output, String text) {}
}
