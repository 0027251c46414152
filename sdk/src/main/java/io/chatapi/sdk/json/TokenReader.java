package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Reads models straight from a token stream, with the same lenient rules as {@link Lenient} applies
 * to a tree: each method here gives what the {@code Lenient} method of the same name gives for the
 * same value. Common shapes (a string, a plain number, an array of objects) are read directly;
 * anything else is read as a small tree and handed to {@code Lenient}, so the two can never
 * disagree on an odd value. Every method reads the current value whole: afterwards the parser
 * stands on the value's last token.
 */
public final class TokenReader {
    private final JsonParser parser;
    private final JsonText.Segment segment;
    private final String chars;
    /** The name {@link #nextField} last moved to. */
    private String name;
    /** Its position in the order given, or -1. */
    private int field = -1;

    private TokenReader(JsonParser parser, JsonText.Segment segment, String chars) {
        this.parser = parser;
        this.segment = segment;
        this.chars = chars;
    }

    /**
     * A reader of a byte stream whose values' texts lie in {@code segment}.
     *
     * @param parser a parser of bytes, counting offsets from the segment's base
     * @param segment the bytes of the element being read, bound when it ends
     * @return the reader
     */
    public static TokenReader ofBytes(JsonParser parser, JsonText.Segment segment) {
        return new TokenReader(parser, segment, null);
    }

    /**
     * Decodes the JSON text held in a string field, as {@link Lenient#asEmbeddedObject} reads it.
     *
     * @param text the string's value
     * @param decoder the decoder of the object
     * @param <T> the model
     * @return the model; empty when the text holds no object or is garbled
     */
    private static <T> Optional<T> embedded(String text, ObjectDecoder<T> decoder) {
        String trimmed = text.trim();
        if (!trimmed.startsWith("{")) {
            return Optional.empty(); // an array, or no JSON: no object either way
        }
        try (JsonParser parser = JsonCodec.mapper().createParser(trimmed)) {
            parser.nextToken();
            return Optional.of(decoder.read(new TokenReader(parser, null, trimmed)));
        } catch (IOException | RuntimeException garbled) {
            return Optional.empty();
        }
    }

    /**
     * Where the current token starts; call it on an object's {@code START_OBJECT}, for {@link #raw}.
     *
     * @return the offset
     */
    public long start() {
        return tokenOffset(parser);
    }

    /**
     * The text of the object that began at {@code start}; call it on its {@code END_OBJECT}.
     *
     * @param start what {@link #start} said on its {@code START_OBJECT}
     * @return the object's raw JSON
     */
    public RawJson raw(long start) {
        long end = tokenOffset(parser) + 1; // just past the closing brace
        JsonText text = chars != null ? JsonText.ofChars(chars, start, end) : JsonText.ofBytes(segment, start, end);
        return text.toRaw();
    }

    /**
     * Where the current token starts: a byte offset for a parser of bytes, a char offset for one of
     * text. Read from the parser itself rather than through {@code currentTokenLocation()}, which
     * makes an object for every call, twice per decoded object.
     *
     * @param parser a parser of the SDK's codec
     * @return the offset
     */
    public static long tokenOffset(JsonParser parser) {
        if (parser instanceof ParserBase base) {
            // Jackson keeps this one past the token's first character (its currentTokenLocation() subtracts
            // one too); a test holds both Jackson versions the SDK is built against to it.
            return base.getTokenCharacterOffset() - 1;
        }
        JsonLocation at = parser.currentTokenLocation();
        return at.getByteOffset() >= 0 ? at.getByteOffset() : at.getCharOffset();
    }

