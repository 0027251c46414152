package io.chatapi.testkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * JSON as the live service's PHP back end writes it: {@code json_encode} defaults, which escape
 * {@code /} as {@code \/} and every non-ASCII character as a lower-case {@code \}{@code uXXXX}
 * (astral characters as a surrogate pair). Clients that decode the live service must decode this.
 */
final class PhpJson {
    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .enable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES)
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            .build());

    private PhpJson() {}

    /** A new empty object node. */
    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** A new empty array node. */
    static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /** The encoded text of {@code node}; pure ASCII by construction. */
    static String text(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree node could not be written", e);
        }
    }

    /** The encoded bytes of {@code node}. */
    static byte[] bytes(JsonNode node) {
        return text(node).getBytes(StandardCharsets.US_ASCII);
    }

    /** Parses a request body; throws {@link IOException} when it is not JSON. */
    static JsonNode parse(byte[] body) throws IOException {
        return MAPPER.readTree(body);
    }
}
