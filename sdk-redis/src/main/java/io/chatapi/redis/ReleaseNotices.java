package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Wakes the waiters of a chain when its lease is released: one pub/sub connection per factory, one channel per chain
 * with an open store. Lettuce subscribes again after a reconnect; a notice lost meanwhile costs a waiter at most one
 * poll interval.
 */
final class ReleaseNotices extends RedisPubSubAdapter<String, String> {
    private final StatefulRedisPubSubConnection<String, String> connection;
    private final Duration timeout;
    private final Map<String, Set<ReleaseSignal>> byChannel = new ConcurrentHashMap<>();
    // Guarded by this: each channel's subscription, confirmed or under way.
    private final Map<String, CompletableFuture<?>> subscriptions = new HashMap<>();

    ReleaseNotices(StatefulRedisPubSubConnection<String, String> connection, Duration timeout) {
        this.connection = connection;
        this.timeout = timeout;
        connection.addListener(this);
    }

    /**
     * Subscribes {@code signal} to {@code channel}; returns once Redis confirmed the channel's subscription. The wait is
     * outside this object's lock, so a store closing meanwhile never waits for Redis.
     */
    void add(String channel, ReleaseSignal signal) throws InterruptedException {
        CompletableFuture<?> subscribed;
        synchronized (this) {
            Set<ReleaseSignal> signals = byChannel.computeIfAbsent(channel, c -> ConcurrentHashMap.newKeySet());
            signals.add(signal);
            subscribed = subscriptions.get(channel);
            if (subscribed == null) {
                subscribed = subscribe(channel);
                subscriptions.put(channel, subscribed);
            }
        }
        try {
            subscribed.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException | ExecutionException e) {
            synchronized (this) {
                // The next store of this channel subscribes anew.
                subscriptions.remove(channel, subscribed);
            }
            remove(channel, signal);
            throw new ChainStoreException(
                    "chain store: could not subscribe to the chain's release notices in Redis within " + timeout
                            + " (is it reachable? nothing falls back to a local chain)",
                    false,
                    LeaseCalls.unwrap(e));
        }
    }

    private CompletableFuture<?> subscribe(String channel) {
        try {
            return connection.async().subscribe(channel).toCompletableFuture();
        } catch (RuntimeException refused) {
            return CompletableFuture.failedFuture(refused);
        }
    }

    /** Stops telling {@code signal}; unsubscribes (without waiting) when it was the channel's last. */
    synchronized void remove(String channel, ReleaseSignal signal) {
        Set<ReleaseSignal> signals = byChannel.get(channel);
        if (signals == null || !signals.remove(signal) || !signals.isEmpty()) {
            return;
        }
        byChannel.remove(channel);
        subscriptions.remove(channel);
        try {
            connection.async().unsubscribe(channel);
        } catch (RuntimeException refused) {
            // Disconnected: the subscription went with the connection.
        }
    }

    @Override
    public void message(String channel, String message) {
        Set<ReleaseSignal> signals = byChannel.get(channel);
        if (signals != null) {
            signals.forEach(ReleaseSignal::notice);
        }
    }
}
