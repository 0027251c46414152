package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Orders a list the service sends as an object keyed by sequence number ({@code {"1": …, "2": …}}).
 * A JSON object has no order of its own, so the keys decide: numeric keys in numeric order ({@code
 * "10"} after {@code "9"}), any other key after them in the order received. Scalar keys mixed in
 * ({@code "total": 2}) are not domains.
 */
final class SequenceKeys {
    private SequenceKeys() {}

    /**
     * The list in sequence order: an object with a record under a sequence number becomes an array of
     * its object values so ordered; anything else (an array, one record) is returned as sent, for
     * {@link JsonCodec#list}.
     */
    static JsonNode inOrder(JsonNode list) {
        if (!list.isObject()) {
            return list;
        }
        List<Map.Entry<String, JsonNode>> keyed =
                list.properties().stream().filter(e -> e.getValue().isObject()).toList();
        if (keyed.stream().allMatch(e -> sequenceOf(e.getKey()) == null)) {
            return list;
        }
        ArrayNode ordered = JsonCodec.mapper().createArrayNode();
        // A stable sort, so keys that are not numbers keep the order they arrived in.
        keyed.stream()
                .sorted(Comparator.comparing(
                        e -> sequenceOf(e.getKey()), Comparator.nullsLast(Comparator.<BigInteger>naturalOrder())))
                .forEach(e -> ordered.add(e.getValue()));
        return ordered;
    }

    private static BigInteger sequenceOf(String key) {
        String digits = key.trim();
        return digits.matches("[0-9]{1,30}") ? new BigInteger(digits) : null;
    }
}
