package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.Optional;

/**
 * A domain as it appears inside agents, triggers, aliases and an agent's domain list.
 *
 * @param id the domain's uuid
 * @param address the website address or host
 * @param pluginToken the plug-in token; present in trigger, alias and agent-domain lists, absent in
 *     agent detail
 * @param active whether the domain is active ({@code active_inactive}, {@code "1"} seen for active)
 * @param chatClientId the {@code chatclient_id}, meaning not documented
 * @param visibility the visibility code as sent ({@code visability} on the wire here, {@code
 *     visibility} in the domain list; meaning not documented)
 * @param shop the e-commerce system, empty when null or an unknown code
 * @param raw the object as sent
 */
public record DomainSummary(
        Optional<String> id,
        Optional<String> address,
        Optional<String> pluginToken,
        Optional<Boolean> active,
        Optional<String> chatClientId,
        Optional<String> visibility,
        Optional<ShopSystem> shop,
        RawJson raw) {

    /**
     * Decodes leniently: missing or mistyped fields read as empty.
     *
     * @param node a domain summary object as sent
     * @return the summary
     */
    public static DomainSummary fromJson(JsonNode node) {
        return new DomainSummary(
                Lenient.nonBlankText(node, "uuid"),
                Lenient.text(node, "address"),
                Lenient.nonBlankText(node, "token"),
                Lenient.flag(node, "active_inactive"),
                Lenient.text(node, "chatclient_id"),
                visibilityOf(node),
                shopOf(node, "shops"),
                RawJson.of(node));
    }

    /** The service spells it {@code visability} here and {@code visibility} in the domain list. */
    static Optional<String> visibilityOf(JsonNode node) {
        Optional<String> misspelled = Lenient.text(node, "visability");
        return misspelled.isPresent() ? misspelled : Lenient.text(node, "visibility");
    }

    static Optional<ShopSystem> shopOf(JsonNode node, String field) {
        return Lenient.integer(node, field).flatMap(ShopSystem::fromCode);
    }
}
