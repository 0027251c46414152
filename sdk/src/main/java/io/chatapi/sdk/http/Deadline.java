package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.TransportException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * When a whole call must be over: its {@code callTimeout} counted from the moment it began. Every
 * stage of the call (the wait for the token chain, authentication, each path form, each attempt and
 * each pause between attempts) gets only what is left, so retries cannot stretch a call past it.
 * What is left is zero or less once it has passed.
 *
 * @param totalMillis the whole call's timeout, for messages
 */
record Deadline(long endNanos, long totalMillis) {
    static Deadline after(Duration timeout) {
        return new Deadline(System.nanoTime() + timeout.toNanos(), timeout.toMillis());
    }

    long remainingNanos() {
        return endNanos - System.nanoTime();
    }

    long remainingMillis() {
        return TimeUnit.NANOSECONDS.toMillis(remainingNanos());
    }

    /**
     * What is left, for the next stage to use as its own timeout.
     *
     * @param stage what is about to start, for the message
     * @throws TransportException when nothing is left: the stage is not started, so nothing is sent
     */
    long remainingNanosFor(String operation, String stage) {
        long left = remainingNanos();
        if (left <= 0) {
            throw new TransportException(
                    operation,
                    "the call timeout of " + totalMillis + " ms ran out before " + stage + "; nothing more was sent",
                    false,
                    null);
        }
        return left;
    }
}
