package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.NonBlank;
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
    /** Binds the reply; a status or message of another type reads as {@code -1} or {@code ""}. */
    @JsonCreator
    private static DomainRegistration fromWire(
            @JsonProperty("status") Optional<Integer> status,
            @JsonProperty("content") Optional<String> message,
            @JsonProperty("token") @NonBlank Optional<String> pluginToken,
            @JsonProperty("shop") Optional<ShopSystem> shop,
            @JsonProperty("address") @NonBlank Optional<String> address,
            @JsonProperty("raw") RawJson raw) {
        return new DomainRegistration(status.orElse(-1), message.orElse(""), pluginToken, shop, address, raw);
    }
}
