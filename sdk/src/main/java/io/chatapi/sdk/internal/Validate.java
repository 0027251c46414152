package io.chatapi.sdk.internal;

/**
 * Checks of user input before anything is sent: each returns the value when it passes, else throws an {@link
 * IllegalArgumentException} naming the parameter.
 */
public final class Validate {
    /** Longest free text accepted in a field; far above any real name, message or URL. */
    public static final int MAX_TEXT_LENGTH = 65_536;

    private Validate() {}

    public static <T> T notNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    /** {@return the value, unchanged} unless it is null, blank or longer than {@link #MAX_TEXT_LENGTH}. */
    public static String notBlank(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be null or blank");
        }
        return notTooLong(name, value);
    }

    /** {@return the value, unchanged} unless it is null or longer than {@link #MAX_TEXT_LENGTH} (empty passes). */
    public static String notTooLong(String name, String value) {
        if (notNull(name, value).length() > MAX_TEXT_LENGTH) {
            throw new IllegalArgumentException(name + " is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        return value;
    }

    public static int notNegative(String name, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative, got " + value);
        }
        return value;
    }

    /** {@return the address trimmed} when it passes {@link #notBlank} and is {@code text@domain}, with no spaces. */
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
