package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ApplyReport.Entry;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes a plan's changes one by one and stops at the first that does not succeed, since later
 * changes may build on it. Nothing is ever sent twice: a write whose reply was lost is reported as
 * "unknown", because the service may have made it and the API has no way to ask for it
 * idempotently. The ledger is written after every change that altered it, so a run that stops
 * still owns what it created.
 */
final class Applier {
    private Applier() {}

    /**
     * Applies {@code plan}, saying on {@code progress} each change as it is made.
     *
     * @return what became of every change
     */
    static ApplyReport apply(Plan plan, ChatApiClient client, Directory ids, Ledger ledger, PrintStream progress) {
        List<Entry> entries = new ArrayList<>();
        boolean stopped = false;
        for (Action action : plan.actions()) {
            if (stopped) {
                entries.add(new Entry(action, Outcome.NOT_APPLIED, "not attempted after the stop above"));
                continue;
            }
            Entry entry = saveLedger(attempt(action, client, ids), ledger);
            entries.add(entry);
            progress.println(
                    "  " + (entry.outcome() == Outcome.APPLIED ? "ok" : entry.outcome().label) + "  " + action.line());
            stopped = entry.outcome() != Outcome.APPLIED || !entry.detail().isEmpty();
        }
        return new ApplyReport(plan, entries, false);
    }

    private static Entry attempt(Action action, ChatApiClient client, Directory ids) {
        try {
            action.step().apply(client, ids);
            return new Entry(action, Outcome.APPLIED, "");
        } catch (ReadBackException e) {
            return new Entry(action, Outcome.APPLIED, e.getMessage());
        } catch (ChatApiException e) {
            if (e.mayHaveBeenProcessed()) {
                return new Entry(
                        action,
                        Outcome.UNKNOWN,
                        "no reply, but the server may have made the change (" + e.getMessage() + ")");
            }
            return new Entry(action, Outcome.FAILED, e.getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return new Entry(action, Outcome.FAILED, e.getMessage());
        }
    }

    /** Writes the ledger if the change altered it; a ledger that cannot be written stops the run. */
    private static Entry saveLedger(Entry entry, Ledger ledger) {
        if (!ledger.changed()) {
            return entry;
        }
        try {
            ledger.save();
            return entry;
        } catch (UncheckedIOException e) {
            String detail = (entry.detail().isEmpty() ? "" : entry.detail() + "; ") + e.getMessage()
                    + ": the tool does not own this record";
            return new Entry(entry.action(), entry.outcome(), detail);
        }
    }
}
