package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.Optional;

/**
 * A domain as it appears inside agents, triggers, aliases and an agent's domain list.
 *
 * @param id {@code uuid}; a domain sent without one is left out of its list
 * @param address {@code address}, the website address or host
 * @param pluginToken {@code token}; absent in agent detail
 * @param active {@code active_inactive} ("1" seen for active)
 * @param chatClientId {@code chatclient_id}, meaning not documented
 * @param visibility {@code visability} (or {@code visibility}) as sent; meaning not documented
 * @param shop {@code shops}, empty when null or an unknown code
 * @param raw the object as sent
 */
public record DomainSummary(
        @JsonProperty(value = "uuid", required = true) @NonBlank
        String id,

        @JsonProperty("address") Optional<String> address,
        @JsonProperty("token") @NonBlank Optional<String> pluginToken,
        @JsonProperty("active_inactive") Optional<Boolean> active,
        @JsonProperty("chatclient_id") Optional<String> chatClientId,
        @JsonProperty("visability") @JsonAlias("visibility") Optional<String> visibility,
        @JsonProperty("shops") Optional<ShopSystem> shop,
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("DomainSummary")
                .field("id", id)
                .field("address", address)
                .personal("pluginToken", pluginToken)
                .field("active", active)
                .field("chatClientId", chatClientId)
                .field("visibility", visibility)
                .field("shop", shop)
                .toString();
    }
}
