package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.SafeFiles;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.agents.AgentStatus;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run of {@code provision}: read the state file (or a saved plan and the state file it names),
 * take the ledger's lock, read the ledger and the server, resolve the creates an earlier run left
 * pending, plan, print the plan, then (unless a dry run) check passwords and consent to deletions,
 * and apply. stdout gets only the plan and report (text, or one JSON document); notes, warnings and
 * progress go to stderr.
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
     * @param lockTimeout how long to wait for another run's lock
     * @param passwordDir the folder password files must lie under, when not the state file's
     * @param deadline how long the run keeps settling unknown outcomes and sending what is missing ({@code
     *     --deadline})
     * @param lockLease how long a Redis ledger's lock outlives a run that stopped renewing it
     * @param acceptVolatileLedger whether a Redis ledger on a Redis without persistence is accepted
     * @param migrateFrom the ledger to move to this run's ({@code --migrate-ledger}), as given
     */
    record Request(
            Optional<Path> stateFile,
            Optional<Path> savedPlan,
            boolean dryRun,
            boolean prune,
            boolean yes,
            Optional<String> ledger,
            Optional<Path> planOut,
            boolean json,
            Optional<Path> report,
            boolean detailedExitcode,
            Optional<String> statusCodes,
            Duration lockTimeout,
            Optional<Path> passwordDir,
            Duration deadline,
            Duration lockLease,
            boolean acceptVolatileLedger,
            Optional<String> migrateFrom) {}

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The variable that gives the status codes when {@code --status-codes} does not. */
    static final String ENV_STATUS_CODES = "CHAT_API_STATUS_CODES";

    private final CliContext context;
    private final TargetOptions target;
    private final Request request;
    private final PrintStream out;
    private final PrintStream err;
    private final Interruption.Factory signals;
    /** What the run has learnt so far, for the error document of a run that fails. */
    private String stateFileShown = "";

    private String serverShown = "";
    private Plan plan;
    private final List<String> notes = new ArrayList<>();
    /** Counts the deletes the SDK's engine sends to heal twins, per change. */
    private final WriteTally tally = new WriteTally();
    /** The domains this run registered, checked at its end against what it saw since. */
    private final ReplacedRegistrations registrations = new ReplacedRegistrations();
    /** Warns, once per record, when a plan creates again a record this ledger owned. */
    private final Recreations recreations = new Recreations();

    ProvisionRun(CliContext context, TargetOptions target, Request request, Interruption.Factory signals) {
        this.context = context;
        this.target = target;
        this.request = request;
        this.out = context.out();
        this.err = context.err();
        this.signals = signals;
    }

    int run() throws IOException {
        Optional<SavedPlan> saved = request.savedPlan().map(SavedPlan::read);
        Path stateFile = saved.map(p -> Path.of(p.stateFile()))
                .orElseGet(() -> request.stateFile().orElseThrow());
        stateFileShown = stateFile.toString();
        String stateHash = SavedPlan.hashOf(stateFile);
        if (saved.isPresent() && !saved.get().stateSha256().equals(stateHash)) {
            throw new BadInputException(stateFile + " changed since the plan "
                    + request.savedPlan().get() + " was saved; nothing was applied: make a new plan");
        }
        boolean prune = saved.map(SavedPlan::prune).orElse(request.prune());
        DesiredState desired = StateFileReader.read(stateFile, request.passwordDir());
        Path stateFolder = stateFile.toAbsolutePath().getParent();
        LedgerLocation ledgerAt = request.ledger()
                .map(t -> LedgerLocation.parse(t, "--ledger", Path.of(""), context.env()))
                .or(() -> saved.map(p -> new LedgerLocation.File(Path.of(p.ledger()))))
                .or(() -> desired.ledger()
                        .map(t -> LedgerLocation.parse(t, stateFile + ": ledger", stateFolder, context.env())))
                .orElseGet(() -> new LedgerLocation.File(Ledger.besides(stateFile)));
        if (request.planOut().isPresent() && ledgerAt instanceof LedgerLocation.Redis && !target.demo()) {
            throw new BadInputException("--plan-out records a ledger file, and this run's ledger is in Redis ("
                    + ledgerAt.shown() + "): check with --dry-run --detailed-exitcode, then run without it");
        }
        // Given codes, first found wins: --status-codes, CHAT_API_STATUS_CODES, status_codes in the state file.
        Optional<String> envCodes =
                Optional.ofNullable(context.env().get(ENV_STATUS_CODES)).filter(t -> !t.isBlank());
        Optional<String> codesText = saved.isPresent()
                ? saved.get().statusCodes()
                : request.statusCodes().or(() -> envCodes).or(desired::statusCodes);
        Optional<StatusCodes> codes = codesText.map(t -> StatusCodes.parse(
                t,
                request.statusCodes().isPresent() || saved.isPresent()
                        ? "--status-codes"
                        : envCodes.isPresent() ? ENV_STATUS_CODES : "status_codes"));
        refuseUnsafeOutputs(ledgerAt);

        // A run reads the whole account, after every round too: each read is tried up to 10 times more within
        // --timeout (the SDK authenticates afresh after a failed try), so a lost reply or a gateway page costs a
        // retry, not a round; the run adds no loop of its own around it.
        try (ApiTarget server = target.open(
                target.settings().withReadRetries(Rounds.READ_RETRIES).withListener(tally))) {
            serverShown = server.baseUrl();
            // The demo server is new on every run; its ledger lives in memory and is tied to no address.
            String serverName = server.embedded() ? "(demo)" : server.baseUrl();
            if (saved.isPresent() && !saved.get().server().equals(serverName)) {
                throw new BadInputException("the plan was made for "
                        + saved.get().server() + ", not " + serverName + "; nothing was applied");
            }
            if (codes.isEmpty() && server.embedded()) {
                codes = Optional.of(StatusCodes.TESTKIT);
            }
            // Waits for the change in flight at most as long as two calls may take, and a little more.
            Duration patience = target.timeout().multipliedBy(2).plusSeconds(10);
            try (RunLock lock = server.embedded() || !(ledgerAt instanceof LedgerLocation.File f)
                            ? RunLock.none()
                            : RunLock.acquire(f.file(), request.lockTimeout(), err);
                    RedisLedgerStore shared = server.embedded() || !(ledgerAt instanceof LedgerLocation.Redis r)
                            ? null
                            : RedisLedgerStore.open(
                                    r,
                                    request.lockTimeout(),
                                    request.lockLease(),
                                    request.acceptVolatileLedger(),
                                    err);
                    Interruption interruption = signals.open(err, patience)) {
                // None for a demo run: its ledger lives in memory, whatever the state file's ledger: says.
                LedgerStore store = shared != null
                        ? shared
                        : ledgerAt instanceof LedgerLocation.File f ? new FileLedgerStore(f.file()) : null;
                if (request.migrateFrom().isPresent()) {
                    return LedgerMove.move(
                            LedgerLocation.parse(
                                    request.migrateFrom().get(), "--migrate-ledger", Path.of(""), context.env()),
                            store,
                            serverName,
                            request,
                            err);
                }
                Ledger ledger = server.embedded() ? Ledger.inMemory(serverName) : Ledger.load(store, serverName);
                if (server.embedded()) {
                    err.println("note: the demo server lives only for this run, so its ledger is kept in memory;"
                            + " no ledger file is read or written");
                }
                return planAndApply(
                        new Inputs(saved, stateFile, stateHash, prune, codes, codesText, ledgerAt, desired),
                        server,
                        serverName,
                        ledger,
                        interruption);
            }
        }
    }

    /**
     * Every file this run may write is checked before anything is read from the server, so a link planted at one
     * of them stops the run (exit 2) before a request is sent, not halfway through.
     */
    private void refuseUnsafeOutputs(LedgerLocation ledgerAt) {
        request.report().ifPresent(SafeFiles::refuseUnsafeTarget);
        request.planOut().ifPresent(SafeFiles::refuseUnsafeTarget);
        if (!target.demo() && ledgerAt instanceof LedgerLocation.File f) {
            SafeFiles.refuseUnsafeTarget(f.file());
            RunLock.refuseUnsafe(f.file());
        }
    }

    private record Inputs(
            Optional<SavedPlan> saved,
            Path stateFile,
            String stateHash,
            boolean prune,
            Optional<StatusCodes> codes,
            Optional<String> codesText,
            LedgerLocation ledgerAt,
            DesiredState desired) {}

    private int planAndApply(Inputs in, ApiTarget server, String serverName, Ledger ledger, Interruption interruption)
            throws IOException {
        if (!ledger.found() && in.prune()) {
            err.println("warning: no ledger at " + in.ledgerAt().shown() + ", so this tool owns nothing it could prune:"
                    + " --prune deletes nothing. (Give --ledger if it is elsewhere; entries with adopt: true"
                    + " take existing records in.)");
        }
        Rounds rounds = new Rounds(request.deadline(), context.pauses());
        ServerSnapshot snapshot = rounds.read(() -> snapshot(server, in), "nothing was changed");
        notes.addAll(PendingCreates.resolve(ledger, snapshot));
        if (ledger.changed() && !request.dryRun()) {
            // Written before planning, so that what was resolved stays resolved whatever happens next.
            ledger.save();
        }
        notes.forEach(n -> err.println("note: " + n));
        plan = Planner.plan(in.desired(), snapshot, options(in, ledger), context.env(), ledger);
        String fingerprint = Fingerprint.of(snapshot);
        if (in.saved().isPresent()) {
            checkStillFits(in.saved().get(), fingerprint, plan);
        }
        if (!request.json()) {
            out.println("State file: " + in.stateFile() + "; server: " + server.baseUrl());
            plan.print(out);
        }
        plan.notes().forEach(n -> err.println("note: " + n));
        warnOfRecreations(plan, ledger);
        if (request.planOut().isPresent()) {
            Path file = request.planOut().get();
            new SavedPlan(
                            in.stateFile().toAbsolutePath().normalize().toString(),
                            in.stateHash(),
                            serverName,
                            fingerprint,
                            in.ledgerAt() instanceof LedgerLocation.File f
                                    ? f.file().toAbsolutePath().normalize().toString()
                                    : in.ledgerAt().shown(),
                            in.prune(),
                            in.codesText(),
                            plan.lines())
                    .write(file);
            err.println("Plan saved to " + file + "; apply it with: provision --apply " + file);
        }
        if (request.dryRun()) {
            if (!request.json() && !plan.isEmpty()) {
                out.println("Dry run: nothing was changed.");
            }
            return finish(ApplyReport.dryRun(plan, notes), in.stateFile(), server, interruption);
        }
        List<Subject> pending =
                ledger.pending().stream().map(Ledger.Pending::subject).toList();
        if (plan.isEmpty()) {
            ApplyReport report = new ApplyReport(plan, List.of(), false, false, pending, notes);
            if (!request.json()) {
                report.print(out);
            }
            return finish(report, in.stateFile(), server, interruption);
        }
        plan.checkBeforeApplying();
        if (!Confirmation.deletesConfirmed(context, plan, request.yes())) {
            throw new CommandFailedException("Not confirmed; nothing was changed.");
        }
        if (!interruption.startApplying()) {
            return finish(
                    new ApplyReport(plan, notAttempted(plan), false, true, pending, notes),
                    in.stateFile(),
                    server,
                    interruption);
        }
        // Written before the first change, so an unwritable ledger stops the run before anything is sent.
        try {
            ledger.save();
        } catch (UncheckedIOException e) {
            throw new CommandFailedException(e.getMessage() + "; nothing was changed");
        }
        err.println("Applying:");
        ApplyReport report = Applier.apply(
                plan,
                server.client(),
                rounds::callBudget,
                Directory.of(snapshot, ledger, tally, registrations),
                ledger,
                err,
                interruption::requested,
                notes,
                !request.deadline().isZero());
        report = settle(report, rounds, in, server, ledger, interruption);
        if (!report.interrupted()) {
            List<String> replaced = registrations.afterRun(server.client(), ledger);
            replaced.forEach(n -> err.println("note: " + n));
            report = report.withNotes(replaced);
        }
        if (!request.json()) {
            report.print(out);
        }
        return finish(report, in.stateFile(), server, interruption);
    }

    /**
     * An agent whose create this run left unknown, now found by its e-mail, has the status this run sent: the code
     * the server reports for it is learnt, as after a create whose reply came.
     */
    private static void learnStatusOfResolvedAgents(
            List<Ledger.Pending> pendingBefore, Ledger ledger, ServerSnapshot now, DesiredState desired) {
        for (Ledger.Pending p : pendingBefore) {
            if (!p.kind().equals(Ledger.AGENT) || ledger.isPending(p.subject())) {
                continue;
            }
            Optional<AgentStatus> sent = desired.agents().stream()
                    .filter(a -> DesiredState.emailKey(a.email()).equals(DesiredState.emailKey(p.key())))
                    .findFirst()
                    .flatMap(DesiredState.AgentSpec::status);
            Optional<String> code = now.agents().stream()
                    .filter(a -> DesiredState.emailKey(a.email()).equals(DesiredState.emailKey(p.key())))
                    .findFirst()
                    .flatMap(ServerSnapshot.AgentState::detail)
                    .flatMap(ServerSnapshot.Detail::statusCode);
            if (sent.isPresent() && code.isPresent()) {
                ledger.learnStatusCode(sent.get(), code.get());
            }
        }
    }

    /** Prune as asked; the status codes given, or else those the ledger learnt from this tool's own writes. */
    private static PlanContext.Options options(Inputs in, Ledger ledger) {
        Optional<StatusCodes> codes = in.codes()
                .or(() -> ledger.statusCodes().isEmpty()
                        ? Optional.empty()
                        : Optional.of(StatusCodes.of(ledger.statusCodes())));
        return new PlanContext.Options(in.prune(), codes);
    }

    private ServerSnapshot snapshot(ApiTarget server, Inputs in) {
        return ServerSnapshot.read(server.client(), email -> in.desired().agents().stream()
                .anyMatch(a -> DesiredState.emailKey(a.email()).equals(DesiredState.emailKey(email))));
    }

    /**
     * Further rounds after the first, while {@code --deadline} lasts: read the server again, settle the ledger's
     * pending creates by identity (found: owned; absent: dropped, so planned and sent again), plan what is left and
     * apply it, until nothing is left, a change is refused, a signal comes, or the budget runs out.
     */
    private ApplyReport settle(
            ApplyReport first, Rounds rounds, Inputs in, ApiTarget server, Ledger ledger, Interruption interruption) {
        ApplyReport last = first;
        boolean converged = !Rounds.unsettled(first);
        int round = 1;
        List<Subject> confirmedDeletes = plan.actions().stream()
                .filter(a -> a.kind() == Action.Kind.DELETE)
                .map(Action::subject)
                .toList();
        while (!converged && !interruption.requested() && rounds.another(last)) {
            round++;
            err.println("Round " + round + ": reading the server again to settle what is unknown and send what is"
                    + " missing");
            ServerSnapshot now;
            try {
                now = rounds.read(() -> snapshot(server, in), "what is unknown stays unknown");
            } catch (CommandFailedException e) {
                err.println("warning: " + e.getMessage());
                break;
            }
            List<Ledger.Pending> pendingBefore = ledger.pending();
            PendingCreates.resolve(ledger, now).forEach(n -> err.println("note: " + n));
            learnStatusOfResolvedAgents(pendingBefore, ledger, now, in.desired());
            if (ledger.changed()) {
                ledger.save();
            }
            Plan next = Planner.plan(in.desired(), now, options(in, ledger), context.env(), ledger);
            warnOfRecreations(next, ledger);
            List<Subject> pending =
                    ledger.pending().stream().map(Ledger.Pending::subject).toList();
            boolean unconfirmedDelete = next.actions().stream()
                    .anyMatch(a -> a.kind() == Action.Kind.DELETE && !confirmedDeletes.contains(a.subject()));
            if (next.actions().isEmpty() || unconfirmedDelete) {
                if (unconfirmedDelete) {
                    err.println("warning: planned again, a deletion appeared that was not confirmed; run again");
                }
                last = new ApplyReport(next, notApplied(next), false, false, pending, List.of());
                converged = next.actions().isEmpty() && pending.isEmpty();
                break;
            }
            next.checkBeforeApplying();
            last = Applier.apply(
                    next,
                    server.client(),
                    rounds::callBudget,
                    Directory.of(now, ledger, tally, registrations),
                    ledger,
                    err,
                    interruption::requested,
                    List.of(),
                    true);
            converged = !Rounds.unsettled(last);
        }
        return round == 1 ? first : Rounds.merged(first, last, converged, round);
    }

    /** Says on stderr, and in the report's notes, which planned creates make again a record this ledger owned. */
    private void warnOfRecreations(Plan planned, Ledger ledger) {
        for (String warning : recreations.warnings(planned, ledger.lost(), request.dryRun())) {
            err.println("warning: " + warning);
            notes.add("warning: " + warning);
        }
    }

    private static List<ApplyReport.Entry> notAttempted(Plan plan) {
        return plan.actions().stream()
                .map(a -> new ApplyReport.Entry(a, ApplyReport.Outcome.NOT_APPLIED, ApplyReport.NOT_ATTEMPTED))
                .toList();
    }

    /** A saved plan that no longer fits the server (or the ledger) is refused, nothing applied. */
    private void checkStillFits(SavedPlan saved, String fingerprint, Plan plan) {
        if (!saved.fingerprint().equals(fingerprint)) {
            throw new CommandFailedException("the server changed since the plan "
                    + request.savedPlan().get() + " was saved (its"
                    + " records no longer match the plan's fingerprint); nothing was applied: make a new plan");
        }
        if (!saved.changes().equals(plan.lines())) {
            throw new CommandFailedException("planned again, the changes differ from the saved plan "
                    + request.savedPlan().get() + " (has the ledger changed?); nothing was applied: make a new plan");
        }
    }

    /** Prints the JSON document and writes the report file, as asked; returns the exit code. */
    private int finish(ApplyReport report, Path stateFile, ApiTarget server, Interruption interruption)
            throws IOException {
        try {
            ObjectNode document =
                    report.toJson(JSON, stateFile.toString(), server.baseUrl(), request.detailedExitcode());
            if (report.interrupted()) {
                // The JVM exits 130 for SIGINT, 143 for SIGTERM; which one came, a shutdown hook cannot tell.
                document.putNull("exit_code");
            }
            emit(document);
            return report.exitCode(request.detailedExitcode());
        } finally {
            interruption.settled();
        }
    }

    /** Prints {@code document} on stdout with {@code --output json}, and writes it with {@code --report}. */
    private void emit(ObjectNode document) throws IOException {
        if (request.json()) {
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document));
        }
        if (request.report().isPresent()) {
            Path file = request.report().get();
            SafeFiles.write(
                    file,
                    (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document) + "\n")
                            .getBytes(StandardCharsets.UTF_8));
            err.println("Report written to " + file);
        }
    }

    /**
     * For a run that failed: the JSON document of the failure, printed with {@code --output json} and
     * written with {@code --report}, so a script always has a document to read. Holds the plan's
     * changes (none applied) when the failure came after planning.
     */
    void reportFailure(Exception failure, int exitCode) {
        if (!request.json() && request.report().isEmpty()) {
            return;
        }
        ObjectNode document;
        if (plan != null) {
            document = new ApplyReport(plan, notApplied(plan), false, false, List.of(), notes)
                    .toJson(JSON, stateFileShown, serverShown, false);
        } else {
            document = JSON.createObjectNode();
            document.put("state_file", stateFileShown);
            document.put("server", serverShown);
            document.put("dry_run", request.dryRun());
            document.putArray("not_compared");
            document.putObject("summary");
            document.putArray("changes");
            document.putArray("unresolved");
            notes.forEach(document.putArray("notes")::add);
        }
        document.put("result", "error");
        document.put("exit_code", exitCode);
        document.put("error", failure.getMessage());
        try {
            emit(document);
        } catch (IOException | RuntimeException e) {
            err.println("error: the report could not be written: " + e.getMessage());
        }
    }

    private static List<ApplyReport.Entry> notApplied(Plan plan) {
        return plan.actions().stream()
                .map(a -> new ApplyReport.Entry(a, ApplyReport.Outcome.NOT_APPLIED, ""))
                .toList();
    }
}
