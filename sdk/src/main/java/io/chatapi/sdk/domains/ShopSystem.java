package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Optional;

/**
 * The e-commerce system of a domain, by the service's code 0–4, which is each constant's position.
 * The spec leaves the four platforms unnamed (they are product names), so they are numbered in the
 * order of its source listing.
 */
public enum ShopSystem {
    /** Code 0: any other system; the default when registering. */
    OTHER,
    /** Code 1: the first of the four named platforms. */
    PLATFORM_1,
    /** Code 2: the second of the four named platforms. */
    PLATFORM_2,
    /** Code 3: the third of the four named platforms. */
    PLATFORM_3,
    /** Code 4: the fourth of the four named platforms. */
    PLATFORM_4;

    /**
     * The wire code, 0–4.
     *
     * @return the code
     */
    public int code() {
        return ordinal();
    }

    /**
     * The system for a wire code, or empty for a code outside 0–4.
     *
     * @param code the wire code
     * @return the system, or empty
     */
    public static Optional<ShopSystem> fromCode(int code) {
        return code >= 0 && code < values().length ? Optional.of(values()[code]) : Optional.empty();
    }

    /**
     * The system for a wire code.
     *
     * @param code the wire code, 0–4
     * @return the system
     * @throws IllegalArgumentException for a code outside 0–4
     */
    public static ShopSystem ofCode(int code) {
        return fromCode(code).orElseThrow(() -> new IllegalArgumentException("shop code must be 0–4, got " + code));
    }

    /** The system for a wire code sent as a number or a string, or {@code null} (read as empty). */
    @JsonCreator
    static ShopSystem wire(String code) {
        try {
            return fromCode(Integer.parseInt(code.trim())).orElse(null);
        } catch (NumberFormatException notACode) {
            return null;
        }
    }
}
