package io.chatapi.sdk.domains;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Optional;

/**
 * A domain's e-commerce system, by code 0–4 (each constant's position). The spec leaves the platforms
 * unnamed (product names), so they are numbered in its listing's order.
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

    /** {@return the wire code, 0–4} */
    public int code() {
        return ordinal();
    }

    /**
     * {@return the system for a wire code, or empty for a code outside 0–4}
     *
     * @param code the wire code
     */
    public static Optional<ShopSystem> fromCode(int code) {
        return code >= 0 && code < values().length ? Optional.of(values()[code]) : Optional.empty();
    }

    /**
     * {@return the system for a wire code}
     *
     * @param code the wire code, 0–4
     * @throws IllegalArgumentException for a code outside 0–4
     */
    public static ShopSystem ofCode(int code) {
        return fromCode(code).orElseThrow(() -> new IllegalArgumentException("shop code must be 0–4, got " + code));
    }

    // A code sent as a number or a string; null reads as empty.
    @JsonCreator
    static ShopSystem wire(String code) {
        try {
            return fromCode(Integer.parseInt(code.trim())).orElse(null);
        } catch (NumberFormatException notACode) {
            return null;
        }
    }
}
