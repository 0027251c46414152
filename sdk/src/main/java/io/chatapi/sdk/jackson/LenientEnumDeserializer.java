package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import java.io.IOException;

/**
 * A code the SDK maps to an enum (a role, a shop system): read by the enum's own {@code @JsonCreator}
 * from a string or a number; a code it does not know, or a value that is no scalar, reads as {@code
 * null} (empty), so a new code on the server never fails a reply.
 */
final class LenientEnumDeserializer extends JsonDeserializer<Object> implements ContextualDeserializer {
    private final JavaType type;
    private final JsonDeserializer<Object> delegate;

    LenientEnumDeserializer(JavaType type) {
        this(type, null);
    }

    private LenientEnumDeserializer(JavaType type, JsonDeserializer<Object> delegate) {
        this.type = type;
        this.delegate = delegate;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        return new LenientEnumDeserializer(type, ctxt.findContextualValueDeserializer(type, property));
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!p.currentToken().isScalarValue()) {
            p.skipChildren();
            return null;
        }
        try {
            return delegate.deserialize(p, ctxt);
        } catch (JsonMappingException | IllegalArgumentException unknown) {
            // A scalar is one token: the parser stays in place whatever the creator made of it.
            return null;
        }
    }
}
