package io.chatapi.examples.provision;

import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.DurationText;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code provision STATE_FILE}: makes the server match a declarative state file (agents, domains,
 * assignments, triggers, aliases), printing the plan first; a second run finds nothing to do.
 * Deletes (with {@code --prune}) only records its {@link Ledger} owns, and only with consent. A plan
 * can be saved ({@code --plan-out}) and applied later ({@code --apply}). This class holds the
 * options and checks how they combine; {@link ProvisionRun} does the work.
 */
@Command(
        name = "provision",
        mixinStandardHelpOptions = true,
        description = {
            "Makes the server match a YAML or JSON state file (agents, domains, assignments, triggers,"
                    + " aliases): prints the plan, then applies it. A second run prints \"Nothing to do\".",
            "Agents are matched by e-mail, domains by address, triggers and aliases by name on their"
                    + " domain. A field left out of an entry is left as it is.",
            "Passwords are never in the state file: give password_env or password_file per agent; they are"
                    + " read only when an agent is created, so --dry-run needs none.",
            "The ledger (default: beside the state file, state.yaml -> state.ledger.json) records what this"
                    + " tool created, and entries with adopt: true; --prune deletes only those, never a record"
                    + " made by hand, an administrator, or an agent whose role cannot be read."
        },
        footerHeading = "%n",
        footer = {
            "One run at a time: a run locks <ledger>.lock; another run exits 2 naming the holder, or waits"
                    + " with --lock-timeout. Each create is recorded in the ledger as pending before it is sent;"
                    + " the next run finds what an interrupted run made and owns it. SIGINT or SIGTERM finishes"
                    + " the change in flight, writes the ledger and report, prints the summary and exits 130 or 143.",
            "Exit codes: 0 every change applied and owned (or nothing to do), 1 failed (also: saved plan stale,"
                    + " several server records match one entry, deletion declined), 2 bad input or another run holds"
                    + " the lock (nothing was changed), 3 outcome unknown or a create unresolved (the next run"
                    + " resolves it; verify before acting by hand), 4 changes pending or a field not compared"
                    + " (--dry-run --detailed-exitcode), 130/143 stopped by SIGINT/SIGTERM.%n"
        })
public final class ProvisionCommand implements Callable<Integer> {
    /** How the plan and report are printed. */
    enum Format {
        TEXT,
        JSON;

        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    @Mixin
    private TargetOptions target;

    @Parameters(arity = "0..1", paramLabel = "STATE_FILE", description = "The desired state (YAML, or JSON).")
    private Path stateFile;

    @Option(names = "--dry-run", description = "Print the plan, change nothing; needs no password.")
    private boolean dryRun;

    @Option(names = "--prune", description = "Also delete records the ledger owns that the state file no longer lists.")
    private boolean prune;

    @Option(
            names = {"-y", "--yes"},
            description = "Allow the plan's deletions without asking (needed when not on a terminal).")
    private boolean yes;

    @Option(
            names = "--ledger",
            paramLabel = "FILE|redis://HOST:PORT/NAME",
            preprocessor = AttachedValue.class,
            description = "The ledger of records this tool owns (default: the state file's ledger: key, else"
                    + " STATE_FILE's name with .ledger.json). redis://HOST:PORT/NAME (rediss:// over TLS,"
                    + " redis://USER:PASSWORD@… for an ACL user, or the password in CHAT_API_LEDGER_PASSWORD) keeps it"
                    + " and its lock in a Redis a team shares.")
    private String ledger;

    @Option(
            names = "--lock-lease",
            paramLabel = "DURATION",
            converter = DurationText.class,
            description = "With a Redis ledger: how long its lock outlives a run that stopped renewing it (killed,"
                    + " cut off); 1s to 60s, default 15s.")
    private Duration lockLease = DEFAULT_LEASE;

    @Option(
            names = "--accept-volatile-ledger",
            description = "Use a Redis ledger even when that Redis keeps nothing over a restart (no AOF, no RDB);"
                    + " refused otherwise, since a restart would lose the ledger.")
    private boolean acceptVolatileLedger;

    @Option(
            names = "--migrate-ledger",
            paramLabel = "FROM",
            preprocessor = AttachedValue.class,
            description = "Move the ledger at FROM (a file or redis://…) to this run's ledger (--ledger), under both"
                    + " locks, and do nothing else: refused when the destination holds a ledger already.")
    private String migrateLedger;

    @Option(
            names = "--plan-out",
            paramLabel = "FILE",
            preprocessor = AttachedValue.class,
            description = "Save the plan to FILE and change nothing; apply it later with --apply FILE.")
    private Path planOut;

