package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;

/**
 * Reads a reply object whose one array field may be too large to hold, decoding that array's
 * elements into models one at a time as they are parsed, straight from the tokens: no tree is built
 * for them, and the whole reply is never in memory at once. Each model keeps its raw JSON as the
 * element's text, copied out of the stream once the element ends.
 */
public final class StreamedArray {
    private StreamedArray() {}

    /**
     * Parses one JSON object from {@code body}.
     *
     * @param body the reply body; not closed
     * @param field the array field to stream
     * @param decoder decodes one object element of {@code field} (other elements are skipped)
     * @param each receives every decoded element in order
     * @param <T> the model
     * @return the object's other fields; {@code field} is an empty array if its elements were
     *     streamed (an array, or an object keyed by sequence number as PHP sends a non-sequential
     *     array), and holds the value as sent otherwise (one object or JSON text, for the caller to
     *     decode)
     * @throws StreamReadException when the input is not JSON or is not an object
     * @throws IOException when reading the input fails
     */
    public static <T> ObjectNode read(
            InputStream body, String field, ObjectDecoder<T> decoder, Consumer<? super T> each) throws IOException {
        RecordingInput recorded = new RecordingInput(body);
        try (JsonParser parser = JsonCodec.mapper().createParser(recorded)) {
            return readObject(parser, recorded, null, field, decoder, each);
        }
    }

    /**
     * As {@link #read(InputStream, String, ObjectDecoder, Consumer)}, for a body already in memory:
     * nothing is copied, and the models' raw JSON shares {@code whole}.
     *
     * @param whole the reply body; not changed afterwards
     * @param field the array field to stream
     * @param decoder decodes one object element of {@code field} (other elements are skipped)
     * @param each receives every decoded element in order
     * @param <T> the model
     * @return the object's other fields, as the stream form returns them
     * @throws StreamReadException when the input is not JSON or is not an object
     * @throws IOException when the parser fails otherwise
     */
    public static <T> ObjectNode read(byte[] whole, String field, ObjectDecoder<T> decoder, Consumer<? super T> each)
            throws IOException {
        try (JsonParser parser = JsonCodec.mapper().createParser(whole)) {
            return readObject(parser, null, whole, field, decoder, each);
        }
    }

    /** Exactly one of {@code recorded} and {@code whole} is set: where the elements' bytes come from. */
    private static <T> ObjectNode readObject(
            JsonParser parser,
            RecordingInput recorded,
            byte[] whole,
            String field,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each)
            throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(parser, "the reply is not a JSON object");
        }
        ObjectNode rest = JsonCodec.mapper().createObjectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (value == JsonToken.START_ARRAY && name.equals(field)) {
                rest.putArray(name);
                readElements(parser, recorded, whole, decoder, each);
            } else if (value == JsonToken.START_OBJECT && name.equals(field)) {
                ObjectNode unstreamed = readKeyedElements(parser, recorded, whole, decoder, each);
                rest.set(name, unstreamed != null ? unstreamed : rest.arrayNode());
            } else {
                rest.set(name, JsonCodec.mapper().readTree(parser));
            }
            if (recorded != null) {
                recorded.forgetBefore(parser.currentLocation().getByteOffset());
            }
        }
        return rest;
    }

    private static <T> void readElements(
            JsonParser parser,
            RecordingInput recorded,
            byte[] whole,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each)
            throws IOException {
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            if (token == null) {
                throw new JsonParseException(parser, "the reply ended inside an array");
            }
            if (token == JsonToken.START_OBJECT) {
                readElement(parser, recorded, whole, decoder, each);
            } else {
                TokenReader.skipValue(parser);
            }
        }
    }

    /**
     * Reads the field when it came as an object, as PHP sends an array whose keys are not 0, 1, 2…:
     * {@code {"0":{…},"5":{…}}}. Once an object value under a sequence number shows it is such a list
     * ({@link Lenient#isKeyedList}), its object values are decoded one at a time like an array's
     * elements, and the scalar keys mixed in (counters) are dropped. An object that shows no such
     * entry first (one record sent alone, keys that are not numbers) is read whole and returned.
     *
     * @return {@code null} when the values were streamed; else the object as sent
     */
    private static <T> ObjectNode readKeyedElements(
            JsonParser parser,
            RecordingInput recorded,
            byte[] whole,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each)
            throws IOException {
        ObjectNode held = JsonCodec.mapper().createObjectNode();
        boolean undecided = true;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            if (parser.nextToken() == JsonToken.START_OBJECT && undecided) {
                if (Lenient.isSequenceNumber(key)) {
                    readElement(parser, recorded, whole, decoder, each);
                    readKeyedRest(parser, recorded, whole, decoder, each);
                    return null;
                }
                undecided = false;
            }
            held.set(key, JsonCodec.mapper().readTree(parser));
        }
        return held;
    }

    private static <T> void readKeyedRest(
            JsonParser parser,
            RecordingInput recorded,
            byte[] whole,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each)
            throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                readElement(parser, recorded, whole, decoder, each);
            } else {
                TokenReader.skipValue(parser);
            }
        }
    }

    /** Decodes the object element whose start the parser is on, and hands it over. */
    private static <T> void readElement(
            JsonParser parser,
            RecordingInput recorded,
            byte[] whole,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each)
            throws IOException {
        long start = TokenReader.tokenOffset(parser);
        if (recorded != null) {
            recorded.forgetBefore(start);
        }
        JsonText.Segment element = new JsonText.Segment();
        T decoded = decoder.read(TokenReader.ofBytes(parser, element));
        long end = TokenReader.tokenOffset(parser) + 1;
        if (recorded != null) {
            element.bind(recorded.copy(start, end), start);
            recorded.forgetBefore(end);
        } else {
            element.bind(whole, 0);
        }
        each.accept(decoded);
    }
}
