package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.Optional;

/**
 * A lock or holder file another user owns is refused, naming the file and its owner: in a folder others can write,
 * such a file could claim a live holder with any pid and host, and keep every run out (or make one wait). A run's
 * own files are created by its user, so a file of another user was planted or left by someone else's run: the
 * operator removes it, or asks its owner.
 */
final class FileOwner {
    private FileOwner() {}

    /** {@return the user this process runs as}, or empty where the file system cannot say (then nothing is refused) */
    static Optional<UserPrincipal> me() {
        try {
            return Optional.of(FileSystems.getDefault()
                    .getUserPrincipalLookupService()
                    .lookupPrincipalByName(System.getProperty("user.name")));
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    /**
     * Refuses {@code file} when it exists and {@code me} does not own it; a missing file passes.
     *
     * @param what what the file is, for the message ("lock file", "lock holder file")
     * @throws BadInputException naming the file and its owner
     */
    static void refuseForeign(Path file, String what, Optional<UserPrincipal> me) {
        if (me.isEmpty() || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        UserPrincipal owner;
        try {
            owner = Files.getOwner(file, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException | UnsupportedOperationException e) {
            return; // gone meanwhile, or no owners on this file system
        }
        if (!owner.getName().equals(me.get().getName())) {
            throw new BadInputException("the " + what + " " + file + " is owned by user " + owner.getName() + ", not "
                    + me.get().getName() + " who runs this; refusing to trust it, nothing was read or changed."
                    + " Remove it (or ask " + owner.getName() + " to), or keep the ledger in a folder only you can"
                    + " write");
        }
    }
}
