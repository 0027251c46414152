package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.DurationText;
import io.chatapi.examples.provision.ApplyReport.Entry;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.ChatApiException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The budget of one run of {@code provision} ({@code --deadline}) and what is the CLI's own in it: rounds of plan →
 * apply → read back. Each create or edit that goes through the SDK's converging calls settles its own unknown outcome
 * inside the call, by the SDK's engine, with {@link #callBudget()}: what is left of this run's budget. A round is only
 * needed for what those calls leave undone (their budget of failures in a row spent) and for the changes the CLI makes
 * with plain calls (edits of agents, activation of triggers, unassignments, deletions), whose unknown outcome the next
 * read of the server settles. The pauses between the engine's tries and between rounds follow one rule, {@link
 * JobBudget#pauseBefore} (the plain reads of a plan keep the transport's short retry pauses). A run ends early after 8 failed reads of the server in a row, or {@link JobBudget#maxFailuresInARow()} rounds in a row
 * that applied nothing, so a server that answers nothing is not hammered.
 */
final class Rounds {
    /** Ten minutes: a job of many records under a flaky network, not one call. */
    static final Duration DEFAULT_DEADLINE = Duration.ofMinutes(10);

    /**
     * Whole reads of the server that may fail in a row: each of its calls is already tried 7 times, so 8 failed
     * reads mean the server is down, not flaky (about 15 s of pauses).
     */
    private static final int MAX_READS_IN_A_ROW = 8;

    /**
     * The pauses of every run: {@link JobBudget#DEFAULT}'s. The one test seam of the pauses, package-private: a test
     * of this package may shorten them (and must put them back), since its faults come per request, not per second,
     * so that a shorter pause changes how long a proof takes, never what it proves. Read only here, when a run
     * starts.
     */
    static JobBudget pauses = JobBudget.DEFAULT;

    private final JobBudget budget;
    private final Duration deadline;
    private final long end;
    private int failuresInARow;

    /**
     * A budget of {@code deadline} from now; zero means one round and one read, as 0.1 ran: the first unknown outcome
     * is left to the next run.
     */
    Rounds(Duration deadline) {
        this.budget = pauses.withMaxDuration(deadline.isZero() ? Duration.ofMillis(1) : deadline);
        this.deadline = deadline;
        this.end = System.nanoTime() + deadline.toNanos();
    }

    /**
     * The budget of the SDK's converging call about to be made: what is left of the run's {@code --deadline}, with
     * the run's pauses and failures in a row. With {@code --deadline 0}, a single failure ends the call (its outcome
     * left to the next run, as a plain call's), within the SDK's default duration.
     */
    JobBudget callBudget() {
        if (deadline.isZero()) {
            return budget.withMaxFailuresInARow(1).withMaxDuration(JobBudget.DEFAULT.maxDuration());
        }
        long left = end - System.nanoTime();
        return budget.withMaxDuration(
                Duration.ofNanos(Math.max(left, Duration.ofMillis(1).toNanos())));
    }

    /**
     * {@code client} for one of the SDK's converging calls: without the transport's own read retries, since the
     * call retries its reads itself (with a fresh authentication) within its budget, pausing by {@link
     * JobBudget#pauseBefore}; so inside the engine one rule paces every try, and the transport's shorter pauses do
     * not stack under it. Plain calls keep the run's read retries.
     */
    static ChatApiClient converging(ChatApiClient client) {
        return client.withOptions(CallOptions.builder().readRetries(0).build());
    }

    /**
     * Reads the server, trying again after a passing failure (a lost reply, a gateway page, a refused token) while
     * the budget lasts: a read changes nothing, so it is always safe to repeat (each try starts with a fresh
     * authentication when the last one failed). The CLI's own: a read of the whole account for a plan, which no
     * converging call of the SDK makes.
     *
     * @throws CommandFailedException when the budget ran out, naming the last failure
     */
    ServerSnapshot read(Supplier<ServerSnapshot> reader, String whatIfNot) {
        int failures = 0;
        while (true) {
            try {
                return reader.get();
            } catch (ChatApiException e) {
                failures++;
                // Only a passing failure is worth another read; a refused key or a reply not understood is not.
                if (!Applier.passing(e) || deadline.isZero()) {
                    throw new CommandFailedException(
                            "reading the server's state failed; " + whatIfNot + ": " + CliMessages.of(e));
                }
                if (failures >= MAX_READS_IN_A_ROW || !pause(failures)) {
                    throw new CommandFailedException("reading the server's state failed " + failures + " times in a"
                            + " row (--deadline " + DurationText.format(deadline) + "); " + whatIfNot + ": "
                            + CliMessages.of(e));
                }
            }
        }
    }

    /**
     * Whether another round is worth it after {@code round}: nothing failed for a reason of its own, the run was not
     * stopped, something is left to settle, time is left, and rounds keep making progress.
     */
    boolean another(ApplyReport round) {
        if (deadline.isZero() || round.interrupted() || round.count(Outcome.FAILED) > 0 || !unsettled(round)) {
            return false;
        }
        failuresInARow = round.count(Outcome.APPLIED) > 0 ? 0 : failuresInARow + 1;
        // The round left something unsettled, a failure of its own: the first pause at least, longer without progress.
        return failuresInARow < budget.maxFailuresInARow() && pause(failuresInARow + 1);
    }

    /** Whether {@code round} left a change unknown, unresolved or not yet made, or a create pending. */
    static boolean unsettled(ApplyReport round) {
        return !round.unresolved().isEmpty() || round.entries().stream().anyMatch(e -> e.outcome() != Outcome.APPLIED);
    }

    /** Pauses after {@code failures} failures in a row, as {@link JobBudget#pauseBefore}; false past the deadline. */
    private boolean pause(int failures) {
        long pause = budget.pauseBefore(failures + 1).toMillis();
        if (System.nanoTime() + pause * 1_000_000 - end > 0) {
            return false;
        }
        try {
            Thread.sleep(pause);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The report of a run of several rounds. When the last round left nothing to do, every change of the first plan
     * is applied, those first unknown now settled by reading the server; otherwise the first round's applied changes
     * and everything the last round left, so what remains is told as it is now.
     */
    static ApplyReport merged(ApplyReport first, ApplyReport last, boolean converged, int rounds) {
        List<Entry> entries = new ArrayList<>();
        for (Entry e : first.entries()) {
            if (e.outcome() == Outcome.APPLIED) {
                entries.add(e);
            } else if (converged) {
                entries.add(new Entry(
                        e.action(),
                        Outcome.APPLIED,
                        "settled within the run (" + rounds + " rounds): read back from the server, sent again"
                                + " where it was missing"));
            }
        }
        if (!converged) {
            last.entries().stream().filter(e -> e.outcome() != Outcome.APPLIED).forEach(entries::add);
        }
        return new ApplyReport(first.plan(), entries, false, last.interrupted(), last.unresolved(), first.notes());
    }
}
