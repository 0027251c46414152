package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.Cli;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An export to stdout that fails midway cannot take back what a pipe already read, so it says on stderr that the
 * output is incomplete and exits 1 (issue 37 item 6), whether the server or stdout itself failed.
 */
class ExportToStdoutFailureTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aServerFailureSaysTheOutputIsIncompleteAndLeavesOnlyWholeRecords(ChatApiTestServer server) {
        // Every try of the read fails: a plain read is tried up to 11 times within --timeout (#47).
        server.faults().onlyOn(Endpoint.GET_TICKET).next(Fault.BAD_GATEWAY, 30);

        CliRun run = CliRun.against(server, "export-tickets");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err())
                .contains("error: export stopped")
                .contains("The export on stdout is INCOMPLETE")
                .doesNotContain("Exported");
        assertThat(run.out().lines())
                .allSatisfy(
                        line -> assertThat(JSON.readTree(line).has("ticket_id")).isTrue());
    }

    @Test
    void aStdoutThatBreaksMidwaySaysTheOutputIsIncomplete(ChatApiTestServer server) {
        // Takes the first ticket's bytes and then fails, as a pipe whose reader left does.
        BreaksAfter stdout = new BreaksAfter(600);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey()),
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(stdout, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                false);

        int code = Cli.run(new String[] {"export-tickets"}, context);

        assertThat(stdout.taken).as("something was written before it broke").isPositive();
        assertThat(code).isEqualTo(ExitCode.FAILED);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("stdout could not be written")
                .contains("The export on stdout is INCOMPLETE")
                .doesNotContain("Exported");
    }

    @Test
    void aCompleteExportSaysNothingAboutBeingIncomplete(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("Exported 4 tickets.").doesNotContain("INCOMPLETE");
    }

    /** Accepts {@code limit} bytes, then fails every write. */
    private static final class BreaksAfter extends OutputStream {
        private final int limit;
        private int taken;

        BreaksAfter(int limit) {
            this.limit = limit;
        }

        @Override
        public void write(int b) throws IOException {
            if (taken >= limit) {
                throw new IOException("Broken pipe");
            }
            taken++;
        }
    }
}
