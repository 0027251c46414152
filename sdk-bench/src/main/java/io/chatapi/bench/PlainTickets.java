package io.chatapi.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * The simple POJOs a user might map the ticket list into with plain databind: the reference row that
 * shows what the SDK's leniency (embedded JSON decoded, scalars coerced, raw JSON kept) costs.
 */
public final class PlainTickets {
    private PlainTickets() {}

    /** The reply. */
    public static final class Reply {
        /** {@code status}. */
        public int status;

        /** {@code messages}. */
        public List<Message> messages;
    }

    /** One ticket, its client data as a generic map and {@code geoinfo} as the text sent. */
    public static final class Message {
        /** {@code id}. */
        public String id;

        /** {@code domain_token}. */
        @JsonProperty("domain_token")
        public String domainToken;

        /** {@code body}. */
        public String body;

        /** {@code email}. */
        public String email;

        /** {@code time_send}. */
        @JsonProperty("time_send")
        public String timeSend;

        /** {@code time_read}. */
        @JsonProperty("time_read")
        public String timeRead;

        /** {@code chat_user_data}. */
        @JsonProperty("chat_user_data")
        public Map<String, Object> chatUserData;

        /** {@code client_uuid}. */
        @JsonProperty("client_uuid")
        public String clientUuid;

        /** {@code geoinfo}. */
        public String geoinfo;

        /** {@code direction}. */
        public String direction;
    }
}
