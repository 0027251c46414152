package io.chatapi.redis;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The watchdog: renews each held lease every third of its TTL, so that a call longer than the TTL keeps its turn
 * while a holder that dies (even by {@code kill -9}) frees the chain one TTL later. Renewal stops when the lease is
 * found to be someone else's, when the turn ends, or after {@code maxHold}. One daemon thread per factory; it only
 * sends commands and never waits for their replies.
 */
final class LeaseRenewer implements AutoCloseable {
    private final ScheduledThreadPoolExecutor scheduler;

    LeaseRenewer() {
        ThreadFactory daemon = task -> {
            Thread thread = new Thread(task, "chat-api-redis-lease-renewer");
            thread.setDaemon(true);
            return thread;
        };
        scheduler = new ScheduledThreadPoolExecutor(1, daemon);
        scheduler.setRemoveOnCancelPolicy(true);
    }

    /** Starts renewing the lease {@code owner} holds; cancel the returned future when the turn ends. */
    ScheduledFuture<?> renew(LeaseCalls calls, ChainKeys keys, String owner, Duration ttl, Duration maxHold) {
        long period = Math.max(1, ttl.toMillis() / 3);
        Renewal renewal = new Renewal(calls, keys.lease(), owner, ttl, System.nanoTime() + maxHold.toNanos());
        renewal.schedule = scheduler.scheduleAtFixedRate(renewal, period, period, TimeUnit.MILLISECONDS);
        return renewal.schedule;
    }

    private static final class Renewal implements Runnable {
        private final LeaseCalls calls;
        private final String[] leaseKey;
        private final String owner;
        private final String ttlMillis;
        private final long stopAt;
        private volatile ScheduledFuture<?> schedule;

        Renewal(LeaseCalls calls, String leaseKey, String owner, Duration ttl, long stopAt) {
            this.calls = calls;
            this.leaseKey = new String[] {leaseKey};
            this.owner = owner;
            this.ttlMillis = Long.toString(ttl.toMillis());
            this.stopAt = stopAt;
        }

        @Override
        public void run() {
            if (System.nanoTime() - stopAt >= 0) {
                stop();
                return;
            }
            calls.<Long>send(LeaseScripts.RENEW, leaseKey, owner, ttlMillis).whenComplete((renewed, failure) -> {
                // Not ours any more: renewing again could never succeed. A failure (Redis unreachable) is
                // tried again next period; the lease ends by its TTL if Redis stays away.
                if (failure == null && renewed != null && renewed == 0L) {
                    stop();
                }
            });
        }

        private void stop() {
            ScheduledFuture<?> own = schedule;
            if (own != null) {
                own.cancel(false);
            }
        }
    }

    @Override
    public void close() {
        scheduler.shutdownNow();
    }
}
