package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What became of each change of a plan: applied, failed, unknown (the request may have reached the
 * server; verify before running again) or not applied. Printed after every run and, with {@code
 * --report FILE}, written as JSON for scripts.
 *
 * @param entries one per planned change, in plan order
 * @param dryRun whether nothing was meant to be applied
 */
record ApplyReport(List<Entry> entries, boolean dryRun) {
    ApplyReport {
        entries = List.copyOf(entries);
    }

    /** The fate of one change. */
    enum Outcome {
        APPLIED("applied"),
        FAILED("failed"),
        UNKNOWN("unknown — verify"),
        NOT_APPLIED("not applied"),
        PLANNED("planned (dry run)");

        final String label;

        Outcome(String label) {
            this.label = label;
        }
    }

    /**
     * @param change the plan line
     * @param outcome what became of it
     * @param detail why, for anything but a plain success; empty otherwise
     */
    record Entry(String change, Outcome outcome, String detail) {}

    /** A report of a dry run: every change planned, none made. */
    static ApplyReport dryRun(Plan plan) {
        return new ApplyReport(
                plan.actions().stream()
                        .map(a -> new Entry(a.line(), Outcome.PLANNED, ""))
                        .toList(),
                true);
    }

    /** Whether every change was applied. */
    boolean succeeded() {
        return entries.stream().allMatch(e -> e.outcome() == Outcome.APPLIED || e.outcome() == Outcome.PLANNED);
    }

    long count(Outcome outcome) {
        return entries.stream().filter(e -> e.outcome() == outcome).count();
    }

    /** Prints one line per change that did not simply succeed, under a one-line verdict. */
    void print(PrintStream out) {
        if (succeeded()) {
            out.println("Done: " + count(Outcome.APPLIED) + " of " + entries.size() + " changes applied.");
            return;
        }
        out.println("Stopped: " + count(Outcome.APPLIED) + " of " + entries.size() + " changes applied.");
        for (Entry e : entries) {
            out.println(
                    "  " + pad(e.outcome().label) + e.change() + (e.detail().isEmpty() ? "" : "\n      " + e.detail()));
        }
        if (count(Outcome.UNKNOWN) > 0) {
            out.println(
                    "A change marked \"unknown — verify\" may have been made although no reply came; it was not sent again. "
                            + "Check it on the server (or run with --dry-run to see what is still missing) before running again.");
        }
    }

    /** Writes the report as JSON to {@code file}. */
    void write(Path file, String stateFile, String server) throws IOException {
        try (JsonGenerator json = new JsonFactory().createGenerator(file.toFile(), JsonEncoding.UTF8)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeStringField("state_file", stateFile);
            json.writeStringField("server", server);
            json.writeStringField("result", dryRun ? "dry run" : succeeded() ? "done" : "stopped");
            json.writeArrayFieldStart("changes");
            for (Entry e : entries) {
                json.writeStartObject();
                json.writeStringField("change", e.change());
                json.writeStringField("outcome", e.outcome().label);
                if (!e.detail().isEmpty()) {
                    json.writeStringField("detail", e.detail());
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
    }

    private static String pad(String label) {
        return label + " ".repeat(Math.max(1, 18 - label.length()));
    }
}
