package io.chatapi.examples.resources;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One record as the CLI prints it: named fields in a fixed order, each a string, number, boolean,
 * null, nested record or list of records. The names are the CLI's documented contract, so they are
 * written out here per model rather than derived from the SDK's classes.
 */
final class JsonRecord {
    private final Map<String, Object> fields = new LinkedHashMap<>();

    /** Adds a field; an empty value is written as {@code null}, an instant as ISO-8601 text. */
    JsonRecord put(String name, Optional<?> value) {
        return put(name, value.orElse(null));
    }

    /** Adds a field; an instant is written as ISO-8601 text, a record as a nested object. */
    JsonRecord put(String name, Object value) {
        fields.put(name, plain(value));
        return this;
    }

    /** Adds a list of records. */
    JsonRecord putList(String name, List<JsonRecord> records) {
        fields.put(name, records.stream().map(JsonRecord::fields).toList());
        return this;
    }

    /** The fields, in order, as Jackson writes them. */
    Map<String, Object> fields() {
        return Collections.unmodifiableMap(fields);
    }

    /** A field's value as a table cell: text, or {@code null} when missing or nested. */
    String cell(String name) {
        Object value = fields.get(name);
        if (value instanceof List<?> list) {
            return Integer.toString(list.size());
        }
        return value == null || value instanceof Map<?, ?> ? null : value.toString();
    }

    private static Object plain(Object value) {
        if (value instanceof Instant instant) {
            return instant.toString();
        }
        if (value instanceof JsonRecord record) {
            return record.fields();
        }
        return value;
    }
}
