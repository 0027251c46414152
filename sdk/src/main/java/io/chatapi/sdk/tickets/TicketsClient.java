package io.chatapi.sdk.tickets;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.OpenList;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Tickets, conversations with the client's data, from {@link io.chatapi.sdk.ChatApiClient#tickets()}.
 *
 * <p>Every method may throw {@link TransportException}, {@link RequestRejectedException}, {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException}.
 * All are reads, so a lost reply is tried again.
 */
public final class TicketsClient {
    private static final String MESSAGES = "messages";

    private final Transport transport;

    /**
     * Built by {@link io.chatapi.sdk.ChatApiClient}; get this client from it. Public only because the facade lives in
     * another package: its parameters are internal types, outside the module's exports.
     *
     * @param transport the client's transport
     */
    public TicketsClient(Transport transport) {
        this.transport = transport;
    }

    /**
     * {@return the tickets in the server's order, each with its id and client data}: {@code GET
     * messages/list}, limited by {@code maxReplyBytes}; {@link #forEach} and {@link #stream()} are not.
     *
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws io.chatapi.sdk.errors.UndecodableReplyException when, on every try, the reply is not JSON
     *     or larger than {@code maxReplyBytes}
     */
    public List<Ticket> list() {
        List<Ticket> tickets = new ArrayList<>();
        Reply reply = transport.readAll(listCall(), MESSAGES, tickets::clear, Ticket.class, tickets::add);
        requireMessages(reply);
        return Collections.unmodifiableList(tickets);
    }

    /**
     * Hands each ticket of {@code GET messages/list} to {@code action} as it arrives, in flat memory and
     * with no {@code maxReplyBytes} limit. {@code action} runs on this thread and may call this client. An
     * action may take its time: the whole-call timeout does not apply, the connect and read timeouts do.
     *
     * @param action receives the tickets in the server's order, each with its id and client data
     * @throws IllegalArgumentException when {@code action} is null; nothing is sent then
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws TransportException when the exchange failed, or the connection broke after some tickets
     *     were handed over (not tried again then: the same tickets would come twice)
     */
    public void forEach(Consumer<? super Ticket> action) {
        Validate.notNull("action", action);
        requireMessages(transport.readEach(listCall(), MESSAGES, Ticket.class, action));
    }

    /**
     * {@return the tickets of {@code GET messages/list} in the server's order}, as a sequential stream read
     * from the connection as consumed, like {@link #forEach}. The first ticket is read (and a failure
     * retried) before this returns; the stream holds the connection, so close it (try-with-resources).
     *
     * <pre>{@code
     * try (Stream<Ticket> tickets = client.tickets().stream()) {
     *     tickets.filter(t -> t.email().isPresent()).limit(100).forEach(System.out::println);
     * }
     * }</pre>
     *
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws TransportException when the exchange failed; also from the stream when the connection breaks
     */
    public Stream<Ticket> stream() {
        OpenList<Ticket> tickets = transport.open(listCall(), MESSAGES, Ticket.class);
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(tickets, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(tickets::close);
    }

    /**
     * {@return a ticket's conversation, each entry with its agent}: {@code GET messages/showmessage/:id}.
     *
     * @param ticketId the ticket's id, as {@link Ticket#id()} gives it
     * @throws IllegalArgumentException when {@code ticketId} is blank or not a usable id; nothing is sent
     * @throws RequestRejectedException when the reply holds no {@code messages}
     */
    public Conversation get(String ticketId) {
        List<ConversationMessage> messages = new ArrayList<>();
        Reply reply = transport.readWhole(
                ApiCall.to(Endpoints.TICKETS_GET)
                        .path("id", ApiCall.requireId("ticketId", ticketId))
                        .build(),
                MESSAGES,
                messages::clear,
                ConversationMessage.class,
                messages::add);
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
