package io.chatapi.sdk.async;

import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.tickets.TicketsClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link TicketsClient} with every call returning a {@link CompletableFuture}. Each method sends
 * what its synchronous twin sends; the future completes with its value or fails with the exception
 * it would throw.
 */
public final class AsyncTicketsClient {
    private final TicketsClient tickets;
    private final CallQueue queue;

    AsyncTicketsClient(TicketsClient tickets, CallQueue queue) {
        this.tickets = tickets;
        this.queue = queue;
    }

    /**
     * See {@link TicketsClient#list()}.
     *
     * @return a future that completes with the tickets, or fails with the exception {@code list()}
     *     throws
     */
    public CompletableFuture<List<Ticket>> list() {
        return queue.submit(tickets::list);
    }

    /**
     * See {@link TicketsClient#get(String)}.
     *
     * @param ticketId the ticket's id, as {@link Ticket#id()} gives it
     * @return a future that completes with the conversation, or fails with the exception {@code get}
     *     throws
     */
    public CompletableFuture<Conversation> get(String ticketId) {
        return queue.submit(() -> tickets.get(ticketId));
    }
}
