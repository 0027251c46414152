package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Reads a reply object whose one array field may be too large to hold, handing that array's
 * elements over one at a time as they are parsed. Each element is a small tree of its own, decoded
 * while it is fresh in the CPU cache and free for the collector as soon as its consumer lets go;
 * the whole reply is never in memory at once.
 */
public final class StreamedArray {
    private StreamedArray() {}

    /**
     * Parses one JSON object from {@code parser}.
     *
     * @param parser positioned before the object; not closed
     * @param field the array field to stream
     * @param each receives every object element of {@code field} in order (other elements are skipped)
     * @return the object's other fields; {@code field} is an empty array if it was an array, and
     *     holds the value as sent otherwise (a keyed object or JSON text, for the caller to decode)
     * @throws StreamReadException when the input is not JSON or is not an object
     * @throws IOException when reading the input fails
     */
    public static ObjectNode read(JsonParser parser, String field, Consumer<JsonNode> each) throws IOException {
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(parser, "the reply is not a JSON object");
        }
        ObjectNode rest = JsonCodec.mapper().createObjectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            if (parser.nextToken() == JsonToken.START_ARRAY && name.equals(field)) {
                rest.putArray(name);
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    JsonNode element = JsonCodec.mapper().readTree(parser);
                    if (element != null && element.isObject()) {
                        each.accept(element);
                    }
                }
            } else {
                rest.set(name, JsonCodec.mapper().readTree(parser));
            }
        }
        return rest;
    }
}
