package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
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

    ReleaseNotices(StatefulRedisPubSubConnection<String, String> connection, Duration timeout) {
        this.connection = connection;
        this.timeout = timeout;
        connection.addListener(this);
    }

    /** Subscribes {@code signal} to {@code channel}; returns once Redis confirmed the subscription. */
    synchronized void add(String channel, ReleaseSignal signal) throws InterruptedException {
        Set<ReleaseSignal> signals = byChannel.computeIfAbsent(channel, c -> ConcurrentHashMap.newKeySet());
        boolean first = signals.isEmpty();
        signals.add(signal);
        if (!first) {
            return;
        }
        try {
            connection.async().subscribe(channel).get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException | ExecutionException e) {
            remove(channel, signal);
            throw new ChainStoreException(
                    "chain store: could not subscribe to the chain's release notices in Redis within " + timeout
                            + " (is it reachable? nothing falls back to a local chain)",
                    false,
                    LeaseCalls.unwrap(e));
        }
    }

    /** Stops telling {@code signal}; unsubscribes (without waiting) when it was the channel's last. */
    synchronized void remove(String channel, ReleaseSignal signal) {
        Set<ReleaseSignal> signals = byChannel.get(channel);
        if (signals == null || !signals.remove(signal) || !signals.isEmpty()) {
            return;
        }
        byChannel.remove(channel);
        connection.async().unsubscribe(channel);
    }

    @Override
    public void message(String channel, String message) {
        Set<ReleaseSignal> signals = byChannel.get(channel);
        if (signals != null) {
            signals.forEach(ReleaseSignal::notice);
        }
    }
}
