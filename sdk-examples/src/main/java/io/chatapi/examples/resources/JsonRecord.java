package io.chatapi.examples.resources;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

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

    /**
     * A field's value as a table cell: text, or {@code null} when missing or nested; a list shows its
     * size. A dotted path reads into a nested record ({@code domain.address}), or into every record of
     * a list, joined by commas ({@code domains.address}).
     */
    String cell(String path) {
        int dot = path.indexOf('.');
        Object value = fields.get(dot < 0 ? path : path.substring(0, dot));
        if (dot >= 0) {
            return inner(value, path.substring(dot + 1));
        }
        if (value instanceof List<?> list) {
            return Integer.toString(list.size());
        }
        return value == null || value instanceof Map<?, ?> ? null : value.toString();
    }

    /** The rows of a list field, as records, for a table of their own. */
    List<JsonRecord> rows(String field) {
        List<JsonRecord> rows = new ArrayList<>();
        if (fields.get(field) instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof Map<?, ?> map) {
                    JsonRecord row = new JsonRecord();
                    map.forEach((k, v) -> row.fields.put(String.valueOf(k), v));
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    private static String inner(Object value, String field) {
        if (value instanceof Map<?, ?> map) {
            Object inner = map.get(field);
            return inner == null || inner instanceof Map<?, ?> || inner instanceof List<?> ? null : inner.toString();
        }
        if (value instanceof List<?> list) {
            String joined = list.stream()
                    .map(item -> inner(item, field))
                    .filter(Objects::nonNull)
                    .collect(Collectors.joining(", "));
            return joined.isEmpty() ? null : joined;
        }
        return null;
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
