package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.DurationText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * One {@code provision} run at a time per ledger, as Terraform locks its state: an OS file lock on
 * {@code <ledger>.lock} beside the ledger, held for the whole run. The operating system releases it
 * when the process ends in any way (a crash and {@code kill -9} included), so a lock is never left
 * stale. The holder writes its pid, host and start time into the file, so that a second run can say
 * who holds it.
 *
 * <p>The lock covers one byte past the holder's text, not the text itself: on systems whose locks are
 * mandatory (Windows) the text stays readable to the run that is refused.
 */
final class RunLock implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long LOCKED_BYTE = 4096;
    private static final Duration POLL = Duration.ofMillis(100);
    private static final Duration HOLDER_WRITES = Duration.ofSeconds(1);

    private final FileChannel channel;
    private final FileLock lock;

    private RunLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a ledger: {@code state.ledger.json} → {@code state.ledger.json.lock}. */
    static Path besides(Path ledger) {
        return ledger.resolveSibling(ledger.getFileName() + ".lock");
    }

    /** No lock, for a run that has no ledger file (a demo). */
    static RunLock none() {
        return new RunLock(null, null);
    }

    /**
     * Takes the lock of {@code ledger}, waiting up to {@code wait} while another run holds it.
     *
     * @param wait how long to wait; zero fails at once
     * @throws BadInputException when another run still holds it, naming its pid and start time
     * @throws UncheckedIOException when the lock file cannot be created
     */
    static RunLock acquire(Path ledger, Duration wait) {
        Path file = besides(ledger);
        FileChannel channel;
        try {
            Path folder = file.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            channel = FileChannel.open(
                    file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException("lock file " + file + " could not be opened: " + e.getMessage(), e);
        }
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    writeHolder(channel);
                    return new RunLock(channel, lock);
                }
                if (System.nanoTime() - deadline >= 0) {
                    throw new BadInputException("another provision run holds the lock " + file + " ("
                            + holder(file) + ")" + (wait.isZero() ? "" : ", still after " + DurationText.format(wait))
                            + "; nothing was read or changed. Let it finish, or give --lock-timeout DURATION to wait"
                            + " for it");
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

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock(LOCKED_BYTE, 1, false);
        } catch (OverlappingFileLockException e) {
            return null; // another run in this same JVM holds it (in-process tests, an embedding program)
        }
    }

    private static void writeHolder(FileChannel channel) throws IOException {
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
        channel.truncate(0);
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        long position = 0;
        while (bytes.hasRemaining()) {
            position += channel.write(bytes, position);
        }
        channel.force(false);
    }

    /**
     * Who holds the lock, as its file says: {@code pid 4711 on build-7, started 2025-…Z}. A holder
     * that took the lock a moment ago may not have written it yet (two runs started together): it is
     * given a second.
     */
    private static String holder(Path file) throws InterruptedException {
        long deadline = System.nanoTime() + HOLDER_WRITES.toNanos();
        do {
            try {
                JsonNode holder = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
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

    private static String host() {
        try {
            return Optional.ofNullable(InetAddress.getLocalHost().getHostName()).orElse("?");
        } catch (IOException e) {
            return "?";
        }
    }

    /** Releases the lock; the file stays, for the next holder to write into. */
    @Override
    public void close() {
        if (channel != null) {
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
