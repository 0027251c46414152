package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.ValueInstantiators;
import com.fasterxml.jackson.databind.deser.impl.PropertyValueBuffer;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Completes the arguments of an SDK model's creator before it runs: the {@link RawJson} argument is
 * the JSON the model was bound from ({@link RawCapture}); a value the server left out is an empty
 * {@code Optional}, list or map rather than {@code null}; a property marked {@code required} (a
 * listed record's id) that is missing, blank or unreadable refuses the record with a {@link
 * com.fasterxml.jackson.databind.exc.MismatchedInputException}, which a list turns into "left out".
 */
final class CreatorDefaults extends ValueInstantiator.Delegating {
    private static final long serialVersionUID = 1L;

    private CreatorDefaults(ValueInstantiator delegate) {
        super(delegate);
    }

    @Override
    public Object createFromObjectWith(
            DeserializationContext ctxt, SettableBeanProperty[] props, PropertyValueBuffer buffer) throws IOException {
        // Only the values sent: Jackson's own defaults for the others would be replaced below.
        Object[] args = new Object[props.length];
        for (int i = 0; i < props.length; i++) {
            args[i] = buffer.hasParameter(props[i]) ? buffer.getParameter(props[i]) : null;
        }
        return createFromObjectWith(ctxt, args);
    }

    @Override
    public Object createFromObjectWith(DeserializationContext ctxt, Object[] args) throws IOException {
        SettableBeanProperty[] props = getFromObjectArguments(ctxt.getConfig());
        for (int i = 0; i < args.length && i < props.length; i++) {
            JavaType type = props[i].getType();
            if (type.hasRawClass(RawJson.class)) {
                Object raw = RawCapture.Current.of(ctxt).json;
                args[i] = raw instanceof RawCapture.Span span ? span.json() : raw != null ? raw : RawJson.none();
            } else if (args[i] == null || props[i].isRequired() && args[i] instanceof String s && s.isBlank()) {
                if (props[i].isRequired()) {
                    return ctxt.reportInputMismatch(props[i], "no usable value for required '%s'", props[i].getName());
                }
                args[i] = emptyOf(type.getRawClass());
            }
        }
        return super.createFromObjectWith(ctxt, args);
    }

    private static Object emptyOf(Class<?> type) {
        if (type == Optional.class) {
            return Optional.empty();
        }
        if (type == List.class) {
            return List.of();
        }
        return type == Map.class ? Map.of() : null;
    }

    /** Wraps the instantiator of every SDK model that Jackson builds through a creator with arguments. */
    static final class Finder implements ValueInstantiators {
        @Override
        public ValueInstantiator findValueInstantiator(
                DeserializationConfig config, BeanDescription beanDesc, ValueInstantiator defaultInstantiator) {
            return beanDesc.getBeanClass().getName().startsWith("io.chatapi.sdk.")
                            && defaultInstantiator != null
                            && defaultInstantiator.canCreateFromObjectWith()
                    ? new CreatorDefaults(defaultInstantiator)
                    : defaultInstantiator;
        }
    }
}
