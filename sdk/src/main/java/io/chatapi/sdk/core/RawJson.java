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
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The JSON a model was decoded from, exactly as the server sent it, unknown fields included.
 *
 * <p>Every model keeps one, so that a field the SDK does not know yet, or a value it could not read
 * (and therefore reports as empty), is still reachable. Immutable: {@link #tree()} hands out a copy.
 *
 * <p>A model bound by Jackson keeps a token copy of its object and builds the tree only when asked:
 * building a tree for every model would cost as much as binding it. A model nested in another (a
 * ticket's client data, its cart) keeps only its {@link #part} of the outer model's JSON: copying
 * the same tokens again at each level of nesting cost more than the rest of the decode. A part keeps
 * the whole JSON it is in alive as long as it is kept itself.
 */
public final class RawJson {
    private static final RawJson MISSING = new RawJson(MissingNode.getInstance(), null);

    /** Builds trees from token copies, floats kept exact as the SDK reads them. */
    private static final ObjectMapper TREES = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    private final TokenBuffer tokens;

    /** For a part: the value it is in. */
    private final RawJson outer;

    /** For a part: its name in {@link #outer}, or {@code null} for an element of an array. */
    private final String name;

    /** For an element: its index in {@link #outer}. */
    private final int index;

    private volatile JsonNode node;

    private RawJson(JsonNode node, TokenBuffer tokens) {
        this(node, tokens, null, null, -1);
    }

    private RawJson(JsonNode node, TokenBuffer tokens, RawJson outer, String name, int index) {
        this.node = node;
        this.tokens = tokens;
        this.outer = outer;
        this.name = name;
        this.index = index;
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
     * One field of this object, kept as sent and read from this value only when asked: no copy is
     * made, so taking a part costs next to nothing.
     *
     * @param fieldName the wire name of the field
     * @return the field's value; {@link #isPresent()} is {@code false} when this is no object or has
     *     no such field
     */
    public RawJson part(String fieldName) {
        return new RawJson(null, null, this, Objects.requireNonNull(fieldName, "fieldName"), -1);
    }

    /**
     * One element of this array, kept as sent and read from this value only when asked.
     *
     * @param elementIndex the element's index, from 0
     * @return the element; {@link #isPresent()} is {@code false} when this is no array or has no
     *     such element
     */
    public RawJson part(int elementIndex) {
        return new RawJson(null, null, this, null, elementIndex);
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
        if (node == null && copy() != null) {
            // Only the names are read, without a tree or a copy: a model reads this for every object it binds.
            return Collections.unmodifiableMap(read(replay -> {
                Map<String, RawJson> out = new LinkedHashMap<>();
                if (replay != null && replay.currentToken() == JsonToken.START_OBJECT) {
                    while (replay.nextToken() == JsonToken.FIELD_NAME) {
                        String fieldName = replay.currentName();
                        replay.nextToken();
                        replay.skipChildren();
                        out.put(fieldName, part(fieldName));
                    }
                } else if (replay != null) {
                    replay.skipChildren();
                }
                return out;
            }));
        }
        // Shares the tree, which nothing changes: every way out of a RawJson hands a copy.
        Map<String, RawJson> out = new LinkedHashMap<>();
        shared().properties().forEach(field -> out.put(field.getKey(), new RawJson(field.getValue(), null)));
        return Collections.unmodifiableMap(out);
    }

    /**
     * Whether any JSON was sent at all.
     *
     * @return {@code true} unless the node is missing
     */
    public boolean isPresent() {
        JsonNode tree = node;
        if (tokens != null || tree != null) {
            return tokens != null || !tree.isMissingNode();
        }
        if (copy() == null) {
            return !shared().isMissingNode();
        }
        return read(replay -> {
            if (replay != null) {
                replay.skipChildren();
            }
            return replay != null;
        });
    }

    /** The token copy this value is or is a part of; {@code null} when it is kept as a tree. */
    private TokenBuffer copy() {
        RawJson value = this;
        while (value.outer != null) {
            value = value.outer;
        }
        return value.tokens;
    }

    /** Reads this value from {@link #copy()}; the reader is given {@code null} when it is not there. */
    private <T> T read(TokenPath.ValueReader<T> reader) {
        try {
            if (tokens != null) {
                try (JsonParser replay = tokens.asParserOnFirstToken()) {
                    return reader.read(replay);
                }
            }
            ArrayDeque<Object> steps = new ArrayDeque<>();
            RawJson value = this;
            for (; value.outer != null; value = value.outer) {
                steps.addFirst(value.name != null ? value.name : (Object) value.index);
            }
            return TokenPath.read(value.tokens, List.copyOf(steps), reader);
        } catch (IOException e) {
            throw new UncheckedIOException("a token copy could not be replayed", e);
        }
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
        if (tree == null && outer != null) {
            JsonNode in = outer.shared();
            JsonNode found = name != null ? in.get(name) : in.get(index);
            node = found == null ? MissingNode.getInstance() : found;
        } else if (tree == null) {
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
