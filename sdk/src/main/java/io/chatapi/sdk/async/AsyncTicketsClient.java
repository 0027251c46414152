package io.chatapi.sdk.async;

import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.tickets.TicketsClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link TicketsClient}, queued: each method sends what the method of the same name and arguments
 * there sends, and its future completes with that method's value or fails with the exception it
 * would throw (bad input included).
 */
public final class AsyncTicketsClient {
    private final TicketsClient tickets;
    private final CallQueue queue;

    AsyncTicketsClient(TicketsClient tickets, CallQueue queue) {
        this.tickets = tickets;
        this.queue = queue;
    }

    /** @return the future of {@link TicketsClient#list()} */
    public CompletableFuture<List<Ticket>> list() {
        return queue.submit(tickets::list);
    }

    /**
     * @param ticketId the ticket's id, as {@link Ticket#id()} gives it
     * @return the future of {@link TicketsClient#get(String)}
     */
    public CompletableFuture<Conversation> get(String ticketId) {
        return queue.submit(() -> tickets.get(ticketId));
    }
}
