package io.chatapi.sdk.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads one field of a reply object the way the service actually sends it, not the way the spec
 * types it.
 *
 * <p>Every reader here is total: a missing field, a JSON null, or a value of a type that cannot
 * mean what was asked reads as empty, never as an exception. Numbers and flags are accepted as JSON
 * numbers, booleans or strings ({@code "5"}, {@code "1"}); the caller keeps the raw object, so a
 * value that read as empty is still reachable as sent.
 */
public final class Lenient {
    /** Order dates in client data: {@code DD-MM-YYYY hh:mm:ss}. */
    public static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    private Lenient() {}

    /** The field's value as a node, or empty when it is absent or JSON null. */
    public static Optional<JsonNode> node(JsonNode object, String field) {
        return Optional.ofNullable(valueOf(object, field));
    }

    /**
     * The field's value, or {@code null} when it is absent or JSON null. The helpers below start here
     * rather than from {@link #node}: they run for every field of every reply, and an {@code Optional}
     * per step is a cost a hand-written reader does not pay.
     */
    private static JsonNode valueOf(JsonNode object, String field) {
        if (object == null || !object.isObject()) {
            return null;
        }
        JsonNode value = object.get(field);
        return value == null || value.isNull() || value.isMissingNode() ? null : value;
    }

    /** Text of a string, number or boolean field; objects and arrays read as empty. */
    public static Optional<String> text(JsonNode object, String field) {
        return asText(valueOf(object, field));
    }

    /** Like {@link #text} but an empty or blank string also reads as empty. */
    public static Optional<String> nonBlankText(JsonNode object, String field) {
        return text(object, field).filter(s -> !s.isBlank());
    }

    /** Text of a scalar node; objects and arrays have none. */
    public static Optional<String> asText(JsonNode value) {
        if (value == null || !value.isValueNode() || value.isNull()) {
            return Optional.empty();
        }
        return Optional.of(value.asText());
    }

    /** A whole number sent as a number or as a numeric string; fractions and overflow read as empty. */
    public static Optional<Integer> integer(JsonNode object, String field) {
        return toInt(longValue(object, field));
    }

    /**
     * A whole number narrowed to an {@code int}; empty when it does not fit.
     *
     * @param value the number, or empty
     * @return the same number as an {@code int}, or empty
     */
    public static Optional<Integer> toInt(Optional<Long> value) {
        if (value.isEmpty()) {
            return Optional.empty();
        }
        long v = value.get();
        if (v >= 0 && v < SMALL) {
            return SMALL_INTS[(int) v];
        }
        return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? Optional.of((int) v) : Optional.empty();
    }

    /** Counts and quantities repeat in every entry; their boxes are shared, as {@code Long.valueOf} shares small ones. */
    private static final int SMALL = 1024;

    @SuppressWarnings("unchecked")
    private static final Optional<Long>[] SMALL_LONGS = new Optional[SMALL];

    @SuppressWarnings("unchecked")
    private static final Optional<Integer>[] SMALL_INTS = new Optional[SMALL];

    static {
        for (int i = 0; i < SMALL; i++) {
            SMALL_LONGS[i] = Optional.of((long) i);
            SMALL_INTS[i] = Optional.of(i);
        }
    }

    /**
     * A whole number in an {@code Optional}, shared for small ones.
     *
     * @param value the number
     * @return it, present
     */
    public static Optional<Long> optionalLong(long value) {
        return value >= 0 && value < SMALL ? SMALL_LONGS[(int) value] : Optional.of(value);
    }

    /** A whole number sent as a number or as a numeric string. */
    public static Optional<Long> longValue(JsonNode object, String field) {
        return asLong(valueOf(object, field));
    }

    /**
     * A whole number from a number node or a numeric string node; fractions and values beyond {@code
     * long} read as empty. Ids, counts and timestamps are nearly always plain digits, so those are read
     * directly; only other spellings ({@code "12.0"}, {@code "1e3"}, padded text) go through {@link
     * BigDecimal}, the exact but costly path.
     */
    public static Optional<Long> asLong(JsonNode value) {
        if (value == null) {
            return Optional.empty();
        }
        if (value.isIntegralNumber()) {
            return value.canConvertToLong() ? optionalLong(value.longValue()) : Optional.empty();
        }
        if (value.isTextual()) {
            return textAsLong(value.textValue());
        }
        return asDecimal(value).flatMap(Lenient::whole);
    }

    /**
     * A whole number written as text, as {@link #asLong} reads a string node.
     *
     * @param text the text
     * @return the number, or empty when the text is not a whole number that fits a {@code long}
     */
    public static Optional<Long> textAsLong(String text) {
        long plain = plainDigits(text);
        if (plain != NOT_PLAIN) {
            return optionalLong(plain);
        }
        return textAsDecimal(text).flatMap(Lenient::whole);
    }

