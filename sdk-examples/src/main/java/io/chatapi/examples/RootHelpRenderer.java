package io.chatapi.examples;

import io.chatapi.examples.dist.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/**
 * A build step, not part of any command: renders {@code chat-api --help} with picocli, as the CLI itself prints it
 * without colours, into the resource the distribution's {@link Launcher} prints. The build runs it after compiling
 * (exec-maven-plugin, phase process-classes), so the text is rendered from the same classes the jar holds and cannot
 * fall behind them; {@code RootHelpRendererTest} checks it against a run of the CLI.
 */
public final class RootHelpRenderer {
    private RootHelpRenderer() {}

    /**
     * Writes the rendered root help, UTF-8 with {@code \n} line ends.
     *
     * @param args one argument: the file to write (its folders are made)
     * @throws IOException when the file cannot be written
     * @throws IllegalArgumentException without exactly one argument
     * @throws IllegalStateException when a {@code picocli.*} system property would change the text, or picocli fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: RootHelpRenderer <output file>");
        }
        Path file = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(file.getParent());
        Files.writeString(file, render(), StandardCharsets.UTF_8);
    }

    /**
     * The root help as {@code chat-api --help} prints it when picocli does not colour it.
     *
     * @return the text, with {@code \n} line ends
     * @throws IllegalStateException when a {@code picocli.*} system property would change the text, or picocli fails
     */
    static String render() {
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("picocli.")) {
                // The launcher never prints the text when one is set; rendered with one, it would be wrong without.
                throw new IllegalStateException("the system property " + name + " is set: unset it to render the help");
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                Map.of(),
                InputStream.nullInputStream(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                false);
        String[] args = {"--help"};
        CommandLine cli = Cli.commandLine(context, args, Launcher.NAME);
        // A build run from a terminal has a console: picocli would colour the text.
        cli.setColorScheme(CommandLine.Help.defaultColorScheme(Ansi.OFF));
        int code = cli.execute(args);
        String problems = err.toString(StandardCharsets.UTF_8);
        if (code != ExitCode.OK || !problems.isEmpty()) {
            throw new IllegalStateException("--help exited " + code + ": " + problems);
        }
        return out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }
}
