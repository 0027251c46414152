package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ApplyReport.Entry;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Makes a plan's changes one by one and stops at the first that does not succeed, since later
 * changes may build on it. Nothing is ever sent twice: a write whose reply was lost is reported as
 * "unknown — verify", because the service may have made it and the API has no way to ask for it
 * idempotently.
 */
final class Applier {
    private Applier() {}

    /**
     * Applies {@code plan}, printing each change as it is made.
     *
     * @return what became of every change
     */
    static ApplyReport apply(Plan plan, ChatApiClient client, Directory ids, PrintStream out) {
        List<Entry> entries = new ArrayList<>();
        boolean stopped = false;
        for (Action action : plan.actions()) {
            if (stopped) {
                entries.add(new Entry(action.line(), Outcome.NOT_APPLIED, "not attempted after the failure above"));
                continue;
            }
            Entry entry = attempt(action, client, ids);
            entries.add(entry);
            out.println("  "
                    + (entry.outcome() == Outcome.APPLIED
                            ? "ok"
                            : entry.outcome().label.toUpperCase(Locale.ROOT)) + "  " + action.line());
            stopped = entry.outcome() != Outcome.APPLIED || !entry.detail().isEmpty();
        }
        return new ApplyReport(entries, false);
    }

    private static Entry attempt(Action action, ChatApiClient client, Directory ids) {
        try {
            action.step().apply(client, ids);
            return new Entry(action.line(), Outcome.APPLIED, "");
        } catch (ReadBackException e) {
            return new Entry(action.line(), Outcome.APPLIED, e.getMessage());
        } catch (ChatApiException e) {
            if (e.mayHaveBeenProcessed()) {
                return new Entry(
                        action.line(),
                        Outcome.UNKNOWN,
                        "no reply, but the server may have made the change (" + e.getMessage() + ")");
            }
            return new Entry(action.line(), Outcome.FAILED, e.getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            return new Entry(action.line(), Outcome.FAILED, e.getMessage());
        }
    }
}
