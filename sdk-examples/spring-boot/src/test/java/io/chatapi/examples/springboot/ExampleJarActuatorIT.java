package io.chatapi.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.testkit.ChatApiTestServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The example application as operators run it, {@code java -jar}: a bad {@code chatapi.*} property stops it with Boot's
 * "APPLICATION FAILED TO START" naming the property, its value and the allowed range; and a service that sets {@code
 * show-values=always} on Actuator's env and configprops shows neither the API key nor the Redis URL's password over
 * HTTP, given as command-line arguments (which env also shows as {@code sun.java.command}).
 */
class ExampleJarActuatorIT {
    private static final String REDIS_PASSWORD = "redis-pass-it-6b0e";

    @Test
    void a_bad_property_stops_the_jar_with_boots_report_naming_it() throws Exception {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            Path output = Files.createTempFile("boot-jar", ".txt");
            try {
                Process process = jar(
                        output,
                        "--chatapi.base-url=" + server.baseUrl(),
                        "--chatapi.api-key=" + server.apiKey(),
                        "--chatapi.read-retries=11");
                assertThat(process.waitFor(120, TimeUnit.SECONDS))
                        .as("the jar ends")
                        .isTrue();
                String text = Files.readString(output, StandardCharsets.UTF_8);
                assertThat(process.exitValue()).as(text).isNotZero();
                assertThat(text)
                        .contains("APPLICATION FAILED TO START")
                        .contains("Property: chatapi.read-retries")
                        .contains("Value: 11")
                        .contains("Set chatapi.read-retries to a whole number from 0 to 10 (default 2).")
                        .doesNotContain(server.apiKey());
                assertThat(server.counters().totalRequests())
                        .as("nothing was sent")
                        .isZero();
            } finally {
                Files.deleteIfExists(output);
            }
        }
    }

    @Test
    void with_show_values_always_env_and_configprops_over_http_show_no_key_and_no_redis_password() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            Path output = Files.createTempFile("boot-jar", ".txt");
            Process process = jar(
                    output,
                    "--server.port=" + port,
                    "--server.address=127.0.0.1",
                    "--management.endpoints.web.exposure.include=health,env,configprops",
                    "--management.endpoint.env.show-values=always",
                    "--management.endpoint.configprops.show-values=always",
                    "--chatapi.base-url=" + server.baseUrl(),
                    "--chatapi.api-key=" + server.apiKey(),
                    "--chatapi.redis.url=redis://app:" + REDIS_PASSWORD + "@redis.internal:6379");
            try {
                HttpClient http = HttpClient.newBuilder()
                        .connectTimeout(Duration.ofSeconds(2))
                        .build();
                String base = "http://127.0.0.1:" + port + "/actuator/";
                awaitUp(http, base + "health", process, output);

                String env = get(http, base + "env");
                String configprops = get(http, base + "configprops");

                assertThat(env)
                        .as("env shows values")
                        .contains(server.baseUrl())
                        .contains("redis://app:******@redis.internal:6379")
                        .contains("--chatapi.api-key=******");
                assertThat(configprops).as("configprops shows values").contains(server.baseUrl());
                for (String shown : List.of(env, configprops)) {
                    assertThat(shown).doesNotContain(server.apiKey()).doesNotContain(REDIS_PASSWORD);
                }
                assertThat(Files.readString(output, StandardCharsets.UTF_8))
                        .as("the jar's own lines")
                        .doesNotContain(server.apiKey())
                        .doesNotContain(REDIS_PASSWORD);
            } finally {
                process.destroy();
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
                Files.deleteIfExists(output);
            }
        }
    }

    private static void awaitUp(HttpClient http, String url, Process process, Path output) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the jar ended:\n" + Files.readString(output, StandardCharsets.UTF_8));
            }
            try {
                HttpResponse<String> reply = http.send(
                        HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
                if (reply.statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // Not listening yet.
            }
            Thread.sleep(250);
        }
        throw new AssertionError("the jar did not answer within 120 s:\n" + Files.readString(output));
    }

    private static String get(HttpClient http, String url) throws Exception {
        HttpResponse<String> reply =
                http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(reply.statusCode()).as(url).isEqualTo(200);
        return reply.body();
    }

    private static Process jar(Path output, String... args) throws IOException {
        Path jar = Path.of(System.getProperty("boot.jar", "target/chat-api-examples-spring-boot.jar"));
        assertThat(jar).as("the executable jar, built by spring-boot:repackage").isRegularFile();
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-jar",
                jar.toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .start();
    }
}
