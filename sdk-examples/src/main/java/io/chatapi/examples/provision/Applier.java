package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.provision.ApplyReport.Entry;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Makes a plan's changes one by one, in one round of a run ({@link Rounds} reads the server again and plans what is
 * left). Creates, edits of triggers and aliases, and assignments go through the SDK's converging calls, which settle
 * an unknown outcome inside the call (read back by the SDK's identity; absent, sent again) within what is left of the
 * run's budget; the other changes are plain calls. A change refused by the server stops the round, since later
 * changes may build on it. A change whose outcome is still unknown (a lost reply, a gateway page), or that was not
 * made for a passing reason (a refused token, a timeout before it was sent), or that needs the id of a record not
 * read back yet, does not stop it: independent changes carry on, and the next round settles it by reading the
 * server. Nothing is sent twice blindly: a write whose reply was lost is read back by its identity before anything
 * is sent again.
 *
 * <p>Intent before the write: a create is recorded in the ledger as pending, and the ledger written,
 * before it is sent; once its record is read back it becomes owned. A create whose reply or
 * read-back is lost is read once more by the SDK's engine at the end of its call: found as wanted,
 * it is applied and owned in this run (exit 0), as the next run would have owned it, and only when
 * that read fails too does it stay pending for the next run to resolve ({@link PendingCreates}), so
 * no record the tool made is ever left unowned. A stop request (a signal) is honoured between
 * changes: the change in flight is finished and recorded, the others are not attempted.
 */
final class Applier {
    private Applier() {}

    /**
     * Applies {@code plan}, saying on {@code progress} each change as it is made.
     *
     * @param budget the budget of the SDK's converging call of the next change: what is left of the run's
     *     ({@link Rounds#callBudget()})
     * @param stop asked before each change; true stops the run there (SIGINT, SIGTERM)
     * @param notes what the run noted before applying, carried into the report
     * @param carryOn whether changes independent of one left unsettled are still made (a later round settles it);
     *     false stops at the first change not applied ({@code --deadline 0})
     * @return what became of every change
     */
    static ApplyReport apply(
            Plan plan,
            ChatApiClient client,
            Supplier<JobBudget> budget,
            Directory ids,
            Ledger ledger,
            PrintStream progress,
            BooleanSupplier stop,
            List<String> notes,
            boolean carryOn) {
        List<Entry> entries = new ArrayList<>();
        boolean stopped = false;
        boolean interrupted = false;
        for (Action action : plan.actions()) {
            if (stopped) {
                entries.add(new Entry(action, Outcome.NOT_APPLIED, "not attempted after the stop above"));
                continue;
            }
            if (interrupted || stop.getAsBoolean()) {
                interrupted = true;
                entries.add(new Entry(action, Outcome.NOT_APPLIED, ApplyReport.NOT_ATTEMPTED));
                continue;
            }
            ChatApiClient withBudget = client.withOptions(
                    CallOptions.builder().jobBudget(budget.get()).build());
            Entry entry = apply(action, withBudget, ids, ledger);
            entries.add(entry);
            boolean newId = action.kind() == Action.Kind.CREATE && entry.id().isPresent();
            progress.println("  " + (entry.outcome() == Outcome.APPLIED ? "ok" : entry.outcome().label) + "  "
                    + action.line() + (newId ? " → id " + entry.id().get() : ""));
            stopped = carryOn ? entry.outcome() == Outcome.FAILED : entry.outcome() != Outcome.APPLIED;
        }
        List<Subject> unresolved =
                ledger.pending().stream().map(Ledger.Pending::subject).toList();
        return new ApplyReport(plan, entries, false, interrupted, unresolved, notes);
    }

    private static Entry apply(Action action, ChatApiClient client, Directory ids, Ledger ledger) {
        boolean create = action.kind() == Action.Kind.CREATE;
        try {
            ledger.checkHeld(); // a shared ledger's lease lost: no change is sent, nor the ledger written
        } catch (UncheckedIOException e) {
            return new Entry(action, Outcome.FAILED, "not sent: " + e.getMessage());
        }
        if (create) {
            try {
                ledger.intend(action.subject(), Instant.now());
                ledger.save();
            } catch (UncheckedIOException e) {
                ledger.abandon(action.subject());
                return new Entry(
                        action,
                        Outcome.FAILED,
                        "not sent: " + e.getMessage() + " (a create is recorded in the ledger before it is sent)");
            }
        }
        Entry entry = attempt(action, client, ids);
        Optional<String> madeOrFound = ids.recordId();
        if (create && (entry.outcome() == Outcome.FAILED || entry.outcome() == Outcome.NOT_APPLIED)) {
            ledger.abandon(action.subject()); // refused: nothing was made
        }
        if (create && entry.outcome() == Outcome.APPLIED) {
            entry = new Entry(
                    action,
                    entry.outcome(),
                    entry.detail(),
                    madeOrFound.or(() -> ledger.ownedId(action.subject())),
                    entry.twinsHealed(),
                    entry.gaveUp());
        }
        return saveLedger(entry, ledger);
    }

    private static Entry attempt(Action action, ChatApiClient client, Directory ids) {
        boolean create = action.kind() == Action.Kind.CREATE;
        String pending = create
                ? "; the ledger holds it as pending: the next run looks it up on the server, and owns it if it is there"
                : "";
        try {
            ids.startChange(); // a note or count left by a change that failed after it is not this one's
            action.step().apply(client, ids);
            return new Entry(action, Outcome.APPLIED, ids.takeNote())
                    .withTwins(ids.twins().sent());
        } catch (ReadBackException e) {
            return new Entry(action, Outcome.UNRESOLVED, e.getMessage() + pending);
        } catch (Directory.WaitsForEarlierChange e) {
            return new Entry(action, Outcome.NOT_APPLIED, "not attempted: " + e.getMessage());
        } catch (JobIncompleteException e) {
            return failed(action, e, pending).givenUp();
        } catch (ChatApiException e) {
            return failed(action, e, pending);
        } catch (IllegalArgumentException | IllegalStateException e) {
            return new Entry(action, Outcome.FAILED, e.getMessage());
        }
    }

    /** A change the server did not acknowledge: unknown when it may have been made, else not made or failed. */
    private static Entry failed(Action action, ChatApiException e, String pending) {
        if (e.mayHaveBeenProcessed()) {
            return new Entry(
                    action,
                    Outcome.UNKNOWN,
                    "no reply, but the server may have made the change (" + message(e) + ")" + pending);
        }
        if (passing(e)) {
            return new Entry(action, Outcome.NOT_APPLIED, "not made (" + message(e) + ")");
        }
        return new Entry(action, Outcome.FAILED, message(e));
    }

    /**
     * Whether a write that was not processed failed for a passing reason (a lost connection before it was sent, a
     * gateway page, a refused token, a timeout): sending it again later may well succeed. A refusal of its content
     * (already exists, not found, rejected) is not passing. A converging call that gave up is passing when its record
     * met only such failures (or none, its budget spent before it was sent): a later run may make it (no later round
     * of this run calls it again: the engine's budget is its only loop).
     */
    static boolean passing(ChatApiException e) {
        if (e instanceof JobIncompleteException incomplete) {
            return incomplete.undone().stream().allMatch(o -> o.failure()
                    .map(f -> f instanceof ChatApiException c && passing(c))
                    .orElse(true));
        }
        return e instanceof TransportException || e instanceof TokenRefusedException;
    }

    /**
     * The failure in the CLI's words; for a converging call that gave up, its record's last failure, and that the
     * call gave up (failures in a row, or {@code --deadline} spent), not the SDK's summary of a batch.
     */
    private static String message(ChatApiException e) {
        if (e instanceof JobIncompleteException incomplete) {
            String last = incomplete.undone().stream()
                    .flatMap(o -> o.failure().stream())
                    .findFirst()
                    .map(CliMessages::of)
                    .orElse("not sent");
            return last + "; the call gave up: too many failures in a row, or --deadline reached (0: the first)";
        }
        return CliMessages.of(e);
    }

    /**
     * Writes the ledger if the change altered it. A ledger that cannot be written stops the run: a
     * create made stays pending in the ledger on disk (written before it was sent), so it is
     * unresolved, not lost.
     */
    private static Entry saveLedger(Entry entry, Ledger ledger) {
        if (!ledger.changed()) {
            return entry;
        }
        try {
            ledger.save();
            return entry;
        } catch (UncheckedIOException e) {
            String detail = (entry.detail().isEmpty() ? "" : entry.detail() + "; ") + e.getMessage();
            if (entry.action().kind() == Action.Kind.CREATE && entry.outcome() == Outcome.APPLIED) {
                return new Entry(
                        entry.action(),
                        Outcome.UNRESOLVED,
                        detail + ": the ledger on disk still holds this create as pending, and the next run resolves"
                                + " it");
            }
            Outcome outcome = entry.outcome() == Outcome.APPLIED ? Outcome.FAILED : entry.outcome();
            return new Entry(entry.action(), outcome, detail);
        }
    }
}
