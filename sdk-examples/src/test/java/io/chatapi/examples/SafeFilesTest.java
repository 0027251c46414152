package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SafeFilesTest {
    private static final Set<PosixFilePermission> PRIVATE =
            Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    /** No user of this machine: {@code nobody} on most systems. */
    private static final int ANOTHER_UID = 65534;

    @TempDir
    Path folder;

    @Test
    void writesAPrivateFileAndReplacesAnOldOneWithoutLeavingATemporaryFile() throws IOException {
        Path file = Files.writeString(folder.resolve("out.json"), "old");
        Files.setPosixFilePermissions(file, PosixFilePermissionsOf.WORLD_READABLE);

        SafeFiles.write(file, "new".getBytes(StandardCharsets.UTF_8));

        assertThat(Files.readString(file)).isEqualTo("new");
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PRIVATE);
        assertThat(names()).containsExactly("out.json");
    }

    @Test
    void refusesALinkAndLeavesItsTargetAlone() throws IOException {
        Path target = Files.writeString(folder.resolve("victim"), "mine");
        Path link = Files.createSymbolicLink(folder.resolve("out.json"), target);

        assertThatThrownBy(() -> SafeFiles.write(link, "x".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(link + " is a symbolic link");
        assertThat(Files.readString(target)).isEqualTo("mine");
        assertThat(names()).containsExactly("out.json", "victim");
    }

    @Test
    void refusesAFolderAndAFifo() throws Exception {
        Path dir = Files.createDirectory(folder.resolve("dir"));
        Path fifo = folder.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();

        for (Path path : List.of(dir, fifo)) {
            assertThatThrownBy(() -> SafeFiles.write(path, new byte[] {1}))
                    .isInstanceOf(BadInputException.class)
                    .hasMessageContaining(path + " exists and is not a regular file");
        }
    }

    @Test
    void aStagedFileClosedUnpublishedIsDeleted() throws IOException {
        Path file = folder.resolve("export.jsonl");
        try (SafeFiles.Staged staged = SafeFiles.stage(file)) {
            staged.output().write("half".getBytes(StandardCharsets.UTF_8));
            assertThat(names()).hasSize(1).allMatch(n -> n.startsWith(".export.jsonl.") && n.endsWith(".tmp"));
        }

        assertThat(names()).isEmpty();
    }

    @Test
    void aLinkPlantedWhileStagingIsRefusedAtPublishing() throws IOException {
        Path file = folder.resolve("export.jsonl");
        Path target = Files.writeString(folder.resolve("victim"), "mine");
        try (SafeFiles.Staged staged = SafeFiles.stage(file)) {
            staged.output().write("tickets".getBytes(StandardCharsets.UTF_8));
            Files.createSymbolicLink(file, target);

            assertThatThrownBy(staged::publish).isInstanceOf(BadInputException.class);
        }

        assertThat(Files.readString(target)).isEqualTo("mine");
        assertThat(names()).containsExactly("export.jsonl", "victim");
    }

    @Test
    void aLinkPlantedAtTheTemporaryNameIsNeverWrittenThroughAnotherNameIsTaken() throws IOException {
        Path file = folder.resolve("export.jsonl");
        Path victim = Files.writeString(folder.resolve("victim"), "mine");
        // The attacker knows (here: is told) the first name staging will try, and plants a link there.
        Path planted = Files.createSymbolicLink(folder.resolve(".export.jsonl.aaaa.tmp"), victim);
        Iterator<String> names = List.of("aaaa", "bbbb").iterator();

        try (SafeFiles.Staged staged = SafeFiles.stage(file, names::next)) {
            staged.output().write("tickets".getBytes(StandardCharsets.UTF_8));
            staged.publish();
        }

        assertThat(Files.readString(victim)).isEqualTo("mine");
        assertThat(Files.readSymbolicLink(planted)).isEqualTo(victim);
        assertThat(Files.readString(file)).isEqualTo("tickets");
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PRIVATE);
        assertThat(names()).containsExactly(".export.jsonl.aaaa.tmp", "export.jsonl", "victim");
    }

    @Test
    void aDanglingLinkPlantedAtTheTemporaryNameCreatesNothingAtItsTarget() throws IOException {
        Path file = folder.resolve("export.jsonl");
        Path target = folder.resolve("elsewhere");
        Files.createSymbolicLink(folder.resolve(".export.jsonl.aaaa.tmp"), target);
        Iterator<String> names = List.of("aaaa", "bbbb").iterator();

        try (SafeFiles.Staged staged = SafeFiles.stage(file, names::next)) {
            staged.output().write("tickets".getBytes(StandardCharsets.UTF_8));
            staged.publish();
        }

        assertThat(target).doesNotExist();
        assertThat(Files.readString(file)).isEqualTo("tickets");
    }

    @Test
    void aFileAnotherUserPlantedAtTheTemporaryNameNeverReceivesTheContent() throws IOException {
        Path file = folder.resolve("export.jsonl");
        Path planted = Files.createFile(
                folder.resolve(".export.jsonl.aaaa.tmp"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-rw-rw-")));
        Files.setAttribute(planted, "unix:uid", ANOTHER_UID);
        Iterator<String> names = List.of("aaaa", "bbbb").iterator();

        try (SafeFiles.Staged staged = SafeFiles.stage(file, names::next)) {
            staged.output().write("personal data".getBytes(StandardCharsets.UTF_8));
            staged.publish();
        }

        assertThat(planted).isEmptyFile();
        assertThat(Files.readString(file)).isEqualTo("personal data");
    }

    @Test
    void whenEveryNameTriedIsTakenStagingFailsAndWritesNothing() throws IOException {
        Path file = folder.resolve("export.jsonl");
        Path victim = Files.writeString(folder.resolve("victim"), "mine");
        Files.createSymbolicLink(folder.resolve(".export.jsonl.aaaa.tmp"), victim);

        assertThatThrownBy(() -> SafeFiles.stage(file, () -> "aaaa")).isInstanceOf(FileAlreadyExistsException.class);
        assertThat(Files.readString(victim)).isEqualTo("mine");
        assertThat(names()).containsExactly(".export.jsonl.aaaa.tmp", "victim");
    }

    @Test
    void aFileSwappedInAtTheTemporaryNameWhileStagingIsNeverPublished() throws IOException {
        Path file = Files.writeString(folder.resolve("ledger.json"), "old");
        Path temp = folder.resolve(".ledger.json.aaaa.tmp");
        try (SafeFiles.Staged staged = SafeFiles.stage(file, () -> "aaaa")) {
            staged.output().write("ours".getBytes(StandardCharsets.UTF_8));
            // Another user of the folder replaces the temporary file by name with one of their own.
            Files.delete(temp);
            Files.writeString(temp, "theirs");

            assertThatThrownBy(staged::publish)
                    .isInstanceOf(IOException.class)
                    .hasMessageContaining(temp + " is no longer the file written");
        }

        assertThat(Files.readString(file)).isEqualTo("old");
    }

    @Test
    void theTemporaryFileIsPrivateWhileItIsWritten() throws IOException {
        Path file = folder.resolve("export.jsonl");
        try (SafeFiles.Staged staged = SafeFiles.stage(file, () -> "aaaa")) {
            Path temp = folder.resolve(".export.jsonl.aaaa.tmp");
            assertThat(Files.getPosixFilePermissions(temp, LinkOption.NOFOLLOW_LINKS))
                    .isEqualTo(PRIVATE);
            assertThat(Files.isSymbolicLink(temp)).isFalse();
        }
    }

    @Test
    void refuseUnlessPrivateNamesTheFileTheOwnerAndWhy() throws IOException {
        Path mine = Files.writeString(folder.resolve("mine.json"), "{}");
        Files.setPosixFilePermissions(mine, PosixFilePermissions.fromString("rw-r--r--"));
        Path groupWritable = Files.writeString(folder.resolve("group.json"), "{}");
        Files.setPosixFilePermissions(groupWritable, PosixFilePermissions.fromString("rw-rw-r--"));
        Path theirs = Files.writeString(folder.resolve("theirs.json"), "{}");
        Files.setPosixFilePermissions(theirs, PosixFilePermissions.fromString("rw-------"));
        Files.setAttribute(theirs, "unix:uid", ANOTHER_UID);
        String theirName = Files.getOwner(theirs).getName();

        SafeFiles.refuseUnlessPrivate(mine);
        SafeFiles.refuseUnlessPrivate(folder.resolve("missing.json"));
        assertThatThrownBy(() -> SafeFiles.refuseUnlessPrivate(groupWritable))
                .isInstanceOf(SafeFiles.NotPrivateException.class)
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith(groupWritable + ": writable by others than its owner "
                        + Files.getOwner(groupWritable).getName() + " (rw-rw-r--)")
                .satisfies(e ->
                        assertThat(((SafeFiles.NotPrivateException) e).file()).isEqualTo(groupWritable));
        assertThatThrownBy(() -> SafeFiles.refuseUnlessPrivate(theirs))
                .isInstanceOf(SafeFiles.NotPrivateException.class)
                .hasMessageStartingWith(theirs + ": owned by " + theirName + ", not by ");
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static final class PosixFilePermissionsOf {
        static final Set<PosixFilePermission> WORLD_READABLE = Set.of(
                PosixFilePermission.OWNER_READ,
                PosixFilePermission.OWNER_WRITE,
                PosixFilePermission.GROUP_READ,
                PosixFilePermission.OTHERS_READ);
    }
}