    /**
     * As {@link #textAsLong}, for text in a parser's buffer: no string is made for it.
     *
     * @param chars the buffer
     * @param offset where the text starts
     * @param length how long it is
     * @return the number, or empty
     */
    public static Optional<Long> charsAsLong(char[] chars, int offset, int length) {
        long plain = plainDigits(chars, offset, length);
        if (plain != NOT_PLAIN) {
            return optionalLong(plain);
        }
        return charsAsDecimal(chars, offset, length).flatMap(Lenient::whole);
    }

    private static Optional<Long> whole(BigDecimal number) {
        try {
            return Optional.of(number.longValueExact());
        } catch (ArithmeticException notWhole) {
            return Optional.empty();
        }
    }

    /** Returned by {@link #plainDigits} for text it leaves to the exact path (never a value it returns). */
    private static final long NOT_PLAIN = Long.MIN_VALUE;

    /**
     * The value of an optional minus sign and 1 to 18 decimal digits (which always fit a {@code
     * long}), or {@link #NOT_PLAIN} for any other text.
     */
    private static long plainDigits(String text) {
        return text.length() > 19 ? NOT_PLAIN : plainDigits(text.toCharArray(), 0, text.length());
    }

    private static long plainDigits(char[] chars, int offset, int length) {
        int start = length > 0 && chars[offset] == '-' ? 1 : 0;
        int digits = length - start;
        if (digits < 1 || digits > 18) {
            return NOT_PLAIN;
        }
        long value = 0;
        for (int i = offset + start; i < offset + length; i++) {
            char c = chars[i];
            if (c < '0' || c > '9') {
                return NOT_PLAIN;
            }
            value = value * 10 + (c - '0');
        }
        return start == 1 ? -value : value;
    }

    /** A decimal number sent as a number or as a numeric string, kept exact. */
    public static Optional<BigDecimal> decimal(JsonNode object, String field) {
        return asDecimal(valueOf(object, field));
    }

    /** A decimal number from a number node or a numeric string node, kept exact. */
    public static Optional<BigDecimal> asDecimal(JsonNode value) {
        if (value == null) {
            return Optional.empty();
        }
        if (value.isNumber()) {
            // No JSON text holds NaN or an infinity, but a tree built in code can, and no decimal stands for them.
            if ((value.isDouble() || value.isFloat()) && !Double.isFinite(value.doubleValue())) {
                return Optional.empty();
            }
            return Optional.of(value.decimalValue());
        }
        if (value.isTextual()) {
            return textAsDecimal(value.asText());
        }
        return Optional.empty();
    }

    /**
     * A decimal written as text, as {@link #asDecimal} reads a string node.
     *
     * @param text the text; blanks around it are ignored
     * @return the number, or empty when the text is not a number or is absurdly long
     */
    public static Optional<BigDecimal> textAsDecimal(String text) {
        // BigDecimal(String) copies the text into a char array too, so this costs nothing extra.
        return charsAsDecimal(text.toCharArray(), 0, text.length());
    }

    /**
     * A decimal written plainly, such as {@code 12.50} or {@code -3}: an optional sign, digits and at
     * most one point, 18 digits at most. Parsed by hand, as the {@code BigDecimal} constructor would
     * (same digits, same scale), because that constructor costs more than the rest of a price's
     * decoding.
     *
     * @return the number, or {@code null} for any other text (left to the constructor)
     */
    static BigDecimal plainDecimal(char[] chars, int from, int to) {
        int i = from;
        boolean negative = false;
        if (chars[i] == '-' || chars[i] == '+') {
            negative = chars[i] == '-';
            i++;
        }
        long unscaled = 0;
        int digits = 0;
        int scale = -1;
        for (; i < to; i++) {
            char c = chars[i];
            if (c >= '0' && c <= '9') {
                if (++digits > 18) {
                    return null;
                }
                unscaled = unscaled * 10 + (c - '0');
                if (scale >= 0) {
                    scale++;
                }
            } else if (c == '.' && scale < 0) {
                scale = 0;
            } else {
                return null;
            }
        }
        if (digits == 0) {
            return null;
        }
        return BigDecimal.valueOf(negative ? -unscaled : unscaled, Math.max(scale, 0));
    }

