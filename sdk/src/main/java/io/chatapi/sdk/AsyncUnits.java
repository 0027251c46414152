package io.chatapi.sdk;

import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs each async unit as a task of its own on the executor, so that independent units run in parallel (as far as
 * the client's token chains let them). A unit cancelled before it starts never runs; one under way runs to its end,
 * so a chain never loses a token to a cancellation.
 *
 * <p>Two rules keep every wait inside a unit from needing another executor thread, which a one-thread executor whose
 * thread is waiting would never have:
 *
 * <ul>
 *   <li>A unit started on a thread that is running a unit (its code, or code run when its future completes) runs at
 *       once on that thread, before {@code submit} returns: that thread is already off the caller's, and a future
 *       that is complete when made can be joined in any form, {@code CompletableFuture.allOf} and {@code anyOf}
 *       included, whose plain futures the SDK never sees.
 *   <li>A unit's thread that waits ({@code join}, {@code get}) on a unit's future or one derived from it ({@code
 *       thenApply}, {@code thenCompose}, ...) first runs, if nobody has started them, the unit it derives from and
 *       the units its {@code thenCompose} functions returned. Only those: a waiting thread that ran any unit could
 *       run one that waits for the very unit below it on its stack.
 * </ul>
 *
 * No unit holds a token chain's turn while its own code runs, so running another in the meantime is safe.
 */
final class AsyncUnits {
    /** How many units the current thread is running, one inside the other when it helps. */
    private static final ThreadLocal<int[]> RUNNING = ThreadLocal.withInitial(() -> new int[1]);

    private final Executor executor;

    AsyncUnits(Executor executor) {
        this.executor = executor;
    }

    <T> CompletableFuture<T> submit(Supplier<T> work) {
        Unit<T> unit = new Unit<>(work);
        if (insideUnit()) {
            unit.runUnlessTaken();
            return unit.future;
        }
        try {
            executor.execute(unit::runUnlessTaken);
        } catch (RejectedExecutionException closed) {
            unit.future.completeExceptionally(new IllegalStateException(
                    "the async executor refused the call (is the client closed?); nothing was sent", closed));
        }
        return unit.future;
    }

    private static boolean insideUnit() {
        return RUNNING.get()[0] > 0;
    }

    private static final class Unit<T> {
        private final AtomicBoolean taken = new AtomicBoolean();
        private final Supplier<T> work;
        private final UnitFuture<T> future;

        Unit(Supplier<T> work) {
            this.work = work;
            this.future = new UnitFuture<>(this, new ConcurrentLinkedQueue<>());
        }

        /** Runs the unit unless it was cancelled, or started by the executor or a waiting thread already. */
        void runUnlessTaken() {
            if (future.isDone() || !taken.compareAndSet(false, true)) {
                return;
            }
            int[] running = RUNNING.get();
            running[0]++;
            try {
                // Completed while still counted as running: what runs on completion on this thread (a thenApply,
                // a thenCompose's function) is inside a unit too, and waits as safely.
                future.complete(work.get());
            } catch (Throwable failure) {
                future.completeExceptionally(failure);
            } finally {
                running[0]--;
            }
        }
    }

    /**
     * A unit's future, and every future derived from it: waiting on one from inside a unit first runs the units it
     * waits for, if nobody has started them.
     */
    private static final class UnitFuture<T> extends CompletableFuture<T> {
        // Deeper compositions wait like any other future: a bound, so that futures composed into each other's
        // lists cannot send help round in circles.
        private static final int MAX_DEPTH = 32;

        private final Unit<?> unit;
        // The futures that thenCompose functions returned on the way from the unit, shared by every future
        // derived from it: a derived future may wait for any of them.
        private final Queue<UnitFuture<?>> composed;

        UnitFuture(Unit<?> unit, Queue<UnitFuture<?>> composed) {
            this.unit = unit;
            this.composed = composed;
        }

        private void help(int depth) {
            if (isDone() || depth > MAX_DEPTH) {
                return;
            }
            unit.runUnlessTaken();
            for (UnitFuture<?> next : composed) {
                if (isDone()) {
                    return;
                }
                next.help(depth + 1);
            }
        }

        private void helpInsideUnit() {
            if (!isDone() && insideUnit()) {
                help(0);
            }
        }

        @Override
        public T join() {
            helpInsideUnit();
            return super.join();
        }

        @Override
        public T get() throws InterruptedException, ExecutionException {
            helpInsideUnit();
            return super.get();
        }

        @Override
        public T get(long timeout, TimeUnit timeUnit)
                throws InterruptedException, ExecutionException, TimeoutException {
            helpInsideUnit();
            return super.get(timeout, timeUnit);
        }

        @Override
        public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
            Objects.requireNonNull(fn, "fn");
            return super.thenCompose(value -> {
                CompletionStage<U> next = fn.apply(value);
                if (next instanceof UnitFuture<?> unitFuture && unitFuture != this) {
                    composed.add(unitFuture);
                }
                return next;
            });
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new UnitFuture<>(unit, composed);
        }
    }
}
