package io.chatapi.examples.export;

import io.chatapi.sdk.tickets.Conversation;
import java.io.IOException;

/** Writes tickets one at a time in one format; holds nothing of a ticket once it is written. */
interface TicketWriter {
    /** Writes what comes before the first ticket (a CSV header). */
    void begin() throws IOException;

    /** Writes one ticket and flushes it to the underlying Writer. */
    void write(Conversation ticket) throws IOException;

    /** Writes what comes after the last ticket and flushes; does not close the Writer. */
    void end() throws IOException;
}
