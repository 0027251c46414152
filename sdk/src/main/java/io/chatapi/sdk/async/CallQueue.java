package io.chatapi.sdk.async;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * Runs submitted calls one at a time, in submission order (not the order threads reach the token
 * chain), on at most one executor thread per client. A call cancelled before its turn is never sent;
 * one under way runs to its end, so the chain never loses a token to a cancellation.
 */
final class CallQueue {
    private record Queued<T>(Supplier<T> call, CompletableFuture<T> future) {
        void run() {
            if (future.isDone()) {
                return; // cancelled while waiting: nothing was sent
            }
            try {
                future.complete(call.get());
            } catch (Throwable failure) {
                future.completeExceptionally(failure);
            }
        }
    }

    private final Executor executor;
    private final ArrayDeque<Queued<?>> pending = new ArrayDeque<>();
    private boolean draining;

    CallQueue(Executor executor) {
        this.executor = executor;
    }

    <T> CompletableFuture<T> submit(Supplier<T> call) {
        Queued<T> queued = new Queued<>(call, new CompletableFuture<>());
        boolean start;
        synchronized (pending) {
            pending.add(queued);
            start = !draining;
            draining = true;
        }
        if (start) {
            try {
                executor.execute(this::drain);
            } catch (RejectedExecutionException closed) {
                failPending(closed);
            }
        }
        return queued.future();
    }

    private void drain() {
        while (true) {
            Queued<?> next;
            synchronized (pending) {
                next = pending.poll();
                if (next == null) {
                    draining = false;
                    return;
                }
            }
            next.run();
        }
    }

    private void failPending(RejectedExecutionException cause) {
        List<Queued<?>> dropped;
        synchronized (pending) {
            dropped = new ArrayList<>(pending);
            pending.clear();
            draining = false;
        }
        for (Queued<?> q : dropped) {
            q.future()
                    .completeExceptionally(new IllegalStateException(
                            "the async executor refused the call (is the client closed?); nothing was sent", cause));
        }
    }
}
