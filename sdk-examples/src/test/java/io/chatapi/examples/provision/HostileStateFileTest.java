package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A state file arriving in a pull request tries to make provision send a secret it should not read as an agent's
 * password: each try exits 2 before anything is sent, and the secret appears nowhere (#40 item 3).
 */
class HostileStateFileTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final String SECRET = "Other-Team-Secret-42";

    @TempDir
    Path root;

    private Path stateWith(String passwordLine) throws IOException {
        return stateWith("state.yaml", passwordLine);
    }

    private Path stateWith(String name, String passwordLine) throws IOException {
        Path folder = Files.createDirectories(root.resolve("states"));
        return StateFiles.write(
                folder, name, "agents:\n  - email: new@example.com\n    name: New\n    " + passwordLine + "\n");
    }

    @Test
    void aPasswordFileOutsideTheStateFilesFolderIsRefused(ChatApiTestServer server) throws IOException {
        Files.writeString(root.resolve("otherfile.txt"), SECRET);
        Path state = stateWith("password_file: ../otherfile.txt");

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run");

        assertRefused(run, server, "agents[0].password_file", "is outside " + state.getParent());
    }

    @Test
    void anAbsolutePasswordFileElsewhereIsRefused(ChatApiTestServer server) throws IOException {
        Path secret = Files.writeString(root.resolve("otherfile.txt"), SECRET);
        Path state = stateWith("password_file: " + secret);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertRefused(run, server, "agents[0].password_file", "is outside");
    }

    @Test
    void aPasswordFileThatIsASymbolicLinkIsRefused(ChatApiTestServer server) throws IOException {
        Path secret = Files.writeString(root.resolve("otherfile.txt"), SECRET);
        Path state = stateWith("password_file: new.txt");
        Files.createSymbolicLink(state.getParent().resolve("new.txt"), secret);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertRefused(run, server, "agents[0].password_file", "is a symbolic link");
    }

    @Test
    void aPasswordFileBehindALinkedFolderIsRefused(ChatApiTestServer server) throws IOException {
        Path secrets = Files.createDirectories(root.resolve("team-secrets"));
        Files.writeString(secrets.resolve("new.txt"), SECRET);
        Path state = stateWith("password_file: linked/new.txt");
        Files.createSymbolicLink(state.getParent().resolve("linked"), secrets);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertRefused(run, server, "agents[0].password_file", "leads outside");
    }

    @Test
    void devZeroIsRefusedAsNotARegularFileInsteadOfRunningOutOfMemory(ChatApiTestServer server) throws IOException {
        Path state = stateWith("password_file: zero");
        Files.createSymbolicLink(state.getParent().resolve("zero"), Path.of("/dev/zero"));
        Path direct = stateWith("direct.yaml", "password_file: /dev/zero");

        CliRun linked = CliRun.against(server, "provision", state.toString());
        CliRun absolute = CliRun.against(server, "provision", direct.toString(), "--password-dir", "/dev");

        assertRefused(linked, server, "agents[0].password_file", "is a symbolic link");
        assertRefused(absolute, server, "agents[0].password_file", "/dev/zero is not a regular file");
    }

    @Test
    void aPasswordFileOfFiveKibIsRefused(ChatApiTestServer server) throws IOException {
        Path state = stateWith("password_file: big.txt");
        Files.writeString(state.getParent().resolve("big.txt"), "x".repeat(5 * 1024));

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertRefused(run, server, "agents[0].password_file", "holds more than 4096 bytes");
    }

    @Test
    void aPasswordFileOfFourKibIsAccepted(ChatApiTestServer server) throws IOException {
        Path state = stateWith("password_file: ok.txt");
        Files.writeString(state.getParent().resolve("ok.txt"), "p".repeat(4095) + "\n");

        CliRun run = CliRun.against(server, "provision", state.toString(), "--yes");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void passwordDirNamesAnotherFolderAndOnlyThatOne(ChatApiTestServer server) throws IOException {
        Path secrets = Files.createDirectories(root.resolve("secrets"));
        Files.writeString(secrets.resolve("new.txt"), "New-Passw0rd-1\n");
        Path state = stateWith("password_file: ../secrets/new.txt");

        CliRun withoutFlag = CliRun.against(server, "provision", state.toString());
        CliRun withFlag =
                CliRun.against(server, "provision", state.toString(), "--password-dir", secrets.toString(), "--yes");

        assertThat(withoutFlag.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(withFlag.code()).as(withFlag.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void passwordEnvNamingTheApiKeyIsRefused(ChatApiTestServer server) throws IOException {
        Path state = stateWith("password_env: CHAT_API_KEY");
        Path lower = stateWith("lower.yaml", "password_env: chat_api_base_url");

        CliRun run = CliRun.against(server, "provision", state.toString());
        CliRun lowerRun = CliRun.against(server, "provision", lower.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("agents[0].password_env", "CHAT_API_KEY is one of this tool's own variables");
        assertThat(run.out() + run.err()).doesNotContain(server.apiKey());
        assertThat(lowerRun.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(server.counters().totalRequests()).isZero();
    }

    private static void assertRefused(CliRun run, ChatApiTestServer server, String... expected) {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(expected);
        assertThat(run.out() + run.err()).doesNotContain(SECRET);
        assertThat(server.counters().totalRequests()).as("nothing was sent").isZero();
    }
}
