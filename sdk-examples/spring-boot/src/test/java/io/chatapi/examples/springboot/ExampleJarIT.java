package io.chatapi.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The example application as an operator runs it, {@code java -jar} of its Spring Boot executable jar, with TRACE on
 * for {@code io.chatapi.sdk}, against a server written here on the JDK's own HTTP server (not the testkit): it
 * authenticates, then answers the agents list with a reply cut short in the middle of a shopper's e-mail address and
 * phone number. Every line the process writes is searched: none holds them, and the SDK's lines arrive under their
 * own logger names at their own levels (its TRACE line as TRACE, not DEBUG).
 */
class ExampleJarIT {
    static final String EMAIL = "jan.kowalski@example.pl";
    static final String PHONE = "600 700 800";
    static final String API_KEY = "key-it-5f2c9e";

    private static final String CUT_SHORT = "{\"status\":1,\"users\":[{\"id\":\"7\",\"login\":\"" + EMAIL
            + "\",\"note\":\"" + EMAIL + ", tel. " + PHONE + " zwrot czajnika";

    private HttpServer server;
    private final List<String> paths = new ArrayList<>();

    @BeforeEach
    void serve() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/", this::answer);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        synchronized (paths) {
            paths.add(path);
        }
        String body = path.endsWith("developer/inicialize") ? "{\"status\":1}" : CUT_SHORT;
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.getResponseHeaders().add("x-user-token", "tok-" + System.nanoTime());
        exchange.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Test
    void at_trace_no_line_of_the_jar_holds_the_shoppers_data_and_the_sdks_lines_keep_their_levels() throws Exception {
        List<String> lines = runJar(
                "--chatapi.base-url=http://127.0.0.1:" + server.getAddress().getPort() + "/api/",
                "--chatapi.api-key=" + API_KEY,
                "--chatapi.read-retries=0",
                "--logging.level.io.chatapi.sdk=TRACE");

        assertThat(paths).as("the jar reached the server").anyMatch(path -> path.endsWith("users/list"));
        assertThat(lines)
                .as("the SDK's lines, under their own loggers and levels")
                .anyMatch(line -> line.contains("DEBUG") && line.contains("io.chatapi.sdk.auth"))
                .anyMatch(line -> line.contains(" INFO ")
                        && line.contains("io.chatapi.sdk.call")
                        && line.contains("agents.list GET failed after "))
                .anyMatch(line -> line.contains("TRACE")
                        && line.contains("io.chatapi.sdk.call")
                        && line.contains("agents.list reply: its first ")
                        && line.contains("UndecodableReplyException.excerpt()"));
        assertThat(String.join("\n", lines))
                .as("every line the process wrote, stack traces included")
                .doesNotContain(EMAIL)
                .doesNotContain("kowalski")
                .doesNotContain(PHONE)
                .doesNotContain("czajnika")
                .doesNotContain(API_KEY);
    }

    // Runs the jar to its end (the application fails at start-up on the undecodable reply) and returns its output.
    private static List<String> runJar(String... args) throws Exception {
        Path jar = Path.of(System.getProperty("boot.jar", "target/chat-api-examples-spring-boot.jar"));
        assertThat(jar).as("the executable jar, built by spring-boot:repackage").isRegularFile();
        Path output = Files.createTempFile("boot-jar", ".txt");
        try {
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1",
                    "-jar",
                    jar.toString()));
            command.addAll(List.of(args));
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .redirectInput(
                            ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the jar did not end within 120 s:\n" + Files.readString(output));
            }
            List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
            assertThat(process.exitValue())
                    .as("the application fails at start-up on the reply:\n" + String.join("\n", lines))
                    .isNotZero();
            return lines;
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
