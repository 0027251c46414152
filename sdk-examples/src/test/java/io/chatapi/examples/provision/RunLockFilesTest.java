package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.chatapi.examples.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lock's files (#47, #48): the lock file is created private (0600) like the ledger and the holder file; a lock
 * or holder file another user owns is refused, naming the file and its owner, before anything is read.
 */
class RunLockFilesTest {
    @TempDir
    Path folder;

    @Test
    void theLockFileIsCreatedPrivate() throws Exception {
        Path ledger = folder.resolve("state.ledger.json");
        try (RunLock lock = RunLock.acquire(ledger, Duration.ZERO, new PrintStream(new ByteArrayOutputStream()))) {
            assertThat(PosixFilePermissions.toString(
                            Files.getPosixFilePermissions(RunLock.besides(ledger), LinkOption.NOFOLLOW_LINKS)))
                    .isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(
                            Files.getPosixFilePermissions(RunLock.holderFile(ledger), LinkOption.NOFOLLOW_LINKS)))
                    .isEqualTo("rw-------");
        }
    }

    @Test
    void aLockFileOfAnotherUserIsRefusedNamingTheFileAndItsOwner() throws Exception {
        Path file = Files.writeString(folder.resolve("state.ledger.json.lock"), "");
        String owner = Files.getOwner(file).getName();
        // Seen by another user, this process's own file is the foreign one: the same rule, either way round.
        Optional<UserPrincipal> someoneElse = Optional.of(lookup(owner.equals("nobody") ? "root" : "nobody"));

        assertThatThrownBy(() -> FileOwner.refuseForeign(file, "lock file", someoneElse))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("the lock file " + file + " is owned by user " + owner)
                .hasMessageContaining("Remove it");
        FileOwner.refuseForeign(file, "lock file", FileOwner.me()); // its own: accepted
        FileOwner.refuseForeign(folder.resolve("none"), "lock file", someoneElse); // none: nothing to refuse
    }

    @Test
    void aRunRefusesAHolderFileOfAnotherUserBeforeAnythingIsRead() throws Exception {
        Path ledger = folder.resolve("state.ledger.json");
        Path holder = Files.writeString(RunLock.holderFile(ledger), "{\"pid\":1,\"host\":\"elsewhere\"}\n");
        UserPrincipal nobody = lookup("nobody");
        // Only a privileged user can give a file away; this suite runs as root in CI. Otherwise the rule is proven by
        // the test above, with the roles swapped.
        assumeTrue(FileOwner.me().map(UserPrincipal::getName).orElse("").equals("root"), "needs root to chown");
        Files.setOwner(holder, nobody);

        assertThatThrownBy(() -> RunLock.acquire(
                        ledger,
                        Duration.ZERO,
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("the lock holder file " + holder + " is owned by user nobody");
        assertThat(RunLock.besides(ledger)).doesNotExist();
    }

    private static UserPrincipal lookup(String name) throws Exception {
        return FileSystems.getDefault().getUserPrincipalLookupService().lookupPrincipalByName(name);
    }
}
