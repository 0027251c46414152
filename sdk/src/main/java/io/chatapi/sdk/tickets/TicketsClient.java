package io.chatapi.sdk.tickets;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Tickets, conversations with the client's data, from {@link io.chatapi.sdk.ChatApiClient#tickets()}.
 *
 * <p>Of the verbs every resource has, tickets have {@code list} and {@code get} only: the API creates tickets from
 * chats, never on request, and gives them no key to {@code find} them by. Besides them, {@link #forEach} and {@link
 * #stream()} read the list without holding it whole. Every method may throw {@link TransportException}, {@link
 * RequestRejectedException}, {@link io.chatapi.sdk.errors.UndecodableReplyException} or {@link
 * io.chatapi.sdk.errors.AuthenticationException}. All are reads, so a lost reply is tried again. The SDK implements
 * this interface; implement it only as a test double.
 */
public interface TicketsClient {
    /**
     * {@return the tickets in the server's order, each with its id and client data}: {@code GET
     * messages/list}, limited by {@code maxReplyBytes}; {@link #forEach} and {@link #stream()} are not.
     *
     * @throws RequestRejectedException when the reply holds no {@code messages}
     * @throws io.chatapi.sdk.errors.UndecodableReplyException when, on every try, the reply is not JSON
     *     or larger than {@code maxReplyBytes}
     */
    List<Ticket> list();

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
    void forEach(Consumer<? super Ticket> action);

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
    Stream<Ticket> stream();

    /**
     * {@return a ticket's conversation, each entry with its agent}: {@code GET messages/showmessage/:id}.
     *
     * @param ticketId the ticket's id, as {@link Ticket#id()} gives it
     * @throws IllegalArgumentException when {@code ticketId} is blank or not a usable id; nothing is sent
     * @throws RequestRejectedException when the reply holds no {@code messages}
     */
    Conversation get(String ticketId);
}
