package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.CommandFailedException;
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
 * inside the call, by the SDK's engine, with {@link #callBudget()}: what is left of this run's budget. The engine's
 * job budget is the only retry loop of those calls: a converging call that gave up (its failures in a row spent, or
 * the deadline) is never called again by a later round; the run ends with it unsettled (exit 3 or 1).
 *
 * <p>Rounds exist for what the engine does not do: the changes the CLI makes with plain calls (edits of agents,
 * activation of triggers, unassignments, deletions), whose outcome a lost reply leaves unknown and which the
 * transport never sends twice. The next round reads the server, which settles them (made, or not made), settles the
 * ledger's pending creates by identity, and sends once more only what is still missing; and it makes the changes
 * that waited for an id an earlier change had not read back. Reads are retried by the transport alone (within
 * {@code --timeout}); a read of the server that fails even so ends the run. The pause between rounds follows the
 * engine's rule, {@link JobBudget#pauseBefore}; a run ends early after {@link JobBudget#maxFailuresInARow()} rounds in
 * a row that applied nothing.
 */
final class Rounds {
    /** Ten minutes: a job of many records under a flaky network, not one call. */
    static final Duration DEFAULT_DEADLINE = Duration.ofMinutes(10);

    /**
     * How often a run's plain read is tried again, within {@code --timeout}: the SDK's most, so that a lost reply or
     * a gateway page costs a retry, not the run.
     */
    static final int READ_RETRIES = 10;

    private final JobBudget budget;
    private final Duration deadline;
    private final long end;
    private int failuresInARow;

    /**
     * A budget of {@code deadline} from now; zero means one round and one read, as 0.1 ran: the first unknown outcome
     * is left to the next run.
     *
     * @param pauses the pauses between tries and rounds: {@link JobBudget#DEFAULT}'s, unless the run's context gives
     *     others (a test, whose faults come per request, not per second)
     */
    Rounds(Duration deadline, JobBudget pauses) {
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
     * Reads the server once: each of its calls is retried by the transport within {@code --timeout} (a lost reply, a
     * gateway page, a refused token), so the CLI adds no loop of its own around them.
     *
     * @throws CommandFailedException when a call failed even so, naming the failure and whether it may be passing
     */
    ServerSnapshot read(Supplier<ServerSnapshot> reader, String whatIfNot) {
        try {
            return reader.get();
        } catch (ChatApiException e) {
            // With --deadline 0 a call is tried as the transport tries it, and the run reports the failure alone.
            boolean retried = Applier.passing(e) && !deadline.isZero();
            throw new CommandFailedException(
                    "reading the server's state failed"
                            + (retried
                                    ? " " + (READ_RETRIES + 1) + " times in a row (each call, within --timeout; the"
                                            + " failure may be passing: run again)"
                                    : "")
                            + "; " + whatIfNot + ": " + CliMessages.of(e),
                    e);
        }
    }

    /**
     * Whether another round is worth it after {@code round}: nothing failed for a reason of its own, no converging
     * call gave up, the run was not stopped, something is left to settle, time is left, and rounds keep making
     * progress.
     */
    boolean another(ApplyReport round) {
        if (deadline.isZero() || round.interrupted() || round.count(Outcome.FAILED) > 0 || !unsettled(round)) {
            return false;
        }
        if (round.entries().stream().anyMatch(Entry::gaveUp)) {
            return false; // the engine's budget is the only loop of a converging call: never called again
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