    /**
     * As {@link #textAsDecimal}, for text in a parser's buffer: no string is made for it.
     *
     * @param chars the buffer
     * @param offset where the text starts
     * @param length how long it is
     * @return the number, or empty
     */
    public static Optional<BigDecimal> charsAsDecimal(char[] chars, int offset, int length) {
        // Blanks around are ignored, as String.trim() drops them: every char up to and including ' '.
        int from = offset;
        int to = offset + length;
        while (from < to && chars[from] <= ' ') {
            from++;
        }
        while (to > from && chars[to - 1] <= ' ') {
            to--;
        }
        if (from == to || to - from > 100) {
            return Optional.empty();
        }
        BigDecimal plain = plainDecimal(chars, from, to);
        if (plain != null) {
            return Optional.of(plain);
        }
        try {
            return Optional.of(new BigDecimal(chars, from, to - from));
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
    }

    /**
     * A flag sent as a boolean, a number, or a string: {@code 1/0}, {@code "1"/"0"}, {@code
     * "true"/"false"}, {@code "yes"/"no"}. Anything else reads as empty.
     */
    public static Optional<Boolean> flag(JsonNode object, String field) {
        JsonNode v = valueOf(object, field);
        if (v == null) {
            return Optional.empty();
        }
        if (v.isBoolean()) {
            return Optional.of(v.booleanValue());
        }
        if (v.isIntegralNumber()) {
            if (!v.canConvertToLong()) {
                return Optional.empty(); // longValue() would wrap: 2^64 + 1 would read as 1, "true"
            }
            long n = v.longValue();
            return n == 0 || n == 1 ? Optional.of(n == 1) : Optional.empty();
        }
        if (v.isTextual()) {
            switch (v.asText().trim().toLowerCase(Locale.ROOT)) {
                case "1":
                case "true":
                case "yes":
                    return Optional.of(true);
                case "0":
                case "false":
                case "no":
                    return Optional.of(false);
                default:
                    return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** A Unix timestamp in seconds, sent as a number or a numeric string. */
    public static Optional<Instant> epochSeconds(JsonNode object, String field) {
        return toInstant(longValue(object, field));
    }

    /**
     * Unix seconds as an instant; empty when outside the range {@link Instant} holds.
     *
     * @param seconds the seconds, or empty
     * @return the instant, or empty
     */
    public static Optional<Instant> toInstant(Optional<Long> seconds) {
        return seconds.filter(s -> s >= -31_557_014_167_219_200L && s <= 31_556_889_864_403_199L)
                .map(Instant::ofEpochSecond);
    }

    /** A local date-time in the given pattern; text that does not match reads as empty. */
    public static Optional<LocalDateTime> dateTime(JsonNode object, String field, DateTimeFormatter format) {
        return toDateTime(text(object, field), format);
    }

    /**
     * Text as a local date-time in the given pattern.
     *
     * @param text the text, or empty; blanks around it are ignored
     * @param format the pattern
     * @return the date-time, or empty when the text does not match
     */
    public static Optional<LocalDateTime> toDateTime(Optional<String> text, DateTimeFormatter format) {
        return text.flatMap(s -> {
            String trimmed = s.trim();
            if (format == ORDER_DATE) {
                LocalDateTime plain = OrderDates.plain(trimmed);
                if (plain != null) {
                    return Optional.of(plain);
                }
            }
            try {
                return Optional.of(LocalDateTime.parse(trimmed, format));
            } catch (DateTimeParseException malformed) {
                return Optional.empty();
            }
        });
    }

    /** A value mapped through {@code parse}, which returns empty for values it does not know. */
    public static <T> Optional<T> mapped(JsonNode object, String field, Function<String, Optional<T>> parse) {
        return text(object, field).flatMap(parse);
    }

    /**
     * An object sent either as a JSON object or as JSON text encoded inside a string (the service
     * does both for {@code chat_user_data} and {@code geoinfo}). A string that does not hold a JSON
     * object (garbled text, {@code "no data"}) reads as empty.
     */
    public static Optional<JsonNode> embeddedObject(JsonNode object, String field) {
        return asEmbeddedObject(valueOf(object, field));
    }

    /** See {@link #embeddedObject}: the node itself if it is an object, or decoded from a string. */
    public static Optional<JsonNode> asEmbeddedObject(JsonNode value) {
        return asEmbeddedJson(value).filter(JsonNode::isObject);
    }

    /**
     * A JSON object or array, given as itself or as JSON text inside a string; empty for null, blank
     * or garbled text and for scalars.
     */
    public static Optional<JsonNode> asEmbeddedJson(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return Optional.empty();
        }
        if (value.isContainerNode()) {
            return Optional.of(value);
        }
        if (!value.isTextual()) {
            return Optional.empty();
        }
        String text = value.asText().trim();
        if (!text.startsWith("{") && !text.startsWith("[")) {
            return Optional.empty();
        }
        try {
            return Optional.of(JsonCodec.readTree(text));
        } catch (java.io.IOException | RuntimeException garbled) {
            return Optional.empty();
        }
    }

    /** An object-valued field; any other kind reads as empty. */
    public static Optional<JsonNode> object(JsonNode object, String field) {
        JsonNode value = valueOf(object, field);
        return value != null && value.isObject() ? Optional.of(value) : Optional.empty();
    }

    /**
     * The elements of a list-valued field, however the service sent the list: a JSON array, an
     * object keyed by id or sequence number (its object values, in order; see {@link #isKeyedList}),
     * a single object standing for a one-element list, or a JSON-encoded string of any of those. An
     * empty object {@code {}} (PHP's empty array) and anything else read as an empty list. Only
     * object elements are kept: a counter such as {@code "total":2} beside keyed records is never a
     * record.
     */
    public static List<JsonNode> objects(JsonNode object, String field) {
        JsonNode value = valueOf(object, field);
        return value == null ? List.of() : asObjectList(value);
    }

    /** See {@link #objects}: the object elements of a list however it was sent. */
    public static List<JsonNode> asObjectList(JsonNode raw) {
        Optional<JsonNode> decoded = asEmbeddedJson(raw);
        if (decoded.isEmpty()) {
            return List.of();
        }
        JsonNode value = decoded.get();
        List<JsonNode> out = new ArrayList<>();
        if (value.isArray()) {
            for (JsonNode element : value) {
                if (element.isObject()) {
                    out.add(element);
                }
            }
        } else if (isKeyedList(value)) {
            keyedRecords(value).forEach(entry -> out.add(entry.getValue()));
        } else if (value.isObject() && value.size() > 0) {
            out.add(value);
        }
        return Collections.unmodifiableList(out);
    }

    /** Strings of a list-valued field; scalars in an array or keyed object are kept as text. */
    public static List<String> texts(JsonNode object, String field) {
        return asTexts(valueOf(object, field));
    }

    /**
     * Strings of a list-valued value, as {@link #texts} reads a field.
     *
     * @param v the value; {@code null} or a null node for none
     * @return the strings, unmodifiable
     */
    public static List<String> asTexts(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        if (v.isArray() || v.isObject()) {
            v.elements().forEachRemaining(e -> asText(e).ifPresent(out::add));
        } else {
            asText(v).ifPresent(out::add);
        }
        return List.copyOf(out);
    }

    /**
     * Whether an object is a list keyed by id or sequence number rather than one record. It is when
     * it has object values and either all its values are objects, or one of its object values sits
     * under a sequence number ({@code "1"}) or under its own {@code uuid} or {@code id}. The service
     * mixes counters into keyed lists ({@code status}, {@code maxUsersSub}, {@code total}), so
     * scalar keys alone do not make a record; a record's own nested objects sit under field names
     * ({@code domains}, {@code chat_user_data}), so an object mixing scalars with such objects stays
     * one record.
     *
     * @param value any node
     * @return {@code true} when {@link #keyedRecords} gives the list's elements
     */
    public static boolean isKeyedList(JsonNode value) {
        if (value == null || !value.isObject() || value.isEmpty()) {
            return false;
        }
        boolean allObjects = true;
        boolean keyedById = false;
        for (Map.Entry<String, JsonNode> entry : value.properties()) {
            JsonNode record = entry.getValue();
            if (!record.isObject()) {
                allObjects = false;
            } else if (!keyedById) {
                String key = entry.getKey();
                keyedById = isSequenceNumber(key)
                        || key.equals(text(record, "uuid").orElse(null))
                        || key.equals(text(record, "id").orElse(null));
            }
        }
        return allObjects || keyedById;
    }

    /**
     * Whether a key is a sequence number, as PHP keys an array: digits only.
     *
     * @param key the key
     * @return {@code true} for 1 to 18 decimal digits
     */
    public static boolean isSequenceNumber(String key) {
        return !key.startsWith("-") && plainDigits(key) >= 0;
    }

    /**
     * Splits an object keyed by id into its records (object values, in key order, paired with their
     * keys) and leaves the scalar keys mixed in beside them to the caller.
     */
    public static List<Map.Entry<String, JsonNode>> keyedRecords(JsonNode object) {
        List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
        if (object == null || !object.isObject()) {
            return out;
        }
        for (Map.Entry<String, JsonNode> entry : object.properties()) {
            if (entry.getValue().isObject()) {
                out.add(Map.entry(entry.getKey(), entry.getValue()));
            }
        }
        return out;
    }
}
