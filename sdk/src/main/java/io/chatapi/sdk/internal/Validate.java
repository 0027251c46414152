package io.chatapi.sdk.internal;

/**
 * Checks of user input made before anything is sent, each failing with an {@link
 * IllegalArgumentException} that names the parameter.
 */
public final class Validate {
    /** Longest free text accepted in a field; far above any real name, message or URL. */
    public static final int MAX_TEXT_LENGTH = 65_536;

    private Validate() {}

    /**
     * The value, if it is not null.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param <T> the value's type
     * @return {@code value}
     * @throws IllegalArgumentException naming the parameter when {@code value} is null
     */
    public static <T> T notNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    /**
     * The value, if it is neither null nor blank nor absurdly long.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @return {@code value}, unchanged
     * @throws IllegalArgumentException when {@code value} is null, blank or longer than {@link
     *     #MAX_TEXT_LENGTH}
     */
    public static String notBlank(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be null or blank");
        }
        return notTooLong(name, value);
    }

    /**
     * The value (which may be empty), if it is not null and not absurdly long.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @return {@code value}, unchanged
     * @throws IllegalArgumentException when {@code value} is null or longer than {@link
     *     #MAX_TEXT_LENGTH}
     */
    public static String notTooLong(String name, String value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        if (value.length() > MAX_TEXT_LENGTH) {
            throw new IllegalArgumentException(name + " is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        return value;
    }

    /**
     * The value, if it is not negative.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @return {@code value}, unchanged
     * @throws IllegalArgumentException when {@code value} is negative
     */
    public static int notNegative(String name, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative, got " + value);
        }
        return value;
    }

    /**
     * The address, trimmed, if it has text on both sides of one {@code @} and no spaces.
     *
     * @param name the parameter's name, for the message
     * @param value the address to check
     * @return the address without surrounding spaces
     * @throws IllegalArgumentException when {@code value} is null, blank, too long, or not of the
     *     form {@code text@domain}
     */
    public static String email(String name, String value) {
        String email = notBlank(name, value).trim();
        int at = email.indexOf('@');
        if (at <= 0
                || at != email.lastIndexOf('@')
                || at == email.length() - 1
                || email.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException(name + " is not an e-mail address (expected text@domain)");
        }
        return email;
    }
}
