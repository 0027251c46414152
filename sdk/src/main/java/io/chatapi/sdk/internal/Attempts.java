package io.chatapi.sdk.internal;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.TransportException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * One converging call's {@link JobBudget}: counts failed requests in a row (any success resets the count), watches
 * the deadline, and pauses before a request that follows a failure ({@link JobBudget#pauseBefore}: exponential, with
 * equal jitter, so that two runners that failed together do not come back together). Reads are retried here until
 * the budget runs out; a write is sent once per call of {@link #write}, its failure sorted for the caller.
 */
final class Attempts {
    private final JobBudget budget;
    private final long deadline;
    private int failuresInARow;
    private RuntimeException lastFailure;

    Attempts(JobBudget budget) {
        this.budget = budget;
        this.deadline = System.nanoTime() + budget.maxDuration().toNanos();
    }

    /**
     * {@return the value of a read}, retried while its failures are ones a retry can cure and the budget lasts
     *
     * @throws JobStopped when the budget ran out, or the read failed for good (refused, unreadable, doomed)
     */
    <T> T read(Supplier<T> read) {
        while (true) {
            checkBudget();
            pauseAfterFailure();
            try {
                T value = read.get();
                failuresInARow = 0;
                return value;
            } catch (RuntimeException e) {
                Failures kind = Failures.of(e);
                if (kind == Failures.DOOMED || kind == Failures.REFUSED) {
                    throw new JobStopped("a read failed: " + e.getClass().getSimpleName(), false, e);
                }
                failed(e);
            }
        }
    }

    /**
     * Sends a write once and sorts its failure: {@code null} when it succeeded.
     *
     * @throws JobStopped when the budget ran out before it was sent, or it failed in a way that stops the rest
     */
    Failures write(Runnable write) {
        checkBudget();
        pauseAfterFailure();
        try {
            write.run();
            failuresInARow = 0;
            return null;
        } catch (RuntimeException e) {
            Failures kind = Failures.of(e);
            if (kind == Failures.DOOMED) {
                throw new JobStopped("a write failed: " + e.getClass().getSimpleName(), false, e);
            }
            if (kind != Failures.REFUSED) {
                failed(e);
            }
            lastFailure = e;
            return kind;
        }
    }

    /** {@return how many failures in a row end the job, or one record's tries} */
    int maxFailuresInARow() {
        return budget.maxFailuresInARow();
    }

    /** {@return how long the call may still take} (zero once its time is up) */
    Duration remaining() {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    /** {@return the failure the last {@link #write} met} */
    RuntimeException lastFailure() {
        return lastFailure;
    }

    /** @throws JobStopped when the budget has run out */
    void checkBudget() {
        if (failuresInARow >= budget.maxFailuresInARow()) {
            throw new JobStopped(
                    "the job budget ran out (" + failuresInARow + " failed requests in a row)", true, lastFailure);
        }
        if (System.nanoTime() - deadline > 0) {
            throw new JobStopped("the job budget ran out (" + budget.maxDuration() + " passed)", true, lastFailure);
        }
    }

    private void failed(RuntimeException e) {
        failuresInARow++;
        lastFailure = e;
    }

    private void pauseAfterFailure() {
        if (failuresInARow == 0) {
            return;
        }
        long pause = budget.pauseBefore(failuresInARow + 1).toMillis(); // the one rule, shared with callers' retries
        long left = (deadline - System.nanoTime()) / 1_000_000;
        try {
            Thread.sleep(Math.max(0, Math.min(pause, left)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JobStopped(
                    "interrupted", false, new TransportException(null, "interrupted while pausing", false, e));
        }
    }
}
