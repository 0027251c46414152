package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.CallTimeoutException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * When a whole call must be over, counted from its start: every stage (the turn, authentication,
 * each attempt and pause) gets only what is left, so retries cannot stretch a call past it.
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

    // What is left, as the next stage's timeout; once nothing is, throws without starting the stage.
    long remainingNanosFor(String operation, String stage) {
        long left = remainingNanos();
        if (left <= 0) {
            String why =
                    "the call timeout of " + totalMillis + " ms ran out before " + stage + "; nothing more was sent";
            throw new CallTimeoutException(operation, why, false, null);
        }
        return left;
    }
}
