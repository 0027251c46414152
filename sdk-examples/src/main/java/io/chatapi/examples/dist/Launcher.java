package io.chatapi.examples.dist;

import io.chatapi.examples.Cli;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;

/**
 * The main class of the distribution's {@code lib/chat-api-cli.jar}, which {@code bin/chat-api} runs. {@code chat-api
 * --help} (or {@code -h}) alone prints the root help the build rendered with picocli ({@code RootHelpRenderer}, the
 * resource {@value #HELP_RESOURCE} beside this class), without loading picocli, whenever picocli would print exactly
 * that text; every other run, and that one when in doubt, is {@link Cli#main}'s. Picocli's classes are Java 5 class
 * files, which JDK 17's class-data sharing cannot archive, and building its model and laying the help out was most of
 * the root help's start-up. The plain {@code chat-api-cli.jar} has no such shortcut: its main class is {@link Cli}.
 *
 * <p>Picocli's output would differ from the rendered text when the name differs (the text names its command), when
 * it colours its output, or when a {@code picocli.*} system property changes the layout (its width) or adds output
 * (its trace). It colours output (JDK 17, picocli 4.7) only with {@code picocli.ansi} set, with {@code
 * CLICOLOR_FORCE} set to anything but {@code 0}, on a console ({@link System#console()}: stdin and stdout both
 * terminals), or on Windows; so a run with none of these gets the rendered text. Scripts, which pipe the output, are
 * such runs; a user at a terminal gets picocli's coloured help as before.
 */
public final class Launcher {
    /** The command name the help is rendered for: what {@code bin/chat-api} sets {@code chat-api.launcher.name} to. */
    public static final String NAME = "chat-api";

    /** The rendered root help, UTF-8 with {@code \n} line ends, beside this class in the jar. */
    public static final String HELP_RESOURCE = "root-help.txt";

    private Launcher() {}

    /**
     * Prints the rendered root help for {@code --help} or {@code -h} when picocli would print the same; else runs
     * {@link Cli#main}, which exits the JVM with the command's code.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        // The arguments first: every other run pays for nothing more than this comparison.
        if (isHelpAlone(args)
                && printsAsRendered(
                        System.getProperty(Cli.LAUNCHER_NAME_PROPERTY),
                        System.getProperties(),
                        System.getenv(),
                        System.console() != null,
                        System.getProperty("os.name", ""))
                && printRenderedHelp(new FileOutputStream(FileDescriptor.out))) {
            return;
        }
        Cli.main(args);
    }

    /**
     * Whether the arguments ask for the root help and nothing else.
     *
     * @param args the run's arguments
     * @return true for exactly {@code --help} or {@code -h}
     */
    static boolean isHelpAlone(String[] args) {
        return args.length == 1 && ("--help".equals(args[0]) || "-h".equals(args[0]));
    }

    /**
     * Whether picocli would print the rendered text (see the class comment for why these conditions).
     *
     * @param launcherName the run's {@code chat-api.launcher.name}, or null
     * @param properties the JVM's system properties
     * @param env the environment
     * @param console whether the JVM has a console
     * @param osName the {@code os.name} property
     * @return true when the rendered help is what picocli prints in this run
     */
    static boolean printsAsRendered(
            String launcherName, Properties properties, Map<String, String> env, boolean console, String osName) {
        if (!NAME.equals(launcherName) || console || osName.startsWith("Windows")) {
            return false;
        }
        String force = env.get("CLICOLOR_FORCE");
        if (force != null && !"0".equals(force)) {
            return false;
        }
        for (Object key : properties.keySet()) {
            if (key instanceof String name && name.startsWith("picocli.")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Writes the rendered help to {@code out}, with this platform's line ends as picocli writes them.
     *
     * @param out where the help goes (stdout)
     * @return false when the jar holds no rendered help (nothing was written); true once written, even if writing
     *     failed (a closed pipe: picocli's writer ignores that too, and the exit code stays 0)
     */
    static boolean printRenderedHelp(OutputStream out) {
        byte[] help;
        try (InputStream in = Launcher.class.getResourceAsStream(HELP_RESOURCE)) {
            if (in == null) {
                return false;
            }
            help = in.readAllBytes();
        } catch (IOException e) {
            return false;
        }
        String separator = System.lineSeparator();
        if (!"\n".equals(separator)) {
            help = new String(help, StandardCharsets.UTF_8)
                    .replace("\n", separator)
                    .getBytes(StandardCharsets.UTF_8);
        }
        try {
            out.write(help);
            out.flush();
        } catch (IOException e) {
            // As picocli's PrintWriter does: the reader went away; there is no one left to tell.
        }
        return true;
    }
}
