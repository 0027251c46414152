package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.TreeTraversingParser;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;

/**
 * Keeps the JSON each SDK model was bound from, for its {@code raw()}; {@link CreatorDefaults} hands
 * it to the model's creator. A model is read from a tree of its object, which becomes its {@code
 * raw()}, and the models nested in it keep their nodes of that same tree ({@link NodeParser}): the
 * JSON is never copied again at each level of nesting, and no copy is kept but the tree.
 */
final class RawCapture extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;

    /**
     * The JSON of the model being bound, for its creator ({@link CreatorDefaults}): a {@link RawJson}
     * or a {@link Span}; and the parser of JSON text in a string being read. One per read, a context
     * attribute; each model sets it and puts the enclosing one's back. A field, because a context
     * attribute set and reset for every model cost more than the map lookup.
     */
    static final class Current {
        Object json;

        /** The parser of JSON text in a string being read, over {@link #embeddedTrail}'s array. */
        JsonParser embedded;

        ByteTrail embeddedTrail;

        /**
         * Whether the object being read is the service's JSON ({@link OwnFormReader} found it so): the
         * models nested in it are too, and need not be told apart again.
         */
        boolean wire;

        static Current of(DeserializationContext ctxt) {
            if (ctxt.getParser() != null && ctxt.getParser().getInputSource() instanceof ByteTrail trail) {
                // A read from a stream: the trail under its parser holds it, a field away rather than the
                // two map lookups of a context attribute, which cost 4% of a ticket list's decode.
                return trail.current;
            }
            Current current = (Current) ctxt.getAttribute(Current.class);
            if (current == null) {
                current = new Current();
                ctxt.setAttribute(Current.class, current);
            }
            return current;
        }

        /** The trail holding what {@code p} reads, or {@code null} when none does. */
        ByteTrail trailOf(JsonParser p) {
            return p.getInputSource() instanceof ByteTrail trail ? trail : p == embedded ? embeddedTrail : null;
        }
    }

    /** Builds the trees models are read from, floats kept exact. */
    static final ObjectMapper TREES = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .build();

    /** Whether the model keeps its JSON; a model bound by its own delegating creator keeps it itself. */
    private final boolean capture;

    /** Whether the model is bound by its own delegating creator ({@link NestedValueDeserializer#delegates}). */
    private final boolean delegating;

    RawCapture(JsonDeserializer<?> delegate, boolean capture) {
        super(delegate);
        this.capture = capture;
        this.delegating = NestedValueDeserializer.delegates(delegate);
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new RawCapture(newDelegatee, capture);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!(p instanceof NodeParser)
                && p instanceof TreeTraversingParser
                && ctxt.getAttribute(JsonNode.class) instanceof JsonNode tree
                && p.isExpectedStartObjectToken()
                && p.getParsingContext().getParent().inRoot()) {
            // The root object of a tree the caller named: walk the same nodes with their containers known,
            // so that this model and those nested in it keep their nodes of it rather than copies.
            try (JsonParser nodes = new NodeParser(tree, p.getCodec())) {
                nodes.nextToken();
                Object value = deserialize(nodes, ctxt);
                p.skipChildren();
                return value;
            }
        }
        Current current = Current.of(ctxt);
        Object outer = current.json;
        try {
            if (p.currentToken() == JsonToken.FIELD_NAME) {
                // Jackson resumes an object it has started reading itself: there is no start to keep from.
                current.json = RawJson.none();
                return super.deserialize(p, ctxt);
            }
            if (!p.isExpectedStartObjectToken() && !(delegating && p.isExpectedStartArrayToken())) {
                // A scalar or array where a model belongs is no model: empty, never a failed reply.
                p.skipChildren();
                return null;
            }
            if (!capture) {
                return super.deserialize(p, ctxt);
            }
            if (!(p instanceof NodeParser nodes)) {
                ByteTrail trail = current.trailOf(p);
                if (trail != null) {
                    // Read straight from the parser; the model keeps its bytes, which the trail holds meanwhile.
                    long start = p.currentTokenLocation().getByteOffset();
                    if (trail.hold(start)) {
                        try {
                            current.json = new Span(trail, start, p);
                            return bind(p, ctxt);
                        } finally {
                            trail.release();
                        }
                    }
                }
                // Otherwise a model read straight from a parser is read from a tree of its object, which is kept.
                try (JsonParser tree = new NodeParser(TREES.readTree(p), p.getCodec())) {
                    tree.nextToken();
                    return deserialize(tree, ctxt);
                }
            }
            current.json = RawJson.of(nodes.container());
            return bind(p, ctxt);
        } finally {
            // Nested models set their own; the enclosing one's creator runs after them.
            current.json = outer;
        }
    }

    private Object bind(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonStreamContext around = p.getParsingContext().getParent();
        try {
            return _delegatee.deserialize(p, ctxt);
        } catch (JsonMappingException refused) {
            // A nested model refused: leave the parser past this object, so a list goes on after it.
            while (p.getParsingContext() != around || p.currentToken() != JsonToken.END_OBJECT) {
                p.skipChildren();
                if (p.nextToken() == null) {
                    break;
                }
            }
            throw refused;
        }
    }

    /**
     * A model being read straight from a parser over a {@link ByteTrail}: its creator runs at the
     * object's end (a field named {@code raw} is ignored, see {@link LenientIntrospector}), where
     * {@link #json()} knows where its JSON ends.
     */
    record Span(ByteTrail trail, long start, JsonParser parser) {
        RawJson json() {
            return parser.currentToken() == JsonToken.END_OBJECT
                    ? trail.json(start, parser.currentTokenLocation().getByteOffset() + 1)
                    : RawJson.none();
        }
    }

    /**
     * Wraps the deserializer of every SDK model: a value that is no object reads as none; and, when
     * the models' own form is read too, an object written by {@link OwnFormWriter} is read by {@link
     * OwnFormReader}.
     */
    static final class Modifier extends BeanDeserializerModifier {
        private static final long serialVersionUID = 1L;

        private final boolean readsOwnForm;

        Modifier(boolean readsOwnForm) {
            this.readsOwnForm = readsOwnForm;
        }

        @Override
        public JsonDeserializer<?> modifyDeserializer(
                DeserializationConfig config, BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
            if (!beanDesc.getBeanClass().getName().startsWith("io.chatapi.sdk.")) {
                return deserializer;
            }
            boolean keepsRaw = !NestedValueDeserializer.delegates(deserializer)
                    && beanDesc.findProperties().stream()
                            .map(BeanPropertyDefinition::getRawPrimaryType)
                            .anyMatch(RawJson.class::equals);
            RawCapture wire = new RawCapture(deserializer, keepsRaw);
            return readsOwnForm ? OwnFormReader.around(wire, beanDesc.getBeanClass()) : wire;
        }
    }
}
