package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.NonBlank;
import java.time.Instant;
import java.util.Optional;

/**
 * A ticket as listed by {@link TicketsClient#list()}: its first message, with the client's data.
 *
 * @param id {@code id}, the ticket id, always sent in the list (an entry without one is left out of
 *     the typed list and logged at DEBUG; the raw reply keeps it)
 * @param domainToken {@code domain_token}, the plug-in token of the domain; may be null
 * @param body {@code body}, the text written by the client or the agent
 * @param email {@code email}, the client's e-mail
 * @param timeSent {@code time_send}, sent as Unix seconds in a string
 * @param timeRead {@code time_read}, likewise; empty while unread
 * @param clientData {@code chat_user_data}, an object in the list (JSON text in a string is read
 *     too); empty when null or garbled (the text stays in {@link #raw()})
 * @param clientUuid {@code client_uuid}
 * @param geoInfo {@code geoinfo}: JSON text in a string; empty for {@code no data}, null or garbled
 *     text
 * @param direction {@code direction}, as sent ({@code 0} or {@code 1} seen); the spec does not say
 *     what the values mean (which side wrote the message is a guess), so the SDK does not either
 * @param raw the entry as sent, unknown fields and unreadable values included
 */
public record Ticket(
        @JsonProperty(value = "id", required = true) @NonBlank
        String id,

        @JsonProperty("domain_token") @NonBlank Optional<String> domainToken,
        @JsonProperty("body") Optional<String> body,
        @JsonProperty("email") Optional<String> email,
        @JsonProperty("time_send") Optional<Instant> timeSent,
        @JsonProperty("time_read") Optional<Instant> timeRead,
        @JsonProperty("chat_user_data") Optional<ClientData> clientData,
        @JsonProperty("client_uuid") @NonBlank Optional<String> clientUuid,
        @JsonProperty("geoinfo") Optional<GeoInfo> geoInfo,
        @JsonProperty("direction") @NonBlank Optional<String> direction,
        RawJson raw) {}
