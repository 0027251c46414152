package io.chatapi.sdk.async;

import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The async units submitted and not started yet, oldest first, of every client in the JVM: what a unit's thread runs
 * while it waits, so that a wait never depends on an executor thread being free. A unit leaves when it starts,
 * whoever starts it, or when a helper finds it cancelled.
 */
final class PendingUnits {
    static final PendingUnits SHARED = new PendingUnits();

    private final ReentrantLock lock = new ReentrantLock();
    // Signalled when a unit is added and when an awaited future completes.
    private final Condition changed = lock.newCondition();
    private final LinkedHashSet<AsyncUnits.Unit<?>> units = new LinkedHashSet<>();

    void add(AsyncUnits.Unit<?> unit) {
        lock.lock();
        try {
            units.add(unit);
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    void remove(AsyncUnits.Unit<?> unit) {
        lock.lock();
        try {
            units.remove(unit);
        } finally {
            lock.unlock();
        }
    }

    /** Runs pending units until {@code awaited} completes; never interrupted (for {@code join}). */
    void helpUntilDone(CompletableFuture<?> awaited) {
        try {
            help(awaited, Long.MAX_VALUE, false);
        } catch (InterruptedException cannotHappen) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs pending units until {@code awaited} completes or {@code nanos} pass (for {@code get}). */
    void helpUntilDone(CompletableFuture<?> awaited, long nanos) throws InterruptedException {
        help(awaited, nanos, true);
    }

    private void help(CompletableFuture<?> awaited, long nanos, boolean interruptible) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        boolean watched = false;
        while (!awaited.isDone()) {
            AsyncUnits.Unit<?> next;
            lock.lock();
            try {
                next = takeOldest();
                if (next == null) {
                    if (!watched) {
                        // Completion wakes this waiter; registered once, only when it has to sleep.
                        watched = true;
                        awaited.whenComplete((value, failure) -> wakeAll());
                        continue;
                    }
                    if (awaited.isDone()) {
                        return;
                    }
                    long left = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : deadline - System.nanoTime();
                    if (left <= 0) {
                        return;
                    }
                    if (!interruptible) {
                        changed.awaitUninterruptibly();
                    } else if (left == Long.MAX_VALUE) {
                        changed.await();
                    } else {
                        changed.awaitNanos(left);
                    }
                    continue;
                }
            } finally {
                lock.unlock();
            }
            next.runUnlessTaken();
        }
    }

    private AsyncUnits.Unit<?> takeOldest() {
        Iterator<AsyncUnits.Unit<?>> oldest = units.iterator();
        if (!oldest.hasNext()) {
            return null;
        }
        AsyncUnits.Unit<?> unit = oldest.next();
        oldest.remove();
        return unit;
    }

    private void wakeAll() {
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
