package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * One scalar of the service's JSON, read from a string, a number or a boolean alike, as the PHP
 * behind it writes them: {@code "5"} and {@code 5} are 5, {@code "12.0"} and {@code "1e3"} are whole
 * numbers, {@code "1"}, {@code true} and {@code "yes"} are true, {@code "1700000000"} is an instant
 * (Unix seconds), {@code "24-11-2026 10:00:00"} an order date. A value that cannot mean what was
 * asked (an object, {@code "abc"} for a number, {@code 2.5} for a count, an instant out of range)
 * reads as {@code null}, which an {@code Optional} field turns into empty: it never fails the reply.
 * On a {@link NonBlank} field blank text is no value either.
 */
final class LenientScalarDeserializer extends JsonDeserializer<Object> {
    private static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    /** The types it reads, each from the value's text. */
    private static final Map<Class<?>, Function<String, Object>> READERS = Map.of(
            String.class, text -> text,
            Integer.class,
                    text -> {
                        Long value = whole(text);
                        return value == null || value != value.intValue() ? null : value.intValue();
                    },
            Long.class, LenientScalarDeserializer::whole,
            BigDecimal.class, LenientScalarDeserializer::decimal,
            Boolean.class, LenientScalarDeserializer::flag,
            Instant.class,
                    text -> {
                        Long seconds = whole(text);
                        boolean inRange = seconds != null
                                && seconds >= Instant.MIN.getEpochSecond()
                                && seconds <= Instant.MAX.getEpochSecond();
                        return inRange ? Instant.ofEpochSecond(seconds) : null;
                    },
            LocalDateTime.class, LenientScalarDeserializer::orderDate,
            Duration.class, LenientScalarDeserializer::duration);

    private final Function<String, Object> reader;

    private LenientScalarDeserializer(Function<String, Object> reader) {
        this.reader = reader;
    }

    /** The deserializer for {@code type}, or {@code null} when it is not a scalar read here. */
    static LenientScalarDeserializer forType(Class<?> type, boolean nonBlank) {
        Function<String, Object> reader = READERS.get(type);
        if (reader == null) {
            return null;
        }
        return new LenientScalarDeserializer(
                nonBlank ? text -> text.isBlank() ? null : reader.apply(text.trim()) : reader);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            p.skipChildren();
            return null;
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            if (p.getNumberType() != JsonParser.NumberType.BIG_DECIMAL && !Double.isFinite(p.getDoubleValue())) {
                return null; // no JSON text holds NaN or an infinity, but a tree built in code can
            }
            // Exact, whatever the mapper's float setting: 39.84 must stay 39.84. An absurd exponent stays
            // in exponent form: written out plainly, 1E+2147483647 would be two billion digits.
            BigDecimal number = p.getDecimalValue();
            boolean plain = Math.abs((long) number.precision() - number.scale()) <= 100 && number.scale() <= 100;
            return reader.apply(plain ? number.toPlainString() : number.toString());
        }
        return token != null && token.isScalarValue() && token != JsonToken.VALUE_NULL
                ? reader.apply(p.getText())
                : null;
    }

    /** A decimal such as {@code " 12.50 "}; {@code null} for other text or text too long to be a price. */
    private static BigDecimal decimal(String text) {
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

    /** A whole number; fractions and overflow are none. */
    private static Long whole(String text) {
        if (digits(text, 0, text.length()) && !text.isEmpty() && text.length() <= 18) {
            return Long.parseLong(text); // the common case, an id or a count, without a BigDecimal
        }
        try {
            BigDecimal number = decimal(text);
            return number == null ? null : number.longValueExact();
        } catch (ArithmeticException notWhole) {
            return null;
        }
    }

    /** {@code dd-MM-yyyy HH:mm:ss}; a date the plain reading refuses goes to the formatter's own rules. */
    private static LocalDateTime orderDate(String text) {
        String date = text.trim();
        if (date.length() == 19
                && digits(date, 0, 2)
                && digits(date, 3, 5)
                && digits(date, 6, 10)
                && digits(date, 11, 13)
                && digits(date, 14, 16)
                && digits(date, 17, 19)
                && date.startsWith("-", 2)
                && date.startsWith("-", 5)
                && date.startsWith(" ", 10)
                && date.startsWith(":", 13)
                && date.startsWith(":", 16)
                && number(date, 6, 10) > 0) { // yyyy is the year of the era, which has no year 0
            try {
                // The formatter costs a tenth of a ticket list's decode: read the usual shape by hand.
                return LocalDateTime.of(
                        number(date, 6, 10),
                        number(date, 3, 5),
                        number(date, 0, 2),
                        number(date, 11, 13),
                        number(date, 14, 16),
                        number(date, 17, 19));
            } catch (DateTimeException outOfRange) {
                // 31-02 or 24:00:00: the formatter's smart rules decide, as before
            }
        }
        try {
            return LocalDateTime.parse(date, ORDER_DATE);
        } catch (DateTimeParseException malformed) {
            return null;
        }
    }

    private static boolean digits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static int number(String text, int from, int to) {
        return Integer.parseInt(text, from, to, 10);
    }

    /**
     * ISO-8601, as the module writes a duration ({@code "PT30S"}): the service sends none (a trigger's
     * delay comes as seconds and is converted by the model), but a setting such as a job budget is read
     * back from what the module wrote.
     */
    private static Duration duration(String text) {
        try {
            return Duration.parse(text.trim());
        } catch (DateTimeParseException malformed) {
            return null;
        }
    }

    /** {@code 1/0}, {@code true/false}, {@code yes/no} in any case. */
    private static Boolean flag(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "1", "true", "yes" -> true;
            case "0", "false", "no" -> false;
            default -> null;
        };
    }
}
