package io.chatapi.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A ticket: one conversation between a website client and an agent.
 *
 * @param id the ticket id
 * @param domainUuid the domain the conversation came from; may name a domain removed since
 * @param agentUuid the agent who answered; may name an agent deleted since
 * @param clientUuid the client's id
 * @param clientEmail the client's e-mail
 * @param clientData the plug-in's client data (the {@code chat_user_data} branches), or null
 * @param geoInfo the decoded geolocation object, or null for {@code no data}
 * @param entries the conversation, oldest first; never empty
 */
record Ticket(
        String id,
        String domainUuid,
        String agentUuid,
        String clientUuid,
        String clientEmail,
        JsonNode clientData,
        JsonNode geoInfo,
        List<Entry> entries) {

    Ticket {
        entries = List.copyOf(entries);
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("a ticket needs at least one message");
        }
    }

    /**
     * One message of the conversation.
     *
     * @param body the text
     * @param timeSend Unix seconds, as a string
     * @param timeRead Unix seconds as a string, or null while unread
     * @param direction the testkit's reading: {@code 0} client to agent, {@code 1} agent to client
     */
    record Entry(String body, String timeSend, String timeRead, String direction) {}
}
