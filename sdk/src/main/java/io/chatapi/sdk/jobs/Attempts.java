package io.chatapi.sdk.jobs;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.TransportException;
import java.time.Duration;

/**
 * One converging call's {@link JobBudget}: counts failed requests in a row (any success resets the count), watches
 * the deadline, and pauses before a request that follows a failure ({@link JobBudget#pauseBefore}: exponential, with
 * equal jitter, so that two runners that failed together do not come back together). It never sends anything itself:
 * {@link Converge} calls it before and after each request, so that the engine's path to the wire is one class.
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
     * Waits as the budget says before a request: at once after a success, after a pause that grows with each failure
     * in a row otherwise.
     *
     * @throws JobStopped when the budget ran out, or the thread was interrupted while pausing
     */
    void beforeRequest() {
        checkBudget();
        pauseAfterFailure();
    }

    /** A request succeeded: the failures in a row start again from none. */
    void succeeded() {
        failuresInARow = 0;
    }

    /**
     * Counts a read's failure, to be tried again.
     *
     * @throws JobStopped when it failed for good (refused, unreadable, doomed)
     */
    void readFailed(RuntimeException e) {
        Failures kind = Failures.of(e);
        if (kind == Failures.DOOMED || kind == Failures.REFUSED) {
            throw new JobStopped("a read failed: " + e.getClass().getSimpleName(), false, e);
        }
        failed(e);
    }

    /**
     * {@return what a write's failure means}, counted unless the server refused the write (its own answer)
     *
     * @throws JobStopped when it failed in a way that stops the rest
     */
    Failures writeFailed(RuntimeException e) {
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

    /** {@return how many failures in a row end the job, or one record's tries} */
    int maxFailuresInARow() {
        return budget.maxFailuresInARow();
    }

    /** {@return how long the call may still take} (zero once its time is up) */
    Duration remaining() {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    /** {@return the failure the last write met} */
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

    /**
     * Pauses as before try {@code tryNumber} of something that failed every time before ({@link
     * JobBudget#pauseBefore}), within the deadline: for a record that waits for other runners.
     *
     * @throws JobStopped when the budget ran out, or the thread was interrupted
     */
    void pauseBefore(int tryNumber) {
        checkBudget();
        sleep(budget.pauseBefore(tryNumber).toMillis());
    }

    private void pauseAfterFailure() {
        if (failuresInARow == 0) {
            return;
        }
        sleep(budget.pauseBefore(failuresInARow + 1).toMillis()); // the one rule, shared with callers' retries
    }

    private void sleep(long pause) {
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
