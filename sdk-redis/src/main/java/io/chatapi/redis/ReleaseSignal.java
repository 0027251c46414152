package io.chatapi.redis;

import java.util.concurrent.TimeUnit;

/**
 * Counts the release notices of one chain seen by one store, so its waiter can sleep until the next one without
 * missing a notice that came between its failed try and its sleep.
 */
final class ReleaseSignal {
    private long notices;

    synchronized long notices() {
        return notices;
    }

    /** Called on Lettuce's event loop: must never block. */
    synchronized void notice() {
        notices++;
        notifyAll();
    }

    /** Sleeps until a notice after {@code seen} arrives or {@code nanos} pass. */
    synchronized void awaitNoticeAfter(long seen, long nanos) throws InterruptedException {
        long deadline = System.nanoTime() + nanos;
        long left = nanos;
        while (notices == seen && left > 0) {
            TimeUnit.NANOSECONDS.timedWait(this, left);
            left = deadline - System.nanoTime();
        }
    }
}
