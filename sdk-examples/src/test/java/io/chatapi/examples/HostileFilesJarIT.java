package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The issue's attacks (#40) replayed against the built jar, as an operator meets them: links planted before a dry
 * run and an export, a hostile state file, a base URL with a password.
 */
class HostileFilesJarIT {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final String VICTIM_TEXT = "the victim's own content\n";

    @TempDir
    Path folder;

    @TempDir
    Path elsewhere;

    @Test
    void linksPlantedAtTheLockAndThePartialExportAreRefusedAndTheVictimIsUntouched(ChatApiTestServer server)
            throws IOException {
        Path victim = Files.writeString(elsewhere.resolve("victim"), VICTIM_TEXT);
        Path state = Files.writeString(folder.resolve("state.yaml"), "domains:\n  - address: a.example.com\n");
        Files.createSymbolicLink(folder.resolve("state.ledger.json.lock"), victim);
        Files.createSymbolicLink(folder.resolve("t.jsonl.partial"), victim);

        JarRun dryRun = JarRun.against(server, "provision", state.toString(), "--dry-run");
        JarRun export = JarRun.against(
                server, "export-tickets", "--out", folder.resolve("t.jsonl").toString());

        assertThat(dryRun.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(dryRun.err()).contains("state.ledger.json.lock is a symbolic link");
        assertThat(export.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(export.err()).contains("t.jsonl.partial is a symbolic link");
        assertThat(Files.readString(victim)).isEqualTo(VICTIM_TEXT);
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void anExportIsCreatedPrivate(ChatApiTestServer server) throws IOException {
        Path file = folder.resolve("t.csv");

        JarRun run = JarRun.against(server, "export-tickets", "--format", "csv", "--out", file.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(Files.getPosixFilePermissions(file))
                .isEqualTo(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE));
    }

    @Test
    void aStateFileReachingOutsideItsFolderSendsNothing(ChatApiTestServer server) throws IOException {
        Files.writeString(elsewhere.resolve("otherfile.txt"), "Other-Team-Secret-42");
        Path state = Files.writeString(
                folder.resolve("evil.yaml"),
                "agents:\n  - email: m@example.com\n    name: M\n    password_file: "
                        + elsewhere.resolve("otherfile.txt") + "\n");

        JarRun run = JarRun.against(server, "provision", state.toString(), "--yes");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("agents[0].password_file", "is outside").doesNotContain("Other-Team-Secret");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aBaseUrlWithAPasswordIsRefusedAndPrintedNowhere(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), "domains:\n  - address: a.example.com\n");
        String url = server.baseUrl().replace("://", "://u:GwPass123@");

        JarRun run = JarRun.run(
                Map.of(ChatApiClient.ENV_BASE_URL, url, ChatApiClient.ENV_API_KEY, server.apiKey()),
                List.of(),
                "provision",
                state.toString(),
                "--report",
                folder.resolve("report.json").toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("CHAT_API_BASE_URL carries user info");
        assertThat(run.out() + run.err() + Files.readString(folder.resolve("report.json")))
                .doesNotContain("GwPass123");
    }
}
