package io.chatapi.sdk.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The JSON a model was decoded from, exactly as the server sent it, unknown fields included.
 *
 * <p>Every model keeps one, so that a field the SDK does not know yet, or a value it could not read
 * (and therefore reports as empty), is still reachable. Immutable: {@link #tree()} hands out a copy.
 * A model nested in another keeps its node of the same tree; a whole reply kept as its bytes is
 * parsed only when first read.
 */
public final class RawJson {
    private static final RawJson MISSING = new RawJson(MissingNode.getInstance(), null, 0, 0);

    /** Builds trees from bytes, floats kept exact as the SDK reads them. */
    private static final ObjectMapper TREES = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    /** The JSON text as UTF-8, from {@link #offset} for {@link #length} bytes; null when kept as a tree. */
    private final byte[] bytes;

    private final int offset;
    private final int length;
    private volatile JsonNode node;

    private RawJson(JsonNode node, byte[] bytes, int offset, int length) {
        this.node = node;
        this.bytes = bytes;
        this.offset = offset;
        this.length = length;
    }

    /**
     * Wraps a node. The caller must not change the node afterwards; the SDK only passes nodes it has
     * just parsed and hands out nothing but copies.
     *
     * @param node the decoded node, or {@code null} for "nothing was sent"
     * @return the wrapper
     */
    public static RawJson of(JsonNode node) {
        return node == null ? MISSING : new RawJson(node, null, 0, 0);
    }

    /**
     * Wraps one JSON value given as UTF-8 bytes, parsed when first read. The caller must not change
     * the bytes afterwards.
     *
     * @param utf8 the array holding the value
     * @param offset where the value starts in it
     * @param length how many bytes it takes
     * @return the wrapper
     * @throws IndexOutOfBoundsException when the range is not inside the array
     */
    public static RawJson of(byte[] utf8, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, utf8.length);
        return new RawJson(null, utf8, offset, length);
    }

    /**
     * The wrapper for "nothing was sent", as a model built in code has it.
     *
     * @return the shared empty wrapper, whose {@link #isPresent()} is {@code false}
     */
    public static RawJson none() {
        return MISSING;
    }

    /**
     * A copy of the JSON tree, free to change.
     *
     * @return a deep copy of the tree; a missing node when nothing was sent
     */
    public JsonNode tree() {
        return shared().deepCopy();
    }

    /**
     * One field of the raw object as a copy, or a missing node when absent (never {@code null}).
     *
     * @param name the wire name of the field
     * @return the field's value as sent
     */
    public JsonNode field(String name) {
        JsonNode value = shared().get(name);
        return value == null ? MissingNode.getInstance() : value.deepCopy();
    }

    /**
     * The fields of the raw object, each as sent, in the order received; empty when it is no object.
     *
     * @return the fields by wire name, unmodifiable
     */
    public Map<String, RawJson> fields() {
        // Shares the tree, which nothing changes: every way out of a RawJson hands a copy.
        Map<String, RawJson> out = new LinkedHashMap<>();
        shared().properties().forEach(field -> out.put(field.getKey(), of(field.getValue())));
        return Collections.unmodifiableMap(out);
    }

    /**
     * Whether any JSON was sent at all.
     *
     * @return {@code true} unless the node is missing
     */
    public boolean isPresent() {
        return bytes != null || !node.isMissingNode();
    }

    /** The JSON text, compact. */
    @Override
    public String toString() {
        return isPresent() ? shared().toString() : "";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RawJson && ((RawJson) other).shared().equals(shared());
    }

    @Override
    public int hashCode() {
        return shared().hashCode();
    }

    /** The tree itself, not a copy: for reading only. */
    private JsonNode shared() {
        JsonNode tree = node;
        if (tree == null) {
            try {
                tree = TREES.readTree(bytes, offset, length);
            } catch (IOException e) {
                throw new UncheckedIOException("kept JSON could not be read again", e);
            }
            node = tree == null ? MissingNode.getInstance() : tree;
        }
        return node;
    }
}