    /**
     * Moves to the next field's value of the current object, expecting the fields in {@code order}.
     * Start an object at position 0, pass on what each call returns, and switch on {@link #field}:
     *
     * <pre>{@code
     * for (int at = 0; (at = in.nextField(FIELDS, at)) >= 0; ) {
     *     switch (in.field(FIELDS)) { ... }
     * }
     * }</pre>
     *
     * Fields in any other order, unknown or repeated, are read all the same; only the expected name
     * is matched faster.
     *
     * @param order the fields in the order the server sends them
     * @param position where in {@code order} the next field is expected
     * @return where to expect the field after this one; negative at the object's end
     * @throws IOException when the input is not JSON or cannot be read
     */
    public int nextField(FieldOrder<?> order, int position) throws IOException {
        SerializedString expected = order.expected(position);
        if (expected != null && parser.nextFieldName(expected)) {
            name = expected.getValue();
            field = position;
            parser.nextToken();
            return position + 1;
        }
        String next = expected == null
                ? parser.nextFieldName()
                // Not the expected name: the parser has read the name anyway, or the object's end.
                : parser.currentToken() == JsonToken.FIELD_NAME ? parser.currentName() : null;
        if (next == null) {
            return -1;
        }
        name = next;
        field = order.positionOf(next);
        parser.nextToken();
        return field >= 0 ? field + 1 : position;
    }

    /**
     * The field {@link #nextField} last moved to. Decoding a nested object moves it too, so read it
     * before the value.
     *
     * @param order the order given to {@code nextField}
     * @param <F> the enum of its fields
     * @return the field, or the order's other-field constant for a name not in it
     */
    public <F extends Enum<F>> F field(FieldOrder<F> order) {
        return order.field(field);
    }

    /**
     * The name of the field {@link #nextField} last moved to, for fields not in the order. Decoding a
     * nested object moves it too, so read it before the value.
     *
     * @return the wire name
     */
    public String name() {
        return name;
    }

    /**
     * Skips the current value.
     *
     * @throws IOException when the input is not JSON or cannot be read
     */
    public void skip() throws IOException {
        skipValue(parser);
    }

