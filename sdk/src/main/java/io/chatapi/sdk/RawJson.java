package io.chatapi.sdk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.Objects;

/**
 * The JSON a model was decoded from, exactly as the server sent it, unknown fields included.
 *
 * <p>Every model keeps one, so that a field the SDK does not know yet, or a value it could not read
 * (and therefore reports as empty), is still reachable. Immutable: {@link #tree()} hands out a copy.
 */
public final class RawJson {
    private static final RawJson MISSING = new RawJson(MissingNode.getInstance());

    private final JsonNode node;

    private RawJson(JsonNode node) {
        this.node = node;
    }

    /**
     * Wraps a node. The caller must not change the node afterwards; the SDK only passes nodes it has
     * just parsed and hands out nothing but copies.
     *
     * @param node the decoded node, or {@code null} for "nothing was sent"
     * @return the wrapper
     */
    public static RawJson of(JsonNode node) {
        return node == null ? MISSING : new RawJson(node);
    }

    /**
     * A copy of the JSON tree, free to change.
     *
     * @return a deep copy of the tree; a missing node when nothing was sent
     */
    public JsonNode tree() {
        return node.deepCopy();
    }

    /**
     * One field of the raw object as a copy, or a missing node when absent (never {@code null}).
     *
     * @param name the wire name of the field
     * @return the field's value as sent
     */
    public JsonNode field(String name) {
        JsonNode value = node.get(name);
        return value == null ? MissingNode.getInstance() : value.deepCopy();
    }

    /**
     * Whether any JSON was sent at all.
     *
     * @return {@code true} unless the node is missing
     */
    public boolean isPresent() {
        return !node.isMissingNode();
    }

    /** The JSON text, compact. */
    @Override
    public String toString() {
        return node.isMissingNode() ? "" : node.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RawJson && ((RawJson) other).node.equals(node);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(node);
    }
}
