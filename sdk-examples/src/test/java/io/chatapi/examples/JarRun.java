package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code target/chat-api-cli.jar} as a separate process, as an operator would, and captures
 * its exit code, stdout and stderr (through files, so a chatty process cannot block on a full pipe).
 *
 * @param code the exit code
 * @param out what went to stdout, as UTF-8
 * @param err what went to stderr, as UTF-8
 */
public record JarRun(int code, String out, String err) {
    public static final Path JAR = Path.of(System.getProperty("cli.jar", "target/chat-api-cli.jar"));

    /** Runs {@code args} against {@code server}, with {@code extraEnv} added to the environment. */
    public static JarRun against(ChatApiTestServer server, Map<String, String> extraEnv, String... args) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        return run(env, List.of(), args);
    }

    /** Runs {@code args} against {@code server}. */
    public static JarRun against(ChatApiTestServer server, String... args) {
        return against(server, Map.of(), args);
    }

    /**
     * Runs {@code args} with the server variables removed from this JVM's environment, then {@code
     * env} added, and {@code jvmOptions} before {@code -jar}.
     */
    public static JarRun run(Map<String, String> env, List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // The quick compiler only: these runs are short, and the machine running them is shared.
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        try {
            Path out = Files.createTempFile("cli-out", ".txt");
            Path err = Files.createTempFile("cli-err", ".txt");
            try {
                ProcessBuilder builder = new ProcessBuilder(command)
                        .redirectInput(ProcessBuilder.Redirect.from(
                                Path.of("/dev/null").toFile()))
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile());
                builder.environment().remove(ChatApiClient.ENV_BASE_URL);
                builder.environment().remove(ChatApiClient.ENV_API_KEY);
                builder.environment().putAll(env);
                Process process = builder.start();
                if (!process.waitFor(120, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new AssertionError("the CLI did not end within 120 s: " + command);
                }
                return new JarRun(
                        process.exitValue(),
                        Files.readString(out, StandardCharsets.UTF_8),
                        Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
