package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Orders a list the service sends as an object keyed by sequence number ({@code {"1": …, "2": …}}).
 * A JSON object has no order of its own, so the keys decide: numeric keys in numeric order ({@code
 * "10"} after {@code "9"}), any other key after them in the order received. Scalar keys mixed in
 * ({@code "total": 2}) are not domains. Arrays and the other shapes {@link JsonCodec#list} accepts
 * keep their order.
 */
final class SequenceKeys {
    private static final Comparator<Map.Entry<String, JsonNode>> BY_SEQUENCE = Comparator.comparing(
            (Map.Entry<String, JsonNode> e) -> sequenceOf(e.getKey()), Comparator.nullsLast(Comparator.naturalOrder()));

    private SequenceKeys() {}

    /**
     * The list in sequence order: an object with a record under a sequence number becomes an array of
     * its object values so ordered; anything else is returned as sent, for {@link JsonCodec#list}.
     */
    static JsonNode inOrder(JsonNode list) {
        List<Map.Entry<String, JsonNode>> keyed = new ArrayList<>();
        boolean sequenced = false;
        for (Map.Entry<String, JsonNode> entry :
                list.isObject() ? list.properties() : Set.<Map.Entry<String, JsonNode>>of()) {
            if (entry.getValue().isObject()) {
                keyed.add(entry);
                sequenced |= sequenceOf(entry.getKey()) != null;
            }
        }
        if (!sequenced) {
            return list;
        }
        // List.sort is stable, so keys that are not numbers keep the order they arrived in.
        keyed.sort(BY_SEQUENCE);
        ArrayNode ordered = JsonCodec.mapper().createArrayNode();
        keyed.forEach(entry -> ordered.add(entry.getValue()));
        return ordered;
    }

    private static BigInteger sequenceOf(String key) {
        String digits = key.trim();
        return digits.matches("[0-9]{1,30}") ? new BigInteger(digits) : null;
    }
}
