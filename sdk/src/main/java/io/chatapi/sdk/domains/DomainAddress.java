package io.chatapi.sdk.domains;

import io.chatapi.sdk.internal.Validate;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A domain's identity: its website address as the service tells domains apart, not as typed. Surrounding blanks, a
 * scheme ({@code https://}), trailing slashes and letter case make no other domain: {@code https://Shop.example.com/}
 * is {@code shop.example.com}. A subdomain is another host ({@code www.shop.example.com} is not {@code
 * shop.example.com}: a shop may serve both, or only one), and a port or a path stays part of the address.
 *
 * <p>{@link #toString()} is the form the SDK registers: the host in lower case, the path as typed, without scheme or
 * trailing slash. Shared by {@link DomainsClient}'s lookups, {@code add}, {@code findOrAdd} and {@code ensure}.
 */
public final class DomainAddress {
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*://");

    private final String address;

    private DomainAddress(String address) {
        this.address = address;
    }

    /**
     * {@return the identity of this address}
     *
     * @param address a website address or host, such as {@code shop.example.com} or {@code https://shop.example.com/}
     * @throws IllegalArgumentException naming {@code address} when it is null, blank, longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters, holds a blank inside, or names no host
     */
    public static DomainAddress of(String address) {
        String text =
                SCHEME.matcher(Validate.notBlank("address", address).trim()).replaceFirst("");
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '/') {
            end--;
        }
        text = text.substring(0, end);
        if (text.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("address must not hold blanks inside");
        }
        int slash = text.indexOf('/');
        String host = slash < 0 ? text : text.substring(0, slash);
        if (host.isEmpty()) {
            throw new IllegalArgumentException(
                    "address names no host: expected shop.example.com or https://shop.example.com/");
        }
        return new DomainAddress(host.toLowerCase(Locale.ROOT) + text.substring(host.length()));
    }

    /**
     * {@return the identity of a listed domain's address, or empty when it has none the SDK can read}
     *
     * @param address a domain's address as the server lists it, possibly missing or malformed
     */
    public static Optional<DomainAddress> parse(Optional<String> address) {
        try {
            return Validate.notNull("address", address).map(DomainAddress::of);
        } catch (IllegalArgumentException unreadable) {
            return Optional.empty();
        }
    }

    /** {@return the address as the SDK registers it, such as {@code shop.example.com}} */
    @Override
    public String toString() {
        return address;
    }

    /** {@return whether {@code other} is a {@code DomainAddress} of the same domain} (letter case aside) */
    @Override
    public boolean equals(Object other) {
        return other instanceof DomainAddress that && address.equalsIgnoreCase(that.address);
    }

    @Override
    public int hashCode() {
        return address.toLowerCase(Locale.ROOT).hashCode();
    }
}
