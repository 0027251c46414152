package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.Optional;

/**
 * A domain as listed by {@link DomainsClient#list()}.
 *
 * <p>Every field is optional: a field that is missing, null or of a type that cannot mean what the
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
        Optional<String> id,
        Optional<String> address,
        Optional<Integer> agentCount,
        Optional<String> pluginToken,
        Optional<Boolean> active,
        Optional<String> chatClientId,
        Optional<Boolean> activeInactive,
        Optional<String> visibility,
        Optional<ShopSystem> shop,
        RawJson raw) {

    /**
     * Decodes leniently: missing or mistyped fields read as empty; nothing here throws.
     *
     * @param node one value of the domain list's {@code content} object
     * @return the domain
     */
    public static Domain fromJson(JsonNode node) {
        return new Domain(
                Lenient.nonBlankText(node, "uuid"),
                Lenient.text(node, "address"),
                Lenient.integer(node, "agents"),
                Lenient.nonBlankText(node, "token"),
                Lenient.flag(node, "active"),
                Lenient.text(node, "chatclient_id"),
                Lenient.flag(node, "active_inactive"),
                DomainSummary.visibilityOf(node),
                DomainSummary.shopOf(node, "shops"),
                RawJson.of(node));
    }
}
