package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.Optional;

/**
 * A domain as listed by {@link DomainsClient#list()}; one without an id is left out. Other fields read
 * as empty when missing or unreadable; {@link #raw()} keeps them as sent.
 *
 * @param id {@code uuid}
 * @param address {@code address}, the website address or host
 * @param agentCount {@code agents}, how many agents are assigned
 * @param pluginToken {@code token}; not a secret, it is embedded in the website's pages
 * @param active {@code active}, meaning unstated: a flag only when sent as 0/1, true/false or yes/no
 * @param chatClientId {@code chatclient_id}, meaning not documented
 * @param activeInactive {@code active_inactive} ("1" in every sample), as {@link DomainSummary#active()}
 * @param visibility {@code visibility} (or {@code visability}) as sent; meaning not documented
 * @param shop {@code shops}; empty when null or not a code 0–4
 * @param raw the object as sent
 */
public record Domain(
        @JsonProperty(value = "uuid", required = true) @NonBlank
        String id,

        @JsonProperty("address") Optional<String> address,
        @JsonProperty("agents") Optional<Integer> agentCount,
        @JsonProperty("token") @NonBlank Optional<String> pluginToken,
        @JsonProperty("active") Optional<Boolean> active,
        @JsonProperty("chatclient_id") Optional<String> chatClientId,
        @JsonProperty("active_inactive") Optional<Boolean> activeInactive,
        @JsonProperty("visibility") @JsonAlias("visability") Optional<String> visibility,
        @JsonProperty("shops") Optional<ShopSystem> shop,
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Domain")
                .field("id", id)
                .field("address", address)
                .field("agentCount", agentCount)
                .personal("pluginToken", pluginToken)
                .field("active", active)
                .field("chatClientId", chatClientId)
                .field("activeInactive", activeInactive)
                .field("visibility", visibility)
                .field("shop", shop)
                .toString();
    }
}
