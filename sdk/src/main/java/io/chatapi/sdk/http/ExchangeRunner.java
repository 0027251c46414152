package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.Response;

/**
 * Runs each exchange that must end by its deadline on a worker thread, so that its caller leaves on time while the
 * reply is still read: the reply carries the chain's next token, and a call that dropped it would make the next call
 * authenticate first. Against a server slower than half the call timeout that turned every call into an
 * authentication and a timeout; now a timed-out call's reply is awaited in the background for a grace of one more
 * call timeout, its token recorded within the chain's turn (which the worker holds until then), and the next call
 * waits for the turn instead of authenticating. A streamed exchange, which no deadline bounds past its headers, runs
 * on the caller's thread.
 *
 * <p>The caller borrows a chain, in the order callers asked; the worker takes its turn, authenticates, sends and gives
 * the chain back; the caller waits for the reply's headers until its deadline. When the deadline passes first the two settle, once ({@link Handoff}), whether the request went
 * out: if not, the worker sends nothing and the caller is told nothing was sent; if so, the call fails with {@code
 * mayHaveBeenProcessed()} true for a write, and the listener's {@code lateReply} says how the reply ended.
 */
final class ExchangeRunner implements AutoCloseable {
    private final TokenChains chains;
    private final ThreadPoolExecutor workers;

    ExchangeRunner(TokenChains chains) {
        this.chains = chains;
        AtomicInteger count = new AtomicInteger();
        // A cached pool: a worker per call in flight (at most the callers' number), idle ones gone after a minute.
        this.workers =
                new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
                    Thread t = new Thread(r, "chat-api-exchange-" + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /**
     * {@return the reply to {@code exchange}, its body unread beyond the prefetch}
     *
     * @throws CallTimeoutException when the deadline passed before the reply's headers came
     */
    Response exchange(Exchange asked) {
        if (asked.streamed()) {
            return chains.exchange(asked);
        }
        Exchange exchange = asked.heldForCaller();
        TokenChains.Lent lent;
        try {
            lent = chains.lend(exchange); // on this thread: callers get their chains in the order they asked
        } finally {
            exchange.events().deliverHeld();
        }
        CompletableFuture<Response> reply = new CompletableFuture<>();
        try {
            workers.execute(() -> {
                try {
                    reply.complete(chains.run(lent, exchange));
                } catch (Throwable e) {
                    reply.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException closing) {
            chains.release(lent);
            throw new IllegalStateException(exchange.operation() + ": the client is closed; nothing was sent");
        }
        // Waited for with a latch, not the future's get(): on a ForkJoinPool thread (the async client's default
        // executor) get() is a managed block, and the pool would start another thread and the next unit meanwhile,
        // out of the order the units were submitted in.
        CountDownLatch arrived = new CountDownLatch(1);
        reply.whenComplete((response, e) -> arrived.countDown());
        try {
            if (!arrived.await(Math.max(0, exchange.deadline().remainingNanos()), TimeUnit.NANOSECONDS)) {
                throw leave(exchange, reply, timedOut(exchange));
            }
            Response response = reply.join();
            bodyWithin(response, exchange.deadline());
            return response;
        } catch (CompletionException e) {
            throw rethrown(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw leave(exchange, reply, interrupted(exchange, e));
        } finally {
            exchange.events().deliverHeld(); // the worker's events so far, on the caller's thread
        }
    }

    // The caller leaves: a reply already here is closed, one still coming is read and closed by the worker's end.
    private RuntimeException leave(Exchange exchange, CompletableFuture<Response> reply, RuntimeException failure) {
        reply.whenComplete((response, e) -> {
            exchange.events().deliverHeld(); // what the worker told after its caller left, late, on its thread
            int status = response == null ? -1 : response.code();
            boolean tokenKept = response != null && TokenHeaders.from(response) != null;
            if (response != null) {
                response.close();
            }
            if (!exchange.handoff().abandoned()) {
                exchange.events().lateReply(status, tokenKept);
            }
        });
        return failure;
    }

    // The worker's call may run a grace past the deadline, for the token; the body beyond the prefetch is the caller's
    // to read, and only within its deadline. The deadline is the socket's for this body only: OkHttp clears it when
    // the body ends.
    private static void bodyWithin(Response response, Deadline deadline) {
        try {
            response.body().source().timeout().deadlineNanoTime(deadline.endNanos());
        } catch (RuntimeException noDeadline) {
            // A body without a socket (a cached or a test's body) has nothing to bound.
        }
    }

    private static CallTimeoutException timedOut(Exchange exchange) {
        int reached = exchange.handoff().abandon();
        if (reached == Handoff.WAITING) {
            return TokenChains.timedOut(exchange.operation(), exchange.deadline());
        }
        boolean nothingSent = reached < Handoff.SENT;
        long timeout = exchange.deadline().totalMillis();
        String what = reached == Handoff.AUTHENTICATING
                ? "authentication request failed: the call timeout of " + timeout + " ms ran out while"
                        + " authenticating; nothing else was sent, and the session's token is still awaited in the"
                        + " background for the next call"
                : nothingSent
                        ? "the call timeout of " + timeout + " ms ran out before the request was sent; nothing was sent"
                        : (reached == Handoff.REPLIED
                                        ? "reading the reply failed: the call timeout of " + timeout
                                                + " ms ran out with its" + " body still coming"
                                        : "the call timeout of " + timeout + " ms ran out waiting for the reply")
                                + "; the reply is still read in the background to keep the token chain"
                                + (exchange.write() ? " (the request may have been processed)" : "");
        return new CallTimeoutException(exchange.operation(), what, !nothingSent && exchange.write(), null);
    }

    private static TransportException interrupted(Exchange exchange, InterruptedException e) {
        int reached = exchange.handoff().abandon();
        if (reached == Handoff.WAITING) {
            return new TransportException(
                    exchange.operation(), "interrupted while waiting for the token chain", false, e);
        }
        return new TransportException(
                exchange.operation(),
                "interrupted while waiting for the reply",
                reached >= Handoff.SENT && exchange.write(),
                e);
    }

    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException e) {
            return e;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(cause);
    }

    /** Lets the workers finish the replies they are reading (each within its grace); takes no new exchange. */
    @Override
    public void close() {
        workers.shutdown();
    }
}
