package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.jackson.ChatApiJacksonModule;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * The one Jackson configuration the SDK reads and writes with.
 *
 * <p>Money travels as JSON numbers in some replies, so floats are read as exact {@code BigDecimal}s
 * (39.84 must stay 39.84). Nesting is capped well below what could exhaust the stack: no reply of
 * this API nests deeper than a handful of levels. Replies are read by their wire names alone
 * ({@link ChatApiJacksonModule#wireOnly()}): the models' own written form is for a user's mapper.
 */
public final class JsonCodec {
    /** Deepest nesting accepted in a reply; real replies stay under ten levels. */
    public static final int MAX_NESTING_DEPTH = 64;

    private static final ObjectMapper MAPPER = createMapper();

    /** A reader of {@code Listed<T>} per model, built once: the type and its deserializer are looked up once. */
    private static final ClassValue<ObjectReader> LIST_READERS = new ClassValue<>() {
        @Override
        protected ObjectReader computeValue(Class<?> type) {
            return MAPPER.readerFor(MAPPER.getTypeFactory().constructParametricType(Listed.class, type));
        }
    };

    /** A reader per model, built once: {@code readerFor} costs a lookup on every call otherwise. */
    private static final ClassValue<ObjectReader> READERS = new ClassValue<>() {
        @Override
        protected ObjectReader computeValue(Class<?> type) {
            return MAPPER.readerFor(type);
        }
    };

    private JsonCodec() {}

    /** The shared, thread-safe mapper. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** The shared reader of {@code type}, built once. */
    public static ObjectReader reader(Class<?> type) {
        return READERS.get(type);
    }

    /** Parses JSON text into a tree; throws {@link IOException} for anything that is not JSON. */
    public static JsonNode readTree(String text) throws IOException {
        return present(MAPPER.readTree(text));
    }

    /** Parses JSON bytes into a tree; throws {@link IOException} for anything that is not JSON. */
    public static JsonNode readTree(byte[] bytes) throws IOException {
        return present(MAPPER.readTree(bytes));
    }

    private static JsonNode present(JsonNode node) throws IOException {
        if (node == null || node.isMissingNode()) {
            throw new IOException("empty JSON text");
        }
        return node;
    }

    /**
     * The records of a list value however the service sent it (an array, an object keyed by id or
     * sequence number, one record alone, JSON text of any of those), each bound to {@code type}; an
     * entry the type refuses (a record without its id) is left out.
     *
     * @param value the list as sent; {@code null} for none
     * @param type the model of each record
     * @param <T> the model
     * @return the records, unmodifiable
     */
    public static <T> List<T> list(JsonNode value, Class<T> type) {
        if (value == null) {
            return List.of();
        }
        // Read through a tree parser, which walks any depth without recursion (convertValue would not).
        JsonNode wrapped = MAPPER.createObjectNode().set("list", value);
        try {
            Listed<T> read = fromTree(LIST_READERS.get(type), wrapped);
            return read.list();
        } catch (IOException e) {
            throw new IllegalStateException("a tree could not be read back", e);
        }
    }

    /**
     * One model bound from a tree, as the module binds it: lenient, never failing on a garbled value.
     *
     * @param value the object as sent
     * @param type the model
     * @param <T> the model
     * @return the model, or {@code null} when the value is no object or the model refuses it
     */
    public static <T> T bind(JsonNode value, Class<T> type) {
        try {
            return value == null ? null : fromTree(READERS.get(type), value);
        } catch (IOException | IllegalArgumentException refused) {
            return null;
        }
    }

    /**
     * Reads a value from a tree, naming the tree's root in the attribute {@code JsonNode.class}: the
     * module's models then keep their {@code raw()} as nodes of that tree, not as copies of them.
     */
    private static <T> T fromTree(ObjectReader reader, JsonNode tree) throws IOException {
        return reader.withAttribute(JsonNode.class, tree).readValue(tree);
    }

    /**
     * A list or object value, decoded when the service sent it as JSON text inside a string.
     *
     * @param value the value as sent; {@code null} for none
     * @return the array or object, or empty for anything else (null, a scalar, garbled text)
     */
    public static Optional<JsonNode> container(JsonNode value) {
        if (value == null || value.isContainerNode()) {
            return Optional.ofNullable(value);
        }
        String text = value.isTextual() ? value.asText().trim() : "";
        if (!text.startsWith("{") && !text.startsWith("[")) {
            return Optional.empty();
        }
        try {
            return Optional.of(readTree(text)).filter(JsonNode::isContainerNode);
        } catch (IOException | RuntimeException garbled) {
            return Optional.empty();
        }
    }

    /**
     * A single reply's record with the id the caller asked for, when the server left it out: the
     * record is then still the one asked for, and its id plain.
     *
     * @param record the record as sent
     * @param field the id's wire name
     * @param id the id asked for
     * @return {@code record} itself when it has a usable id, else a copy with {@code id}
     */
    public static JsonNode withId(JsonNode record, String field, String id) {
        JsonNode sent = record.get(field);
        if (!record.isObject()
                || sent != null && sent.isValueNode() && !sent.asText().isBlank()) {
            return record;
        }
        return ((ObjectNode) record.deepCopy()).put(field, id);
    }

    private static ObjectMapper createMapper() {
        JsonFactory factory = JsonFactory.builder()
                .inputDecorator(ChatApiJacksonModule.keepBytes())
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .build())
                .build();
        return JsonMapper.builder(factory)
                .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .addModule(ChatApiJacksonModule.wireOnly())
                .build();
    }
}
