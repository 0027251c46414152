package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The distribution as a user gets it (issue 37 item 7): target/chat-api-cli-dist.tar.gz unpacked into a folder of
 * its own, and bin/chat-api run there as a shell would run it. No timings here: sdk-bench/startup.sh measures.
 */
class DistributionIT {
    private static final Path DIST = Path.of(System.getProperty("cli.dist", "target/chat-api-cli-dist.tar.gz"));
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    private Path home;

    @BeforeEach
    void unpack() throws Exception {
        Run tar = run(List.of("tar", "-xzf", DIST.toAbsolutePath().toString(), "-C", folder.toString()), Map.of());
        assertThat(tar.code()).as(tar.err()).isZero();
        home = folder.resolve("chat-api-cli");
    }

    @Test
    void theLauncherAndItsJarsAreThereAndTheLauncherIsExecutable() {
        assertThat(home.resolve("bin/chat-api")).isExecutable();
        assertThat(home.resolve("lib/chat-api-cli.jar")).isRegularFile();
        assertThat(home.resolve("lib").toFile().list())
                .anyMatch(name -> name.startsWith("picocli-"))
                .anyMatch(name -> name.startsWith("okhttp-"))
                .anyMatch(name -> name.startsWith("jackson-databind-"))
                .noneMatch(name -> name.endsWith(".jsa"));
    }

    @Test
    void helpThenDomainsListAgainstTheTestkitTheFirstRunMakingTheStartUpArchive(ChatApiTestServer server)
            throws Exception {
        Run help = chatApi(server, Map.of(), "--help");

        assertThat(help.code()).as(help.err()).isZero();
        assertThat(help.out())
                .startsWith("Usage: chat-api [-hV] [COMMAND]")
                .contains("domains", "provision", "export-tickets")
                .contains("chat-api generate-completion");
        assertThat(help.err()).contains("chat-api: making the start-up archive").doesNotContain("error");
        assertThat(home.resolve("lib/chat-api-cli.jsa")).isNotEmptyFile();

        Run json = chatApi(server, Map.of(), "domains", "list", "-o", "json");
        Run table = chatApi(server, Map.of(), "domains", "list");

        assertThat(json.code()).as(json.err()).isZero();
        assertThat(json.err())
                .as("the archive was there and was used: nothing to say")
                .isEmpty();
        assertThat(addresses(JSON.readTree(json.out())))
                .containsExactlyInAnyOrderElementsOf(addresses(JSON.readTree(
                        JarRun.against(server, "domains", "list", "-o", "json").out())));
        assertThat(table.code()).isZero();
        assertThat(table.out()).startsWith("Domains (").contains("shop.example.com");
        assertThat(home.resolve("lib/chat-api-cli.jsa.log"))
                .as("the JVM had nothing to say about the archive: it used it")
                .isEmptyFile();
    }

