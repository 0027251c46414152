package io.chatapi.examples.export;

import io.chatapi.sdk.ChatApiClient;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The ids of every ticket, spooled to a temporary file while the ticket list streams in, then read
 * back one at a time. Keeps memory flat (not even the ids are held) and the list exchange short:
 * fetching every conversation while the list reply stayed open would outlast the client's call
 * timeout on a large account. Also gives the total up front, for a real progress bar. The file is
 * deleted on {@link #close()}.
 */
final class TicketIdSpool implements Iterable<String>, AutoCloseable {
    private final Path file;
    private final long count;
    private DataInputStream reading;

    private TicketIdSpool(Path file, long count) {
        this.file = file;
        this.count = count;
    }

    /**
     * Streams the ticket list ({@code tickets().forEach}) into a new spool; tickets listed without an
     * id are left out, since they cannot be fetched.
     */
    static TicketIdSpool collect(ChatApiClient client) throws IOException {
        Path file = Files.createTempFile("chat-api-ticket-ids-", ".bin");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            long[] count = {0};
            client.tickets().forEach(ticket -> Optional.of(ticket.id()).ifPresent(id -> {
                try {
                    out.writeUTF(id);
                    count[0]++;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }));
            return new TicketIdSpool(file, count[0]);
        } catch (UncheckedIOException e) {
            Files.deleteIfExists(file);
            throw e.getCause();
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
    }

    /** The temporary file, while the spool is open. */
    Path file() {
        return file;
    }

    /** How many ids the spool holds. */
    long count() {
        return count;
    }

    /** The ids in list order, read from the file as iterated; a read failure is an UncheckedIOException. */
    @Override
    public Iterator<String> iterator() {
        DataInputStream in;
        try {
            closeReading();
            in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)));
            reading = in;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Iterator<>() {
            private long read;

            @Override
            public boolean hasNext() {
                return read < count;
            }

            @Override
            public String next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                try {
                    read++;
                    return in.readUTF();
                } catch (EOFException e) {
                    throw new UncheckedIOException("the spool of ticket ids ended early", e);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    /** Closes the file and deletes it. */
    @Override
    public void close() throws IOException {
        try {
            closeReading();
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private void closeReading() throws IOException {
        if (reading != null) {
            reading.close();
            reading = null;
        }
    }
}
