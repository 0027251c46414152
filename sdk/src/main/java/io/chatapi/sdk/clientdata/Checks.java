package io.chatapi.sdk.clientdata;

import io.chatapi.sdk.internal.Validate;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the builders refuse because it would be wrong on a page. Each failure is an {@link
 * IllegalArgumentException} whose message starts with the field, as {@code javaName (wire_name)}.
 */
final class Checks {
    private static final Pattern CURRENCY = Pattern.compile("[A-Za-z]{3}");

    private Checks() {}

    /** Text of any content, not null and not absurdly long. */
    static String text(String field, String value) {
        return Validate.notTooLong(field, value);
    }

    /** A count or quantity: zero or more. */
    static int count(String field, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(field + " must not be negative, got " + value);
        }
        return value;
    }

    /** An amount of zero or more in a three-letter currency. */
    static Money money(String field, Money value) {
        if (value == null) {
            throw new IllegalArgumentException(field + " must not be null");
        }
        if (value.amount().signum() < 0) {
            throw new IllegalArgumentException(field + " must not be negative, got " + value.plainAmount());
        }
        String currency =
                value.currency().orElseThrow(() -> new IllegalArgumentException(field + " needs a currency code"));
        if (!CURRENCY.matcher(currency).matches()) {
            throw new IllegalArgumentException(
                    field + " has currency code '" + currency + "'; a currency code is three letters, such as EUR");
        }
        return value;
    }

    /** An absolute http or https URL with a host. */
    static String url(String field, String value) {
        text(field, value);
        URI uri;
        try {
            uri = new URI(value.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(field + " is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(field + " must be an http or https URL");
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new IllegalArgumentException(field + " must name a host");
        }
        return value.trim();
    }

    /**
     * A date-time the wire format can carry: year 1 to 9999, whole seconds (a fraction is dropped,
     * since {@code DD-MM-YYYY hh:mm:ss} has none).
     */
    static LocalDateTime date(String field, LocalDateTime value) {
        if (value == null) {
            throw new IllegalArgumentException(field + " must not be null");
        }
        if (value.getYear() < 1 || value.getYear() > 9999) {
            throw new IllegalArgumentException(field + " must have a four-digit year, got " + value.getYear());
        }
        return value.truncatedTo(ChronoUnit.SECONDS);
    }
}
