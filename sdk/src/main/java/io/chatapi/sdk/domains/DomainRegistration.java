package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.Optional;

/**
 * What the server answered to {@link DomainsClient#register(String, ShopSystem)}.
 *
 * <p>The reply carries no uuid of the new domain: find it by address in {@link DomainsClient#list()}
 * before deleting the domain or assigning agents to it.
 *
 * @param status the envelope {@code status} (2 in the samples), kept for diagnosis only; {@code -1}
 *     when absent
 * @param message the server's free-form text ({@code content}), such as {@code domain added}, or
 *     an empty string
 * @param pluginToken the new plug-in token ({@code token}); empty when the reply lacks it, in which
 *     case read it with {@link DomainsClient#pluginToken(String)}
 * @param shop the e-commerce system the server recorded ({@code shop}); empty when not a code 0–4
 * @param address the address the server recorded ({@code address})
 * @param raw the whole reply as sent
 */
public record DomainRegistration(
        int status,
        String message,
        Optional<String> pluginToken,
        Optional<ShopSystem> shop,
        Optional<String> address,
        RawJson raw) {

    /**
     * Normalizes a missing message to an empty string.
     *
     * @param status see {@link #status()}
     * @param message see {@link #message()}
     * @param pluginToken see {@link #pluginToken()}
     * @param shop see {@link #shop()}
     * @param address see {@link #address()}
     * @param raw see {@link #raw()}
     */
    public DomainRegistration {
        message = message == null ? "" : message;
    }

    /**
     * Decodes the reply leniently; nothing here throws.
     *
     * @param body the whole reply, {@code {status, content, token, shop, address}}
     * @return the registration
     */
    public static DomainRegistration fromJson(JsonNode body) {
        return new DomainRegistration(
                Lenient.integer(body, "status").orElse(-1),
                Lenient.text(body, "content").orElse(""),
                Lenient.nonBlankText(body, "token"),
                DomainSummary.shopOf(body, "shop"),
                Lenient.nonBlankText(body, "address"),
                RawJson.of(body));
    }
}
