package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.introspect.AnnotatedField;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.AnnotatedMethod;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.util.NameTransformer;
import io.chatapi.sdk.core.RawJson;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes an SDK model as its own record components, in their order and under their Java names
 * ({@code id}, {@code domainCount}, {@code pluginToken}): the wire names on the components
 * ({@code uuid}, {@code domains}, {@code token}) and the service's misspellings are only read, so a
 * service returning models publishes the SDK's names, not the vendor's. Its {@code raw()} (the JSON
 * as the server sent it, which may hold what the SDK does not publish) is never written, nor is a
 * {@link Secret} (a new agent's password), nor any other getter-like method: the JSON has exactly the
 * components. {@link OwnFormReader} reads it back.
 */
final class OwnFormWriter extends BeanSerializerModifier {
    private static final long serialVersionUID = 1L;

    @Override
    public List<BeanPropertyWriter> changeProperties(
            SerializationConfig config, BeanDescription beanDesc, List<BeanPropertyWriter> writers) {
        Class<?> type = beanDesc.getBeanClass();
        if (!OwnFormReader.isSdkRecord(type)) {
            return writers;
        }
        Map<String, BeanPropertyWriter> byComponent = new HashMap<>();
        for (BeanPropertyWriter writer : writers) {
            String component = componentOf(writer.getMember());
            if (component != null) {
                byComponent.putIfAbsent(component, writer);
            }
        }
        List<BeanPropertyWriter> out = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            BeanPropertyWriter writer = byComponent.get(component.getName());
            if (writer != null
                    && component.getType() != RawJson.class
                    && !component.isAnnotationPresent(Secret.class)) {
                out.add(writer.rename(named(component.getName())));
            }
        }
        return out;
    }

    /** The component a writer reads: its accessor's or its field's name (they are the component's). */
    private static String componentOf(AnnotatedMember member) {
        if (member instanceof AnnotatedMethod method && method.getParameterCount() == 0) {
            return method.getName();
        }
        return member instanceof AnnotatedField field ? field.getName() : null;
    }

    private static NameTransformer named(String name) {
        return new NameTransformer() {
            @Override
            public String transform(String wireName) {
                return name;
            }

            @Override
            public String reverse(String transformed) {
                return null;
            }
        };
    }
}
