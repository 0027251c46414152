package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
import io.chatapi.sdk.json.Lenient;
import io.chatapi.sdk.tickets.decode.TicketReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * Tickets: conversations with the client's data, cart, orders and location. Obtain it from {@link
 * io.chatapi.sdk.ChatApiClient#tickets()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed), {@link
 * RequestRejectedException} (the server said no), {@link io.chatapi.sdk.errors.UndecodableReplyException}
 * or {@link io.chatapi.sdk.errors.AuthenticationException}. Both are reads, so a lost reply is tried again.
 */
public final class TicketsClient {
    private final Transport transport;

    static {
        Wiring.register(TicketsClient.class, TicketsClient::new);
    }

    private TicketsClient(Wiring.Parts parts) {
        this.transport = parts.transport();
    }

    /**
     * Lists the tickets: {@code GET messages/list}. Each ticket is decoded as the reply is parsed;
     * the list holds them all, so a reply over {@code maxReplyBytes} is refused. For lists of any
     * length, use {@link #forEach}.
     *
     * @return the tickets in the server's order, each with its id and client data
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws io.chatapi.sdk.errors.UndecodableReplyException when the reply is not JSON, or larger than
     *     {@code maxReplyBytes}, on every try
     */
    public List<TicketMessage> list() {
        // Decoded as the reply is parsed (as forEach does), so the reply's text and whole tree are never
        // held beside the decoded tickets.
        List<TicketMessage> tickets = new ArrayList<>();
        Reply reply = transport.readAll(
                ApiCall.to(Endpoints.TICKETS_LIST).build(),
                "messages",
                tickets::clear,
                TicketReader::ticket,
                tickets::add);
        decodeUnstreamed(reply, tickets::add);
        return Collections.unmodifiableList(tickets);
    }

    /**
     * Goes through every ticket of {@code GET messages/list} as the reply arrives, handing each to
     * {@code action} as soon as it is decoded. Unlike {@link #list()} it never holds the whole reply
     * or every ticket, so memory stays flat however many tickets there are, and {@code
     * maxReplyBytes} does not limit it. {@code action} runs on this thread and may call this client.
     * The whole-call timeout does not apply while the list is read (an action may take as long as it
     * needs); the connect and read timeouts still do, so a stalled server cannot hang it.
     *
     * @param action receives the tickets in the server's order, each with its id and client data
     * @throws IllegalArgumentException when {@code action} is null; nothing is sent then
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws TransportException when the exchange failed, or the connection broke after some tickets
     *     were handed over (the read is not tried again then: the same tickets would come twice)
     */
    public void forEach(Consumer<? super TicketMessage> action) {
        Validate.notNull("action", action);
        Reply reply = transport.readEach(
                ApiCall.to(Endpoints.TICKETS_LIST).build(), "messages", TicketReader::ticket, action);
        decodeUnstreamed(reply, action);
    }

    /**
     * Hands over the tickets of a streamed reply whose {@code messages} came in another form than an
     * array (a PHP keyed object, {@code {}}, JSON text): those are left whole by the parser and
     * decoded here.
     *
     * @throws RequestRejectedException when the reply holds no {@code messages}
     */
    private static void decodeUnstreamed(Reply reply, Consumer<? super TicketMessage> action) {
        JsonNode messages =
                reply.require("messages", node -> Lenient.asEmbeddedJson(node).isPresent());
        if (!messages.isArray()) {
            Lenient.asObjectList(messages).stream().map(TicketMessage::fromJson).forEach(action);
        }
    }

    /**
     * Reads one ticket's conversation: {@code GET messages/showmessage/:id} (the sample form), or
     * {@code messages/showmessages/:id} (the described form) when the first is not routed.
     *
     * @param ticketId the ticket's id, as {@link TicketMessage#id()} gives it
     * @return the conversation; each entry carries its agent and no id
     * @throws IllegalArgumentException when {@code ticketId} is blank or not a usable id; nothing is
     *     sent then
     * @throws RequestRejectedException when the reply holds no {@code messages}
     */
    public Conversation get(String ticketId) {
        // The entries are decoded from the tokens, as list() decodes tickets; the reply stays whole as
        // the conversation's raw JSON.
        List<TicketMessage> messages = new ArrayList<>();
        Reply reply = transport.readWhole(
                ApiCall.to(Endpoints.TICKETS_GET)
                        .path("id", ApiCall.requireId("ticketId", ticketId))
                        .build(),
                "messages",
                messages::clear,
                TicketReader::ticket,
                messages::add);
        decodeUnstreamed(reply, messages::add);
        return new Conversation(ticketId, messages, reply.raw());
    }
}
