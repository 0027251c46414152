package io.chatapi.sdk.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Runs each async unit as a task of its own on the executor, so that independent units run in parallel
 * (as far as the client's token chains let them). A unit cancelled before it starts never runs; one under
 * way runs to its end, so a chain never loses a token to a cancellation.
 *
 * <p>A thread running a unit that waits ({@code join}, {@code get}) on another unit's future, or on a
 * future derived from it ({@code thenApply}, {@code thenCompose}, ...), runs that unit itself when it has
 * not started yet: with every executor thread waiting so, nothing would ever run it. No unit holds a
 * token chain's turn while its own code runs, so running another in the meantime is safe.
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
        try {
            executor.execute(unit::runUnlessTaken);
        } catch (RejectedExecutionException closed) {
            unit.future.completeExceptionally(new IllegalStateException(
                    "the async executor refused the call (is the client closed?); nothing was sent", closed));
        }
        return unit.future;
    }

    private static final class Unit<T> {
        private final AtomicBoolean taken = new AtomicBoolean();
        private final Supplier<T> work;
        private final UnitFuture<T> future;

        Unit(Supplier<T> work) {
            this.work = work;
            this.future = new UnitFuture<>(this::runUnlessTaken);
        }

        /** Runs the unit unless it was cancelled, or started by the executor or a waiting thread already. */
        void runUnlessTaken() {
            if (future.isDone() || !taken.compareAndSet(false, true)) {
                return;
            }
            int[] running = RUNNING.get();
            running[0]++;
            try {
                future.complete(work.get());
            } catch (Throwable failure) {
                future.completeExceptionally(failure);
            } finally {
                running[0]--;
            }
        }
    }

    /**
     * A unit's future, and every future derived from it: waiting on one from inside a unit first runs
     * the unit if nobody has started it.
     */
    private static final class UnitFuture<T> extends CompletableFuture<T> {
        private final Runnable unit;

        UnitFuture(Runnable unit) {
            this.unit = unit;
        }

        private void help() {
            if (!isDone() && RUNNING.get()[0] > 0) {
                unit.run();
            }
        }

        @Override
        public T join() {
            help();
            return super.join();
        }

        @Override
        public T get() throws InterruptedException, ExecutionException {
            help();
            return super.get();
        }

        @Override
        public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
            help();
            return super.get(timeout, unit);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new UnitFuture<>(unit);
        }
    }
}
