package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;

/**
 * Keeps the JSON each SDK model was bound from: a model with a {@link RawJson} component is read
 * from a token copy of its object, and the copy becomes its {@code raw()} (a tree is built from it
 * only when asked). {@link CreatorDefaults} hands the copy to the model's creator. A model nested in
 * one being read from such a copy is read straight from it and keeps where it sits in it ({@link
 * CopiedModel}): copying the same tokens again at each level of nesting was most of a decode's cost.
 */
final class RawCapture extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;

    /** The context attribute under which the object being bound keeps its copy. */
    static final Object CURRENT = RawCapture.class;

    /** The context attribute under which the copy being replayed is found by the models nested in it. */
    static final Object REPLAYING = CopiedModel.class;

    /** Whether the model keeps its JSON; a model bound by its own delegating creator keeps it itself. */
    private final boolean capture;

    RawCapture(JsonDeserializer<?> delegate, boolean capture) {
        super(delegate);
        this.capture = capture;
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new RawCapture(newDelegatee, capture);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        Object outer = ctxt.getAttribute(CURRENT);
        Object replaying = ctxt.getAttribute(REPLAYING);
        try {
            if (p.currentToken() == JsonToken.FIELD_NAME) {
                // Jackson resumes an object it has started reading itself: there is no start to copy from.
                ctxt.setAttribute(CURRENT, RawJson.none());
                return super.deserialize(p, ctxt);
            }
            boolean delegating = EmbeddedObjectDeserializer.delegates(_delegatee);
            if (!p.isExpectedStartObjectToken() && !(delegating && p.isExpectedStartArrayToken())) {
                // A scalar or array where a model belongs is no model: empty, never a failed reply.
                p.skipChildren();
                return null;
            }
            if (!capture) {
                return super.deserialize(p, ctxt);
            }
            RawJson part = replaying instanceof CopiedModel model ? model.partAt(p) : null;
            if (part != null) {
                ctxt.setAttribute(CURRENT, part);
                return _delegatee.deserialize(p, ctxt);
            }
            TokenBuffer copy = ctxt.bufferAsCopyOfValue(p);
            RawJson whole = RawJson.of(copy);
            ctxt.setAttribute(CURRENT, whole);
            try (JsonParser replay = copy.asParserOnFirstToken()) {
                ctxt.setAttribute(REPLAYING, new CopiedModel(replay, whole));
                return _delegatee.deserialize(replay, ctxt);
            }
        } finally {
            // Nested models set their own copy; the enclosing one's creator runs after them.
            ctxt.setAttribute(CURRENT, outer);
            ctxt.setAttribute(REPLAYING, replaying);
        }
    }

    /** Wraps the deserializer of every SDK model: a value that is no object reads as none. */
    static final class Modifier extends BeanDeserializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public JsonDeserializer<?> modifyDeserializer(
                DeserializationConfig config, BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
            if (!beanDesc.getBeanClass().getName().startsWith("io.chatapi.sdk.")) {
                return deserializer;
            }
            boolean keepsRaw = !EmbeddedObjectDeserializer.delegates(deserializer)
                    && beanDesc.findProperties().stream()
                            .map(BeanPropertyDefinition::getRawPrimaryType)
                            .anyMatch(RawJson.class::equals);
            return new RawCapture(deserializer, keepsRaw);
        }
    }
}
