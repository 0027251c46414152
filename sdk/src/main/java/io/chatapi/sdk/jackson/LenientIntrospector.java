package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.NopAnnotationIntrospector;
import io.chatapi.sdk.core.RawJson;
import java.util.List;

/**
 * Makes every field of the SDK's models lenient without an annotation on each: for a member declared
 * in an {@code io.chatapi.sdk} class it names the deserializer of the service's quirks that fits the
 * member's type (a scalar read from text, a keyed-object list, a nested object that may come as JSON
 * text); the content of an {@code Optional} likewise. Members of any other class, a user's own types
 * in the same mapper, are left to Jackson's defaults, as is a member with its own
 * {@code @JsonDeserialize}. An SDK class ignores fields it does not know: they stay in its {@code raw()}.
 */
final class LenientIntrospector extends NopAnnotationIntrospector {
    private static final long serialVersionUID = 1L;

    @Override
    public Object findDeserializer(Annotated a) {
        return isSdkMember(a) && !a.getType().isReferenceType()
                ? forType(a.getType(), a.hasAnnotation(NonBlank.class))
                : null;
    }

    @Override
    public Object findContentDeserializer(Annotated a) {
        return isSdkMember(a) && a.getType().isReferenceType()
                ? forType(a.getType().getContentType(), a.hasAnnotation(NonBlank.class))
                : null;
    }

    /**
     * Fields the SDK does not know yet are no error: they stay in the model's {@code raw()}. A field
     * named {@code raw} is not the model's JSON, so it is one of them: were it read into the creator's
     * {@code raw} argument, Jackson could run the creator before the object's end, where its JSON ends.
     */
    @Override
    public JsonIgnoreProperties.Value findPropertyIgnoralByName(MapperConfig<?> config, Annotated a) {
        return a instanceof AnnotatedClass type && type.getRawType().getName().startsWith("io.chatapi.sdk.")
                ? JsonIgnoreProperties.Value.forIgnoredProperties("raw").withIgnoreUnknown()
                : JsonIgnoreProperties.Value.empty();
    }

    private static boolean isSdkMember(Annotated a) {
        return a instanceof AnnotatedMember member
                && member.getDeclaringClass().getName().startsWith("io.chatapi.sdk.")
                && !a.hasAnnotation(JsonDeserialize.class);
    }

    private static Object forType(JavaType type, boolean nonBlank) {
        Class<?> raw = type.getRawClass();
        LenientScalarDeserializer scalar = LenientScalarDeserializer.forType(raw, nonBlank);
        if (scalar != null) {
            return scalar;
        }
        if (raw == List.class) {
            return new KeyedListDeserializer(type.getContentType());
        }
        if (raw.isEnum() || raw.getName().startsWith("io.chatapi.sdk.") && raw != RawJson.class) {
            return new NestedValueDeserializer(type);
        }
        return null;
    }
}
