package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A chain's turn and token in Redis, so that every replica on one API key takes turns on one chain instead of ending
 * each other's. Get stores from {@link #factory(RedisClient, RedisChainStoreOptions)} and hand the factory to the
 * client builder's {@code chainStore}.
 *
 * <p>The turn is a lease: {@code SET <lease> <owner> NX PX <ttl>} with an owner value unique to the turn, renewed
 * every {@code renewEvery} (half the TTL by default) while held, ended by a compare-and-delete on the owner. The token is read in the same atomic
 * step that takes the lease and written only while the lease is still the writer's. A holder that dies frees the
 * chain when its lease runs out. Threads of one process queue for the store here, so one of them at a time asks
 * Redis; waiters wake on a release notice (pub/sub) or poll. A Redis outage is waited out for {@code outageWait},
 * never past the call's deadline; Redis that stays away fails the call with a {@link ChainStoreException}; nothing
 * ever falls back to a local chain.
 *
 * <p>What it writes is useless to a reader of Redis without the API key: the token is sealed (AES-256-GCM, keyed from
 * the chain's {@link ChainId#secret()}, bound to its key name), and the names are derived from the API key slowly, or
 * keyed by the {@linkplain RedisChainStoreOptions.Builder#keySalt key salt}; record-lock names are keyed digests. A
 * Redis restarted without persistence fails no call in flight: its holder takes the lost lease back, and a store that
 * saw the chain before leaves an emptied chain alone for one lease TTL.
 *
 * <p>The store logs only its watchdog's renewal failures (once per outage, WARNING on {@code io.chatapi.redis}) and a
 * stored token that does not open; no message, log line or {@code toString()} holds the token.
 */
public final class RedisChainStore implements ChainStore {
    // Longer waits are the same as forever, and Duration.toNanos overflows past 292 years.
    private static final Duration MAX_WAIT = Duration.ofDays(365);
    private static final System.Logger LOG = System.getLogger("io.chatapi.redis");

    private final ChainId chain;
    private final ChainKeys keys;
    private final ChainKeys legacyKeys;
    private final TokenSeal seal;
    private final RedisRecordLocks recordLocks;
    private final LeaseCalls calls;
    private final ReleaseSignal signal;
    private final LeaseRenewer renewer;
    private final RedisChainStoreOptions options;
    private final Runnable onClose;
    private final String storeId = UUID.randomUUID().toString();
    private final AtomicLong turns = new AtomicLong();
    // One holder at a time in this process: only the head of the local queue asks Redis.
    private final Semaphore local = new Semaphore(1);
    private volatile RedisTurn current;
    private volatile boolean closed;
    // Set once the store is closed and no turn of it is held any more: what it shares is then let go.
    private final AtomicBoolean finished = new AtomicBoolean();
    // Whether this store looked for a token left in clear by a store before sealing (once per store, and whenever
    // the chain has no sealed token).
    private volatile boolean legacyChecked;
    // Whether this store has had an answer about the chain: one that finds it emptied has seen Redis lose its data.
    private volatile boolean seenChain;
    // When this store first found the chain emptied by a Redis that lost its data (System.nanoTime()), or 0.
    private volatile long emptiedSince;

    /** @param legacyKeys the chain's names before sealing, whose clear token is removed (or adopted) once */
    RedisChainStore(
            ChainId chain,
            ChainKeys keys,
            ChainKeys legacyKeys,
            LeaseCalls calls,
            ReleaseSignal signal,
            LeaseRenewer renewer,
            RedisChainStoreOptions options,
            Runnable onClose) {
        this.chain = chain;
        this.keys = keys;
        this.legacyKeys = legacyKeys;
        this.seal = new TokenSeal(ChainNames.secretOf(chain), keys.token());
        this.recordLocks = new RedisRecordLocks(calls, keys.base(), ChainNames.secretOf(chain));
        this.calls = calls;
        this.signal = signal;
        this.renewer = renewer;
        this.options = options;
        this.onClose = onClose;
    }

    /**
     * {@return a factory whose stores share two connections of {@code client}: one for commands, one for release
     * notices} The connections are opened when the first chain is; connecting is bounded by the client's {@code
     * SocketOptions.connectTimeout}, each command by {@code options.commandTimeout()}. Close the factory to close them
     * (the client stays yours).
     *
     * @param client a client with a default {@code RedisURI}; {@code ClientOptions.disconnectedBehavior(
     *     REJECT_COMMANDS)} makes each try fail at once while Redis is down (they go on for {@code
     *     options.outageWait()}), instead of after the command timeout
     * @param options key prefix and timings
     * @throws IllegalArgumentException when an argument is null
     */
    public static RedisChainStoreFactory factory(RedisClient client, RedisChainStoreOptions options) {
        return RedisChainStoreFactory.onClient(required(client, "client"), required(options, "options"));
    }

    /**
     * {@return a factory whose stores share {@code connection}, which stays yours (closing the factory leaves it
     * open)} Without a pub/sub connection waiters get no release notices: they ask Redis again every {@code
     * options.pollInterval()}, so handing the turn from one process to another takes up to that long. Prefer {@link
     * #factory(RedisClient, RedisChainStoreOptions)}.
     *
     * @param connection a connection with string keys and values (such as {@code client.connect()})
     * @param options key prefix and timings
     * @throws IllegalArgumentException when an argument is null
     */
    public static RedisChainStoreFactory factory(
            StatefulRedisConnection<String, String> connection, RedisChainStoreOptions options) {
        return RedisChainStoreFactory.onConnection(required(connection, "connection"), required(options, "options"));
    }

    @Override
    public Turn acquire(Duration maxWait) throws InterruptedException {
        if (maxWait == null) {
            throw new IllegalArgumentException("maxWait must not be null");
        }
        if (closed) {
            throw new IllegalStateException("this chain store is closed");
        }
        long waitNanos =
                maxWait.isNegative() ? 0 : maxWait.compareTo(MAX_WAIT) > 0 ? MAX_WAIT.toNanos() : maxWait.toNanos();
        long deadline = System.nanoTime() + waitNanos;
        if (!local.tryAcquire(waitNanos, TimeUnit.NANOSECONDS)) {
            return null;
        }
        boolean handedOut = false;
        try {
            while (true) {
                if (closed) {
                    throw new IllegalStateException("this chain store is closed");
                }
                long seen = signal.notices();
                String owner = storeId + ":" + turns.incrementAndGet();
                LeaseReply reply = takeLease(owner, outageDeadline(deadline), leaveEmptiedChain());
                seenChain = true;
                if (reply.emptied()) {
                    if (emptiedSince == 0) {
                        emptiedSince = System.nanoTime();
                    }
                } else {
                    emptiedSince = 0;
                }
                if (reply.taken()) {
                    Stored token;
                    try {
                        token = tokenOf(owner, reply.token(), outageDeadline(deadline));
                    } catch (ChainStoreException | InterruptedException e) {
                        release(owner);
                        throw e;
                    }
                    RedisTurn turn = new RedisTurn(this, owner, token.token(), token.stored(), deadline);
                    try {
                        turn.renewal(renewer.renew(calls, keys, owner, options.leaseTtl(), options.maxHold()));
                    } catch (IllegalStateException e) {
                        release(owner);
                        throw e;
                    }
                    current = turn;
                    if (closed) {
                        // Closed while the lease was being taken: nobody would end this turn's store. Its close
                        // gives back the local place too.
                        handedOut = true;
                        turn.close();
                        throw new IllegalStateException("this chain store is closed");
                    }
                    handedOut = true;
                    return turn;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                long pause = Math.min(left, options.pollInterval().toNanos());
                long leaseLeft = reply.leaseLeftMillis();
                if (leaseLeft > 0) {
                    // Wake when a crashed holder's lease runs out, not a poll later.
                    pause = Math.min(pause, TimeUnit.MILLISECONDS.toNanos(leaseLeft + 1));
                }
                signal.awaitNoticeAfter(seen, pause);
            }
        } finally {
            if (!handedOut) {
                withdraw();
                local.release();
            }
        }
    }

    /**
     * Whether an acquisition should leave alone a chain that Redis emptied (lost its data): a holder of a turn in
     * flight may take its lease back. Only a store that has seen the chain can tell it was emptied, and only for one
     * lease TTL from when it first found it so, after which a lease lost in the restart would have lapsed anyway.
     */
    private boolean leaveEmptiedChain() {
        long since = emptiedSince;
        return seenChain
                && (since == 0 || System.nanoTime() - since < options.leaseTtl().toNanos());
    }

    /** A turn's token and the form it has in Redis (null when there is none), which a write compares with. */
    private record Stored(String token, String stored) {
        @Override
        public String toString() {
            return "Stored[" + (token == null ? "no token" : "a token") + "]";
        }
    }

    /**
     * The token of a turn just taken: {@code stored} opened, or none when there is none or it does not open (the holder
     * authenticates). Takes a clear token left by a store before sealing the first time, and whenever the chain has no
     * sealed token: it is deleted, and used (and written sealed) only when the options adopt unsealed tokens and the
     * chain has no sealed one.
     */
    private Stored tokenOf(String owner, String stored, long outageDeadline) throws InterruptedException {
        String token = opened(stored);
        if (token != null && legacyChecked) {
            return new Stored(token, stored);
        }
        String legacy = calls.callWithin(
                LeaseScripts.TAKE_LEGACY, "removing a token stored in clear", false, outageDeadline, new String[] {
                    legacyKeys.token()
                });
        legacyChecked = true;
        if (token == null && legacy != null && options.adoptUnsealedTokens()) {
            String sealed = seal(legacy);
            if (writeToken(owner, sealed, stored, outageDeadline)) {
                return new Stored(legacy, sealed);
            }
        }
        return new Stored(token, stored);
    }

    /** {@return {@code token} sealed for this chain's token key, or null for null} */
    String seal(String token) {
        return token == null ? null : seal.seal(token);
    }

    private String opened(String stored) {
        if (stored == null) {
            return null;
        }
        try {
            return seal.open(stored);
        } catch (TokenSeal.Unreadable e) {
            // Never the value: it may be a token planted or moved by whoever wrote to Redis.
            LOG.log(
                    Level.WARNING,
                    "chat-api-redis: the chain's stored token does not open with this API key (changed, moved from"
                            + " another chain, or written unsealed); not used, the chain authenticates again");
            return null;
        }
    }

    /**
     * Takes a record lock in Redis ({@link RedisRecordLocks}): {@code SET NX PX} under a key made of this chain's
     * names and a keyed digest of {@code identity}, released by a compare-and-delete on the owner.
     */
    @Override
    public RecordLock lockRecord(String identity, Duration ttl, Duration maxWait) throws InterruptedException {
        if (closed) {
            throw new IllegalStateException("this chain store is closed");
        }
        return recordLocks.lock(identity, ttl, maxWait);
    }

    /** {@return true: processes sharing this Redis lock record identities in it} */
    @Override
    public boolean locksRecords() {
        return true;
    }

    /**
     * {@return until when a Redis outage is waited out: {@code outageWait} from now, never past {@code deadline}}
     * Both are {@link System#nanoTime()} values.
     */
    long outageDeadline(long deadline) {
        long now = System.nanoTime();
        return now + Math.min(options.outageWait().toNanos(), Math.max(0, deadline - now));
    }

    /**
     * Tries to take the lease, sending again through an outage until {@code outageDeadline} under the same owner (the
     * script finds a lease already taken by a try whose reply was lost).
     */
    private LeaseReply takeLease(String owner, long outageDeadline, boolean leaveEmptied) throws InterruptedException {
        String[] keyNames = {keys.lease(), keys.token(), keys.lastHolder(), keys.waiting()};
        String waitingEntryMillis = Long.toString(waitingEntry().toMillis());
        try {
            return LeaseReply.of(calls.callWithin(
                    LeaseScripts.ACQUIRE,
                    "taking the chain's lease",
                    false,
                    outageDeadline,
                    keyNames,
                    owner,
                    Long.toString(options.leaseTtl().toMillis()),
                    storeId,
                    waitingEntryMillis,
                    leaveEmptied ? "1" : "0"));
        } catch (ChainStoreException | InterruptedException e) {
            // The lease may have been taken after all (the reply was lost or came too late): give it back now
            // rather than leave the chain idle for a whole TTL.
            release(owner);
            throw e;
        }
    }

    /**
     * How long a waiting store's entry lives after its latest try: long enough that a waiter slowed by a loaded machine
     * keeps its place, short enough that one that died holds the last holder back only briefly.
     */
    private Duration waitingEntry() {
        Duration threePolls = options.pollInterval().multipliedBy(3);
        return threePolls.compareTo(Duration.ofSeconds(1)) > 0 ? threePolls : Duration.ofSeconds(1);
    }

    /** Leaves the waiting set, not awaited (an entry left behind lapses by itself). */
    private void withdraw() {
        try {
            calls.send(LeaseScripts.WITHDRAW, new String[] {keys.waiting()}, storeId);
        } catch (RuntimeException e) {
            // The connection refused the command outright; the entry lapses by itself.
        }
    }

    /**
     * Records {@code sealed} under the lease of {@code owner}, sending again through an outage until {@code
     * outageDeadline} (the write is idempotent); false when the lease is no longer the owner's. A lease Redis lost with
     * nobody holding the chain since is taken back first ({@link LeaseScripts#WRITE_TOKEN}).
     *
     * @param sealed the next token as stored ({@link #seal}), or null to leave the chain without one
     * @param seen the token as stored when the turn last read or wrote it, or null when there was none
     */
    boolean writeToken(String owner, String sealed, String seen, long outageDeadline) throws InterruptedException {
        String[] keyNames = {keys.lease(), keys.token(), keys.lastHolder()};
        Long written = calls.callWithin(
                LeaseScripts.WRITE_TOKEN,
                "recording the chain's next token",
                true,
                outageDeadline,
                keyNames,
                owner,
                sealed == null ? "0" : "1",
                sealed == null ? "" : sealed,
                seen == null ? "0" : "1",
                seen == null ? "" : seen,
                Long.toString(options.leaseTtl().toMillis()),
                storeId);
        return written != null && written == 1L;
    }

    /**
     * Compare-and-delete, not awaited: the next acquisition on this connection runs after it in Redis. Never throws:
     * a lease that cannot be released ends by its TTL.
     */
    void release(String owner) {
        try {
            calls.send(LeaseScripts.RELEASE, new String[] {keys.lease()}, owner, keys.releases());
        } catch (RuntimeException e) {
            // The connection refused the command outright; the lease ends by its TTL.
        }
    }

    void turnEnded(RedisTurn turn) {
        if (current == turn) {
            current = null;
        }
        local.release();
        if (closed) {
            finish();
        }
    }

    /**
     * Refuses later acquisitions at once. A turn still held is left to its holder, which may be mid-request: its lease
     * stays renewed and is released when the holder ends the turn (a holder never does so ends it after {@code
     * maxHold}); only then does the store stop its release notices. Never blocks, never calls Redis.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (current == null) {
            finish();
        }
    }

    /** Whether the store is closed and no turn of it is held any more. */
    boolean finished() {
        return finished.get();
    }

    private void finish() {
        // A turn handed out while close() ran is still held: the holder's close finishes the store.
        if (current == null && finished.compareAndSet(false, true)) {
            onClose.run();
        }
    }

    ChainKeys keys() {
        return keys;
    }

    /** {@return the chain's index only}: even part of a plain digest of the API key would let a guess be tested */
    @Override
    public String toString() {
        return "RedisChainStore[chain " + chain.index() + "]";
    }

    private static <T> T required(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }
}
