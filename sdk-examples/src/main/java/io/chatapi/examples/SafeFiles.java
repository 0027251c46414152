package io.chatapi.examples;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.Supplier;

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
    private static final FileAttribute<Set<PosixFilePermission>> PRIVATE =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));

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
     * Refuses a file the CLI reads and then acts on (a saved plan) unless only the user running the CLI could have
     * written it: owned by that user, and writable neither by its group nor by others. A file in a shared folder
     * that someone else made, or may have edited since, would otherwise decide what the CLI does. A link is
     * followed: what is checked is the file that is read. Nothing is checked where the file system has no POSIX
     * owners and modes (Windows: its access lists apply), nor when nothing is there (the reader says so).
     *
     * @param file the file about to be read
     * @throws NotPrivateException naming the file, its owner and why it is refused
     */
    public static void refuseUnlessPrivate(Path file) {
        PosixFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, PosixFileAttributes.class);
        } catch (UnsupportedOperationException | IOException e) {
            return;
        }
        String owner = attributes.owner().getName();
        if (!ownedByThisUser(file, attributes)) {
            throw new NotPrivateException(
                    file,
                    "owned by " + owner + ", not by " + System.getProperty("user.name")
                            + " who runs this; refusing a file another user could have written");
        }
        Set<PosixFilePermission> modes = attributes.permissions();
        if (modes.contains(PosixFilePermission.GROUP_WRITE) || modes.contains(PosixFilePermission.OTHERS_WRITE)) {
            throw new NotPrivateException(
                    file,
                    "writable by others than its owner " + owner + " (" + PosixFilePermissions.toString(modes)
                            + "); refusing a file someone else could have changed (chmod go-w it, if it is"
                            + " as you made it)");
        }
    }

    /**
     * Whether the process's user owns {@code file}: by user id where the file system says it ({@code unix:uid}),
     * which holds for a user the system has no name for (a container's arbitrary uid), else by name.
     */
    private static boolean ownedByThisUser(Path file, PosixFileAttributes attributes) {
        try {
            Object uid = Files.getAttribute(file, "unix:uid");
            return uid instanceof Integer id && id == new UnixSystem().getUid();
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException e) {
            try {
                return attributes
                        .owner()
                        .equals(file.getFileSystem()
                                .getUserPrincipalLookupService()
                                .lookupPrincipalByName(System.getProperty("user.name")));
            } catch (IOException | UnsupportedOperationException notFound) {
                return false;
            }
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
        return stage(file, SafeFiles::randomPart);
    }

    /**
     * As {@link #stage(Path)}, with the middle part of the temporary file's name from {@code randomParts} (a test
     * plants a file or a link at the name it knows will be tried).
     */
    static Staged stage(Path file, Supplier<String> randomParts) throws IOException {
        refuseUnsafeTarget(file);
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        String name = file.getFileName().toString();
        for (int tries = 0; ; tries++) {
            Path temp = folder.resolve("." + name + "." + randomParts.get() + ".tmp");
            FileChannel channel;
            try {
                channel = createPrivate(temp);
            } catch (FileAlreadyExistsException e) {
                // Something is at that name already (a file, or a link planted there): never it; another name.
                if (tries >= 10) {
                    throw e;
                }
                continue;
            }
            try {
                // Which file it is, to publish that one and no other put at its name meanwhile (see moveTo).
                Object fileKey = Files.readAttributes(temp, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        .fileKey();
                return new Staged(file, temp, channel, fileKey);
            } catch (IOException | RuntimeException e) {
                channel.close();
                Files.deleteIfExists(temp);
                throw e;
            }
        }
    }

    private static String randomPart() {
        byte[] random = new byte[8];
        RANDOM.nextBytes(random);
        return HexFormat.of().formatHex(random);
    }

    /**
     * Creates {@code temp} and opens it for writing in one system call (O_CREAT|O_EXCL|O_NOFOLLOW): never an
     * existing file or link, and mode 0600 from its creation on a POSIX file system. The channel returned is the
     * only way in: creating, closing and opening again by name would write to whatever another user of the folder
     * put at that name meanwhile.
     */
    private static FileChannel createPrivate(Path temp) throws IOException {
        Set<OpenOption> options =
                Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            return FileChannel.open(temp, options, PRIVATE);
        } catch (UnsupportedOperationException e) {
            // Not POSIX (Windows): the folder's access rules apply, as for any file the user creates.
            return FileChannel.open(temp, options);
        }
    }

    /** A private temporary file on its way to its final path. Not thread-safe. */
    public static final class Staged implements AutoCloseable {
        private final Path file;
        private final Path temp;
        private final FileChannel channel;
        private final Object fileKey;
        private final OutputStream output;
        private boolean moved;

        private Staged(Path file, Path temp, FileChannel channel, Object fileKey) {
            this.file = file;
            this.temp = temp;
            this.channel = channel;
            this.fileKey = fileKey;
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
         * @throws IOException when the rename fails, or when another file was put at the temporary file's name
         *     meanwhile (by someone else who can write the folder): that one is never published
         */
        public void moveTo(Path target) throws IOException {
            channel.force(true);
            channel.close();
            refuseUnsafeTarget(target);
            // The rename takes a name, not the open file: whoever can write the folder could have replaced the file
            // at that name with one of their own, which the rename would publish as ours.
            BasicFileAttributes now = Files.readAttributes(temp, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!now.isRegularFile() || (fileKey != null && !fileKey.equals(now.fileKey()))) {
                throw new IOException(temp + " is no longer the file written: another file was put at its name;"
                        + " nothing was published to " + target);
            }
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

    /**
     * A file the CLI would act on that someone other than its user could have written ({@link
     * #refuseUnlessPrivate}); the CLI exits {@link ExitCode#BAD_INPUT} without acting on it.
     */
    public static final class NotPrivateException extends BadInputException {
        private static final long serialVersionUID = 1L;

        /** A path is serializable only through its string. */
        private final String file;

        private final String reason;

        NotPrivateException(Path file, String reason) {
            super(file + ": " + reason);
            this.file = file.toString();
            this.reason = reason;
        }

        /** {@return the file refused} */
        public Path file() {
            return Path.of(file);
        }

        /** {@return why it was refused: its owner, or who else can write it} */
        public String reason() {
            return reason;
        }
    }
}
