package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One run of {@code provision}: read the state file (or a saved plan and the state file it names),
 * read the server and the ledger, plan, print the plan, then (unless a dry run) check passwords and
 * consent to deletions, and apply. stdout gets only the plan and report (text, or one JSON
 * document); notes, warnings and progress go to stderr.
 */
final class ProvisionRun {
    /**
     * What the user asked for, as parsed.
     *
     * @param stateFile the state file, unless a saved plan is applied
     * @param savedPlan the plan to apply ({@code --apply})
     * @param dryRun whether nothing is to be changed ({@code --dry-run} or {@code --plan-out})
     * @param prune whether to delete owned records no longer listed
     * @param yes whether deletions are allowed without asking
     * @param ledger the ledger, when not the default one
     * @param planOut where to save the plan
     * @param json whether stdout gets JSON
     * @param report where to write the report as JSON
     * @param detailedExitcode whether a dry run with changes exits 4
     * @param statusCodes {@code --status-codes} as given
     */
    record Request(
            Optional<Path> stateFile,
            Optional<Path> savedPlan,
            boolean dryRun,
            boolean prune,
            boolean yes,
            Optional<Path> ledger,
            Optional<Path> planOut,
            boolean json,
            Optional<Path> report,
            boolean detailedExitcode,
            Optional<String> statusCodes) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private final CliContext context;
    private final TargetOptions target;
    private final Request request;
    private final PrintStream out;
    private final PrintStream err;

    ProvisionRun(CliContext context, TargetOptions target, Request request) {
        this.context = context;
        this.target = target;
        this.request = request;
        this.out = context.out();
        this.err = context.err();
    }

    int run() throws IOException {
        Optional<SavedPlan> saved = request.savedPlan().map(SavedPlan::read);
        Path stateFile = saved.map(p -> Path.of(p.stateFile()))
                .orElseGet(() -> request.stateFile().orElseThrow());
        String stateHash = SavedPlan.hashOf(stateFile);
        if (saved.isPresent() && !saved.get().stateSha256().equals(stateHash)) {
            throw new BadInputException(stateFile + " changed since the plan "
                    + request.savedPlan().get() + " was saved; nothing was applied: make a new plan");
        }
        boolean prune = saved.map(SavedPlan::prune).orElse(request.prune());
        Optional<String> codesText = saved.isPresent() ? saved.get().statusCodes() : request.statusCodes();
        Optional<StatusCodes> codes = codesText.map(StatusCodes::parse);
        Path ledgerFile = request.ledger()
                .or(() -> saved.map(p -> Path.of(p.ledger())))
                .orElseGet(() -> Ledger.besides(stateFile));
        DesiredState desired = StateFileReader.read(stateFile);

        try (ApiTarget server = target.open()) {
            // The demo server is new on every run; its ledger is tied to no address.
            String serverName = server.embedded() ? "(demo)" : server.baseUrl();
            if (saved.isPresent() && !saved.get().server().equals(serverName)) {
                throw new BadInputException("the plan was made for "
                        + saved.get().server() + ", not " + serverName + "; nothing was applied");
            }
            if (codes.isEmpty() && server.embedded()) {
                codes = Optional.of(StatusCodes.TESTKIT);
            }
            Ledger ledger = Ledger.load(ledgerFile, serverName);
            if (!ledger.found() && prune) {
                err.println("warning: no ledger at " + ledgerFile + ", so this tool owns nothing it could prune:"
                        + " --prune deletes nothing. (Give --ledger if it is elsewhere; entries with adopt: true"
                        + " take existing records in.)");
            }
            ServerSnapshot snapshot;
            try {
                snapshot = ServerSnapshot.read(server.client(), email -> desired.agents().stream()
                        .anyMatch(a -> DesiredState.emailKey(a.email()).equals(DesiredState.emailKey(email))));
            } catch (ChatApiException e) {
                err.println("error: reading the server's state failed; nothing was changed: " + e.getMessage());
                return ExitCode.FAILED;
            }
            Plan plan = Planner.plan(desired, snapshot, new PlanContext.Options(prune, codes), context.env(), ledger);
            String fingerprint = Fingerprint.of(snapshot);
            if (saved.isPresent() && stale(saved.get(), fingerprint, plan)) {
                return ExitCode.FAILED;
            }
            if (!request.json()) {
                out.println("State file: " + stateFile + "; server: " + server.baseUrl());
                plan.print(out);
            }
            plan.notes().forEach(n -> err.println("note: " + n));
            if (request.planOut().isPresent()) {
                Path file = request.planOut().get();
                new SavedPlan(
                                stateFile.toAbsolutePath().normalize().toString(),
                                stateHash,
                                serverName,
                                fingerprint,
                                ledgerFile.toAbsolutePath().normalize().toString(),
                                prune,
                                codesText,
                                plan.lines())
                        .write(file);
                err.println("Plan saved to " + file + "; apply it with: provision --apply " + file);
            }
            if (request.dryRun()) {
                if (!request.json() && !plan.isEmpty()) {
                    out.println("Dry run: nothing was changed.");
                }
                return finish(ApplyReport.dryRun(plan), stateFile, server);
            }
            if (plan.isEmpty()) {
                return finish(new ApplyReport(plan, List.of(), false), stateFile, server);
            }
            plan.checkBeforeApplying();
            if (!Confirmation.deletesConfirmed(context, plan.deletes(), request.yes())) {
                err.println("Not confirmed; nothing was changed.");
                return ExitCode.FAILED;
            }
            // Written before the first change, so an unwritable ledger stops the run before anything is sent.
            ledger.save();
            err.println("Applying:");
            ApplyReport report = Applier.apply(plan, server.client(), Directory.of(snapshot, ledger), ledger, err);
            if (!request.json()) {
                report.print(out);
            }
            return finish(report, stateFile, server);
        }
    }

    /** Whether a saved plan no longer fits the server (or the ledger); says so on stderr. */
    private boolean stale(SavedPlan saved, String fingerprint, Plan plan) {
        if (!saved.fingerprint().equals(fingerprint)) {
            err.println("error: the server changed since the plan "
                    + request.savedPlan().get() + " was saved (its"
                    + " records no longer match the plan's fingerprint); nothing was applied: make a new plan");
            return true;
        }
        if (!saved.changes().equals(plan.lines())) {
            err.println("error: planned again, the changes differ from the saved plan "
                    + request.savedPlan().get() + " (has the ledger changed?); nothing was applied: make a new plan");
            return true;
        }
        return false;
    }

    /** Prints the JSON document and writes the report file, as asked; returns the exit code. */
    private int finish(ApplyReport report, Path stateFile, ApiTarget server) throws IOException {
        if (request.json()) {
            out.println(JSON.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(report.toJson(JSON, stateFile.toString(), server.baseUrl())));
        }
        if (request.report().isPresent()) {
            Path file = request.report().get();
            JSON.writerWithDefaultPrettyPrinter()
                    .writeValue(file.toFile(), report.toJson(JSON, stateFile.toString(), server.baseUrl()));
            err.println("Report written to " + file);
        }
        return report.exitCode(request.detailedExitcode());
    }
}