    /**
     * Skips the current value, reading every string in it whole, so that the parser's limit on a
     * string's length still applies to values nobody decodes: otherwise an endless string in an
     * unknown field would be read as long as the server sends it.
     *
     * @param parser on the value's first token; left on its last
     * @throws IOException when the input is not JSON, breaks a parser limit, or cannot be read
     */
    public static void skipValue(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            parser.getTextLength();
            return;
        }
        if (token == null || !token.isStructStart()) {
            return;
        }
        int depth = 1;
        while (depth > 0) {
            token = parser.nextToken();
            if (token == null) {
                throw new JsonEOFException(parser, null, "the input ended inside a value");
            }
            if (token.isStructStart()) {
                depth++;
            } else if (token.isStructEnd()) {
                depth--;
            } else if (token == JsonToken.VALUE_STRING) {
                parser.getTextLength();
            }
        }
    }

    /**
     * The current value as a tree (for what this reader does not read directly).
     *
     * @return the value as a tree; a null node for JSON null
     * @throws IOException when the input is not JSON or cannot be read
     */
    public JsonNode tree() throws IOException {
        return JsonCodec.mapper().readTree(parser);
    }

    /**
     * As {@link Lenient#asText}.
     *
     * @return the text, or empty
     * @throws IOException when the input is not JSON or cannot be read
     */
    public Optional<String> text() throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            return Optional.of(parser.getText());
        }
        if (token == JsonToken.VALUE_NULL) {
            return Optional.empty();
        }
        if (token.isStructStart()) {
            skipValue(parser);
            return Optional.empty();
        }
        return Lenient.asText(tree());
    }

    /**
     * As {@link Lenient#asLong}.
     *
     * @return the number, or empty
     * @throws IOException when the input is not JSON or cannot be read
     */
    public Optional<Long> longValue() throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            return Lenient.charsAsLong(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
        }
        if (token == JsonToken.VALUE_NUMBER_INT && fitsLong()) {
            return Lenient.optionalLong(parser.getLongValue());
        }
        return Lenient.asLong(tree());
    }

    /**
     * As {@link Lenient#asDecimal}.
     *
     * @return the number, or empty
     * @throws IOException when the input is not JSON or cannot be read
     */
    public Optional<BigDecimal> decimal() throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_STRING) {
            return Lenient.charsAsDecimal(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
        }
        if (token == JsonToken.VALUE_NUMBER_INT && fitsLong()) {
            return Optional.of(BigDecimal.valueOf(parser.getLongValue()));
        }
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            // The tree holds the same BigDecimal: the codec reads floats as BigDecimal and keeps their zeros.
            // A plain one (35.6895) is read by hand, as a decimal in a string is, to the same digits and scale.
            int offset = parser.getTextOffset();
            BigDecimal plain =
                    Lenient.plainDecimal(parser.getTextCharacters(), offset, offset + parser.getTextLength());
            return Optional.of(plain != null ? plain : parser.getDecimalValue());
        }
        return Lenient.asDecimal(tree());
    }

    /**
     * As {@link Lenient#asTexts}.
     *
     * @return the strings, unmodifiable
     * @throws IOException when the input is not JSON or cannot be read
     */
    public List<String> texts() throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            return Lenient.asTexts(tree());
        }
        List<String> out = new ArrayList<>();
        JsonToken token;
        while ((token = next()) != JsonToken.END_ARRAY) {
            if (token == JsonToken.VALUE_STRING) {
                out.add(parser.getText());
            } else if (token.isStructStart()) {
                skipValue(parser);
            } else if (token != JsonToken.VALUE_NULL) {
                Lenient.asText(tree()).ifPresent(out::add);
            }
        }
        return List.copyOf(out);
    }

    /**
     * As {@link Lenient#asEmbeddedObject}, decoded.
     *
     * @param decoder the decoder of the object
     * @param <T> the model
     * @return the model; empty when the value holds no object
     * @throws IOException when the input is not JSON or cannot be read
     */
    public <T> Optional<T> embeddedObject(ObjectDecoder<T> decoder) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            return Optional.of(decoder.read(this));
        }
        if (token == JsonToken.VALUE_STRING) {
            return embedded(parser.getText(), decoder);
        }
        skipValue(parser);
        return Optional.empty();
    }

    /**
     * As {@link Lenient#asObjectList}, each element decoded: an array of objects is read directly;
     * a keyed object, a single object or JSON text goes through the tree.
     *
     * @param decoder the decoder of an element
     * @param fromTree the decoder of an element that came as a tree
     * @param <T> the model
     * @return the models, unmodifiable
     * @throws IOException when the input is not JSON or cannot be read
     */
    public <T> List<T> objects(ObjectDecoder<T> decoder, Function<JsonNode, T> fromTree) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.VALUE_NULL) {
            return List.of();
        }
        if (token != JsonToken.START_ARRAY) {
            JsonNode value = tree();
            return value == null
                    ? List.of()
                    : Lenient.asObjectList(value).stream().map(fromTree).toList();
        }
        List<T> out = null;
        while ((token = next()) != JsonToken.END_ARRAY) {
            if (token == JsonToken.START_OBJECT) {
                if (out == null) {
                    out = new ArrayList<>(4);
                }
                out.add(decoder.read(this));
            } else {
                skipValue(parser);
            }
        }
        return out == null ? List.of() : Collections.unmodifiableList(out);
    }

    /** Whether the current integer fits a {@code long}, as the tree's node would say. */
    private boolean fitsLong() throws IOException {
        JsonParser.NumberType type = parser.getNumberType();
        return type == JsonParser.NumberType.INT || type == JsonParser.NumberType.LONG;
    }

    /** The next token inside an array; never {@code null}, so no loop can run past the input. */
    private JsonToken next() throws IOException {
        JsonToken token = parser.nextToken();
        if (token == null) {
            throw new JsonEOFException(parser, null, "the input ended inside an array");
        }
        return token;
    }
}
