package io.chatapi.examples;

import io.chatapi.examples.export.ExportCommand;
import io.chatapi.examples.provision.ProvisionCommand;
import io.chatapi.sdk.ChatApiException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The examples as one program: {@code quickstart}, {@code provision}, {@code export-tickets} and
 * {@code plugin-data}, each with {@code --help}. Talks to the server named by {@code
 * CHAT_API_BASE_URL} and {@code CHAT_API_KEY}, or to an embedded test server when neither is set.
 *
 * <p>Exit codes: {@value ExitCode#OK} done, {@value ExitCode#FAILED} failed, {@value
 * ExitCode#BAD_INPUT} bad input.
 */
public final class Cli {
    private static final List<Command> COMMANDS =
            List.of(new Quickstart(), new ProvisionCommand(), new ExportCommand(), new PluginDataCommand());

    private Cli() {}

    /**
     * Runs a command with UTF-8 output (whatever the platform's default) and exits with its code.
     *
     * @param args the command and its arguments; {@code --help} lists the commands
     */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(args, new CliContext(System.getenv(), out, err, System.console() != null));
        out.flush();
        err.flush();
        if (code != ExitCode.OK) {
            System.exit(code);
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
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            context.out().print(overview());
            return args.length == 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
        }
        Command command = COMMANDS.stream()
                .filter(c -> c.name().equals(args[0]))
                .findFirst()
                .orElse(null);
        if (command == null) {
            context.err().println("error: unknown command " + args[0]);
            context.err().print(overview());
            return ExitCode.BAD_INPUT;
        }
        try {
            Args parsed = Args.parse(Arrays.asList(args).subList(1, args.length), command.spec());
            if (parsed.flag("help")) {
                context.out().print(command.usage());
                return ExitCode.OK;
            }
            return command.run(parsed, context);
        } catch (BadInputException e) {
            context.err().println("error: " + e.getMessage());
            context.err().println("(see: " + command.name() + " --help)");
            return ExitCode.BAD_INPUT;
        } catch (ChatApiException | CommandFailedException e) {
            context.err().println("error: " + e.getMessage());
            return ExitCode.FAILED;
        } catch (IOException | UncheckedIOException e) {
            context.err().println("error: " + e.getMessage());
            return ExitCode.FAILED;
        } catch (Exception e) {
            context.err().println("error: " + e);
            return ExitCode.FAILED;
        }
    }

    /** Convenience for tests and scripts: {@link #run(String[], CliContext)} with these streams. */
    static int run(Map<String, String> env, PrintStream out, PrintStream err, String... args) {
        return run(args, new CliContext(env, out, err, false));
    }

    private static String overview() {
        StringBuilder text = new StringBuilder();
        text.append("Usage: Cli <command> [options]   (<command> --help for details)\n\nCommands:\n");
        for (Command c : COMMANDS) {
            text.append(String.format("  %-16s %s%n", c.name(), c.summary()));
        }
        text.append("\nServer: CHAT_API_BASE_URL and CHAT_API_KEY, or neither for an embedded test server.\n");
        text.append("Exit codes: 0 done, 1 failed, 2 bad input.\n");
        return text.toString();
    }
}
