package io.chatapi.redis;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The watchdog: renews each held lease every third of its TTL, so that a call longer than the TTL keeps its turn
 * while a holder that dies (even by {@code kill -9}) frees the chain one TTL later. A lease is renewed until its turn
 * ends, until it is found to be someone else's, or for at most {@code maxHold}. One daemon thread per factory and one
 * periodic task: a turn only joins and leaves a set, so a short turn costs the thread no wake-up. The task sends
 * commands and never waits for their replies.
 */
final class LeaseRenewer implements AutoCloseable {
    private final ScheduledThreadPoolExecutor scheduler;
    private final Set<Renewal> held = ConcurrentHashMap.newKeySet();

    LeaseRenewer(Duration ttl) {
        ThreadFactory daemon = task -> {
            Thread thread = new Thread(task, "chat-api-redis-lease-renewer");
            thread.setDaemon(true);
            return thread;
        };
        scheduler = new ScheduledThreadPoolExecutor(1, daemon);
        long period = Math.max(1, ttl.toMillis() / 3);
        scheduler.scheduleAtFixedRate(this::renewAll, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * Renews the lease {@code owner} holds until {@link Renewal#stop()}.
     *
     * @throws IllegalStateException when the renewer is closed
     */
    Renewal renew(LeaseCalls calls, ChainKeys keys, String owner, Duration ttl, Duration maxHold) {
        if (scheduler.isShutdown()) {
            throw new IllegalStateException("this chain store's factory is closed");
        }
        Renewal renewal = new Renewal(calls, keys.lease(), owner, ttl, System.nanoTime() + maxHold.toNanos());
        held.add(renewal);
        return renewal;
    }

    private void renewAll() {
        long now = System.nanoTime();
        for (Renewal renewal : held) {
            if (now - renewal.stopAt >= 0) {
                renewal.stop();
            } else {
                renewal.send();
            }
        }
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
        held.clear();
    }

    /** One held lease's renewal. */
    final class Renewal {
        private final LeaseCalls calls;
        private final String[] leaseKey;
        private final String owner;
        private final String ttlMillis;
        private final long stopAt;

        private Renewal(LeaseCalls calls, String leaseKey, String owner, Duration ttl, long stopAt) {
            this.calls = calls;
            this.leaseKey = new String[] {leaseKey};
            this.owner = owner;
            this.ttlMillis = Long.toString(ttl.toMillis());
            this.stopAt = stopAt;
        }

        private void send() {
            calls.<Long>send(LeaseScripts.RENEW, leaseKey, owner, ttlMillis).whenComplete((renewed, failure) -> {
                // Not ours any more: renewing again could never succeed. A failure (Redis unreachable) is
                // tried again next period; the lease ends by its TTL if Redis stays away.
                if (failure == null && renewed != null && renewed == 0L) {
                    stop();
                }
            });
        }

        /** Stops renewing (the turn ended): the lease is released, or ends by its TTL. */
        void stop() {
            held.remove(this);
        }
    }
}
