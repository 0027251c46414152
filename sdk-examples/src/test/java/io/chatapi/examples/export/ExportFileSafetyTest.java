package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * An attacker who can write the export's folder plants links at {@code FILE.partial} and {@code FILE} before the
 * export; the export of personal data must neither write through them nor be readable by others (#40 items 1, 2).
 */
class ExportFileSafetyTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Set<PosixFilePermission> PRIVATE =
            Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
    private static final String VICTIM_TEXT = "the victim's own content\n";

    @TempDir
    Path folder;

    @TempDir
    Path elsewhere;

    private Path victim;

    @BeforeEach
    void writeVictim() throws IOException {
        victim = Files.writeString(elsewhere.resolve("victim"), VICTIM_TEXT);
    }

    @Test
    void aLinkPlantedAtThePartialPathIsRefusedBeforeAnyTicketIsRead(ChatApiTestServer server) throws IOException {
        Path file = folder.resolve("tickets.jsonl");
        Path partial = Files.createSymbolicLink(folder.resolve("tickets.jsonl.partial"), victim);

        CliRun run = CliRun.against(server, "export-tickets", "--out", file.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(partial + " is a symbolic link");
        assertThat(Files.readString(victim)).isEqualTo(VICTIM_TEXT);
        assertThat(file).doesNotExist();
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aLinkPlantedAtTheFinalPathIsRefused(ChatApiTestServer server) throws IOException {
        Path file = Files.createSymbolicLink(folder.resolve("tickets.csv"), victim);

        CliRun run = CliRun.against(server, "export-tickets", "--format", "csv", "--out", file.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(file + " is a symbolic link");
        assertThat(Files.readString(victim)).isEqualTo(VICTIM_TEXT);
        assertThat(Files.isSymbolicLink(file)).isTrue();
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void theExportIsPrivateEvenWhereAnOlderWorldReadableFileStood(ChatApiTestServer server) throws IOException {
        Path file = Files.writeString(folder.resolve("tickets.jsonl"), "old\n");
        Files.setPosixFilePermissions(file, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OTHERS_READ));

        CliRun run = CliRun.against(server, "export-tickets", "--out", file.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PRIVATE);
        assertThat(Files.readAllLines(file)).hasSize(4);
        assertThat(names()).containsExactly("tickets.jsonl");
    }

    @Test
    void aFailedExportKeepsItsWholeRecordsInAPrivatePartialFileAndNoTemporaryFile(ChatApiTestServer server)
            throws IOException {
        Path file = folder.resolve("tickets.jsonl");
        // Every try of the read fails: a plain read is tried up to 11 times within --timeout (#47).
        server.faults().onlyOn(Endpoint.GET_TICKET).next(Fault.BAD_GATEWAY, 30);

        CliRun run = CliRun.against(server, "export-tickets", "--out", file.toString());

        Path partial = folder.resolve("tickets.jsonl.partial");
        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(Files.getPosixFilePermissions(partial)).isEqualTo(PRIVATE);
        assertThat(names()).containsExactly("tickets.jsonl.partial");
    }

    @Test
    void aSuccessfulExportRemovesTheStalePartialFileOfAnEarlierFailure(ChatApiTestServer server) throws IOException {
        Path file = folder.resolve("tickets.jsonl");
        Files.writeString(folder.resolve("tickets.jsonl.partial"), "{\"ticket_id\":\"1001\"}\n");

        CliRun run = CliRun.against(server, "export-tickets", "--out", file.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(names()).containsExactly("tickets.jsonl");
    }

    @Test
    void helpSaysTheExportHoldsPersonalData(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "export-tickets", "--help");

        assertThat(run.out().replaceAll("\\s+", " ")).contains("personal data", "--redact", "private (mode 0600)");
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
