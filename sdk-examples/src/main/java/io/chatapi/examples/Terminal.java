package io.chatapi.examples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Whether stderr is a terminal, so that a progress bar redrawn with {@code \r} is worth drawing, and
 * whether stdin is one as well, so that a question can be asked.
 * {@code System.console()} cannot tell: it looks at stdin and stdout, so {@code export > file}
 * would lose the bar and {@code export 2> log} would fill the log with redraws. Java 17 has no
 * isatty, so this asks the system: on Linux where {@code /proc/self/fd/2} points, elsewhere {@code
 * test -t 2} run with our stderr; {@code TERM=dumb} never counts as a terminal.
 */
final class Terminal {
    private Terminal() {}

    static boolean stderrIsTerminal(Map<String, String> env) {
        return isTerminal(2, env);
    }

    /**
     * Whether stdin is a terminal too, so that a question asked on stderr can be answered: a
     * script piping into the tool, or a CI job, gets no question it cannot answer.
     */
    static boolean stdinIsTerminal(Map<String, String> env) {
        return isTerminal(0, env);
    }

    private static boolean isTerminal(int fd, Map<String, String> env) {
        if ("dumb".equals(env.get("TERM"))) {
            return false;
        }
        Path link = Path.of("/proc/self/fd/" + fd);
        if (Files.isSymbolicLink(link)) {
            try {
                String target = Files.readSymbolicLink(link).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException e) {
                // Fall through to asking the shell.
            }
        }
        try {
            ProcessBuilder builder = new ProcessBuilder("sh", "-c", "test -t " + fd);
            Process test = (fd == 0
                            ? builder.redirectInput(ProcessBuilder.Redirect.INHERIT)
                            : builder.redirectError(ProcessBuilder.Redirect.INHERIT))
                    .start();
            return test.waitFor(2, TimeUnit.SECONDS) && test.exitValue() == 0;
        } catch (IOException e) {
            // No shell (Windows): the console is the best clue there is.
            return System.console() != null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