    @Option(
            names = "--apply",
            paramLabel = "PLAN_FILE",
            description =
                    "Apply a plan saved with --plan-out; refused when the state file or the server" + " changed since.")
    private Path apply;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "text|json",
            description = "text (default) or json: the plan and report as one JSON document on stdout.")
    private Format output = Format.TEXT;

    @Option(
            names = "--report",
            paramLabel = "FILE",
            preprocessor = AttachedValue.class,
            description = "Also write the report as JSON to FILE (on failure too: a document with result \"error\").")
    private Path report;

    @Option(
            names = "--password-dir",
            paramLabel = "DIR",
            preprocessor = AttachedValue.class,
            description = "The folder a state file's password_file must lie under (default: the state file's"
                    + " folder). Password files are regular files of at most 4 KiB, reached through no symbolic link.")
    private Path passwordDir;

    @Option(
            names = "--lock-timeout",
            paramLabel = "DURATION",
            converter = DurationText.class,
            description = "While another provision run holds the ledger's lock, wait up to DURATION (30s, 2m)"
                    + " instead of exiting 2 at once.")
    private Duration lockTimeout = Duration.ZERO;

    @Option(
            names = "--deadline",
            paramLabel = "DURATION",
            converter = io.chatapi.examples.DurationText.class,
            description = "How long one run keeps going through lost replies, gateway pages and refused tokens:"
                    + " it reads the server again, settles what is unknown and sends what is missing (default 10m;"
                    + " 0: one round, leaving an unknown outcome to the next run).")
    private Duration deadline = Rounds.DEFAULT_DEADLINE;

    @Option(
            names = "--detailed-exitcode",
            description = "With --dry-run or --plan-out: exit 4 when there are changes or a field could not be"
                    + " compared (it may differ), 0 when the server matches.")
    private boolean detailedExitcode;

    @Option(
            names = "--status-codes",
            paramLabel = "online=CODE,away=CODE,offline=CODE",
            description = "How the server's agent status codes read, so an existing agent's status can be"
                    + " compared (the spec does not say; the demo server: online=1,away=2,offline=3).")
    private String statusCodes;

    /** A Redis ledger's lease: long enough to outlast a slow call, short enough that a killed run blocks little. */
    static final Duration DEFAULT_LEASE = Duration.ofSeconds(15);

    @Override
    public Integer call() throws Exception {
        CliContext context = target.context();
        ProvisionRun run = new ProvisionRun(context, target, request(), Interruption::onSignals);
        try {
            checkCombination();
            return run.run();
        } catch (Exception e) {
            // A script given -o json or --report gets a document even when the run fails.
            run.reportFailure(e, ExitCode.forFailure(e));
            throw e;
        }
    }

    private ProvisionRun.Request request() {
        return new ProvisionRun.Request(
                Optional.ofNullable(stateFile),
                Optional.ofNullable(apply),
                dryRun || planOut != null,
                prune,
                yes,
                Optional.ofNullable(ledger),
                Optional.ofNullable(planOut),
                output == Format.JSON,
                Optional.ofNullable(report),
                detailedExitcode,
                Optional.ofNullable(statusCodes),
                lockTimeout,
                Optional.ofNullable(passwordDir),
                deadline,
                lockLease,
                acceptVolatileLedger,
                Optional.ofNullable(migrateLedger));
    }

    /** Options that cannot go together are bad input, before anything is read or sent. */
    private void checkCombination() {
        if (apply != null) {
            if (stateFile != null) {
                throw new BadInputException(
                        "give a STATE_FILE or --apply PLAN_FILE, not both: the plan names its" + " state file");
            }
            if (dryRun || prune || planOut != null || statusCodes != null) {
                throw new BadInputException("--apply applies a plan as it was saved; --dry-run, --prune, --plan-out"
                        + " and --status-codes belong to making the plan");
            }
        } else if (stateFile == null) {
            throw new BadInputException("give the state file, such as: provision state.yaml");
        }
        if (target.demo() && ledger != null) {
            throw new BadInputException("--ledger has no use with --demo: the demo server lives only for this run,"
                    + " so its ledger is kept in memory and no ledger file is read or written");
        }
        if (lockLease.compareTo(Duration.ofSeconds(1)) < 0 || lockLease.compareTo(Duration.ofSeconds(60)) > 0) {
            throw new BadInputException("--lock-lease must be between 1s and 60s");
        }
        if (migrateLedger != null && (apply != null || dryRun || prune || planOut != null || target.demo())) {
            throw new BadInputException("--migrate-ledger only moves a ledger: give it with STATE_FILE and --ledger,"
                    + " without --apply, --dry-run, --prune, --plan-out or --demo");
        }
        if (detailedExitcode && !dryRun && planOut == null) {
            throw new BadInputException("--detailed-exitcode goes with --dry-run or --plan-out");
        }
    }
}
