package io.chatapi.sdk.tickets;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.OpenList;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Tickets: conversations with the client's data, cart, orders and location. Obtain it from {@link
 * io.chatapi.sdk.ChatApiClient#tickets()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed), {@link
 * RequestRejectedException} (the server said no), {@link io.chatapi.sdk.errors.UndecodableReplyException}
 * or {@link io.chatapi.sdk.errors.AuthenticationException}. Both are reads, so a lost reply is tried again.
 */
public final class TicketsClient {
    private static final String MESSAGES = "messages";

    private final Transport transport;

    static {
        Wiring.register(TicketsClient.class, TicketsClient::new);
    }

    private TicketsClient(Wiring.Parts parts) {
        this.transport = parts.transport();
    }

    /**
     * Lists the tickets: {@code GET messages/list}. Each ticket is bound as the reply is parsed; the
     * list holds them all, so a reply over {@code maxReplyBytes} is refused. For lists of any length,
     * use {@link #forEach} or {@link #stream()}.
     *
     * @return the tickets in the server's order, each with its id and client data
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws io.chatapi.sdk.errors.UndecodableReplyException when the reply is not JSON, or larger than
     *     {@code maxReplyBytes}, on every try
     */
    public List<Ticket> list() {
        List<Ticket> tickets = new ArrayList<>();
        Reply reply = transport.readAll(listCall(), MESSAGES, tickets::clear, Ticket.class, tickets::add);
        requireMessages(reply);
        return Collections.unmodifiableList(tickets);
    }

    /**
     * Goes through every ticket of {@code GET messages/list} as the reply arrives, handing each to
     * {@code action} as soon as it is bound. Unlike {@link #list()} it never holds the whole reply or
     * every ticket, so memory stays flat however many tickets there are, and {@code maxReplyBytes}
     * does not limit it. {@code action} runs on this thread and may call this client. The whole-call
     * timeout does not apply while the list is read (an action may take as long as it needs); the
     * connect and read timeouts still do, so a stalled server cannot hang it.
     *
     * @param action receives the tickets in the server's order, each with its id and client data
     * @throws IllegalArgumentException when {@code action} is null; nothing is sent then
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws TransportException when the exchange failed, or the connection broke after some tickets
     *     were handed over (the read is not tried again then: the same tickets would come twice)
     */
    public void forEach(Consumer<? super Ticket> action) {
        Validate.notNull("action", action);
        requireMessages(transport.readEach(listCall(), MESSAGES, Ticket.class, action));
    }

    /**
     * The tickets of {@code GET messages/list} as a stream read from the connection as it is
     * consumed: flat memory, as {@link #forEach}, and not limited by {@code maxReplyBytes}. The request
     * is sent and the first ticket read before this returns (a failure until then is tried again, as
     * any read); the stream holds the connection open, so close it, with try-with-resources:
     *
     * <pre>{@code
     * try (Stream<Ticket> tickets = client.tickets().stream()) {
     *     tickets.filter(t -> t.email().isPresent()).limit(100).forEach(System.out::println);
     * }
     * }</pre>
     *
     * <p>The stream is sequential and may be consumed on any one thread; the client may be called
     * while it is open.
     *
     * @return the tickets in the server's order
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws TransportException when the exchange failed; also thrown by the stream's operations when
     *     the connection breaks mid-list
     */
    public Stream<Ticket> stream() {
        OpenList<Ticket> tickets = transport.open(listCall(), MESSAGES, Ticket.class);
        return StreamSupport.stream(
                        Spliterators.spliteratorUnknownSize(tickets, Spliterator.ORDERED | Spliterator.NONNULL), false)
                .onClose(tickets::close);
    }

    /**
     * Reads one ticket's conversation: {@code GET messages/showmessage/:id} (the sample form), or
     * {@code messages/showmessages/:id} (the described form) when the first is not routed.
     *
     * @param ticketId the ticket's id, as {@link Ticket#id()} gives it
     * @return the conversation; each entry carries the conversation's agent and no id
     * @throws IllegalArgumentException when {@code ticketId} is blank or not a usable id; nothing is
     *     sent then
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
