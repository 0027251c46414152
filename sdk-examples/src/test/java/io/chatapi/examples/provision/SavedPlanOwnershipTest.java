package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A saved plan decides what {@code provision --apply} creates, changes and deletes: in a folder others can write (a
 * shared CI workspace), another user edits the plan, or puts one of their own at its name, and the victim's next
 * apply would do what they wrote. A plan another user owns, or that its group or others can write, is refused
 * before it is read, naming the file and why, and nothing is applied.
 */
class SavedPlanOwnershipTest {
    /** No user of this machine: {@code nobody} on most systems; a numeric id needs no entry in /etc/passwd. */
    private static final int ANOTHER_UID = 65534;

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    @TempDir
    Path folder;

    private Path plan;

    @BeforeEach
    void savePlan(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        plan = folder.resolve("plan.json");
        CliRun saved = CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());
        assertThat(saved.code()).as(saved.err()).isEqualTo(ExitCode.OK);
    }

    @Test
    void aPlanItsGroupCanWriteIsRefusedAndNothingIsApplied(ChatApiTestServer server) throws IOException {
        Files.setPosixFilePermissions(plan, PosixFilePermissions.fromString("rw-rw----"));

        assertRefused(server, plan, "writable by others than its owner", "rw-rw----");
    }

    @Test
    void aPlanAnyoneCanWriteIsRefused(ChatApiTestServer server) throws IOException {
        Files.setPosixFilePermissions(plan, PosixFilePermissions.fromString("rw-r--rw-"));

        assertRefused(server, plan, "writable by others than its owner", "rw-r--rw-");
    }

    @Test
    void aPlanAnotherUserOwnsIsRefusedNamingTheOwnerEvenWhenOnlyTheOwnerCanWriteIt(ChatApiTestServer server)
            throws Exception {
        UserPrincipal other = owner(ANOTHER_UID);
        Files.setOwner(plan, other);
        assertThat(Files.getPosixFilePermissions(plan)).isEqualTo(PosixFilePermissions.fromString("rw-------"));

        assertRefused(server, plan, "owned by " + other.getName() + ", not by " + System.getProperty("user.name"));
    }

    @Test
    void aLinkToAPlanOthersCanWriteIsRefusedAsThePlanItself(ChatApiTestServer server) throws IOException {
        Files.setPosixFilePermissions(plan, PosixFilePermissions.fromString("rw-rw-rw-"));
        Path link = Files.createSymbolicLink(folder.resolve("link.json"), plan);

        assertRefused(server, link, "writable by others than its owner");
    }

    @Test
    void aPlanOnlyTheUserCanWriteIsApplied(ChatApiTestServer server) throws IOException {
        // Read by others is no risk: only who could have written it matters.
        Files.setPosixFilePermissions(plan, PosixFilePermissions.fromString("rw-r--r--"));

        CliRun applied = CliRun.against(server, ENV, "provision", "--apply", plan.toString());

        assertThat(applied.code()).as(applied.err()).isEqualTo(ExitCode.OK);
        assertThat(applied.out()).contains("Done: 6 of 6 changes applied.");
    }

    private void assertRefused(ChatApiTestServer server, Path file, String... why) {
        long writes = server.counters().totalWrites();

        CliRun run = CliRun.against(server, ENV, "provision", "--apply", file.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(file + ": ").contains(why);
        assertThat(run.out()).isEmpty();
        assertThat(server.counters().totalWrites()).as("nothing applied").isEqualTo(writes);
    }

    /** The user with id {@code uid}, as the file system names it (by number when it has no name for it). */
    private UserPrincipal owner(int uid) throws IOException {
        Path probe = Files.createFile(folder.resolve("probe"));
        Files.setAttribute(probe, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
        UserPrincipal owner = Files.getFileAttributeView(probe, PosixFileAttributeView.class)
                .readAttributes()
                .owner();
        Files.delete(probe);
        return owner;
    }
}
