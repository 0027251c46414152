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
 * only when asked). {@link CreatorDefaults} hands the copy to the model's creator.
 */
final class RawCapture extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;

    /** The context attribute under which the object being bound keeps its copy. */
    static final Object CURRENT = RawCapture.class;

    RawCapture(JsonDeserializer<?> delegate) {
        super(delegate);
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new RawCapture(newDelegatee);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        Object outer = ctxt.getAttribute(CURRENT);
        try {
            if (p.currentToken() == JsonToken.FIELD_NAME) {
                // Jackson resumes an object it has started reading itself: there is no start to copy from.
                ctxt.setAttribute(CURRENT, RawJson.none());
                return super.deserialize(p, ctxt);
            }
            if (!p.isExpectedStartObjectToken()) {
                // A scalar or array where a model belongs is no model: empty, never a failed reply.
                p.skipChildren();
                return null;
            }
            TokenBuffer copy = ctxt.bufferAsCopyOfValue(p);
            ctxt.setAttribute(CURRENT, RawJson.of(copy));
            try (JsonParser replay = copy.asParserOnFirstToken()) {
                return _delegatee.deserialize(replay, ctxt);
            }
        } finally {
            // Nested models set their own copy; the enclosing one's creator runs after them.
            ctxt.setAttribute(CURRENT, outer);
        }
    }

    /** Wraps the deserializer of every SDK model that has a {@code raw} component. */
    static final class Modifier extends BeanDeserializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public JsonDeserializer<?> modifyDeserializer(
                DeserializationConfig config, BeanDescription beanDesc, JsonDeserializer<?> deserializer) {
            if (EmbeddedObjectDeserializer.delegates(deserializer)) {
                return deserializer; // bound from one value by the model's own creator, which keeps it
            }
            boolean keepsRaw = beanDesc.getBeanClass().getName().startsWith("io.chatapi.sdk.")
                    && beanDesc.findProperties().stream()
                            .map(BeanPropertyDefinition::getRawPrimaryType)
                            .anyMatch(RawJson.class::equals);
            return keepsRaw ? new RawCapture(deserializer) : deserializer;
        }
    }
}
