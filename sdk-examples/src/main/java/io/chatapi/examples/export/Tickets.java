package io.chatapi.examples.export;

import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.GeoInfo;
import java.util.Optional;
import java.util.function.Function;

/**
 * Ticket-level facts read from a conversation, whose every entry repeats them: the first entry
 * that carries a value wins.
 */
final class Tickets {
    private Tickets() {}

    static Optional<String> clientEmail(Conversation c) {
        return first(c, ConversationMessage::email);
    }

    static Optional<ClientData> clientData(Conversation c) {
        return first(c, ConversationMessage::clientData);
    }

    static Optional<GeoInfo> geoInfo(Conversation c) {
        return first(c, ConversationMessage::geoInfo);
    }

    static Optional<String> clientUuid(Conversation c) {
        return first(c, ConversationMessage::clientUuid);
    }

    /** The first agent who took part, as the single-ticket reply names them. */
    static Optional<AgentDetail> agent(Conversation c) {
        return first(c, ConversationMessage::agent);
    }

    static Optional<String> domainToken(Conversation c) {
        return first(c, ConversationMessage::domainToken);
    }

    private static <T> Optional<T> first(Conversation c, Function<ConversationMessage, Optional<T>> field) {
        return c.messages().stream().map(field).flatMap(Optional::stream).findFirst();
    }
}
