package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.json.Lenient;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Orders a list the service sends as an object keyed by sequence number ({@code {"1": …, "2": …}}).
 * A JSON object has no order of its own, so the keys decide: numeric keys in numeric order ({@code
 * "10"} after {@code "9"}), any other key after them in the order received. Scalar keys mixed in
 * ({@code "total": 2}) are not domains. Arrays and the other shapes {@link Lenient#asObjectList}
 * accepts keep their order.
 */
final class SequenceKeys {
    private static final Comparator<Map.Entry<String, JsonNode>> BY_SEQUENCE = Comparator.comparing(
            (Map.Entry<String, JsonNode> e) -> sequenceOf(e.getKey()), Comparator.nullsLast(Comparator.naturalOrder()));

    private SequenceKeys() {}

    /** The object elements of {@code list}, in sequence order. */
    static List<JsonNode> inOrder(JsonNode list) {
        if (!Lenient.isKeyedList(list)) {
            return Lenient.asObjectList(list);
        }
        List<Map.Entry<String, JsonNode>> keyed = Lenient.keyedRecords(list);
        // List.sort is stable, so keys that are not numbers keep the order they arrived in.
        keyed.sort(BY_SEQUENCE);
        return keyed.stream().map(Map.Entry::getValue).toList();
    }

    private static BigInteger sequenceOf(String key) {
        String digits = key.trim();
        return digits.matches("[0-9]{1,30}") ? new BigInteger(digits) : null;
    }
}
