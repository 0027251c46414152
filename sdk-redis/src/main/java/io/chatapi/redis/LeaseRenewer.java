package io.chatapi.redis;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The watchdog: renews each held lease every {@code renewEvery}, so that a call longer than the TTL keeps its turn
 * while a holder that dies (even by {@code kill -9}) frees the chain one TTL after its last renewal. A lease is renewed
 * until its turn ends, until it is found to be someone else's, or for at most {@code maxHold}; a renewal that finds
 * every key of the chain gone (Redis restarted without persistence) takes the lease back for its holder. One daemon
 * thread per factory and one periodic task: a turn only joins and leaves a set, so a short turn costs the thread no
 * wake-up. The task sends commands and never waits for their replies.
 *
 * <p>Nothing one renewal does stops the task: a periodic task that throws is never run again, and every lease of the
 * factory would then end under its holder. A renewal that fails (thrown at once, or answered with a failure while
 * Redis is away) is logged once per run of failures and tried again shortly, for up to {@code outageWait}, and at the
 * next period anyway.
 */
final class LeaseRenewer implements AutoCloseable {
    private static final String THREAD_NAME = "chat-api-redis-lease-renewer";
    private static final System.Logger LOG = System.getLogger("io.chatapi.redis");
    // A reconnect takes milliseconds: a failed renewal is tried again this soon, not a period later.
    private static final long RETRY_MILLIS = 100;

    private final ScheduledThreadPoolExecutor scheduler;
    private final Set<Renewal> held = ConcurrentHashMap.newKeySet();
    private final long retryMillis;
    private final long outageWaitNanos;
    // Set by the first failure of a run of them, cleared by a success: one log line per outage, not per renewal.
    private final AtomicBoolean failing = new AtomicBoolean();

    LeaseRenewer(Duration renewEvery, Duration outageWait) {
        ThreadFactory daemon = task -> {
            Thread thread = new Thread(task, THREAD_NAME);
            thread.setDaemon(true);
            return thread;
        };
        scheduler = new ScheduledThreadPoolExecutor(1, daemon);
        scheduler.setRemoveOnCancelPolicy(true);
        long period = Math.max(1, renewEvery.toMillis());
        this.retryMillis = Math.max(1, Math.min(RETRY_MILLIS, period / 2));
        this.outageWaitNanos = outageWait.toNanos();
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
        Renewal renewal = new Renewal(calls, keys, owner, ttl, System.nanoTime() + maxHold.toNanos());
        held.add(renewal);
        return renewal;
    }

    /** The periodic task: must never throw, or the scheduler would never run it again. */
    void renewAll() {
        long now = System.nanoTime();
        for (Renewal renewal : held) {
            try {
                if (now - renewal.stopAt >= 0) {
                    renewal.stop();
                } else {
                    renewal.send(false);
                }
            } catch (Throwable unexpected) {
                // Not even a failed send lands here (send handles its own); whatever it is, the other leases and
                // the next period must not pay for it.
                failed(unexpected);
            }
        }
    }

    boolean isRenewing(Renewal renewal) {
        return held.contains(renewal);
    }

    // A MessageFormat pattern: no apostrophe (it quotes), the exception's class name as {0}.
    private void failed(Throwable failure) {
        if (failing.compareAndSet(false, true)) {
            LOG.log(
                    Level.WARNING,
                    "chat-api-redis: renewing the lease of a chain failed ({0}); tried again until Redis answers, a"
                            + " held lease ends if no renewal gets through within its TTL",
                    LeaseCalls.unwrap(failure).getClass().getSimpleName());
        }
    }

    private void succeeded() {
        if (failing.compareAndSet(true, false)) {
            LOG.log(Level.INFO, "chat-api-redis: renewing chain leases works again");
        }
    }

    /**
     * Runs {@code task} once after {@code delay} on the renewal thread.
     *
     * @throws IllegalStateException when the renewer is closed
     */
    void schedule(Runnable task, Duration delay) {
        try {
            scheduler.schedule(task, delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            throw new IllegalStateException("this chain store's factory is closed", closed);
        }
    }

    /** Stops the thread; waits briefly for it to end (its task never blocks), unless called on it. */
    @Override
    public void close() {
        scheduler.shutdownNow();
        held.clear();
        if (!Thread.currentThread().getName().equals(THREAD_NAME)) {
            try {
                scheduler.awaitTermination(50, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** One held lease's renewal. */
    final class Renewal {
        private final LeaseCalls calls;
        private final String[] keyNames;
        private final String owner;
        private final String storeId;
        private final String ttlMillis;
        private final long stopAt;
        // Since when renewals of this lease fail (0: they do not); only the scheduler's thread and Lettuce's
        // completion of this lease's replies touch it.
        private volatile long failingSince;
        private final AtomicBoolean retryPending = new AtomicBoolean();

        private Renewal(LeaseCalls calls, ChainKeys keys, String owner, Duration ttl, long stopAt) {
            this.calls = calls;
            this.keyNames = new String[] {keys.lease(), keys.token(), keys.lastHolder()};
            this.owner = owner;
            // An owner value is the store's id, a colon and the turn's number.
            int turnNumber = owner.lastIndexOf(':');
            this.storeId = turnNumber < 0 ? owner : owner.substring(0, turnNumber);
            this.ttlMillis = Long.toString(ttl.toMillis());
            this.stopAt = stopAt;
        }

        private void send(boolean retry) {
            if (retry) {
                retryPending.set(false);
                if (!held.contains(this)) {
                    return;
                }
            }
            try {
                calls.<Long>send(LeaseScripts.RENEW, keyNames, owner, ttlMillis, storeId)
                        .whenComplete((renewed, failure) -> {
                            if (failure != null) {
                                renewalFailed(failure);
                                return;
                            }
                            failingSince = 0;
                            succeeded();
                            // Not ours any more: renewing again could never succeed.
                            if (renewed != null && renewed == 0L) {
                                stop();
                            }
                        });
            } catch (RuntimeException refused) {
                // Refused before it was sent (the client rejects commands while disconnected).
                renewalFailed(refused);
            }
        }

        private void renewalFailed(Throwable failure) {
            failed(failure);
            long now = System.nanoTime();
            if (failingSince == 0) {
                failingSince = now;
            }
            if (now - failingSince < outageWaitNanos
                    && held.contains(this)
                    && retryPending.compareAndSet(false, true)) {
                try {
                    scheduler.schedule(() -> send(true), retryMillis, TimeUnit.MILLISECONDS);
                } catch (RejectedExecutionException closed) {
                    retryPending.set(false);
                }
            }
        }

        /** Stops renewing (the turn ended): the lease is released, or ends by its TTL. */
        void stop() {
            held.remove(this);
        }
    }
}
