package io.chatapi.examples.export;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.tickets.Conversation;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Exports every ticket with its conversation and client data as JSON Lines or CSV, streaming end to
 * end, so memory stays flat however many tickets there are: the ticket list is decoded as it
 * arrives ({@code tickets().forEach}) and its ids spooled to a temporary file; then each ticket's
 * conversation is fetched ({@code tickets().get}), written, flushed and dropped before the next.
 * Nothing is collected in memory, not even the ids.
 *
 * <pre>{@code
 * try (ChatApiClient client = ChatApiClient.fromEnv();
 *      Writer out = Files.newBufferedWriter(Path.of("tickets.jsonl"))) {
 *   long written = new TicketExport(TicketExport.Format.JSONL).writeAll(client, out);
 * }
 * }</pre>
 *
 * <p>The ids are spooled rather than each conversation fetched while the list reply is still open:
 * an export of a large account takes minutes, longer than the client's call timeout allows one
 * exchange. {@link #write(ChatApiClient, List, Writer)} exports chosen tickets by id instead. Not
 * thread-safe; one export per instance at a time.
 */
public final class TicketExport {
    /** The output formats. */
    public enum Format {
        /** One JSON object per line, the conversation as an array, client data as sent. */
        JSONL,
        /** One row per ticket, RFC 4180 quoting, the conversation as one multi-line field. */
        CSV;

        /**
         * The format named {@code jsonl} or {@code csv}, in any letter case.
         *
         * @param name the name
         * @return the format, or empty for another name
         */
        public static Optional<Format> named(String name) {
            for (Format f : values()) {
                if (f.name().equalsIgnoreCase(name.strip())) {
                    return Optional.of(f);
                }
            }
            return Optional.empty();
        }

        /** The name as typed on the command line: {@code jsonl} or {@code csv}. */
        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Told after each ticket is written. */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param done tickets written so far
         * @param total tickets to write
         */
        void update(long done, long total);
    }

    private final Format format;
    private Progress progress = (done, total) -> {};
    private boolean formulaGuard = true;
    private Function<Conversation, Map<String, Object>> rows = TicketRow::of;

    /**
     * An export in {@code format}.
     *
     * @param format the output format
     */
    public TicketExport(Format format) {
        this.format = Objects.requireNonNull(format, "format");
    }

    /**
     * Reports progress to {@code listener} after each ticket.
     *
     * @param listener the listener
     * @return this export
     */
    public TicketExport onProgress(Progress listener) {
        this.progress = Objects.requireNonNull(listener, "listener");
        return this;
    }

    /**
     * Whether CSV cells that would start a spreadsheet formula ({@code =}, {@code +}, {@code -},
     * {@code @}, tab, CR) get a leading {@code '}; on by default, since visitors write the texts.
     * JSON Lines are never changed.
     *
     * @param on false to write every cell exactly as the server sent it
     * @return this export
     */
    public TicketExport formulaGuard(boolean on) {
        this.formulaGuard = on;
        return this;
    }

    /**
     * Hashes or drops the personal data of every row, as {@link Redaction} lists, for an export handed to
     * support.
     *
     * @param redaction the redaction, keyed
     * @return this export
     */
    TicketExport redact(Redaction redaction) {
        Objects.requireNonNull(redaction, "redaction");
        this.rows = ticket -> redaction.row(TicketRow.of(ticket));
        return this;
    }

    /**
     * Like {@link #writeAll(ChatApiClient, Writer)}, writing UTF-8 to {@code out}. Flushes, does
     * not close.
     *
     * @param client the client
     * @param out where to write
     * @return the number of tickets written
     * @throws IOException when writing fails
     * @throws io.chatapi.sdk.errors.ChatApiException when a read fails (after the SDK's retries); what was
     *     written before stays written, one whole record per line or row
     */
    public long writeAll(ChatApiClient client, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        long written = writeAll(client, writer);
        writer.flush();
        return written;
    }

    /**
     * Streams the ticket list and writes each ticket with its conversation to {@code out}. Flushes,
     * does not close. Tickets listed without an id cannot be fetched and are left out.
     *
     * @param client the client
     * @param out where to write
     * @return the number of tickets written
     * @throws IOException when writing fails
     * @throws io.chatapi.sdk.errors.ChatApiException when a read fails; what was written before stays
     *     written, one whole record per line or row
     */
    public long writeAll(ChatApiClient client, Writer out) throws IOException {
        try (TicketIdSpool ids = TicketIdSpool.collect(client)) {
            return write(client, ids, ids.count(), out);
        }
    }

    /**
     * Writes the tickets with these ids, in this order. Flushes, does not close.
     *
     * @param client the client
     * @param ticketIds the tickets to write
     * @param out where to write
     * @return the number of tickets written
     * @throws IOException when writing fails
     * @throws io.chatapi.sdk.errors.ChatApiException when a read fails
     */
    public long write(ChatApiClient client, List<String> ticketIds, Writer out) throws IOException {
        return write(client, ticketIds, ticketIds.size(), out);
    }

    private long write(ChatApiClient client, Iterable<String> ticketIds, long total, Writer out) throws IOException {
        TicketWriter writer = format == Format.CSV
                ? new CsvTicketWriter(out, formulaGuard, rows)
                : new JsonLinesTicketWriter(out, rows);
        writer.begin();
        long done = 0;
        try {
            for (String id : ticketIds) {
                writer.write(client.tickets().get(id));
                progress.update(++done, total);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        writer.end();
        return done;
    }
}
