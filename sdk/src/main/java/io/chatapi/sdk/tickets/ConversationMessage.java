package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.time.Instant;
import java.util.Optional;

/**
 * One message of a ticket's conversation, as read by {@link TicketsClient#get(String)}; no id.
 *
 * @param domainToken {@code domain_token}, the domain's plug-in token; may be null
 * @param body {@code body}, the text written by the client or the agent
 * @param email {@code email}, the client's e-mail
 * @param timeSent {@code time_send}, Unix seconds in a string
 * @param timeRead {@code time_read}, likewise; empty while unread
 * @param clientData {@code chat_user_data}, JSON text (or an object); empty when null or garbled
 * @param clientUuid {@code client_uuid}
 * @param geoInfo {@code geoinfo}, JSON text; empty for {@code no data}, null or garbled text
 * @param direction {@code direction} as sent ("0" or "1"), meaning unstated: who wrote it is not known
 * @param agent {@code users}, the conversation's agent, not necessarily the writer
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
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("ConversationMessage")
                .personal("domainToken", domainToken)
                .personal("body", body)
                .personal("email", email)
                .field("timeSent", timeSent)
                .field("timeRead", timeRead)
                .field("clientData", clientData)
                .personal("clientUuid", clientUuid)
                .field("geoInfo", geoInfo)
                .field("direction", direction)
                .field("agentId", agent.map(AgentDetail::id))
                .toString();
    }
}
