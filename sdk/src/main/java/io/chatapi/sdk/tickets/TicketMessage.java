package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.time.Instant;
import java.util.Optional;

/**
 * One entry of a ticket reply: a ticket in {@link TicketsClient#list()}, or one message of the
 * conversation in {@link TicketsClient#get(String)}.
 *
 * @param id {@code id}, the ticket id; sent in the list only
 * @param domainToken {@code domain_token}, the plug-in token of the domain; may be null
 * @param body {@code body}, the text written by the client or the agent
 * @param email {@code email}, the client's e-mail
 * @param timeSent {@code time_send}, sent as Unix seconds in a string
 * @param timeRead {@code time_read}, likewise; empty while unread
 * @param clientData {@code chat_user_data}: an object in the list, JSON text in a string in the
 *     single reply; empty when null or garbled (the text stays in {@link #raw()})
 * @param clientUuid {@code client_uuid}
 * @param geoInfo {@code geoinfo}: JSON text in a string; empty for {@code no data}, null or garbled
 *     text
 * @param direction {@code direction}, as sent ({@code 0} or {@code 1} seen); the spec does not say
 *     what the values mean, so the SDK does not either
 * @param display {@code display}, as sent; null in every sample
 * @param agent {@code users}, the agent of the entry; sent in the single reply only
 * @param raw the entry as sent
 */
public record TicketMessage(
        Optional<String> id,
        Optional<String> domainToken,
        Optional<String> body,
        Optional<String> email,
        Optional<Instant> timeSent,
        Optional<Instant> timeRead,
        Optional<ClientData> clientData,
        Optional<String> clientUuid,
        Optional<GeoInfo> geoInfo,
        Optional<String> direction,
        Optional<String> display,
        Optional<AgentDetail> agent,
        RawJson raw) {

    /**
     * Decodes leniently: a missing, null or unreadable field is empty, never an exception.
     *
     * @param node one entry of {@code messages}
     * @return the entry
     */
    public static TicketMessage fromJson(JsonNode node) {
        return new TicketMessage(
                Lenient.nonBlankText(node, "id"),
                Lenient.nonBlankText(node, "domain_token"),
                Lenient.text(node, "body"),
                Lenient.text(node, "email"),
                Lenient.epochSeconds(node, "time_send"),
                Lenient.epochSeconds(node, "time_read"),
                Lenient.embeddedObject(node, "chat_user_data").map(ClientData::fromJson),
                Lenient.nonBlankText(node, "client_uuid"),
                Lenient.embeddedObject(node, "geoinfo").map(GeoInfo::fromJson),
                Lenient.nonBlankText(node, "direction"),
                Lenient.text(node, "display"),
                Lenient.embeddedObject(node, "users").map(user -> AgentDetail.fromJson(null, user, null)),
                RawJson.of(node));
    }
}
