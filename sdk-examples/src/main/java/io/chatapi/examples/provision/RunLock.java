package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.DurationText;
import io.chatapi.examples.SafeFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * One {@code provision} run at a time per ledger, as Terraform locks its state: an OS file lock on
 * {@code <ledger>.lock} beside the ledger, held for the whole run. The operating system releases it
 * when the process ends in any way (a crash and {@code kill -9} included), so a lock is never left
 * stale. The holder writes its pid, host and start time into a file of its own, {@code
 * <ledger>.lock.holder}, so that a second run can say who holds it.
 *
 * <p>The lock file is opened without following a symbolic link, must be a regular file, and is never
 * written: a file the tool did not create is never truncated. The holder file is written by {@link
 * SafeFiles} (never through a link, replaced atomically). A link or anything but a regular file at
 * either path is refused (exit 2) before anything is read.
 */
final class RunLock implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The byte locked: past any text an older version wrote into the lock file, which stays readable. */
    private static final long LOCKED_BYTE = 4096;
    /** A holder file is a line of JSON; a larger one was not written by this tool. */
    private static final int HOLDER_MAX_BYTES = 4096;

    private static final Duration POLL = Duration.ofMillis(100);
    /** rw------- : the lock file's rights when this tool creates it. */
    private static final Set<PosixFilePermission> PRIVATE = PosixFilePermissions.fromString("rw-------");

    private static final Duration HOLDER_WRITES = Duration.ofSeconds(1);

    private final FileChannel channel;
    private final FileLock lock;
    private final Path holder;

    private RunLock(FileChannel channel, FileLock lock, Path holder) {
        this.channel = channel;
        this.lock = lock;
        this.holder = holder;
    }

    /** The lock file of a ledger: {@code state.ledger.json} → {@code state.ledger.json.lock}. */
    static Path besides(Path ledger) {
        return ledger.resolveSibling(ledger.getFileName() + ".lock");
    }

    /** The holder file of a ledger: {@code state.ledger.json} → {@code state.ledger.json.lock.holder}. */
    static Path holderFile(Path ledger) {
        return ledger.resolveSibling(ledger.getFileName() + ".lock.holder");
    }

    /**
     * Refuses a symbolic link, or anything but a regular file, at the lock's paths.
     *
     * @throws BadInputException naming the path
     */
    static void refuseUnsafe(Path ledger) {
        SafeFiles.refuseUnsafeTarget(besides(ledger));
        SafeFiles.refuseUnsafeTarget(holderFile(ledger));
        Optional<UserPrincipal> me = FileOwner.me();
        FileOwner.refuseForeign(besides(ledger), "lock file", me);
        FileOwner.refuseForeign(holderFile(ledger), "lock holder file", me);
    }

    /** No lock, for a run that has no ledger file (a demo). */
    static RunLock none() {
        return new RunLock(null, null, null);
    }

    /**
     * Takes the lock of {@code ledger}, waiting up to {@code wait} while another run holds it. A wait is never
     * silent: when it begins, {@code notices} gets a line naming the holder (pid, host, start) and how long this
     * run waits, and a line when the lock is taken; giving up is the exception's message.
     *
     * @param wait how long to wait; zero fails at once
     * @param notices where the lines about a wait go (stderr)
     * @throws BadInputException when another run still holds it, naming its pid and start time
     * @throws UncheckedIOException when the lock file cannot be created
     */
    static RunLock acquire(Path ledger, Duration wait, PrintStream notices) {
        Path file = besides(ledger);
        refuseUnsafe(ledger);
        FileChannel channel;
        try {
            Path folder = file.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            // No TRUNCATE_EXISTING and never a write: an existing file keeps its bytes. NOFOLLOW_LINKS fails on a
            // link planted between the check above and this open.
            Set<OpenOption> options = Set.of(
                    StandardOpenOption.CREATE,
                    StandardOpenOption.READ,
                    StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
            // Private like the ledger and the holder file (0600), set as it is created: no moment with wider rights.
            channel = posix(folder)
                    ? FileChannel.open(file, options, PosixFilePermissions.asFileAttribute(PRIVATE))
                    : FileChannel.open(file, options);
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                close(channel);
                throw new BadInputException(file + " exists and is not a regular file; refusing to lock it");
            }
            try {
                // Checked again on the file opened: one planted between the first check and the open.
                FileOwner.refuseForeign(file, "lock file", FileOwner.me());
            } catch (BadInputException e) {
                close(channel);
                throw e;
            }
        } catch (IOException e) {
            // A link planted between the check and the open makes NOFOLLOW_LINKS fail: the same refusal.
            SafeFiles.refuseUnsafeTarget(file);
            throw new UncheckedIOException("lock file " + file + " could not be opened: " + e.getMessage(), e);
        }
        long start = System.nanoTime();
        long deadline = start + wait.toNanos();
        boolean waited = false;
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    Path holder = holderFile(ledger);
                    writeHolder(holder);
                    if (waited) {
                        notices.println("Took the lock " + file + " after waiting "
                                + DurationText.format(elapsedSince(start)) + ".");
                    }
                    return new RunLock(channel, lock, holder);
                }
                if (System.nanoTime() - deadline >= 0) {
                    throw new BadInputException("another provision run holds the lock " + file + " ("
                            + holder(holderFile(ledger)) + ")"
                            + (wait.isZero() ? "" : ", still after " + DurationText.format(wait))
                            + "; nothing was read or changed. Let it finish, or give --lock-timeout DURATION to wait"
                            + " for it");
                }
                if (!waited) {
                    waited = true;
                    notices.println("Waiting up to " + DurationText.format(wait) + " (--lock-timeout) for the lock "
                            + file + ", held by another provision run (" + holder(holderFile(ledger)) + ")…");
                }
                Thread.sleep(POLL.toMillis());
            }
        } catch (IOException e) {
            close(channel);
            throw new UncheckedIOException("lock file " + file + " could not be locked: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            close(channel);
            Thread.currentThread().interrupt();
            throw new BadInputException("interrupted while waiting for the lock " + file, e);
        } catch (RuntimeException e) {
            close(channel);
            throw e;
        }
    }

    private static boolean posix(Path folder) {
        return Files.getFileAttributeView(folder, PosixFileAttributeView.class) != null;
    }

    /** Time since {@code start}, to the tenth of a second: a wait is reported as an operator reads it. */
    private static Duration elapsedSince(long start) {
        return Duration.ofMillis((System.nanoTime() - start) / 100_000_000 * 100);
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock(LOCKED_BYTE, 1, false);
        } catch (OverlappingFileLockException e) {
            return null; // another run in this same JVM holds it (in-process tests, an embedding program)
        }
    }

    private static void writeHolder(Path holder) {
        ProcessHandle self = ProcessHandle.current();
        String text = JSON.createObjectNode()
                        .put("pid", self.pid())
                        .put("host", host())
                        .put(
                                "started",
                                self.info().startInstant().orElse(Instant.now()).toString())
                        .put("locked", Instant.now().toString())
                        .toString()
                + "\n";
        SafeFiles.write(holder, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Who holds the lock, as its file says: {@code pid 4711 on build-7, started 2025-…Z}. A holder
     * that took the lock a moment ago may not have written it yet (two runs started together): it is
     * given a second.
     */
    private static String holder(Path file) throws InterruptedException {
        FileOwner.refuseForeign(file, "lock holder file", FileOwner.me());
        long deadline = System.nanoTime() + HOLDER_WRITES.toNanos();
        do {
            try {
                JsonNode holder = JSON.readTree(readHolder(file));
                if (holder != null && holder.has("pid")) {
                    return "pid " + holder.path("pid").asText() + " on "
                            + holder.path("host").asText("?") + ", started "
                            + holder.path("started").asText("?");
                }
            } catch (IOException e) {
                // Half written; read again.
            }
            Thread.sleep(50);
        } while (System.nanoTime() - deadline < 0);
        return "its holder has not written its pid";
    }

    /** The holder file's text, read without following a link and at most {@value #HOLDER_MAX_BYTES} bytes. */
    private static String readHolder(Path file) throws IOException {
        // Checked before opening: opening a FIFO to read would wait for a writer.
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return "";
        }
        try (SeekableByteChannel channel =
                Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            if (channel.size() > HOLDER_MAX_BYTES) {
                return "";
            }
            ByteBuffer bytes = ByteBuffer.allocate(HOLDER_MAX_BYTES);
            while (bytes.hasRemaining() && channel.read(bytes) >= 0) {
                // Read on: a regular file ends.
            }
            return new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8);
        }
    }

    private static String host() {
        try {
            return Optional.ofNullable(InetAddress.getLocalHost().getHostName()).orElse("?");
        } catch (IOException e) {
            return "?";
        }
    }

    /**
     * Deletes the holder file (so a run refused later never names a holder that left) and releases the lock; the
     * lock file stays, for the next holder.
     */
    @Override
    public void close() {
        if (channel != null) {
            try {
                Files.deleteIfExists(holder);
            } catch (IOException e) {
                // A stale holder file is only misleading: the next holder replaces it.
            }
            try {
                lock.release();
            } catch (IOException e) {
                // Closing the channel below releases it too.
            }
            close(channel);
        }
    }

    private static void close(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // Nothing left to do: the process's end releases the lock.
        }
    }
}
