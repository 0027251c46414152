package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.ExitCode;
import java.io.PrintStream;
import java.util.List;

/**
 * What became of each change of a plan: {@code applied}, {@code failed}, {@code unknown} (the
 * request may have reached the server; verify before running again) or {@code not_applied}.
 * Printed after every run, and as JSON with {@code --output json} or {@code --report FILE}.
 *
 * @param plan the plan the changes come from
 * @param entries one per planned change, in plan order
 * @param dryRun whether nothing was meant to be applied
 */
record ApplyReport(Plan plan, List<Entry> entries, boolean dryRun) {
    ApplyReport {
        entries = List.copyOf(entries);
    }

    /** The fate of one change, in ASCII words that scripts match on. */
    enum Outcome {
        APPLIED("applied"),
        FAILED("failed"),
        UNKNOWN("unknown"),
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
     */
    record Entry(Action action, Outcome outcome, String detail) {}

    /** A report of a dry run: every change planned, none made. */
    static ApplyReport dryRun(Plan plan) {
        return new ApplyReport(
                plan,
                plan.actions().stream()
                        .map(a -> new Entry(a, Outcome.NOT_APPLIED, ""))
                        .toList(),
                true);
    }

    /** Whether every change was applied (true for an empty plan). */
    boolean succeeded() {
        return !dryRun && entries.stream().allMatch(e -> e.outcome() == Outcome.APPLIED);
    }

    long count(Outcome outcome) {
        return entries.stream().filter(e -> e.outcome() == outcome).count();
    }

    /**
     * The exit code: 3 when a change's outcome is unknown, 1 when one failed, 0 when all were
     * applied; for a dry run 0, or with {@code detailed} 4 when changes are pending.
     */
    int exitCode(boolean detailed) {
        if (dryRun) {
            return detailed && !entries.isEmpty() ? ExitCode.CHANGES_PENDING : ExitCode.OK;
        }
        if (count(Outcome.UNKNOWN) > 0) {
            return ExitCode.UNKNOWN;
        }
        return succeeded() ? ExitCode.OK : ExitCode.FAILED;
    }

    /** The verdict scripts match on: nothing_to_do, dry_run, done or stopped. */
    String result() {
        if (entries.isEmpty()) {
            return "nothing_to_do";
        }
        return dryRun ? "dry_run" : succeeded() ? "done" : "stopped";
    }

    /** Prints one line per change that did not simply succeed, under a one-line verdict. */
    void print(PrintStream out) {
        if (succeeded()) {
            out.println("Done: " + count(Outcome.APPLIED) + " of " + entries.size() + " changes applied.");
            return;
        }
        out.println("Stopped: " + count(Outcome.APPLIED) + " of " + entries.size() + " changes applied.");
        for (Entry e : entries) {
            out.println("  " + pad(e.outcome().label) + e.action().line()
                    + (e.detail().isEmpty() ? "" : "\n      " + e.detail()));
        }
        if (count(Outcome.UNKNOWN) > 0) {
            out.println(
                    "A change marked \"unknown\" may have been made although no reply came; it was not sent again. "
                            + "Check it on the server (or run with --dry-run to see what is still missing) before running again.");
        }
    }

    /** The plan or report as one JSON document, for {@code --output json} and {@code --report}. */
    ObjectNode toJson(ObjectMapper json, String stateFile, String server) {
        ObjectNode root = json.createObjectNode();
        root.put("state_file", stateFile);
        root.put("server", server);
        root.put("dry_run", dryRun);
        root.put("result", result());
        ArrayNode notCompared = root.putArray("not_compared");
        plan.notCompared().forEach(notCompared::add);
        ObjectNode summary = root.putObject("summary");
        plan.counts().forEach((kind, n) -> summary.put(kind.verb, n));
        ArrayNode changes = root.putArray("changes");
        for (Entry e : entries) {
            ObjectNode change = changes.addObject();
            change.put("action", e.action().kind().verb);
            change.put("change", e.action().description());
            change.put("outcome", e.outcome().label);
            if (!e.detail().isEmpty()) {
                change.put("detail", e.detail());
            }
        }
        ArrayNode notes = root.putArray("notes");
        plan.notes().forEach(notes::add);
        return root;
    }

    private static String pad(String label) {
        return label + " ".repeat(Math.max(1, 13 - label.length()));
    }
}
