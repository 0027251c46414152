package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    @Test
    void writesJsonLinesToStdoutByDefault(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out().lines()).hasSize(4).allSatisfy(line -> assertThat(line)
                .startsWith("{\"ticket_id\":"));
        assertThat(run.out()).contains("注文をキャンセルできますか？", "Danke schön 👍");
        assertThat(run.err()).contains("Exported 4 tickets.");
    }

    @Test
    void writesCsvToAFileOnlyWhenComplete(ChatApiTestServer server) throws IOException {
        Path file = folder.resolve("tickets.csv");

        CliRun run = CliRun.against(server, "export-tickets", "--format", "csv", "--out", file.toString());

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        List<List<String>> rows = Csv.parse(Files.readString(file, StandardCharsets.UTF_8));
        assertThat(rows).hasSize(5);
        assertThat(rows).extracting(r -> r.get(0)).containsExactly("ticket_id", "1001", "1002", "1003", "1004");
        assertThat(folder.resolve("tickets.csv.partial")).doesNotExist();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("Exported 4 tickets to " + file);
    }

    @Test
    void aFailedExportLeavesOnlyThePartialFileAndExitsWithOne(ChatApiTestServer server) {
        Path file = folder.resolve("tickets.jsonl");
        // Every try of the read fails: a plain read is tried up to 11 times within --timeout (#47).
        server.faults().onlyOn(Endpoint.GET_TICKET).next(Fault.BAD_GATEWAY, 30);

        CliRun run = CliRun.against(server, "export-tickets", "--out", file.toString());

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(file).doesNotExist();
        assertThat(folder.resolve("tickets.jsonl.partial")).exists();
        assertThat(run.err()).contains("export stopped", "tickets.jsonl.partial");
    }

    @Test
    void drawsAProgressBarOnStderrOnlyOnATerminal(ChatApiTestServer server) {
        Map<String, String> env =
                Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey());

        CliRun onTerminal = CliRun.withEnv(
                env, true, "export-tickets", "--out", folder.resolve("a.jsonl").toString());
        CliRun piped = CliRun.withEnv(
                env, false, "export-tickets", "--out", folder.resolve("b.jsonl").toString());

        assertThat(onTerminal.err())
                .contains("Listing tickets…", "\r[#######", "]  25%  1/4 tickets", "] 100%  4/4 tickets\n");
        assertThat(piped.err()).doesNotContain("tickets\r", "%");
    }

    @Test
    void anUnknownFormatIsBadInput(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets", "--format", "xml");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("Invalid value for option '--format'", "xml");
        assertThat(server.counters().totalRequests()).isZero();
    }
}
