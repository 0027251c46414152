package io.chatapi.sdk.core;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.chatapi.sdk.json.JsonText;

/**
 * The JSON a model was decoded from, exactly as the server sent it, unknown fields included.
 *
 * <p>Every model keeps one, so that a field the SDK does not know yet, or a value it could not read
 * (and therefore reports as empty), is still reachable. Immutable: {@link #tree()} hands out a copy.
 *
 * <p>A model decoded from a streamed list keeps its JSON as text and parses it again when asked:
 * building a tree for every model would cost as much as decoding it.
 */
public final class RawJson {
    private static final RawJson MISSING = new RawJson(MissingNode.getInstance(), null);

    static {
        JsonText.wrapWith(text -> new RawJson(null, text));
    }

    /** The tree, or {@code null} when the JSON is kept as {@link #text}. */
    private final JsonNode node;

    private final JsonText text;

    private RawJson(JsonNode node, JsonText text) {
        this.node = node;
        this.text = text;
    }

    /**
     * Wraps a node. The caller must not change the node afterwards; the SDK only passes nodes it has
     * just parsed and hands out nothing but copies.
     *
     * @param node the decoded node, or {@code null} for "nothing was sent"
     * @return the wrapper
     */
    public static RawJson of(JsonNode node) {
        return node == null ? MISSING : new RawJson(node, null);
    }

    /**
     * A copy of the JSON tree, free to change.
     *
     * @return a deep copy of the tree; a missing node when nothing was sent
     */
    public JsonNode tree() {
        return node != null ? node.deepCopy() : text.parse();
    }

    /**
     * One field of the raw object as a copy, or a missing node when absent (never {@code null}).
     *
     * @param name the wire name of the field
     * @return the field's value as sent
     */
    public JsonNode field(String name) {
        JsonNode value = node != null ? node.get(name) : text.parse().get(name);
        if (value == null) {
            return MissingNode.getInstance();
        }
        return node != null ? value.deepCopy() : value;
    }

    /**
     * Whether any JSON was sent at all.
     *
     * @return {@code true} unless the node is missing
     */
    public boolean isPresent() {
        return node == null || !node.isMissingNode();
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
        return node != null ? node : text.parse();
    }
}
