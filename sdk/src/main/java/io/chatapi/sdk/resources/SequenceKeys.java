package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Orders a list sent as an object keyed by sequence number ({@code {"1": …, "2": …}}): numeric keys in
 * numeric order, then other keys as received. Scalar values mixed in ({@code "total": 2}) are not records.
 */
final class SequenceKeys {
    private SequenceKeys() {}

    // An object with a record under a sequence number becomes an array so ordered; anything else (an
    // array, one record) is returned as sent, for JsonCodec.list.
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
