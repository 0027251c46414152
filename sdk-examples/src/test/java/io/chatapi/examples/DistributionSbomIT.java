package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI distribution as a user downloads it carries the SBOM of what it ships (issue 48 item 6): {@code
 * chat-api-cli/bom.json}, CycloneDX, whose subject is the CLI (lib/chat-api-cli.jar) and whose components are
 * exactly the other jars of lib/, so a supply-chain scanner sees every library the CLI runs on.
 */
class DistributionSbomIT {
    private static final Path DIST = Path.of(System.getProperty("cli.dist", "target/chat-api-cli-dist.tar.gz"));
    private static final Pattern CLASSIFIER = Pattern.compile("[?&]classifier=([^&]+)");

    @TempDir
    Path folder;

    @Test
    void theSbomListsEveryJarOfLibAndNothingElse() throws Exception {
        Process tar = new ProcessBuilder("tar", "-xzf", DIST.toAbsolutePath().toString(), "-C", folder.toString())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectErrorStream(true)
                .start();
        assertThat(tar.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(tar.exitValue()).isZero();
        Path home = folder.resolve("chat-api-cli");

        JsonNode bom = new ObjectMapper().readTree(home.resolve("bom.json").toFile());

        assertThat(bom.path("bomFormat").asText()).isEqualTo("CycloneDX");
        assertThat(bom.path("metadata").path("component").path("name").asText())
                .as("the subject: the CLI, lib/chat-api-cli.jar")
                .isEqualTo("chat-api-examples");
        List<String> named = new ArrayList<>();
        bom.path("components").forEach(component -> {
            Matcher classifier = CLASSIFIER.matcher(component.path("purl").asText());
            named.add(component.path("name").asText() + "-"
                    + component.path("version").asText() + (classifier.find() ? "-" + classifier.group(1) : "")
                    + ".jar");
        });
        List<String> jars;
        try (Stream<Path> files = Files.list(home.resolve("lib"))) {
            jars = files.map(f -> f.getFileName().toString())
                    .filter(name -> !name.equals("chat-api-cli.jar"))
                    .toList();
        }
        assertThat(jars).hasSizeGreaterThan(10).allMatch(name -> name.endsWith(".jar"));
        assertThat(named).containsExactlyInAnyOrderElementsOf(jars);
    }
}
