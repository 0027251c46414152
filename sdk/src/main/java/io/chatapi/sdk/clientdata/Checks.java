package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the builders refuse as wrong on a page, beyond {@link Validate}'s checks: an {@link IllegalArgumentException}
 * whose message starts with the field, as {@code javaName (wire_name)}.
 */
final class Checks {
    private static final Pattern CURRENCY = Pattern.compile("[A-Za-z]{3}");

    private Checks() {}

    static Money money(String field, Money value) {
        if (Validate.notNull(field, value).amount().signum() < 0) {
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

    static String url(String field, String value) {
        Validate.notTooLong(field, value);
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

    // Whole seconds: DD-MM-YYYY hh:mm:ss has no fraction.
    static LocalDateTime date(String field, LocalDateTime value) {
        if (Validate.notNull(field, value).getYear() < 1 || value.getYear() > 9999) {
            throw new IllegalArgumentException(field + " must have a four-digit year, got " + value.getYear());
        }
        return value.truncatedTo(ChronoUnit.SECONDS);
    }

    // Through text and back: a private copy with the node types a reader sees (a double 1.5 becomes the exact decimal
    // 1.5), so that it equals itself written and read back.
    static RawJson json(String field, Object value) {
        Object json = Validate.notNull(field, value) instanceof RawJson raw ? raw.tree() : value;
        JsonNode tree;
        try {
            tree = json instanceof JsonNode node ? node : JsonCodec.mapper().valueToTree(json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + " cannot be written as JSON", e);
        }
        if (tree == null || tree.isMissingNode()) {
            throw new IllegalArgumentException(field + " has no JSON value");
        }
        try {
            return RawJson.of(JsonCodec.readTree(JsonCodec.mapper().writeValueAsString(tree)));
        } catch (IOException e) {
            // Deeper than the codec reads, for one: what could not be read back must not be written.
            throw new IllegalArgumentException(field + " cannot be written and read back as JSON", e);
        }
    }
}
