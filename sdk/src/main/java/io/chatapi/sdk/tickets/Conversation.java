package io.chatapi.sdk.tickets;

import io.chatapi.sdk.core.RawJson;
import java.util.List;

/**
 * A ticket's conversation, as read by {@link TicketsClient#get(String)}.
 *
 * @param ticketId the id asked for (the entries carry none)
 * @param messages the entries in the server's order, each with the conversation's agent
 * @param raw the whole reply as sent
 */
public record Conversation(String ticketId, List<ConversationMessage> messages, RawJson raw) {
    /**
     * Copies the collections, so that the record stays immutable.
     *
     * @param ticketId the id asked for (the entries carry none)
     * @param messages the entries in the server's order, each with the conversation's agent
     * @param raw the whole reply as sent
     */
    public Conversation {
        messages = List.copyOf(messages);
    }
}
