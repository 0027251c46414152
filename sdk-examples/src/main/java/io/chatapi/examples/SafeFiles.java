package io.chatapi.examples;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * How the CLI writes every file it writes (ledger, report, saved plan, export, the lock's holder): never
 * through a symbolic link planted at the final path, private from the moment it exists (mode 0600 where the
 * file system has POSIX modes), and replaced atomically: the content goes to a new temporary file in the same
 * folder, which is then renamed over the final path. A rename replaces a link rather than writing through it,
 * and a reader sees the old file or the new one, never half of one.
 *
 * <p>Whoever can write the folder could otherwise make the tool overwrite any file its user can write, or read
 * an export of shoppers' personal data.
 */
public final class SafeFiles {
    private static final SecureRandom RANDOM = new SecureRandom();

    private SafeFiles() {}

    /**
     * Refuses a final path the CLI must not write: a symbolic link (to anything, dangling too) or anything that
     * exists and is not a regular file (a folder, a FIFO, a device).
     *
     * @param file the path about to be written
     * @throws BadInputException naming the path, so the CLI exits 2 before writing anything
     */
    public static void refuseUnsafeTarget(Path file) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return; // Nothing there (or not readable as such): the rename creates it.
        }
        if (attributes.isSymbolicLink()) {
            throw new BadInputException(
                    file + " is a symbolic link; refusing to write through it (remove it, or" + " give another path)");
        }
        if (!attributes.isRegularFile()) {
            throw new BadInputException(file + " exists and is not a regular file; refusing to write it");
        }
    }

    /**
     * Writes {@code content} to {@code file}: a private temporary file beside it, forced to disk, renamed over it.
     *
     * @param file the final path
     * @param content the whole content
     * @throws BadInputException when {@code file} is a symbolic link or not a regular file
     * @throws UncheckedIOException when the folder cannot be written, naming {@code file}
     */
    public static void write(Path file, byte[] content) {
        refuseUnsafeTarget(file);
        try (Staged staged = stage(file)) {
            staged.output().write(content);
            staged.publish();
        } catch (IOException e) {
            throw new UncheckedIOException(file + " could not be written: " + e.getMessage(), e);
        }
    }

    /**
     * Starts a file written in pieces (an export): a new private temporary file in the folder of {@code file},
     * published by {@link Staged#publish()}. Closing it unpublished deletes it.
     *
     * @param file the final path; its folder is created when missing
     * @return the staged file
     * @throws BadInputException when {@code file} is a symbolic link or not a regular file
     * @throws IOException when the temporary file cannot be created
     */
    public static Staged stage(Path file) throws IOException {
        refuseUnsafeTarget(file);
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temp = createPrivate(folder, file.getFileName().toString());
        try {
            FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
            return new Staged(file, temp, channel);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /**
     * Creates a new, empty file in {@code folder} that nobody else can read: {@code .NAME.RANDOM.tmp}, created
     * exclusively (never an existing file or link), with mode 0600 from its creation on a POSIX file system.
     */
    private static Path createPrivate(Path folder, String name) throws IOException {
        for (int tries = 0; ; tries++) {
            byte[] random = new byte[8];
            RANDOM.nextBytes(random);
            Path temp = folder.resolve("." + name + "." + HexFormat.of().formatHex(random) + ".tmp");
            try {
                try {
                    return Files.createFile(
                            temp, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                } catch (UnsupportedOperationException e) {
                    // Not POSIX (Windows): the folder's access rules apply, as for any file the user creates.
                    return Files.createFile(temp);
                }
            } catch (FileAlreadyExistsException e) {
                if (tries >= 10) {
                    throw e;
                }
            }
        }
    }

    /** A private temporary file on its way to its final path. Not thread-safe. */
    public static final class Staged implements AutoCloseable {
        private final Path file;
        private final Path temp;
        private final FileChannel channel;
        private final OutputStream output;
        private boolean moved;

        private Staged(Path file, Path temp, FileChannel channel) {
            this.file = file;
            this.temp = temp;
            this.channel = channel;
            this.output = Channels.newOutputStream(channel);
        }

        /**
         * {@return where the content goes until it is published; not to be closed by the caller}
         */
        public OutputStream output() {
            return new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                    output.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    output.write(b, off, len);
                }

                @Override
                public void close() {
                    // The staged file closes it; a writer wrapped around it may close first.
                }
            };
        }

        /**
         * Forces the content to disk and renames the temporary file over the final path.
         *
         * @throws BadInputException when a symbolic link or a non-regular file appeared at the final path meanwhile
         * @throws IOException when the rename fails
         */
        public void publish() throws IOException {
            moveTo(file);
        }

        /**
         * As {@link #publish()}, to another path in the same folder (a failed export's {@code FILE.partial}).
         *
         * @param target the path to rename the temporary file to
         * @throws BadInputException when {@code target} is a symbolic link or not a regular file
         * @throws IOException when the rename fails
         */
        public void moveTo(Path target) throws IOException {
            channel.force(true);
            channel.close();
            refuseUnsafeTarget(target);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        }

        /** Deletes the temporary file unless it was renamed. */
        @Override
        public void close() throws IOException {
            channel.close();
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }
}