    @Test
    void anArchiveTheJvmCannotUseCostsOnlySpeedAndIsMadeAgainOnTheNextRun(ChatApiTestServer server) throws Exception {
        assertThat(chatApi(server, Map.of(), "--version").code()).isZero();
        Path jar = home.resolve("lib/chat-api-cli.jar");
        // A jar whose time changed is not the one the archive was made from: the JVM refuses the archive.
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));

        Run refused = chatApi(server, Map.of(), "domains", "list", "-o", "json");
        Run next = chatApi(server, Map.of(), "domains", "list", "-o", "json");
        Run after = chatApi(server, Map.of(), "domains", "list", "-o", "json");

        assertThat(refused.code()).as(refused.err()).isZero();
        assertThat(JSON.readTree(refused.out()).isArray())
                .as("stdout holds only the JSON")
                .isTrue();
        assertThat(refused.err())
                .as("the JVM's complaint goes to a file, not to the user")
                .isEmpty();
        assertThat(next.code()).isZero();
        assertThat(next.err()).contains("chat-api: making the start-up archive");
        assertThat(after.err()).isEmpty();
        assertThat(home.resolve("lib/chat-api-cli.jsa.log")).isEmptyFile();
    }

    @Test
    void withoutAnArchiveAndThroughASymbolicLinkItRunsTheSame(ChatApiTestServer server) throws Exception {
        Path link = Files.createSymbolicLink(folder.resolve("chat-api"), home.resolve("bin/chat-api"));

        Run run = run(List.of(link.toString(), "domains", "list"), env(server, Map.of("CHAT_API_CDS", "off")));

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("Domains (");
        assertThat(run.err()).isEmpty();
        assertThat(home.resolve("lib/chat-api-cli.jsa")).doesNotExist();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void theRootHelpIsThePlainJarsByteForByteAndComesWithoutPicocli(String option, ChatApiTestServer server)
            throws Exception {
        Path classes = folder.resolve("classes.log");
        // CHAT_API_JAVA_OPTS comes last: this log of every class the JVM loads overrides the launcher's -Xlog:disable.
        Run launcher = chatApi(server, Map.of("CHAT_API_JAVA_OPTS", "-Xlog:class+load=info:file=" + classes), option);
        JarRun jar = JarRun.run(Map.of(), List.of("-D" + Cli.LAUNCHER_NAME_PROPERTY + "=chat-api"), option);

        assertThat(launcher.code()).as(launcher.err()).isZero();
        assertThat(jar.code()).as(jar.err()).isZero();
        assertThat(launcher.out()).startsWith("Usage: chat-api [-hV] [COMMAND]").isEqualTo(jar.out());
        assertThat(launcher.err().replaceAll("(?m)^chat-api: making the start-up archive .*\\R", ""))
                .as("nothing but the first run's word about the archive")
                .isEqualTo(jar.err())
                .isEmpty();
        assertThat(Files.readString(classes))
                .contains("io.chatapi.examples.dist.Launcher")
                .doesNotContain("picocli.")
                .doesNotContain("io.chatapi.examples.Cli ");
    }

    @Test
    void whenPicocliWouldColourOrReshapeTheHelpItIsPicocliThatPrintsIt(ChatApiTestServer server) throws Exception {
        Run coloured = chatApi(server, Map.of("CLICOLOR_FORCE", "1"), "--help");
        JarRun jarColoured = JarRun.run(
                Map.of("CLICOLOR_FORCE", "1"), List.of("-D" + Cli.LAUNCHER_NAME_PROPERTY + "=chat-api"), "--help");
        Run wide = chatApi(server, Map.of("CHAT_API_JAVA_OPTS", "-Dpicocli.usage.width=120"), "--help");
        JarRun jarWide = JarRun.run(
                Map.of(),
                List.of("-D" + Cli.LAUNCHER_NAME_PROPERTY + "=chat-api", "-Dpicocli.usage.width=120"),
                "--help");

        assertThat(coloured.code()).as(coloured.err()).isZero();
        assertThat(coloured.out()).contains("\u001B[").isEqualTo(jarColoured.out());
        assertThat(wide.code()).as(wide.err()).isZero();
        assertThat(wide.out())
                .as("the footer's first line runs past 80 columns")
                .containsPattern("(?m)^.{81,}$")
                .isEqualTo(jarWide.out());
    }

    @Test
    void badInputExitsTwoAsTheJarDoes(ChatApiTestServer server) throws Exception {
        Run run = chatApi(server, Map.of(), "domains", "list", "--output", "xml");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("xml");
        assertThat(run.out()).isEmpty();
    }

    private Run chatApi(ChatApiTestServer server, Map<String, String> extraEnv, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(home.resolve("bin/chat-api").toString());
        command.addAll(List.of(args));
        return run(command, env(server, extraEnv));
    }

    private static Map<String, String> env(ChatApiTestServer server, Map<String, String> extraEnv) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.put(ChatApiClient.ENV_BASE_URL, server.baseUrl());
        env.put(ChatApiClient.ENV_API_KEY, server.apiKey());
        // The JDK running the tests, whatever `java` on PATH is.
        env.put("JAVA_HOME", System.getProperty("java.home"));
        return env;
    }

    private static List<String> addresses(JsonNode domains) {
        List<String> addresses = new ArrayList<>();
        domains.forEach(d -> addresses.add(d.get("address").asText()));
        return addresses;
    }

    private record Run(int code, String out, String err) {}

    private Run run(List<String> command, Map<String, String> env) throws Exception {
        Path out = Files.createTempFile(folder, "out", ".txt");
        Path err = Files.createTempFile(folder, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(command + " did not end within 120 s; stderr: " + read(err));
        }
        return new Run(process.exitValue(), read(out), read(err));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
