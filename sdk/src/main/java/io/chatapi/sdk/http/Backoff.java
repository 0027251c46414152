package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.TransportException;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongUnaryOperator;

/**
 * The pause before a read is sent again: exponential with equal jitter, so clients that failed
 * together do not come back together; never shorter than a server's {@code Retry-After}.
 *
 * @param sleeper how to wait; a seam so that tests can see the pauses without waiting them out
 * @param jitter given a bound, a number from 0 to the bound inclusive
 */
record Backoff(Sleeper sleeper, LongUnaryOperator jitter) {
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    static final long FIRST_STEP_MILLIS = 20;
    static final long MAX_STEP_MILLIS = 500;

    static final Backoff STANDARD =
            new Backoff(Thread::sleep, bound -> ThreadLocalRandom.current().nextLong(bound + 1));

    // After failed attempt n (0 first): half of its step (20 ms doubling to 500) plus a random part of the other
    // half, or retryAfter if longer.
    long pauseMillis(int attempt, Duration retryAfter) {
        long step = Math.min(MAX_STEP_MILLIS, FIRST_STEP_MILLIS << Math.min(attempt, 10));
        long half = step / 2;
        long pause = step - half + jitter.applyAsLong(half);
        return retryAfter == null ? pause : Math.max(pause, retryAfter.toMillis());
    }

    void pause(long millis, String operation) {
        try {
            sleeper.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException(operation, "interrupted while waiting to retry", false, e);
        }
    }
}
