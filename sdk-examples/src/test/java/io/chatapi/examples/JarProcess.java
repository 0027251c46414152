package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code target/chat-api-cli.jar} started as a separate process that a test can signal or kill while
 * it runs, as an operator's Ctrl-C, a supervisor's SIGTERM or {@code kill -9} would. Output goes to
 * files, so a chatty process never blocks on a full pipe.
 */
public final class JarProcess {
    private final Process process;
    private final Path out;
    private final Path err;

    private JarProcess(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /** Starts {@code args} against {@code server}, with {@code extraEnv} added to the environment. */
    public static JarProcess start(ChatApiTestServer server, Map<String, String> extraEnv, String... args) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-jar");
        command.add(JarRun.JAR.toString());
        command.addAll(List.of(args));
        try {
            Path out = Files.createTempFile("cli-out", ".txt");
            Path err = Files.createTempFile("cli-err", ".txt");
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectInput(
                            ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            builder.environment().putAll(env);
            return new JarProcess(builder.start(), out, err);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public long pid() {
        return process.pid();
    }

    /** Sends a signal by name ({@code INT}, {@code TERM}, {@code KILL}) with the system's kill command. */
    public void signal(String name) {
        try {
            Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                    .inheritIO()
                    .start();
            if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
                throw new AssertionError("kill -" + name + " " + process.pid() + " failed");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** What stdout holds so far. */
    public String out() {
        return read(out);
    }

    /** Waits for the process to end, at most {@code limit}, and returns what it did. */
    public JarRun await(Duration limit) {
        try {
            if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the CLI did not end within " + limit + "; stderr: " + read(err));
            }
            return new JarRun(process.exitValue(), read(out), read(err));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            if (!process.isAlive()) {
                delete(out);
                delete(err);
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file; the system cleans it up
        }
    }

    /**
     * Whether this JVM ignores SIGINT (a background job without job control starts so, and passes it
     * on to its children, which then cannot receive it): Linux says so in /proc/self/status.
     */
    public static boolean sigintIgnoredHere() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("SigIgn:")) {
                    long mask = Long.parseUnsignedLong(line.substring(7).trim(), 16);
                    return (mask & (1L << (2 - 1))) != 0;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // Not Linux: assume it is delivered.
        }
        return false;
    }
}
