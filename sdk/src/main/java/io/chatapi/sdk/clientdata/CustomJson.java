package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;

/**
 * Turns a caller's value for a custom branch into the JSON the SDK keeps. The value goes through
 * text and back, so that it is a private copy and has exactly the node types a reader will see
 * (a {@code double} 1.5 becomes the exact decimal 1.5): written and read back, it is equal.
 */
final class CustomJson {
    private CustomJson() {}

    /** The value as JSON; {@link IllegalArgumentException} naming {@code field} if it has none. */
    static RawJson copyOf(String field, Object value) {
        JsonNode tree = tree(field, value);
        try {
            return RawJson.of(JsonCodec.readTree(JsonCodec.mapper().writeValueAsString(tree)));
        } catch (IOException e) {
            // Deeper than the codec reads, for one: what could not be read back must not be written.
            throw new IllegalArgumentException(field + " cannot be written and read back as JSON", e);
        }
    }

    private static JsonNode tree(String field, Object value) {
        if (value == null) {
            throw new IllegalArgumentException(field + " must not be null");
        }
        JsonNode tree;
        if (value instanceof RawJson raw) {
            tree = raw.tree();
        } else if (value instanceof JsonNode node) {
            tree = node;
        } else {
            try {
                tree = JsonCodec.mapper().valueToTree(value);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(field + " cannot be written as JSON", e);
            }
        }
        if (tree == null || tree.isMissingNode()) {
            throw new IllegalArgumentException(field + " has no JSON value");
        }
        return tree;
    }
}
