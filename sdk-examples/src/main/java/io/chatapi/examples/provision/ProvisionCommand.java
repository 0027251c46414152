package io.chatapi.examples.provision;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.Args;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.Command;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/**
 * {@code provision STATE_FILE}: makes the server match a declarative state file (agents, domains,
 * assignments, triggers, aliases), printing the plan first. Idempotent: a second run finds nothing
 * to do. See {@link #usage()}.
 */
public final class ProvisionCommand implements Command {
    @Override
    public String name() {
        return "provision";
    }

    @Override
    public String summary() {
        return "make the server match a YAML or JSON state file (plan, then apply)";
    }

    @Override
    public String usage() {
        return """
        Usage: provision STATE_FILE [--dry-run] [--prune] [--report FILE]
                         [--status-codes online=CODE,away=CODE,offline=CODE]

        Reads the desired agents, domains, assignments, triggers and aliases from STATE_FILE
        (YAML, or JSON when it ends in .json), compares them with the server, prints the plan
        and applies it. A second run prints "Nothing to do".

          --dry-run       print the plan, change nothing
          --prune         also delete agents, domains, triggers and aliases the file does not
                          list (administrators are never deleted)
          --report FILE   write what was applied, failed or is unknown as JSON
          --status-codes  how the server's agent status codes read, so that an existing agent's
                          status can be compared (the spec does not say; the embedded test
                          server uses online=1,away=2,offline=3)

        Agents are matched by e-mail, domains by address, triggers and aliases by name. Among the
        agents and domains in the file, the assignments listed are all there are: others are
        removed. Fields left out of an entry are left as they are.

        Passwords are never in the state file: give password_env (a variable name) or
        password_file (a path, relative to the state file); they are needed only to create an
        agent and are never printed.

        Exit codes: 0 done or nothing to do, 1 a change or a read failed (the report says what
        was applied; a change marked "unknown — verify" may have been made and was not sent
        again), 2 bad input (the message names the line and field).
        """;
    }

    @Override
    public Args.Spec spec() {
        return new Args.Spec(Set.of("dry-run", "prune"), Set.of("report", "status-codes"), 1);
    }

    @Override
    public int run(Args args, CliContext context) throws IOException {
        if (args.positional().isEmpty()) {
            throw new BadInputException("give the state file, such as: provision state.yaml");
        }
        Path stateFile = Path.of(args.positional().get(0));
        Optional<Path> reportFile = args.option("report").map(Path::of);
        Optional<StatusCodes> codes = args.option("status-codes").map(StatusCodes::parse);
        DesiredState desired = StateFileReader.read(stateFile);
        PrintStream out = context.out();
        try (ApiTarget target = context.openTarget()) {
            if (codes.isEmpty() && target.embedded()) {
                codes = Optional.of(StatusCodes.TESTKIT);
            }
            ServerSnapshot snapshot;
            try {
                snapshot = ServerSnapshot.read(target.client(), email -> desired.agents().stream()
                        .anyMatch(a -> DesiredState.emailKey(a.email()).equals(DesiredState.emailKey(email))));
            } catch (ChatApiException e) {
                context.err()
                        .println("error: reading the server's state failed; nothing was changed: " + e.getMessage());
                return ExitCode.FAILED;
            }
            Plan plan =
                    Planner.plan(desired, snapshot, new PlanContext.Options(args.flag("prune"), codes), context.env());
            out.println("State file: " + stateFile + "; server: " + target.baseUrl());
            plan.print(out);
            ApplyReport report;
            if (args.flag("dry-run")) {
                report = ApplyReport.dryRun(plan);
                if (!plan.isEmpty()) {
                    out.println("Dry run: nothing was changed.");
                }
            } else {
                if (!plan.isEmpty()) {
                    out.println("Applying:");
                }
                report = Applier.apply(plan, target.client(), Directory.of(snapshot), out);
                if (!plan.isEmpty()) {
                    report.print(out);
                }
            }
            if (reportFile.isPresent()) {
                report.write(reportFile.get(), stateFile.toString(), target.baseUrl());
                out.println("Report written to " + reportFile.get());
            }
            return report.succeeded() ? ExitCode.OK : ExitCode.FAILED;
        }
    }
}
