package io.chatapi.sdk.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON a model was decoded from, exactly as the server sent it, unknown fields included.
 *
 * <p>Every model keeps one, so that a field the SDK does not know yet, or a value it could not read
 * (and therefore reports as empty), is still reachable. Immutable: {@link #tree()} hands out a copy.
 *
 * <p>A model bound by Jackson keeps a token copy of its object and builds the tree only when asked:
 * building a tree for every model would cost as much as binding it.
 */
public final class RawJson {
    private static final RawJson MISSING = new RawJson(MissingNode.getInstance(), null);

    /** Builds trees from token copies, floats kept exact as the SDK reads them. */
    private static final ObjectMapper TREES = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    private final TokenBuffer tokens;
    private volatile JsonNode node;

    private RawJson(JsonNode node, TokenBuffer tokens) {
        this.node = node;
        this.tokens = tokens;
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
     * Wraps a token copy of one JSON value, as Jackson buffers it; the tree is built when first asked.
     * The caller must not write to the buffer afterwards.
     *
     * @param tokens the copy, or {@code null} for "nothing was sent"
     * @return the wrapper
     */
    public static RawJson of(TokenBuffer tokens) {
        return tokens == null ? MISSING : new RawJson(null, tokens);
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
        Map<String, RawJson> out = new LinkedHashMap<>();
        if (node == null) {
            // Split the token copy without building a tree: a model reads this for every object it binds.
            try (JsonParser replay = tokens.asParser()) {
                if (replay.nextToken() == JsonToken.START_OBJECT) {
                    while (replay.nextToken() == JsonToken.FIELD_NAME) {
                        String name = replay.currentName();
                        replay.nextToken();
                        TokenBuffer value = new TokenBuffer(replay);
                        value.copyCurrentStructure(replay);
                        out.put(name, new RawJson(null, value));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("a token copy could not be replayed", e);
            }
            return Collections.unmodifiableMap(out);
        }
        // Shares the tree, which nothing changes: every way out of a RawJson hands a copy.
        node.properties().forEach(field -> out.put(field.getKey(), new RawJson(field.getValue(), null)));
        return Collections.unmodifiableMap(out);
    }

    /**
     * Whether any JSON was sent at all.
     *
     * @return {@code true} unless the node is missing
     */
    public boolean isPresent() {
        return tokens != null || !node.isMissingNode();
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
            try (JsonParser replay = tokens.asParser()) {
                tree = TREES.readTree(replay);
            } catch (IOException e) {
                throw new UncheckedIOException("a token copy could not be replayed", e);
            }
            node = tree == null ? MissingNode.getInstance() : tree;
        }
        return node;
    }
}
