package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.DurationText;
import io.chatapi.examples.provision.ApplyReport.Entry;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.ChatApiException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * The budget of one run of {@code provision} ({@code --deadline}): how long it keeps reading the server again after a
 * failed read, and how long it keeps applying rounds that settle unknown outcomes and send what is missing. Pauses
 * between tries grow as {@link JobBudget#DEFAULT}'s do (100 ms doubling to 5 s, with jitter); a run ends early after
 * 8 failed reads of the server in a row, or {@link JobBudget#maxFailuresInARow()} rounds in a row that applied
 * nothing, so a server that answers nothing is not hammered.
 */
final class Rounds {
    /** Ten minutes: a job of many records under a flaky network, not one call. */
    static final Duration DEFAULT_DEADLINE = Duration.ofMinutes(10);

    /**
     * Whole reads of the server that may fail in a row: each of its calls is already tried 7 times, so 8 failed
     * reads mean the server is down, not flaky (about 15 s of pauses).
     */
    private static final int MAX_READS_IN_A_ROW = 8;

    private final JobBudget budget;
    private final Duration deadline;
    private final Instant end;
    private int failuresInARow;

    /**
     * A budget of {@code deadline} from now; zero means one round and one read, as 0.1 ran: the first unknown outcome
     * is left to the next run.
     */
    Rounds(Duration deadline) {
        this.budget = JobBudget.DEFAULT.withMaxDuration(deadline.isZero() ? Duration.ofMillis(1) : deadline);
        this.deadline = deadline;
        this.end = Instant.now().plus(deadline);
    }

    /**
     * Reads the server, trying again after a passing failure (a lost reply, a gateway page, a refused token) while
     * the budget lasts: a read changes nothing, so it is always safe to repeat (each try starts with a fresh
     * authentication when the last one failed).
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
        return failuresInARow < budget.maxFailuresInARow() && pause(failuresInARow);
    }

    /** Whether {@code round} left a change unknown, unresolved or not yet made, or a create pending. */
    static boolean unsettled(ApplyReport round) {
        return !round.unresolved().isEmpty() || round.entries().stream().anyMatch(e -> e.outcome() != Outcome.APPLIED);
    }

    /** Pauses before try {@code n} (1 for the first try again); false when that would pass the deadline. */
    private boolean pause(int n) {
        long first = budget.firstPause().toMillis();
        long max = budget.maxPause().toMillis();
        long pause = Math.min(max, first << Math.min(Math.max(n - 1, 0), 20));
        pause = pause / 2 + ThreadLocalRandom.current().nextLong(pause / 2 + 1);
        if (Instant.now().plusMillis(pause).isAfter(end)) {
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
