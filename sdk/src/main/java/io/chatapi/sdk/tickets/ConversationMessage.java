package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.NonBlank;
import java.time.Instant;
import java.util.Optional;

/**
 * One message of a ticket's conversation, as read by {@link TicketsClient#get(String)}. The entries
 * carry no id (the conversation has the ticket's); each carries the agent of the conversation.
 *
 * @param domainToken {@code domain_token}, the plug-in token of the domain; may be null
 * @param body {@code body}, the text written by the client or the agent
 * @param email {@code email}, the client's e-mail
 * @param timeSent {@code time_send}, sent as Unix seconds in a string
 * @param timeRead {@code time_read}, likewise; empty while unread
 * @param clientData {@code chat_user_data}, JSON text in a string here (an object is read too); empty
 *     when null or garbled (the text stays in {@link #raw()})
 * @param clientUuid {@code client_uuid}
 * @param geoInfo {@code geoinfo}: JSON text in a string; empty for {@code no data}, null or garbled
 *     text
 * @param direction {@code direction}, as sent ({@code 0} or {@code 1} seen); the spec does not say
 *     what the values mean, so the SDK does not either: whether this message was written by the
 *     client or by {@link #agent()} is not known from the reply
 * @param agent {@code users}: the agent on the conversation, sent with every entry; not necessarily
 *     the message's writer (see {@link #direction()})
 * @param raw the entry as sent, unknown fields and unreadable values included
 */
public record ConversationMessage(
        @JsonProperty("domain_token") @NonBlank Optional<String> domainToken,
        @JsonProperty("body") Optional<String> body,
        @JsonProperty("email") Optional<String> email,
        @JsonProperty("time_send") Optional<Instant> timeSent,
        @JsonProperty("time_read") Optional<Instant> timeRead,
        @JsonProperty("chat_user_data") Optional<ClientData> clientData,
        @JsonProperty("client_uuid") @NonBlank Optional<String> clientUuid,
        @JsonProperty("geoinfo") Optional<GeoInfo> geoInfo,
        @JsonProperty("direction") @NonBlank Optional<String> direction,
        @JsonProperty("users") Optional<AgentDetail> agent,
        RawJson raw) {}
