package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * An attacker who can write the ledger's folder plants symbolic links where provision writes, before the run: the
 * run refuses each with exit 2 naming the path, sends nothing, and the victim file keeps its bytes (#40 item 1).
 */
class HostileWorkingFolderTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final String VICTIM_TEXT = "the victim's own content\n";

    @TempDir
    Path folder;

    @TempDir
    Path elsewhere;

    private Path state;
    private Path victim;

    @BeforeEach
    void writeStateAndVictim() throws IOException {
        state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        victim = Files.writeString(elsewhere.resolve("victim"), VICTIM_TEXT);
    }

    @Test
    void aLinkPlantedAtTheLockPathBeforeADryRunIsRefusedAndTheVictimKeepsItsBytes(ChatApiTestServer server)
            throws IOException {
        Path lock = Files.createSymbolicLink(folder.resolve("state.ledger.json.lock"), victim);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");

        assertRefused(run, server, lock);
    }

    @Test
    void aDanglingLinkAtTheLockPathCreatesNothingThroughIt(ChatApiTestServer server) throws IOException {
        Path target = elsewhere.resolve("created-through-the-link");
        Path lock = Files.createSymbolicLink(folder.resolve("state.ledger.json.lock"), target);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");

        assertRefused(run, server, lock);
        assertThat(target).doesNotExist();
    }

    @Test
    void aLinkAtTheHolderFileIsRefused(ChatApiTestServer server) throws IOException {
        Path holder = Files.createSymbolicLink(folder.resolve("state.ledger.json.lock.holder"), victim);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");

        assertRefused(run, server, holder);
    }

    @Test
    void aLinkAtTheLedgerIsRefusedBeforeAnythingIsApplied(ChatApiTestServer server) throws IOException {
        Path ledger = Files.createSymbolicLink(folder.resolve("state.ledger.json"), victim);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString());

        assertRefused(run, server, ledger);
    }

    @Test
    void aLinkAtTheReportIsRefused(ChatApiTestServer server) throws IOException {
        Path report = Files.createSymbolicLink(folder.resolve("report.json"), victim);

        CliRun run =
                CliRun.against(server, ENV, "provision", state.toString(), "--dry-run", "--report", report.toString());

        assertRefused(run, server, report);
    }

    @Test
    void aLinkAtThePlanOutIsRefused(ChatApiTestServer server) throws IOException {
        Path plan = Files.createSymbolicLink(folder.resolve("plan.json"), victim);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--plan-out", plan.toString());

        assertRefused(run, server, plan);
    }

    @Test
    void aFolderAtTheLedgerPathIsRefusedAsNotARegularFile(ChatApiTestServer server) throws IOException {
        Path ledger = Files.createDirectory(folder.resolve("state.ledger.json"));

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(ledger + " exists and is not a regular file");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aLockFileTheToolDidNotCreateIsNeverTruncated(ChatApiTestServer server) throws IOException {
        Path lock = Files.writeString(folder.resolve("state.ledger.json.lock"), VICTIM_TEXT);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");

        assertThat(run.code()).as(run.err()).isIn(ExitCode.OK, ExitCode.CHANGES_PENDING);
        assertThat(Files.readString(lock)).isEqualTo(VICTIM_TEXT);
        assertThat(folder.resolve("state.ledger.json.lock.holder"))
                .as("the holder's details go to a file of their own, deleted when the run ends")
                .doesNotExist();
    }

    @Test
    void theLedgerReportAndPlanAreWrittenPrivateAndNoTemporaryFileStays(ChatApiTestServer server) throws IOException {
        Path report = folder.resolve("report.json");
        Path plan = folder.resolve("plan.json");

        CliRun planned = CliRun.against(
                server,
                ENV,
                "provision",
                state.toString(),
                "--plan-out",
                plan.toString(),
                "--report",
                report.toString());
        CliRun applied = CliRun.against(server, ENV, "provision", "--apply", plan.toString());

        assertThat(planned.code()).as(planned.err()).isEqualTo(ExitCode.OK);
        assertThat(applied.code()).as(applied.err()).isEqualTo(ExitCode.OK);
        for (Path file : new Path[] {report, plan, folder.resolve("state.ledger.json")}) {
            assertThat(Files.getPosixFilePermissions(file))
                    .as(file.toString())
                    .isEqualTo(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE));
        }
        try (var files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }

    private void assertRefused(CliRun run, ChatApiTestServer server, Path link) throws IOException {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(link + " is a symbolic link");
        assertThat(server.counters().totalRequests()).as("nothing was sent").isZero();
        assertThat(Files.readString(victim, StandardCharsets.UTF_8)).isEqualTo(VICTIM_TEXT);
        assertThat(Files.isSymbolicLink(link))
                .as("the link itself is left alone")
                .isTrue();
    }
}
