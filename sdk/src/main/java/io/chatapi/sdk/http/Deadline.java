package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.TransportException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * When a whole call must be over: its {@code callTimeout} counted from the moment it began. Every
 * stage of the call (the wait for the token chain, authentication, each path form, each attempt and
 * each pause between attempts) gets only what is left, so retries cannot stretch a call past it.
 */
final class Deadline {
    private final long endNanos;
    private final long totalMillis;

    private Deadline(long endNanos, long totalMillis) {
        this.endNanos = endNanos;
        this.totalMillis = totalMillis;
    }

    /** A deadline {@code timeout} from now. */
    static Deadline after(Duration timeout) {
        return new Deadline(System.nanoTime() + timeout.toNanos(), timeout.toMillis());
    }

    /** What is left, in nanoseconds; zero or less once it has passed. */
    long remainingNanos() {
        return endNanos - System.nanoTime();
    }

    /** What is left, in whole milliseconds; zero or less once it has passed. */
    long remainingMillis() {
        return TimeUnit.NANOSECONDS.toMillis(remainingNanos());
    }

    /** The whole call's timeout, for messages. */
    long totalMillis() {
        return totalMillis;
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
