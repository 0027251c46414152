package io.chatapi.examples.export;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.tickets.TicketMessage;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Exports every ticket with its conversation and client data as JSON Lines or CSV, streaming: each
 * conversation is fetched ({@code tickets().get}), written, flushed and dropped before the next is
 * fetched, so memory does not grow with the number of tickets. Only the ticket ids are held.
 *
 * <pre>{@code
 * try (ChatApiClient client = ChatApiClient.fromEnv();
 *      Writer out = Files.newBufferedWriter(Path.of("tickets.jsonl"))) {
 *   long written = new TicketExport(TicketExport.Format.JSONL).writeAll(client, out);
 * }
 * }</pre>
 *
 * <p>The ids come from {@code tickets().list()}, which reads the whole list reply (the first
 * message of every ticket, with its client data) into memory at once; that one call is what limits
 * an export's size today. {@link #write(ChatApiClient, List, Writer)} takes ids from elsewhere.
 * Not thread-safe; one export per instance at a time.
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
   * Lists the tickets and writes each with its conversation to {@code out}, as UTF-8. Flushes, does
   * not close.
   *
   * @param client the client
   * @param out where to write
   * @return the number of tickets written
   * @throws IOException when writing fails
   * @throws io.chatapi.sdk.ChatApiException when a read fails (after the SDK's retries); what was
   *     written before stays written, one whole record per line or row
   */
  public long writeAll(ChatApiClient client, OutputStream out) throws IOException {
    Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    long written = writeAll(client, writer);
    writer.flush();
    return written;
  }

  /**
   * Lists the tickets and writes each with its conversation to {@code out}. Flushes, does not close.
   * Tickets listed without an id cannot be fetched and are left out.
   *
   * @param client the client
   * @param out where to write
   * @return the number of tickets written
   * @throws IOException when writing fails
   * @throws io.chatapi.sdk.ChatApiException when a read fails
   */
  public long writeAll(ChatApiClient client, Writer out) throws IOException {
    return write(client, ticketIds(client), out);
  }

  /**
   * Writes the tickets with these ids, in this order. Flushes, does not close.
   *
   * @param client the client
   * @param ticketIds the tickets to write
   * @param out where to write
   * @return the number of tickets written
   * @throws IOException when writing fails
   * @throws io.chatapi.sdk.ChatApiException when a read fails
   */
  public long write(ChatApiClient client, List<String> ticketIds, Writer out) throws IOException {
    TicketWriter writer = format == Format.CSV ? new CsvTicketWriter(out) : new JsonLinesTicketWriter(out);
    writer.begin();
    long done = 0;
    for (String id : ticketIds) {
      writer.write(client.tickets().get(id));
      progress.update(++done, ticketIds.size());
    }
    writer.end();
    return done;
  }

  /**
   * The ids of all tickets, in the server's order; the list entries themselves are let go.
   *
   * @param client the client
   * @return the ids
   * @throws io.chatapi.sdk.ChatApiException when the list cannot be read
   */
  public static List<String> ticketIds(ChatApiClient client) {
    return client.tickets().list().stream().map(TicketMessage::id).flatMap(Optional::stream).toList();
  }
}
