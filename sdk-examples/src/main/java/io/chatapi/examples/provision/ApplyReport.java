package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.ExitCode;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What became of each change of a plan: {@code applied}, {@code failed}, {@code unknown} (sent, no
 * reply: it may have been made), {@code unresolved} (a create the server accepted whose record was
 * not identified) or {@code not_applied}; and the creates the ledger still holds as pending. Printed
 * after every run, and as JSON with {@code --output json} or {@code --report FILE}.
 *
 * @param plan the plan the changes come from
 * @param entries one per planned change, in plan order
 * @param dryRun whether nothing was meant to be applied
 * @param interrupted whether a signal stopped the run before every change was attempted
 * @param unresolved the creates the ledger holds as pending after the run: the tool does not know
 *     yet whether it owns them
 * @param notes what the run noted besides the plan's notes (the ledger's pending creates resolved)
 */
record ApplyReport(
        Plan plan,
        List<Entry> entries,
        boolean dryRun,
        boolean interrupted,
        List<Subject> unresolved,
        List<String> notes) {
    ApplyReport {
        entries = List.copyOf(entries);
        unresolved = List.copyOf(unresolved);
        notes = List.copyOf(notes);
    }

    /** The detail of a change a signal stopped the run before. */
    static final String NOT_ATTEMPTED = "not attempted: the run was stopped by a signal";

    /** The fate of one change, in ASCII words that scripts match on. */
    enum Outcome {
        APPLIED("applied"),
        FAILED("failed"),
        UNKNOWN("unknown"),
        UNRESOLVED("unresolved"),
        NOT_APPLIED("not_applied");

        final String label;

        Outcome(String label) {
            this.label = label;
        }
    }

    /**
     * @param action the change
     * @param outcome what became of it
     * @param detail why, for anything but a plain success; empty otherwise
     * @param id the record's id after the change: a create's new id once read back
     * @param twinsHealed the twins of a create that the SDK's engine deleted: records another run created at the
     *     same moment (0 for any other change)
     * @param gaveUp whether a converging call of the SDK gave up on it (its job budget spent): no later round calls
     *     it again, since the engine's budget is the only loop of such a call
     */
    record Entry(Action action, Outcome outcome, String detail, Optional<String> id, int twinsHealed, boolean gaveUp) {
        Entry(Action action, Outcome outcome, String detail) {
            this(action, outcome, detail, action.subject().id(), 0, false);
        }

        Entry(Action action, Outcome outcome, String detail, Optional<String> id) {
            this(action, outcome, detail, id, 0, false);
        }

        /** {@return this entry, saying how many twins its create met} */
        Entry withTwins(int healed) {
            return new Entry(action, outcome, detail, id, healed, gaveUp);
        }

        /** {@return whether a signal stopped the run before this change was attempted} */
        boolean untouched() {
            return outcome == Outcome.NOT_APPLIED && detail.equals(NOT_ATTEMPTED);
        }

        /** {@return this entry, marked as given up by the SDK's engine} */
        Entry givenUp() {
            return new Entry(action, outcome, detail, id, twinsHealed, true);
        }
    }

    /** A report of a dry run: every change planned, none made. */
    static ApplyReport dryRun(Plan plan, List<String> notes) {
        return new ApplyReport(
                plan,
                plan.actions().stream()
                        .map(a -> new Entry(a, Outcome.NOT_APPLIED, ""))
                        .toList(),
                true,
                false,
                List.of(),
                notes);
    }

    /** {@return this report, with {@code more} notes after its own} */
    ApplyReport withNotes(List<String> more) {
        List<String> all = new ArrayList<>(notes);
        all.addAll(more);
        return new ApplyReport(plan, entries, dryRun, interrupted, unresolved, all);
    }

    /** Whether every change was applied, and the ledger owns every record created. */
    boolean succeeded() {
        return !dryRun
                && !interrupted
                && unresolved.isEmpty()
                && entries.stream().allMatch(e -> e.outcome() == Outcome.APPLIED);
    }

    /** {@return how many twins the SDK's engine deleted in this run: records another run created at once} */
    int twinsHealed() {
        return entries.stream().mapToInt(Entry::twinsHealed).sum();
    }

    long count(Outcome outcome) {
        return entries.stream().filter(e -> e.outcome() == outcome).count();
    }

    /**
     * The exit code: 143 when a signal stopped the run (the JVM itself exits 130 for SIGINT); 3 when
     * a change's outcome is unknown, a create is unresolved, or the ledger still holds a pending
     * create; 1 when a change failed; 0 when every change was applied and is owned. A dry run exits
     * 0, or with {@code detailed} 4 when changes are pending or a field was not compared (it may
     * differ).
     */
    int exitCode(boolean detailed) {
        if (dryRun) {
            return detailed && !plan.inSync() ? ExitCode.CHANGES_PENDING : ExitCode.OK;
        }
        if (interrupted) {
            return ExitCode.TERMINATED;
        }
        if (count(Outcome.UNKNOWN) + count(Outcome.UNRESOLVED) > 0 || !unresolved.isEmpty()) {
            return ExitCode.UNKNOWN;
        }
        return succeeded() ? ExitCode.OK : ExitCode.FAILED;
    }

    /** The verdict scripts match on: nothing_to_do, not_compared, dry_run, done, stopped or interrupted. */
    String result() {
        if (entries.isEmpty() && !interrupted) {
            return plan.inSync() ? "nothing_to_do" : "not_compared";
        }
        if (dryRun) {
            return "dry_run";
        }
        if (interrupted) {
            return "interrupted";
        }
        return entries.stream().allMatch(e -> e.outcome() == Outcome.APPLIED) ? "done" : "stopped";
    }

    /**
     * Prints a one-line verdict; a line per change when not all were applied; and the creates that
     * are unresolved, so an operator knows what to verify.
     */
    void print(PrintStream out) {
        long applied = count(Outcome.APPLIED);
        boolean allApplied = applied == entries.size();
        if (entries.isEmpty() && !interrupted) {
            // Nothing was planned; the plan said so. Only what is unresolved remains to say.
        } else if (interrupted) {
            long untouched = entries.stream().filter(Entry::untouched).count();
            out.println("Interrupted by a signal: " + applied + " of " + entries.size()
                    + " changes applied; the change in flight was finished, " + untouched + " not attempted."
                    + " The ledger is written: run the same command again to make the rest (nothing is made twice).");
        } else if (allApplied) {
            out.println("Done: " + applied + " of " + entries.size() + " changes applied.");
        } else {
            out.println("Stopped: " + applied + " of " + entries.size() + " changes applied.");
        }
        if (!allApplied) {
            // After a signal, the changes never attempted are counted above, not listed one by one.
            for (Entry e :
                    interrupted ? entries.stream().filter(e -> !e.untouched()).toList() : entries) {
                out.println("  " + pad(e.outcome().label) + e.action().line()
                        + (e.detail().isEmpty() ? "" : "\n      " + e.detail()));
            }
        }
        List<Entry> raced = entries.stream().filter(e -> e.twinsHealed() > 0).toList();
        if (!raced.isEmpty()) {
            out.println("Twins healed: another run created " + raced.size() + " of these records at the same moment;"
                    + " the extra copies (" + twinsHealed() + ") were deleted, one of each kept and not owned by this"
                    + " ledger (add adopt: true to manage them):");
            raced.forEach(e -> out.println("  "
                    + e.id().map(e.action().subject()::withId)
                            .orElse(e.action().subject())
                            .describe() + ": " + e.twinsHealed() + " deleted"));
        }
        if (count(Outcome.UNKNOWN) > 0) {
            out.println(
                    "A change marked \"unknown\" may have been made although no reply came; it was not sent again. "
                            + "Check it on the server (or run with --dry-run to see what is still missing) before running again.");
        }
        if (!unresolved.isEmpty()) {
            out.println("Unresolved: the ledger holds " + unresolved.size() + " create"
                    + (unresolved.size() == 1 ? "" : "s") + " as pending, not knowing yet whether the server made"
                    + (unresolved.size() == 1 ? " it" : " them") + ":");
            unresolved.forEach(s -> out.println("  " + s.describe()));
            out.println("The next run looks each up on the server before it plans: owned when found, dropped when"
                    + " not; nothing is created twice.");
        }
    }

    /**
     * The plan or report as one JSON document, for {@code --output json} and {@code --report}: each
     * change with its action, kind, name, shop, id and fields (old and new values).
     */
    ObjectNode toJson(ObjectMapper json, String stateFile, String server, boolean detailed) {
        ObjectNode root = json.createObjectNode();
        root.put("state_file", stateFile);
        root.put("server", server);
        root.put("dry_run", dryRun);
        root.put("result", result());
        root.put("exit_code", exitCode(detailed));
        ArrayNode notCompared = root.putArray("not_compared");
        plan.notCompared().forEach(notCompared::add);
        ObjectNode summary = root.putObject("summary");
        plan.counts().forEach((kind, n) -> summary.put(kind.verb, n));
        ArrayNode changes = root.putArray("changes");
        for (Entry e : entries) {
            ObjectNode change = changes.addObject();
            change.put("action", e.action().kind().verb);
            subject(
                    change,
                    e.id().map(e.action().subject()::withId).orElse(e.action().subject()));
            ObjectNode fields = change.putObject("fields");
            for (FieldChange f : e.action().fields()) {
                ObjectNode values = fields.putObject(f.name());
                values.set("old", json.valueToTree(f.before()));
                values.set("new", json.valueToTree(f.after()));
            }
            change.put("note", e.action().note().isEmpty() ? null : e.action().note());
            change.put("change", e.action().description());
            change.put("outcome", e.outcome().label);
            change.put("detail", e.detail().isEmpty() ? null : e.detail());
            change.put("twins_healed", e.twinsHealed());
        }
        root.put("twins_healed", twinsHealed());
        ArrayNode pending = root.putArray("unresolved");
        unresolved.forEach(s -> subject(pending.addObject(), s));
        ArrayNode allNotes = root.putArray("notes");
        notes.forEach(allNotes::add);
        plan.notes().forEach(allNotes::add);
        return root;
    }

    /** {@code kind name domain domains id}, the record's identity, as every change and pending create has it. */
    static void subject(ObjectNode node, Subject s) {
        node.put("kind", s.kind());
        node.put("name", s.name());
        node.put("domain", s.shop().orElse(null));
        // A domain is its own shop.
        (s.kind().equals(Ledger.DOMAIN) ? List.of(s.name()) : s.domains()).forEach(node.putArray("domains")::add);
        node.put("id", s.id().orElse(null));
    }

    private static String pad(String label) {
        return label + " ".repeat(Math.max(1, 13 - label.length()));
    }
}
