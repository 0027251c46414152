package io.chatapi.examples.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * When the distribution's launcher prints the rendered root help, and what it prints. That the text is picocli's is
 * {@code RootHelpRendererTest}'s; that {@code bin/chat-api} prints what the plain jar prints, in the same conditions,
 * is {@code DistributionIT}'s.
 */
class LauncherTest {
    private static final Properties NO_PROPERTIES = new Properties();

    @Test
    void onlyTheHelpOptionAloneIsPrintedAsRendered() {
        assertThat(Launcher.isHelpAlone(new String[] {"--help"})).isTrue();
        assertThat(Launcher.isHelpAlone(new String[] {"-h"})).isTrue();
        assertThat(Launcher.isHelpAlone(new String[0])).isFalse();
        assertThat(Launcher.isHelpAlone(new String[] {"domains", "--help"})).isFalse();
        assertThat(Launcher.isHelpAlone(new String[] {"--help", "domains"})).isFalse();
        assertThat(Launcher.isHelpAlone(new String[] {"-hV"})).isFalse();
        assertThat(Launcher.isHelpAlone(new String[] {"help"})).isFalse();
        assertThat(Launcher.isHelpAlone(new String[] {"--HELP"})).isFalse();
    }

    @Test
    void aScriptsRunUnderTheLaunchersNameGetsTheRenderedText() {
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of(), false, "Linux"))
                .isTrue();
        assertThat(Launcher.printsAsRendered(
                        "chat-api", NO_PROPERTIES, Map.of("CLICOLOR_FORCE", "0"), false, "Mac OS X"))
                .as("CLICOLOR_FORCE=0 forces nothing")
                .isTrue();
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of("NO_COLOR", "1"), false, "Linux"))
                .isTrue();
    }

    @Test
    void anotherNameOrNoneIsPicocliForTheTextNamesTheCommand() {
        assertThat(Launcher.printsAsRendered(null, NO_PROPERTIES, Map.of(), false, "Linux"))
                .isFalse();
        assertThat(Launcher.printsAsRendered("chat-api-cli", NO_PROPERTIES, Map.of(), false, "Linux"))
                .isFalse();
        assertThat(Launcher.printsAsRendered("chat", NO_PROPERTIES, Map.of(), false, "Linux"))
                .isFalse();
    }

    @Test
    void whenPicocliMightColourTheHelpItIsPicocli() {
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of(), true, "Linux"))
                .as("a console")
                .isFalse();
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of("CLICOLOR_FORCE", "1"), false, "Linux"))
                .isFalse();
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of("CLICOLOR_FORCE", ""), false, "Linux"))
                .as("set to anything but 0")
                .isFalse();
        assertThat(Launcher.printsAsRendered("chat-api", NO_PROPERTIES, Map.of(), false, "Windows 11"))
                .isFalse();
    }

    @Test
    void anyPicocliSystemPropertyIsPicocli() {
        for (String name :
                new String[] {"picocli.ansi", "picocli.usage.width", "picocli.trace", "picocli.color.options"}) {
            Properties properties = new Properties();
            properties.setProperty("java.version", "17");
            properties.setProperty(name, "false");

            assertThat(Launcher.printsAsRendered("chat-api", properties, Map.of(), false, "Linux"))
                    .as(name)
                    .isFalse();
        }
        Properties unrelated = new Properties();
        unrelated.setProperty("picocliX", "1");
        unrelated.put(Integer.valueOf(1), "not a string key");
        assertThat(Launcher.printsAsRendered("chat-api", unrelated, Map.of(), false, "Linux"))
                .isTrue();
    }

    @Test
    void itPrintsTheResourceByteForByteOnThisPlatform() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        assertThat(Launcher.printRenderedHelp(out)).isTrue();

        String resource;
        try (InputStream in = Launcher.class.getResourceAsStream(Launcher.HELP_RESOURCE)) {
            resource = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(out.toString(StandardCharsets.UTF_8))
                .isEqualTo(resource.replace("\n", System.lineSeparator()))
                .startsWith("Usage: chat-api ");
    }

    @Test
    void aReaderThatWentAwayIsNotAFailure() {
        OutputStream closedPipe = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("Broken pipe");
            }
        };

        assertThat(Launcher.printRenderedHelp(closedPipe))
                .as("printed as far as anyone reads; exit 0, as picocli's writer does")
                .isTrue();
    }
}
