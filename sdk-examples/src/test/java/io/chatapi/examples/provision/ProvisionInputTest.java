package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class ProvisionInputTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    @Test
    void aBadStateFileExitsWithTwoNamingLineAndFieldBeforeAnythingIsSent(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", "domains:\n  - address: a.example\n    shop: 9\n");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(state + ", line 3, domains[0].shop: must be a whole number from 0 to 4, got 9");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aMissingStateFileIsBadInput(ChatApiTestServer server) {
        CliRun run =
                CliRun.against(server, "provision", folder.resolve("nope.yaml").toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("nope.yaml: no such file");
    }

    @Test
    void aJsonStateFileIsReadAsJson(ChatApiTestServer server) {
        Path state = StateFiles.write(
                folder, "state.json", "{\"domains\": [{\"address\": \"neu.example.de\", \"shop\": 2}]}");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("+ create domain neu.example.de: shop 2");
    }

    @Test
    void aNewAgentWhosePasswordVariableIsUnsetIsBadInputNamingItsLine(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err())
                .contains(state + ", line 4, agents[1].password_env: environment variable ANN_PASSWORD is not set");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aDryRunNeedsNoPasswordAndShowsOnlyWhereItWouldComeFrom(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("+ create agent ann.lee@example.com", "password (from ANN_PASSWORD)");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aNewAgentWithoutAnyPasswordSourceIsBadInput(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", "agents:\n  - email: new@example.com\n    name: New\n");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err())
                .contains(
                        "line 2, agents[0]: agent new@example.com does not exist yet; give password_env or password_file");
    }

    @Test
    void passwordsFromTheEnvironmentOrAFileAreUsedButNeverPrinted(ChatApiTestServer server) throws IOException {
        Files.createDirectories(folder.resolve("secrets"));
        Files.writeString(folder.resolve("secrets/bo.txt"), "Bo-File-Passw0rd\n");
        Path state = StateFiles.write(folder, "state.yaml", """
        agents:
          - email: ann@example.com
            name: Ann
            password_env: ANN_PASSWORD
          - email: bo@example.com
            name: Bo
            password_file: secrets/bo.txt
        """);
        Path report = folder.resolve("report.json");

        CliRun run = CliRun.against(
                server,
                Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD),
                "provision",
                state.toString(),
                "--report",
                report.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains(
                        "password (from ANN_PASSWORD)",
                        "password (from file " + folder.resolve("secrets/bo.txt") + ")");
        assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isEqualTo(2);
        String everything = run.out() + run.err() + Files.readString(report);
        assertThat(everything).doesNotContain(StateFiles.ANN_PASSWORD, "Bo-File-Passw0rd", server.apiKey());
    }

    @Test
    void anUnreadablePasswordFileIsBadInput(ChatApiTestServer server) {
        Path state = StateFiles.write(
                folder,
                "state.yaml",
                "agents:\n  - email: bo@example.com\n    name: Bo\n    password_file: missing.txt\n");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("agents[0].password_file: cannot read");
    }

    @Test
    void badStatusCodesAreBadInput(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", "{}");

        CliRun run =
                CliRun.against(server, "provision", state.toString(), "--status-codes", "online=1,away=1,offline=3");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--status-codes: each status and each code may appear only once");
    }

    @Test
    void theStateFileIsRequired(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "provision");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("give the state file");
    }
}
