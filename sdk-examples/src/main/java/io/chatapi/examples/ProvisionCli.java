package io.chatapi.examples;

import io.chatapi.examples.demo.DemoServer;
import io.chatapi.examples.provision.ProvisionCommand;
import io.chatapi.sdk.ChatApiClient;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code provision} as picocli parses it, forwarded to {@link ProvisionCommand}: a bridge until the
 * provisioning engine declares its options with picocli itself. Values are forwarded as {@code
 * --name=value}, so a value is never read as an option.
 */
@Command(
        name = "provision",
        mixinStandardHelpOptions = true,
        description = {
            "Makes the server match a YAML or JSON state file (agents, domains, assignments, triggers,"
                    + " aliases): prints the plan, then applies it. A second run prints \"Nothing to do\".",
            "Passwords are never in the state file: give password_env or password_file per agent."
        })
final class ProvisionCli implements Callable<Integer> {
    @Mixin
    private TargetOptions target;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "STATE_FILE", description = "The desired state (YAML, or JSON).")
    private String stateFile;

    @Option(names = "--dry-run", description = "Print the plan, change nothing.")
    private boolean dryRun;

    @Option(names = "--prune", description = "Also delete records the file does not list.")
    private boolean prune;

    @Option(names = "--report", paramLabel = "FILE", description = "Write what was applied as JSON.")
    private String report;

    @Option(
            names = "--status-codes",
            paramLabel = "online=CODE,away=CODE,offline=CODE",
            description = "How the server's agent status codes read.")
    private String statusCodes;

    @Override
    public Integer call() throws Exception {
        CliContext context = CliContext.of(spec);
        List<String> args = new ArrayList<>();
        if (stateFile != null) {
            args.add(stateFile);
        }
        if (dryRun) {
            args.add("--dry-run");
        }
        if (prune) {
            args.add("--prune");
        }
        if (report != null) {
            args.add("--report=" + report);
        }
        if (statusCodes != null) {
            args.add("--status-codes=" + statusCodes);
        }
        ProvisionCommand command = new ProvisionCommand();
        Args parsed = Args.parse(args, command.spec());
        if (!target.demo()) {
            return command.run(parsed, context);
        }
        // The engine opens its target from the environment; for --demo, that environment names the
        // demo server.
        try (DemoServer demo = DemoServer.start()) {
            context.err().println("note: using an embedded demo server with sample data at " + demo.baseUrl());
            Map<String, String> env = new HashMap<>(context.env());
            env.put(ChatApiClient.ENV_BASE_URL, demo.baseUrl());
            env.put(ChatApiClient.ENV_API_KEY, demo.apiKey());
            return command.run(
                    parsed, new CliContext(env, context.in(), context.out(), context.err(), context.interactive()));
        }
    }
}
