package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.examples.dist.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.Help.Ansi;

/**
 * The root help the build rendered for the distribution's launcher is what the CLI prints now: if a description,
 * an option or picocli itself changes and the rendered text does not follow, this fails.
 */
class RootHelpRendererTest {
    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void theRenderedHelpInTheJarIsWhatTheCliPrintsForTheLaunchersName(String option) throws IOException {
        assertThat(Ansi.AUTO.enabled())
                .as("picocli prints without colours in this JVM, as in every run the launcher prints the text for")
                .isFalse();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                Map.of(),
                InputStream.nullInputStream(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                false);
        String[] args = {option};

        int code = Cli.commandLine(context, args, Launcher.NAME).execute(args);

        assertThat(code).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(renderedInTheJar())
                .isEqualTo(out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"))
                .startsWith("Usage: chat-api [-hV] [COMMAND]\n")
                .contains("chat-api generate-completion");
    }

    @Test
    void theBuildStepWritesWhatItRenders(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("a/b/root-help.txt");

        RootHelpRenderer.main(new String[] {file.toString()});

        assertThat(Files.readString(file, StandardCharsets.UTF_8))
                .isEqualTo(RootHelpRenderer.render())
                .isEqualTo(renderedInTheJar());
    }

    @Test
    void aPicocliPropertyThatWouldChangeTheTextStopsTheBuildStep() {
        String before = System.getProperty("picocli.usage.width");
        System.setProperty("picocli.usage.width", "120");
        try {
            assertThatThrownBy(RootHelpRenderer::render)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("picocli.usage.width");
        } finally {
            if (before == null) {
                System.clearProperty("picocli.usage.width");
            } else {
                System.setProperty("picocli.usage.width", before);
            }
        }
    }

    @Test
    void withoutItsOneArgumentTheBuildStepSaysHowToCallIt() {
        assertThatThrownBy(() -> RootHelpRenderer.main(new String[0]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("<output file>");
    }

    /** The resource the build wrote into this module's classes, which the jars are made from. */
    private static String renderedInTheJar() throws IOException {
        try (InputStream in = Launcher.class.getResourceAsStream(Launcher.HELP_RESOURCE)) {
            assertThat(in).as("the build renders " + Launcher.HELP_RESOURCE).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
