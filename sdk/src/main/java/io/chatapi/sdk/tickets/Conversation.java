package io.chatapi.sdk.tickets;

import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
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
     * Copies the list, so the record stays immutable.
     *
     * @param ticketId see {@link #ticketId()}
     * @param messages see {@link #messages()}
     * @param raw see {@link #raw()}
     */
    public Conversation {
        messages = List.copyOf(messages);
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Conversation")
                .field("ticketId", ticketId)
                .count("messages", messages)
                .toString();
    }
}
