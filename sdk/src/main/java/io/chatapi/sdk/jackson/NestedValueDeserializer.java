package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import java.io.IOException;

/**
 * A member of an SDK type, read by that type's own deserializer but never failing the reply; what it
 * cannot read is {@code null}, which an {@code Optional} field turns into empty.
 *
 * <ul>
 *   <li>A code the SDK maps to an enum (a role, a shop system) is read by the enum's own {@code
 *       @JsonCreator} from a string or a number; a code it does not know, or a value that is no
 *       scalar, is none, so a new code on the server never fails a reply.
 *   <li>A nested object may come as an object or as JSON text inside a string; PHP's {@code []} (its
 *       empty object), {@code "no data"}, blank or garbled text and any other value are none. Garbled
 *       text is parsed apart from the reply, and the model's {@code raw()} keeps it as sent.
 * </ul>
 */
final class NestedValueDeserializer extends JsonDeserializer<Object> implements ContextualDeserializer {
    private final JavaType type;
    private final JsonDeserializer<Object> delegate;

    NestedValueDeserializer(JavaType type) {
        this(type, null);
    }

    private NestedValueDeserializer(JavaType type, JsonDeserializer<Object> delegate) {
        this.type = type;
        this.delegate = delegate;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        return new NestedValueDeserializer(type, ctxt.findContextualValueDeserializer(type, property));
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

    /** Bound straight from the text's own parser: its models keep their bytes of it as their raw(). */
    private Object fromText(JsonParser p, byte[] utf8, DeserializationContext ctxt) throws IOException {
        RawCapture.Current current = RawCapture.Current.of(ctxt);
        JsonParser outer = current.embedded;
        ByteTrail outerTrail = current.embeddedTrail;
        try (JsonParser inner = EmbeddedJson.open(p, utf8)) {
            current.embedded = inner;
            current.embeddedTrail = ByteTrail.whole(utf8);
            JsonToken first = inner.nextToken();
            boolean readable = first == JsonToken.START_OBJECT || first == JsonToken.START_ARRAY && delegates(delegate);
            return readable ? delegate.deserialize(inner, ctxt) : null;
        } catch (JsonProcessingException garbled) {
            return null;
        } finally {
            current.embedded = outer;
            current.embeddedTrail = outerTrail;
        }
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        if (type.isEnumType() && token.isScalarValue()) {
            try {
                return delegate.deserialize(p, ctxt);
            } catch (JsonMappingException | IllegalArgumentException unknown) {
                return null; // a scalar is one token: the parser stays in place whatever the creator made of it
            }
        }
        boolean model = !type.isEnumType();
        if (model && (token == JsonToken.START_OBJECT || token == JsonToken.FIELD_NAME)) {
            return delegate.deserialize(p, ctxt);
        }
        if (model && token == JsonToken.START_ARRAY && delegates(delegate)) {
            return delegate.deserialize(p, ctxt);
        }
        if (model && token == JsonToken.VALUE_STRING) {
            byte[] utf8 = EmbeddedJson.bytes(p);
            return utf8 == null ? null : fromText(p, utf8, ctxt);
        }
        p.skipChildren();
        return null;
    }
}
