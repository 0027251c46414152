package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.ExitCode;
import io.chatapi.examples.JarRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * #48's attack on {@code export-tickets --redact} against the built jar, as an operator runs it: the {@link
 * PlantedTicket} exported to files in both formats holds none of the planted values nor a phone's digits, and a
 * weak {@code CHAT_API_REDACT_KEY} is refused without being shown.
 */
class RedactedExportJarIT {
    private static HostileTicketServer server;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() {
        server = HostileTicketServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aRedactedExportInEitherFormatHoldsNoPlantedValue() throws IOException {
        for (String format : List.of("jsonl", "csv")) {
            Path file = folder.resolve("tickets." + format);
            Map<String, String> env = new HashMap<>(server.env());
            env.put(Redaction.KEY_VARIABLE, RedactedExportTest.STRONG_KEY);

            JarRun run = JarRun.run(
                    env, List.of(), "export-tickets", "--redact", "--format", format, "--out", file.toString());

            assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
            String text = Files.readString(file).toLowerCase(Locale.ROOT);
            List<String> leaks = Stream.concat(PlantedTicket.planted().stream(), PlantedTicket.phoneDigits().stream())
                    .filter(value -> text.contains(value.toLowerCase(Locale.ROOT)))
                    .toList();
            assertThat(leaks).as(format).isEmpty();
            assertThat(text).contains(PlantedTicket.ID, PlantedTicket.KEPT_PRODUCT_NAME.toLowerCase(Locale.ROOT));
        }
    }

    @Test
    void aWeakKeyIsRefusedWithHowToMakeOne() {
        String weak = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
        Map<String, String> env = new HashMap<>(server.env());
        env.put(Redaction.KEY_VARIABLE, weak);

        JarRun run = JarRun.run(env, List.of(), "export-tickets", "--redact");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("openssl rand -base64 32").doesNotContain("aaaaaaaa");
    }
}
