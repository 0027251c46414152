package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.Optional;

/**
 * A domain as listed by {@link DomainsClient#list()}.
 *
 * <p>The id is always sent (a domain without one is left out of the list); every other field is
 * optional: a field that is missing, null or of a type that cannot mean what the
 * spec says reads as empty, and its value as sent stays in {@link #raw()}.
 *
 * @param id the domain's uuid ({@code uuid})
 * @param address the website address or host ({@code address})
 * @param agentCount how many agents are assigned to the domain ({@code agents})
 * @param pluginToken the plug-in token ({@code token}); not a secret, it is embedded in the
 *     website's pages
 * @param active the {@code active} flag; the spec types it as a string and leaves its meaning
 *     unstated, so it reads as a flag only when sent as {@code 0/1}, {@code true/false} or {@code
 *     yes/no}
 * @param chatClientId the {@code chatclient_id}, meaning not documented
 * @param activeInactive the {@code active_inactive} flag ({@code "1"} in every sample), the one
 *     {@link DomainSummary#active()} reads
 * @param visibility the visibility code as sent ({@code visibility} here, {@code visability} in
 *     summaries; either spelling is accepted in both); meaning not documented
 * @param shop the e-commerce system ({@code shops}); empty when null or not a code 0–4
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
        RawJson raw) {}
