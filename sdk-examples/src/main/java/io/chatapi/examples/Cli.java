package io.chatapi.examples;

import io.chatapi.examples.export.ExportCommand;
import io.chatapi.examples.provision.ProvisionCommand;
import io.chatapi.examples.resources.AgentsCommand;
import io.chatapi.examples.resources.AliasesCommand;
import io.chatapi.examples.resources.DomainsCommand;
import io.chatapi.examples.resources.TicketsCommand;
import io.chatapi.examples.resources.TriggersCommand;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The root command {@code chat-api-cli}: the resource commands, {@code provision}, {@code
 * export-tickets}, {@code quickstart} and {@code plugin-data}, each with {@code --help} and {@code
 * --version}. Parsing is picocli's; this class configures it so that an option's value is never
 * another option and every outcome maps to one {@link ExitCode}.
 */
@Command(
        name = "chat-api-cli",
        // Every command inherits --help, --version and the version text.
        scope = ScopeType.INHERIT,
        mixinStandardHelpOptions = true,
        versionProvider = CliVersion.class,
        description = "Manage agents, domains, triggers, aliases and tickets of the chat service.",
        // The subcommands are COMMANDS, added per run by CommandTree.
        footerHeading = "%n",
        footer = {
            "Server: CHAT_API_BASE_URL and CHAT_API_KEY; --demo for an in-memory server with sample data"
                    + " (quickstart uses it when neither is set); --timeout (CHAT_API_TIMEOUT) bounds each call.",
            "Exit codes: 0 done or nothing to do, 1 failed, 2 bad input, 3 outcome unknown (verify before"
                    + " running again), 4 changes pending (dry run with --detailed-exitcode), 130/143 provision"
                    + " stopped by SIGINT/SIGTERM.",
            "Completion (bash; zsh after bashcompinit): ${ROOT-COMMAND-NAME} generate-completion > ~/.${ROOT-COMMAND-NAME}.bash once,"
                    + " then add: source ~/.${ROOT-COMMAND-NAME}.bash to ~/.bashrc; it completes commands and"
                    + " options of ${ROOT-COMMAND-NAME}.%n"
        })
public final class Cli implements Callable<Integer> {
    /**
     * The system property a launcher sets to the name it is called by ({@code chat-api} for the distribution's
     * {@code bin/chat-api}); without it the command is {@code chat-api-cli}.
     */
    public static final String LAUNCHER_NAME_PROPERTY = "chat-api.launcher.name";

    /** The commands, in the order {@code --help} lists them. */
    private static final List<Class<?>> COMMANDS = List.of(
            AgentsCommand.class,
            DomainsCommand.class,
            TriggersCommand.class,
            AliasesCommand.class,
            TicketsCommand.class,
            Quickstart.class,
            ProvisionCommand.class,
            ExportCommand.class,
            PluginDataCommand.class,
            AutoComplete.GenerateCompletion.class);

    private final CliContext context;

    @Spec
    private CommandSpec spec;

    private Cli(CliContext context) {
        this.context = context;
    }

    /**
     * Runs a command with UTF-8 output (whatever the platform's default) and exits with its code.
     *
     * @param args the command and its arguments; {@code --help} lists the commands
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        Map<String, String> env = System.getenv();
        quietSdkLogUnlessAsked(env);
        boolean stderrTerminal = Terminal.stderrIsTerminal(env);
        CliContext context = new CliContext(
                env,
                new FileInputStream(FileDescriptor.in),
                out,
                err,
                stderrTerminal,
                stderrTerminal && Terminal.stdinIsTerminal(env));
        int code = run(args, context);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Held, so that JUL keeps the level set on it (it holds its loggers weakly). */
    private static final java.util.logging.Logger SDK_LOG = java.util.logging.Logger.getLogger("io.chatapi.sdk");

    /**
     * The SDK leaves its log level to the backend unless {@code CHAT_API_LOG} names one; the CLI keeps
     * stderr for errors and progress, so it silences the SDK's call lines unless that variable asks.
     */
    private static void quietSdkLogUnlessAsked(Map<String, String> env) {
        if (env.getOrDefault("CHAT_API_LOG", "").isBlank()) {
            SDK_LOG.setLevel(java.util.logging.Level.WARNING);
        }
    }

    /**
     * Runs a command; never throws and never exits the JVM.
     *
     * @param args the command and its arguments
     * @param context environment and streams
     * @return the {@link ExitCode}
     */
    public static int run(String[] args, CliContext context) {
        return commandLine(context, args).execute(args);
    }

    /**
     * The command tree, configured: an option's value may not look like an option, enum values
     * are case-insensitive, usage and parse errors go to the context's streams and every failure
     * maps to an {@link ExitCode}.
     *
     * @param context environment and streams of the run
     * @param args the run's arguments: the command they name is built in full, the others only listed
     * @return the configured command line
     */
    static CommandLine commandLine(CliContext context, String[] args) {
        // The distribution's launcher (bin/chat-api) names itself, so that usage and the completion script it
        // generates are for the command the user types.
        return commandLine(context, args, System.getProperty(LAUNCHER_NAME_PROPERTY, ""));
    }

    /**
     * The command tree as {@link #commandLine(CliContext, String[])} configures it, called {@code launcher}.
     *
     * @param context environment and streams of the run
     * @param args the run's arguments: the command they name is built in full, the others only listed
     * @param launcher the name the command is called by; blank or not a plain name: {@code chat-api-cli}
     * @return the configured command line
     */
    static CommandLine commandLine(CliContext context, String[] args, String launcher) {
        CommandLine cli = new CommandLine(new Cli(context));
        CommandTree.addSubcommands(cli, COMMANDS, args);
        if (launcher.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,63}")) {
            cli.setCommandName(launcher);
        }
        // "--report --dry-run" must be an error, not a report file named "--dry-run", and neither may
        // a misspelt option ("--report --dryrun") become a value.
        cli.setAllowOptionsAsOptionParameters(false);
        cli.setUnmatchedOptionsAllowedAsOptionParameters(false);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setOut(new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8), true));
        cli.setErr(new PrintWriter(new OutputStreamWriter(context.err(), StandardCharsets.UTF_8), true));
        cli.setParameterExceptionHandler(new Failures(context.err(), context.env())::onBadArguments);
        cli.setExecutionExceptionHandler(new Failures(context.err(), context.env())::onFailure);
        cli.getSubcommands()
                .get("generate-completion")
                .getCommandSpec()
                .usageMessage()
                .hidden(true);
        return cli;
    }

    /**
     * The environment and streams of this run, for the commands below.
     *
     * @return the context
     */
    CliContext context() {
        return context;
    }

    /** Without a command: the overview on stderr, and bad input. */
    @Override
    public Integer call() {
        context.err().println("error: give a command");
        spec.commandLine().usage(context.err());
        return ExitCode.BAD_INPUT;
    }
}
