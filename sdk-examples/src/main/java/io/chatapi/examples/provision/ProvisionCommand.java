package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.TargetOptions;
import java.nio.file.Path;
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
            "Exit codes: 0 done or nothing to do, 1 failed (also: saved plan stale, several server records"
                    + " match one entry, deletion declined), 2 bad input (nothing was changed), 3 outcome unknown"
                    + " (verify before running again), 4 changes pending (--dry-run --detailed-exitcode).%n"
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
            paramLabel = "FILE",
            description = "The ledger of records this tool owns (default: STATE_FILE's name with .ledger.json).")
    private Path ledger;

    @Option(
            names = "--plan-out",
            paramLabel = "FILE",
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

    @Option(names = "--report", paramLabel = "FILE", description = "Also write the report as JSON to FILE.")
    private Path report;

    @Option(
            names = "--detailed-exitcode",
            description = "With --dry-run or --plan-out: exit 4 when there are changes, 0 when none.")
    private boolean detailedExitcode;

    @Option(
            names = "--status-codes",
            paramLabel = "online=CODE,away=CODE,offline=CODE",
            description = "How the server's agent status codes read, so an existing agent's status can be"
                    + " compared (the spec does not say; the demo server: online=1,away=2,offline=3).")
    private String statusCodes;

    @Override
    public Integer call() throws Exception {
        checkCombination();
        CliContext context = target.context();
        ProvisionRun.Request request = new ProvisionRun.Request(
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
                Optional.ofNullable(statusCodes));
        return new ProvisionRun(context, target, request).run();
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
        if (detailedExitcode && !dryRun && planOut == null) {
            throw new BadInputException("--detailed-exitcode goes with --dry-run or --plan-out");
        }
    }
}
