package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SafeFilesTest {
    private static final Set<PosixFilePermission> PRIVATE =
            Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

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
