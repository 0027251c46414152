package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One object of the state file with typed, checked access to its fields. Every failed check
 * throws the tree's error, naming the line and the field. A field set to {@code null} (a YAML key
 * with no value) counts as left out.
 */
final class Entry {
    private final LocatedTree tree;
    private final JsonNode node;
    private final String path;

    private Entry(LocatedTree tree, JsonNode node, String path, Set<String> fields) {
        this.tree = tree;
        this.node = node;
        this.path = path;
        if (!node.isObject()) {
            throw tree.error(path, "must be a mapping of fields, got " + kind(node));
        }
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw tree.error(
                        child(name), "unknown field (expected one of: " + String.join(", ", sorted(fields)) + ")");
            }
        }
    }

    /** The document's root, with these fields allowed. */
    static Entry root(LocatedTree tree, Set<String> fields) {
        return new Entry(tree, tree.root(), "", fields);
    }

    /** The entries of list {@code field}, each allowed {@code fields}; empty when left out. */
    List<Entry> entries(String field, Set<String> fields) {
        List<Entry> entries = new ArrayList<>();
        JsonNode list = list(field);
        for (int i = 0; i < list.size(); i++) {
            entries.add(new Entry(tree, list.get(i), child(field) + "[" + i + "]", fields));
        }
        return entries;
    }

    /** Where this entry is. */
    Origin origin() {
        return new Origin(tree.source(), tree.line(path), path);
    }

    /** The path of {@code field} of this entry, such as {@code agents[0].email}. */
    String child(String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    /** An error at {@code field}, naming its line. */
    RuntimeException error(String field, String message) {
        return tree.error(field == null ? path : child(field), message);
    }

    String requiredText(String field) {
        return optionalText(field).orElseThrow(() -> tree.error(path, "missing required field " + field));
    }

    Optional<String> optionalText(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isTextual()) {
            throw error(field, "must be text, got " + kind(value));
        }
        return Optional.of(value.textValue());
    }

    /** Text that must not be blank when given. */
    Optional<String> optionalNonBlank(String field) {
        Optional<String> text = optionalText(field);
        if (text.isPresent() && text.get().isBlank()) {
            throw error(field, "must not be blank");
        }
        return text;
    }

    String requiredNonBlank(String field) {
        return optionalNonBlank(field).orElseThrow(() -> tree.error(path, "missing required field " + field));
    }

    Optional<Integer> optionalWholeNumber(String field, int min, int max) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        String range = max == Integer.MAX_VALUE ? "of " + min + " or more" : "from " + min + " to " + max;
        if (!value.isIntegralNumber()) {
            throw error(field, "must be a whole number " + range + ", got " + kind(value));
        }
        BigInteger number = value.bigIntegerValue();
        if (number.compareTo(BigInteger.valueOf(min)) < 0 || number.compareTo(BigInteger.valueOf(max)) > 0) {
            throw error(field, "must be a whole number " + range + ", got " + number);
        }
        return Optional.of(number.intValueExact());
    }

    int requiredWholeNumber(String field, int min, int max) {
        return optionalWholeNumber(field, min, max)
                .orElseThrow(() -> tree.error(path, "missing required field " + field));
    }

    Optional<Boolean> optionalBoolean(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isBoolean()) {
            throw error(field, "must be true or false, got " + kind(value));
        }
        return Optional.of(value.booleanValue());
    }

    /** The mapping {@code field}, allowed {@code fields}; empty when left out. */
    Optional<Entry> optionalMapping(String field, Set<String> fields) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        return Optional.of(new Entry(tree, value, child(field), fields));
    }

    /** A code: non-blank text or a whole number, as text. */
    String requiredCode(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            throw tree.error(path, "missing required field " + field);
        }
        if (value.isIntegralNumber()) {
            return value.asText();
        }
        return requiredNonBlank(field).strip();
    }

    /** A non-empty list of non-blank texts. */
    List<String> requiredTexts(String field) {
        JsonNode list = node.get(field);
        if (list == null || list.isNull()) {
            throw tree.error(path, "missing required field " + field);
        }
        list = list(field);
        if (list.isEmpty()) {
            throw error(field, "must name at least one entry");
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            String itemPath = child(field) + "[" + i + "]";
            if (!item.isTextual() || item.textValue().isBlank()) {
                throw tree.error(itemPath, "must be non-blank text, got " + kind(item));
            }
            texts.add(item.textValue());
        }
        return texts;
    }

    private JsonNode list(String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return JsonNodeFactory.instance.arrayNode();
        }
        if (!value.isArray()) {
            throw error(field, "must be a list, got " + kind(value));
        }
        return value;
    }

    private static String kind(JsonNode value) {
        if (value.isTextual()) {
            return "text \"" + value.textValue() + "\"";
        }
        if (value.isNumber()) {
            return "number " + value.asText();
        }
        if (value.isBoolean()) {
            return value.asText();
        }
        if (value.isNull()) {
            return "nothing";
        }
        return value.isArray() ? "a list" : "a mapping";
    }

    private static List<String> sorted(Set<String> names) {
        return names.stream().sorted().toList();
    }
}
