package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.SafeFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A ledger in a local file, written by {@link SafeFiles}: a private temporary file in the same folder, forced to
 * disk, then moved over the old one. Its lock is {@link RunLock}, an OS lock beside it.
 *
 * @param file the ledger's path
 */
record FileLedgerStore(Path file) implements LedgerStore {
    @Override
    public String where() {
        return file.toString();
    }

    @Override
    public Optional<String> read() {
        try {
            return Optional.of(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new BadInputException("ledger " + file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    @Override
    public void write(String text) {
        try {
            // Private and atomic, never through a link planted at the ledger's path; forced to disk, since the
            // intent must outlive a crash of the machine, not only of this process.
            SafeFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
        } catch (UncheckedIOException e) {
            throw new UncheckedIOException("ledger " + e.getMessage(), e.getCause());
        }
    }

    @Override
    public void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("ledger " + file + " could not be removed: " + e.getMessage(), e);
        }
    }
}
