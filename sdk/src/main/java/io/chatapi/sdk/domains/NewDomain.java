package io.chatapi.sdk.domains;

import io.chatapi.sdk.internal.Validate;

/**
 * A domain to register with {@link DomainsClient#add(NewDomain)}, {@code findOrAdd} or {@code ensure}.
 *
 * @param address the website address, as the SDK registers it and compares it ({@link DomainAddress})
 * @param shop {@code shop}, the e-commerce system of the site, sent only when the domain is registered
 */
public record NewDomain(DomainAddress address, ShopSystem shop) {

    /**
     * Checks both fields.
     *
     * @param address see {@link #address()}
     * @param shop see {@link #shop()}
     * @throws IllegalArgumentException naming the field when either is null
     */
    public NewDomain {
        Validate.notNull("address", address);
        Validate.notNull("shop", shop);
    }

    /**
     * A domain of this address and shop system.
     *
     * @param address the website address or host, such as {@code shop.example.com} or {@code https://shop.example.com/}
     * @param shop the e-commerce system of the site; use {@link ShopSystem#ofCode(int)} for a code
     * @throws IllegalArgumentException when {@code address} is null, blank, longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters or names no host, or {@code shop} is null
     */
    public NewDomain(String address, ShopSystem shop) {
        this(DomainAddress.of(address), shop);
    }

    /**
     * A domain of this address, on {@link ShopSystem#OTHER}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @throws IllegalArgumentException as {@link #NewDomain(String, ShopSystem)}
     */
    public NewDomain(String address) {
        this(address, ShopSystem.OTHER);
    }
}
