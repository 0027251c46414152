package io.chatapi.sdk.jackson;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * Reads the service's scalars from their text, as the PHP behind it writes them: numbers and flags in
 * strings, Unix seconds in strings, order dates as {@code DD-MM-YYYY hh:mm:ss}. Every method returns
 * {@code null} for text that cannot mean what was asked, never throws.
 */
final class ScalarText {
    /** Order dates in client data: {@code DD-MM-YYYY hh:mm:ss}. */
    static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    private ScalarText() {}

    /** A decimal such as {@code " 12.50 "}; {@code null} for other text or text too long to be a price. */
    static BigDecimal decimal(String text) {
        String trimmed = text.trim();
        if (trimmed.isEmpty() || trimmed.length() > 100) {
            return null;
        }
        try {
            return new BigDecimal(trimmed);
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

    /** A whole number; {@code "12.0"} and {@code "1e3"} count, fractions and overflow do not. */
    static Long whole(BigDecimal number) {
        if (number == null) {
            return null;
        }
        try {
            return number.longValueExact();
        } catch (ArithmeticException notWhole) {
            return null;
        }
    }

    /** {@code 1/0}, {@code true/false}, {@code yes/no} in any case. */
    static Boolean flag(String text) {
        switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "1":
            case "true":
            case "yes":
                return true;
            case "0":
            case "false":
            case "no":
                return false;
            default:
                return null;
        }
    }

    /** Unix seconds as an instant; {@code null} outside what {@link Instant} holds. */
    static Instant epochSeconds(Long seconds) {
        return seconds == null || seconds < Instant.MIN.getEpochSecond() || seconds > Instant.MAX.getEpochSecond()
                ? null
                : Instant.ofEpochSecond(seconds);
    }

    /** An order date, blanks around it ignored. */
    static LocalDateTime orderDate(String text) {
        try {
            return LocalDateTime.parse(text.trim(), ORDER_DATE);
        } catch (DateTimeParseException malformed) {
            return null;
        }
    }
}
