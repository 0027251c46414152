package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The kinds of value a redacted export keeps, each with the shape a value must have to be kept as it is. A value
 * of another shape is dropped (an e-mail where a currency belongs is not a currency); a kept text is also scanned
 * by {@link PersonalPatterns}, and one that holds an e-mail, phone or IP is hashed when it is an id (so it still
 * joins) and dropped otherwise. A JSON null stays null: it tells nothing.
 */
enum Kept {
    /** A join key (the shopper's e-mail and uuid, the agent's e-mail): always replaced by its keyed hash. */
    JOIN_KEY {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return text.isBlank() ? null : TextNode.valueOf(hash.of(text));
        }
    },
    /**
     * An id (ticket, order, product, the domain's token): letters, digits and {@code _ . : -}, at most 64, at least
     * one digit (a word without any is more likely a name than an id).
     */
    ID {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            if (!ID_SHAPE.matcher(text).matches() || text.chars().noneMatch(c -> c >= '0' && c <= '9')) {
                return null;
            }
            return PersonalPatterns.anyIn(text) ? TextNode.valueOf(hash.of(text)) : value;
        }
    },
    /** A count, amount, price or rate: digits with a sign, separators or a percent sign, at most 20 characters. */
    NUMBER {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return NUMBER_SHAPE.matcher(text.strip()).matches() ? scanned(text, value) : null;
        }
    },
    /** A time: an ISO-8601 instant, or the order date's {@code DD-MM-YYYY hh:mm:ss}; a bare date is no time. */
    TIME {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && TIME_SHAPE.matcher(text).matches() ? value : null;
        }
    },
    /** A currency: an ISO 4217 code or a currency sign ({@code PLN}, {@code zł}, {@code €}). */
    CURRENCY {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isCurrency(text) ? value : null;
        }
    },
    /** A country code of ISO 3166. */
    COUNTRY_CODE {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isCountryCode(text) ? value : null;
        }
    },
    /** A country's name, as the JDK names it in one of a dozen languages. */
    COUNTRY {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isCountry(text) ? value : null;
        }
    },
    /** A time zone's id as the JDK knows it ({@code Europe/Warsaw}, {@code UTC}). */
    TIME_ZONE {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isTimeZone(text) ? value : null;
        }
    },
    /** A flag: a boolean, or {@code 0 1 true false yes no}. */
    FLAG {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return FLAGS.contains(text.strip().toLowerCase(Locale.ROOT)) ? value : null;
        }
    },
    /** A message's direction: one or two digits ({@code 0} and {@code 1} seen). */
    DIRECTION {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return DIRECTION_SHAPE.matcher(text).matches() ? value : null;
        }
    },
    /**
     * A text of the shop's catalogue (a product's name): one line of at most 200 characters, kept when no e-mail,
     * phone or IP is in it. It names what was bought, never who bought it.
     */
    CATALOGUE_TEXT {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return text.length() <= 200 && !CONTROL.matcher(text).find() ? scanned(text, value) : null;
        }
    },
    /**
     * An order's status as the shop's software names it ({@code processing}, {@code wc-completed}, {@code 5}): one
     * word of letters, digits, {@code _} and {@code -}, at most 32 characters; a phrase ({@code shipped to Kasia})
     * is dropped.
     */
    STATUS {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return STATUS_SHAPE.matcher(text).matches() ? scanned(text, value) : null;
        }
    },
    /**
     * A web address of the shop's catalogue (a product's page or picture): kept as scheme, host, port and path
     * only, so a query, fragment or path parameters ({@code ?email=…}) and a user name never reach the export; dropped when the rest
     * holds an e-mail, phone or IP, or is not an http(s) address.
     */
    URL {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            // Longer than any browser takes: a place to hide data, not an address.
            String address = text.length() > 2048 ? null : withoutQuery(text);
            return address == null || PersonalPatterns.anyIn(address) ? null : TextNode.valueOf(address);
        }
    },
    /** A browser's name as a geolocation service writes it, with a version at most ({@code Chrome 124.0}). */
    BROWSER {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isBrowser(text) ? value : null;
        }
    },
    /** An operating system's name, with a version at most ({@code Windows 10}, {@code Mac OS X 10_15_7}). */
    OS {
        @Override
        JsonNode apply(String text, JsonNode value, KeyedHash hash) {
            return value.isTextual() && KnownNames.isOperatingSystem(text) ? value : null;
        }
    };

    private static final Pattern ID_SHAPE = Pattern.compile("[A-Za-z0-9_.:\\-]{1,64}");
    private static final Pattern NUMBER_SHAPE = Pattern.compile("[+-]?[0-9][0-9 .,']{0,18}%?");
    private static final Pattern TIME_SHAPE = Pattern.compile(
            "\\d{4}-[01]\\d-[0-3]\\dT[0-2]\\d:[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-][0-2]\\d:?[0-5]\\d)"
                    + "|[0-3]\\d-[01]\\d-\\d{4} [0-2]\\d:[0-5]\\d:[0-5]\\d");
    private static final Set<String> FLAGS = Set.of("0", "1", "true", "false", "yes", "no");
    private static final Pattern DIRECTION_SHAPE = Pattern.compile("\\d{1,2}");
    private static final Pattern CONTROL = Pattern.compile("\\p{Cc}");
    private static final Pattern STATUS_SHAPE = Pattern.compile("[\\p{L}\\p{N}_\\-]{1,32}");

    /**
     * The value kept, hashed or replaced, or null to drop it.
     *
     * @param text the value as text (a number's or boolean's too)
     * @param value the value as sent, a scalar
     * @param hash the export's keyed hash
     */
    abstract JsonNode apply(String text, JsonNode value, KeyedHash hash);

    /**
     * {@code value} redacted as this kind says: kept, hashed, or null to drop it. An object or list where a single
     * value belongs is dropped.
     *
     * @param value the value as sent, or null when absent
     * @param hash the export's keyed hash
     * @return what the export writes, or null to leave the field out
     */
    JsonNode redact(JsonNode value, KeyedHash hash) {
        if (value == null || value.isMissingNode()) {
            return null;
        }
        if (value.isNull()) {
            return NullNode.getInstance();
        }
        if (value.isContainerNode() || value.isBinary() || value.isPojo()) {
            return null;
        }
        return apply(value.asText(), value, hash);
    }

    private static JsonNode scanned(String text, JsonNode value) {
        return PersonalPatterns.anyIn(text) ? null : value;
    }

    /** {@code scheme://host[:port]/path} of an http(s) address, or null when it is none. */
    private static String withoutQuery(String text) {
        try {
            URI uri = new URI(text.strip());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
                return null;
            }
            String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
            String path = uri.getRawPath() == null ? "" : uri.getRawPath();
            // Path parameters (;jsessionid=…) are the query's older cousin: cut like it.
            int parameters = path.indexOf(';');
            path = parameters < 0 ? path : path.substring(0, parameters);
            return scheme + "://" + uri.getHost() + port + path;
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
