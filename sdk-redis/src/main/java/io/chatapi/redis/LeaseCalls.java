package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStoreException;
import io.lettuce.core.RedisBusyException;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.RedisLoadingException;
import io.lettuce.core.RedisReadOnlyException;
import io.lettuce.core.api.async.RedisAsyncCommands;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the lease scripts on one connection, each bounded by the command timeout whatever the client's own timeouts
 * are. Commands of one connection run in Redis in the order they were sent, which lets a release go unawaited: the
 * next acquisition sent after it on the same connection runs after it.
 */
final class LeaseCalls {
    // Between tries while Redis is away: a reconnect takes milliseconds, a restart a few hundred.
    private static final long FIRST_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final long MAX_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(250);

    private final RedisAsyncCommands<String, String> redis;
    private final long timeoutNanos;
    private final Duration timeout;

    LeaseCalls(RedisAsyncCommands<String, String> redis, Duration timeout) {
        this.redis = redis;
        this.timeout = timeout;
        this.timeoutNanos = timeout.toNanos();
    }

    /**
     * Sends a script with {@code EVAL}. Not {@code EVALSHA}: its fallback on {@code NOSCRIPT} (first use, restart,
     * failover) would send the script again after later commands, and a release would then run after the next
     * acquisition. Redis caches the compiled script by its text, so only the few hundred bytes of text are extra.
     */
    <T> CompletableFuture<T> send(LeaseScripts.Script script, String[] keys, String... args) {
        RedisFuture<T> reply = redis.eval(script.text(), script.output(), keys, args);
        return reply.toCompletableFuture();
    }

    /**
     * Waits for a script's reply.
     *
     * @param what what the script does, for the message ("taking the lease")
     * @param mayHaveBeenProcessed for the exception: whether a request may have been sent on the turn
     */
    <T> T await(CompletableFuture<T> reply, String what, boolean mayHaveBeenProcessed) throws InterruptedException {
        try {
            return reply.get(timeoutNanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            // Dropped from Lettuce's queue (it may be waiting for a reconnect), so it cannot run long after
            // the caller was told it failed.
            reply.cancel(false);
            throw new ChainStoreException(
                    "chain store: Redis did not answer within " + timeout + " while " + what
                            + " (is it reachable? nothing falls back to a local chain)",
                    mayHaveBeenProcessed,
                    e);
        } catch (ExecutionException e) {
            Throwable cause = unwrap(e);
            throw new ChainStoreException(
                    "chain store: Redis failed while " + what + " ("
                            + cause.getClass().getSimpleName() + "; nothing falls back to a local chain)",
                    mayHaveBeenProcessed,
                    cause);
        } catch (InterruptedException e) {
            reply.cancel(false);
            throw e;
        }
    }

    /**
     * Sends and waits like {@link #call}, and sends again while Redis is away (a reset connection, a reconnect under
     * way, a command timed out, a server still loading) until {@code deadline}: a short outage is waited out instead
     * of failing the caller. Only for scripts that may run twice: each of the lease's is idempotent for one owner. An
     * answer that is an error from Redis itself (a script error, a denied command) is never sent again.
     *
     * @param deadline {@link System#nanoTime()} after which no try starts; one try is made whatever it is
     */
    <T> T callWithin(
            LeaseScripts.Script script,
            String what,
            boolean mayHaveBeenProcessed,
            long deadline,
            String[] keys,
            String... args)
            throws InterruptedException {
        long pause = FIRST_PAUSE_NANOS;
        while (true) {
            try {
                CompletableFuture<T> reply;
                try {
                    reply = send(script, keys, args);
                } catch (RuntimeException refused) {
                    // Refused before it was sent (the client rejects commands while disconnected).
                    reply = CompletableFuture.failedFuture(refused);
                }
                return await(reply, what, mayHaveBeenProcessed);
            } catch (ChainStoreException e) {
                long left = deadline - System.nanoTime();
                if (!outage(e.getCause()) || left <= 0) {
                    throw e;
                }
                TimeUnit.NANOSECONDS.sleep(Math.min(pause, left));
                pause = Math.min(pause * 2, MAX_PAUSE_NANOS);
            }
        }
    }

    /** Whether a failure says Redis was away or busy, not that it refused the command: worth a new try. */
    static boolean outage(Throwable cause) {
        if (cause instanceof RedisCommandExecutionException) {
            // Redis answered. Loading its data after a restart, busy with a script, or a replica just promoted
            // in a failover: all pass by themselves.
            return cause instanceof RedisLoadingException
                    || cause instanceof RedisBusyException
                    || cause instanceof RedisReadOnlyException;
        }
        return true;
    }

    /** Sends and waits, for callers that must know the outcome. */
    <T> T call(LeaseScripts.Script script, String what, boolean mayHaveBeenProcessed, String[] keys, String... args)
            throws InterruptedException {
        return await(send(script, keys, args), what, mayHaveBeenProcessed);
    }

    static Throwable unwrap(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
