package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.StringCodec;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Opens the {@link RedisChainStore} of each chain; all of them share this factory's connections and its lease
 * renewal thread. Safe for use by many threads and clients. Close it after the clients that use it: it closes their
 * stores (releasing turns still held) and the connections it opened, never a client or connection you passed in.
 */
public final class RedisChainStoreFactory implements ChainStore.Factory, AutoCloseable {
    // How long close() lets Redis run the releases already sent before the connection closes.
    private static final long FLUSH_WAIT_MILLIS = 50;

    private final RedisClient client;
    private final RedisChainStoreOptions options;
    private final LeaseRenewer renewer;
    private final Set<RedisChainStore> stores = ConcurrentHashMap.newKeySet();
    // Guarded by this.
    private StatefulRedisConnection<String, String> commands;
    private StatefulRedisPubSubConnection<String, String> notices;
    private LeaseCalls calls;
    private ReleaseNotices releaseNotices;
    private boolean finished;
    private volatile boolean closed;
    private final AtomicBoolean closing = new AtomicBoolean();
    // Held while the connections are opened, which blocks up to the connect timeout; never taken by close().
    private final ReentrantLock connecting = new ReentrantLock();

    private RedisChainStoreFactory(
            RedisClient client, StatefulRedisConnection<String, String> given, RedisChainStoreOptions options) {
        this.client = client;
        this.options = options;
        this.renewer = new LeaseRenewer(options.renewEvery(), options.outageWait());
        if (given != null) {
            this.calls = new LeaseCalls(given.async(), options.commandTimeout());
        }
    }

    static RedisChainStoreFactory onClient(RedisClient client, RedisChainStoreOptions options) {
        return new RedisChainStoreFactory(client, null, options);
    }

    static RedisChainStoreFactory onConnection(
            StatefulRedisConnection<String, String> connection, RedisChainStoreOptions options) {
        return new RedisChainStoreFactory(null, connection, options);
    }

    /**
     * {@return the store of {@code chain}, subscribed to its release notices} Opens this factory's connections the
     * first time.
     *
     * @param chain which chain of which key, made by {@link ChainId#of} (the store derives its names and the token's
     *     seal from its {@link ChainId#secret()}; the first open for an API key in this process takes a deliberately
     *     slow derivation, 0.1–0.4 s)
     * @throws IllegalArgumentException when {@code chain} is null or carries no key material
     * @throws IllegalStateException when this factory is closed
     * @throws ChainStoreException when Redis cannot be reached
     */
    @Override
    public RedisChainStore open(ChainId chain) {
        if (chain == null) {
            throw new IllegalArgumentException("chain must not be null");
        }
        requireOpen();
        // Slow once per API key and process (ChainNames): before any connection is opened.
        ChainKeys keys = ChainKeys.of(options.keyPrefix(), options.keySaltBytes(), chain);
        ChainKeys legacyKeys = ChainKeys.legacy(options.keyPrefix(), options.keySaltBytes(), chain);
        ReleaseSignal signal = new ReleaseSignal();
        connect();
        LeaseCalls leaseCalls;
        ReleaseNotices subscriptions;
        synchronized (this) {
            leaseCalls = calls;
            subscriptions = releaseNotices;
        }
        if (subscriptions != null) {
            try {
                subscriptions.add(keys.releases(), signal);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ChainStoreException(
                        "chain store: interrupted while subscribing to release notices", false, e);
            }
        }
        RedisChainStore[] opened = new RedisChainStore[1];
        opened[0] = new RedisChainStore(chain, keys, legacyKeys, leaseCalls, signal, renewer, options, () -> {
            stores.remove(opened[0]);
            if (subscriptions != null) {
                subscriptions.remove(keys.releases(), signal);
            }
            finishIfIdle();
        });
        stores.add(opened[0]);
        if (closed) {
            // Closed while this store was being opened: close() may not have seen it.
            opened[0].close();
            requireOpen();
        }
        return opened[0];
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("this chain store factory is closed");
        }
    }

    /**
     * Opens the connections the first time. Connecting blocks up to the client's connect timeout, under {@code
     * connecting} only: close() never waits for it.
     */
    private void connect() {
        connecting.lock();
        try {
            synchronized (this) {
                if (calls != null) {
                    return;
                }
            }
            requireOpen();
            StatefulRedisConnection<String, String> commandConnection = null;
            StatefulRedisPubSubConnection<String, String> noticeConnection = null;
            try {
                commandConnection = client.connect(StringCodec.UTF8);
                noticeConnection = client.connectPubSub(StringCodec.UTF8);
            } catch (RuntimeException e) {
                closeQuietly(noticeConnection, commandConnection);
                throw new ChainStoreException(
                        "chain store: could not connect to Redis ("
                                + e.getClass().getSimpleName() + "; nothing falls back to a local chain)",
                        false,
                        e);
            }
            synchronized (this) {
                if (!finished) {
                    commands = commandConnection;
                    notices = noticeConnection;
                    calls = new LeaseCalls(commands.async(), options.commandTimeout());
                    releaseNotices = new ReleaseNotices(notices, options.commandTimeout());
                    return;
                }
            }
            closeQuietly(noticeConnection, commandConnection);
            requireOpen();
        } finally {
            connecting.unlock();
        }
    }

    /**
     * Closes every store opened here, then the renewal thread and the connections it opened. Never waits for a
     * connection being opened, nor for an unreachable Redis (it waits at most 50 ms for Redis to run the releases
     * already sent). A turn still held, whose holder may be mid-request, is not released from under it: its lease stays
     * renewed, and the thread and connections are closed when the last such turn ends, at the latest {@code maxHold}
     * after this call.
     */
    @Override
    public void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        closed = true;
        stores.forEach(RedisChainStore::close);
        finishIfIdle();
        try {
            renewer.schedule(this::finish, options.maxHold());
        } catch (IllegalStateException alreadyFinished) {
            // The renewer is closed: finish() ran.
        }
    }

    /** Finishes closing once closed and no store of this factory holds a turn. */
    private void finishIfIdle() {
        if (closed && stores.isEmpty()) {
            finish();
        }
    }

    private void finish() {
        StatefulRedisConnection<String, String> sent;
        synchronized (this) {
            if (finished) {
                return;
            }
            finished = true;
            sent = commands;
        }
        renewer.close();
        awaitSentCommands(sent);
        StatefulRedisPubSubConnection<String, String> noticeConnection;
        StatefulRedisConnection<String, String> commandConnection;
        synchronized (this) {
            noticeConnection = notices;
            commandConnection = commands;
            notices = null;
            commands = null;
        }
        closeQuietly(noticeConnection, commandConnection);
    }

    private static void closeQuietly(
            StatefulRedisPubSubConnection<String, String> noticeConnection,
            StatefulRedisConnection<String, String> commandConnection) {
        // Closing a connection only closes its socket: quick even when Redis is frozen or gone.
        if (noticeConnection != null) {
            noticeConnection.close();
        }
        if (commandConnection != null) {
            commandConnection.close();
        }
    }

    /**
     * Releases are not awaited; a PING answered means Redis ran every command sent before it on this connection. Not
     * awaited at all while disconnected, and briefly otherwise: closing never waits for an unreachable Redis, whose
     * leases end by their TTL. Called without the factory's lock.
     */
    private static void awaitSentCommands(StatefulRedisConnection<String, String> connection) {
        if (connection == null || !connection.isOpen()) {
            return;
        }
        try {
            connection.async().ping().get(FLUSH_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            // Redis is away or slow: the leases end by their TTL.
        }
    }

    @Override
    public String toString() {
        return "RedisChainStoreFactory[" + options + "]";
    }
}
