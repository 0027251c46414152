package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Child JVMs of the multi-process tests: started on this test's class path, read line by line. */
final class ChildJvms {
    private ChildJvms() {}

    /** Starts {@code main} in a small JVM of its own with {@code args}, its stderr merged into its stdout. */
    static Process start(Class<?> main, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx96m",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** The first line starting with {@code start}; the lines before it are kept for the failure message. */
    static String awaitLine(Process process, String start, long seconds) throws Exception {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> found = CompletableFuture.supplyAsync(() -> {
            StringBuilder seen = new StringBuilder();
            try {
                for (String line; (line = out.readLine()) != null; ) {
                    if (line.startsWith(start)) {
                        return line;
                    }
                    seen.append(line).append('\n');
                }
            } catch (java.io.IOException e) {
                seen.append(e);
            }
            return "process ended without " + start + ":\n" + seen;
        });
        String line = found.get(seconds, TimeUnit.SECONDS);
        assertThat(line).startsWith(start);
        return line;
    }
}
