package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.function.Function;

/**
 * One scalar of the service's JSON, read from a string, a number or a boolean alike: {@code "5"} and
 * {@code 5} are 5, {@code "1"} and {@code true} are true, {@code "1700000000"} is an instant. A value
 * that cannot mean what was asked (an object, {@code "abc"} for a number, {@code 2.5} for a count)
 * reads as {@code null}, which an {@code Optional} field turns into empty: it never fails the reply.
 * On a {@link NonBlank} field blank text is no value either.
 */
final class LenientScalarDeserializer extends JsonDeserializer<Object> {
    /** The types it reads, each from the value's text. */
    private static final Map<Class<?>, Function<String, Object>> READERS = Map.of(
            String.class, text -> text,
            Integer.class, LenientScalarDeserializer::integer,
            Long.class, text -> ScalarText.whole(ScalarText.decimal(text)),
            BigDecimal.class, ScalarText::decimal,
            Boolean.class, ScalarText::flag,
            Instant.class, text -> ScalarText.epochSeconds(ScalarText.whole(ScalarText.decimal(text))),
            LocalDateTime.class, ScalarText::orderDate);

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

    private static Object integer(String text) {
        Long value = ScalarText.whole(ScalarText.decimal(text));
        return value == null || value != value.intValue() ? null : value.intValue();
    }
}
