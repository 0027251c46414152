package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Tells the entries of a list from a record, however the service sent the list. */
final class KeyedLists {
    private KeyedLists() {}

    /**
     * The object entries of a list: an array's objects; a keyed object's object values in key order;
     * a single record as a one-element list; nothing for anything else.
     */
    static List<JsonNode> entries(JsonNode value) {
        List<JsonNode> out = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(element -> {
                if (element.isObject()) {
                    out.add(element);
                }
            });
        } else if (isKeyedList(value)) {
            value.forEach(element -> {
                if (element.isObject()) {
                    out.add(element);
                }
            });
        } else if (value.isObject() && !value.isEmpty()) {
            out.add(value);
        }
        return out;
    }

    /**
     * Whether an object is a list keyed by id or sequence number rather than one record: it has object
     * values, and either all its values are objects or one of them sits under a sequence number
     * ({@code "1"}) or under its own {@code uuid} or {@code id}. The service mixes counters into keyed
     * lists, so scalar keys alone do not make a record; a record's own nested objects sit under field
     * names ({@code domains}), so an object mixing scalars with such objects stays one record.
     */
    static boolean isKeyedList(JsonNode value) {
        if (!value.isObject() || value.isEmpty()) {
            return false;
        }
        boolean allObjects = true;
        boolean keyedById = false;
        for (Map.Entry<String, JsonNode> entry : value.properties()) {
            JsonNode record = entry.getValue();
            if (!record.isObject()) {
                allObjects = false;
            } else if (!keyedById) {
                String key = entry.getKey();
                keyedById = key.matches("[0-9]{1,18}")
                        || key.equals(record.path("uuid").asText(null))
                        || key.equals(record.path("id").asText(null));
            }
        }
        return allObjects || keyedById;
    }
}
