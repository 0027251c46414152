package io.chatapi.sdk.resources;

import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.ListRead;
import io.chatapi.sdk.http.OpenList;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.tickets.TicketsClient;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** The tickets client: reads only, of a list that may be streamed. */
public final class Tickets implements TicketsClient {
    private static final String MESSAGES = "messages";

    private final Transport transport;

    /**
     * The tickets of the client whose transport this is.
     *
     * @param transport the client's transport
     */
    public Tickets(Transport transport) {
        this.transport = transport;
    }

    @Override
    public List<Ticket> list() {
        List<Ticket> tickets = new ArrayList<>();
        requireMessages(transport
                .readList(listCall(), ListRead.into(tickets, MESSAGES, Ticket.class))
                .reply());
        return Collections.unmodifiableList(tickets);
    }

    @Override
    public void forEach(Consumer<? super Ticket> action) {
        Validate.notNull("action", action);
        requireMessages(transport
                .readList(listCall(), ListRead.each(MESSAGES, Ticket.class, action))
                .reply());
    }

    @Override
    public Stream<Ticket> stream() {
        OpenList<Ticket> tickets = transport.readList(listCall(), ListRead.open(MESSAGES, Ticket.class));
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(tickets, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(tickets::close);
    }

    @Override
    public Conversation get(String ticketId) {
        List<ConversationMessage> messages = new ArrayList<>();
        Reply reply = transport
                .readList(
                        ApiCall.to(Endpoints.TICKETS_GET)
                                .path("id", ApiCall.requireId("ticketId", ticketId))
                                .build(),
                        ListRead.intoWithRaw(messages, MESSAGES, ConversationMessage.class))
                .reply();
        requireMessages(reply);
        return new Conversation(ticketId, messages, reply.raw());
    }

    private static ApiCall listCall() {
        return ApiCall.to(Endpoints.TICKETS_LIST).build();
    }

    /** The service answers a failed read with a message instead of the list. */
    private static void requireMessages(Reply reply) {
        reply.require(
                MESSAGES,
                node -> node.isContainerNode()
                        || node.isTextual()
                                && (node.asText().trim().startsWith("[")
                                        || node.asText().trim().startsWith("{")));
    }
}
