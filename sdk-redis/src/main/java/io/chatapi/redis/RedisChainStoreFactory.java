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

/**
 * Opens the {@link RedisChainStore} of each chain; all of them share this factory's connections and its lease
 * renewal thread. Safe for use by many threads and clients. Close it after the clients that use it: it closes their
 * stores (releasing turns still held) and the connections it opened, never a client or connection you passed in.
 */
public final class RedisChainStoreFactory implements ChainStore.Factory, AutoCloseable {
    private final RedisClient client;
    private final RedisChainStoreOptions options;
    private final LeaseRenewer renewer;
    private final Set<RedisChainStore> stores = ConcurrentHashMap.newKeySet();
    // Guarded by this.
    private StatefulRedisConnection<String, String> commands;
    private StatefulRedisPubSubConnection<String, String> notices;
    private LeaseCalls calls;
    private ReleaseNotices releaseNotices;
    private boolean closed;

    private RedisChainStoreFactory(
            RedisClient client, StatefulRedisConnection<String, String> given, RedisChainStoreOptions options) {
        this.client = client;
        this.options = options;
        this.renewer = new LeaseRenewer(options.leaseTtl());
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
     * @param chain which chain of which key
     * @throws IllegalArgumentException when {@code chain} is null
     * @throws IllegalStateException when this factory is closed
     * @throws ChainStoreException when Redis cannot be reached
     */
    @Override
    public RedisChainStore open(ChainId chain) {
        if (chain == null) {
            throw new IllegalArgumentException("chain must not be null");
        }
        ChainKeys keys = ChainKeys.of(options.keyPrefix(), options.keySaltBytes(), chain);
        ReleaseSignal signal = new ReleaseSignal();
        LeaseCalls leaseCalls;
        ReleaseNotices subscriptions;
        synchronized (this) {
            if (closed) {
                throw new IllegalStateException("this chain store factory is closed");
            }
            connect();
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
        opened[0] = new RedisChainStore(chain, keys, leaseCalls, signal, renewer, options, () -> {
            stores.remove(opened[0]);
            if (subscriptions != null) {
                subscriptions.remove(keys.releases(), signal);
            }
        });
        stores.add(opened[0]);
        return opened[0];
    }

    private void connect() {
        if (calls != null) {
            return;
        }
        try {
            commands = client.connect(StringCodec.UTF8);
            notices = client.connectPubSub(StringCodec.UTF8);
        } catch (RuntimeException e) {
            closeConnections();
            throw new ChainStoreException(
                    "chain store: could not connect to Redis (" + e.getClass().getSimpleName()
                            + "; nothing falls back to a local chain)",
                    false,
                    e);
        }
        calls = new LeaseCalls(commands.async(), options.commandTimeout());
        releaseNotices = new ReleaseNotices(notices, options.commandTimeout());
    }

    /** Closes every store opened here (releasing turns still held), the renewal thread and the connections it opened. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        stores.forEach(RedisChainStore::close);
        renewer.close();
        synchronized (this) {
            awaitSentCommands();
            closeConnections();
        }
    }

    /** Releases are not awaited; a PING answered means Redis ran every command sent before it on this connection. */
    private void awaitSentCommands() {
        if (commands == null) {
            return;
        }
        try {
            commands.async().ping().get(options.commandTimeout().toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // Redis is away: the leases end by their TTL.
        }
    }

    private void closeConnections() {
        if (notices != null) {
            notices.close();
            notices = null;
        }
        if (commands != null) {
            commands.close();
            commands = null;
        }
    }

    @Override
    public String toString() {
        return "RedisChainStoreFactory[" + options + "]";
    }
}
