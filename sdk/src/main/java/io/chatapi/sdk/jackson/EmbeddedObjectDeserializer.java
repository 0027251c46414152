package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import java.io.IOException;

/**
 * A nested object of the service's JSON, sent as an object or as JSON text inside a string; PHP's
 * {@code []} (its empty object), {@code "no data"}, blank or garbled text and any other value read
 * as {@code null}, which an {@code Optional} field turns into empty. Garbled text never fails the
 * reply: it is parsed apart from the reply, and the model's {@code raw()} keeps it as sent.
 */
final class EmbeddedObjectDeserializer extends JsonDeserializer<Object> implements ContextualDeserializer {
    private final JavaType type;
    private final JsonDeserializer<Object> delegate;

    EmbeddedObjectDeserializer(JavaType type) {
        this(type, null);
    }

    private EmbeddedObjectDeserializer(JavaType type, JsonDeserializer<Object> delegate) {
        this.type = type;
        this.delegate = delegate;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws com.fasterxml.jackson.databind.JsonMappingException {
        return new EmbeddedObjectDeserializer(type, ctxt.findContextualValueDeserializer(type, property));
    }

    /**
     * Whether the model is bound from one value by its own delegating creator, which then decides
     * what an array means (a layout may be an array of columns).
     */
    static boolean delegates(JsonDeserializer<?> deserializer) {
        if (deserializer instanceof DelegatingDeserializer wrapper) {
            return delegates(wrapper.getDelegatee());
        }
        return deserializer instanceof BeanDeserializerBase bean
                && bean.getValueInstantiator().canCreateUsingDelegate();
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT || token == JsonToken.FIELD_NAME) {
            return delegate.deserialize(p, ctxt);
        }
        if (token == JsonToken.START_ARRAY && delegates(delegate)) {
            return delegate.deserialize(p, ctxt);
        }
        if (token == JsonToken.VALUE_STRING) {
            try (JsonParser inner = EmbeddedJson.open(p)) {
                boolean readable =
                        inner != null && (inner.currentToken() == JsonToken.START_OBJECT || delegates(delegate));
                return readable ? delegate.deserialize(inner, ctxt) : null;
            } catch (JsonProcessingException garbled) {
                return null;
            }
        }
        p.skipChildren();
        return null;
    }
}
