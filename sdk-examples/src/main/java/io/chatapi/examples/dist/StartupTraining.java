package io.chatapi.examples.dist;

import io.chatapi.examples.Cli;
import io.chatapi.examples.CliContext;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The training run for the distribution's class-data-sharing archive: {@code bin/chat-api} starts it once, on its
 * first run, with {@code -XX:ArchiveClassesAtExit}, so the classes it loads are stored, already parsed and
 * verified, in {@code chat-api-cli.jsa}, and later starts map them instead of loading them from the jars again.
 * It runs the commands a script calls most ({@code --help}, as {@link Launcher} prints it and as picocli does, the
 * lists, as tables and as JSON) against a throwaway in-memory test server reached over loopback as a real one is,
 * so the archive holds what those commands load:
 * Jackson, OkHttp, the SDK and the CLI (not picocli: its classes are Java 5 class files, which JDK 17 does not
 * archive). It prints nothing; it exits 1 when a command fails, so a broken CLI never yields an archive.
 */
public final class StartupTraining {
    private static final List<List<String>> COMMANDS = List.of(
            List.of("--help"),
            List.of("--version"),
            List.of("domains", "list"),
            List.of("agents", "list", "-o", "json"),
            List.of("triggers", "list"),
            List.of("aliases", "list", "-o", "jsonl"),
            List.of("tickets", "list"),
            List.of("domains", "list", "--help"));

    /** Held, so that JUL keeps the level set on it; the SDK's call lines would only fill the build's log. */
    private static final Logger SDK_LOG = Logger.getLogger("io.chatapi.sdk");

    private StartupTraining() {}

    /**
     * Runs the training commands.
     *
     * @param args none
     */
    public static void main(String[] args) {
        SDK_LOG.setLevel(Level.WARNING);
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        // The launcher's own path for `--help` (its class and the resource's reading), as a script's run takes it.
        Launcher.printRenderedHelp(discard);
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            Map<String, String> env =
                    Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey());
            for (List<String> command : COMMANDS) {
                CliContext context =
                        new CliContext(env, new ByteArrayInputStream(new byte[0]), discard, discard, false);
                int code = Cli.run(command.toArray(String[]::new), context);
                if (code != 0) {
                    System.err.println("training command " + command + " exited " + code);
                    System.exit(1);
                }
            }
        }
        // The archive is written as the JVM exits; no thread left behind may hold that up.
        System.exit(0);
    }
}
