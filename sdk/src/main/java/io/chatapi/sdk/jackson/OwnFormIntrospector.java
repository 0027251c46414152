package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedField;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.AnnotatedMethod;
import com.fasterxml.jackson.databind.introspect.NopAnnotationIntrospector;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Set;

/**
 * How an SDK model's components are written, without any module but the SDK's: every component,
 * empty ones as {@code null} (whatever the mapper's inclusion), so that the shape of a model's JSON
 * is always the same and reads back; and its times as ISO-8601 text ({@code "2024-05-22T12:15:12Z"},
 * {@code "2026-11-24T10:00"}, {@code "PT30S"}), which a plain mapper cannot write without
 * {@code jackson-datatype-jsr310} and {@link OwnFormReader} reads back exactly.
 */
final class OwnFormIntrospector extends NopAnnotationIntrospector {
    private static final long serialVersionUID = 1L;

    /** The time types a model holds, each written as its {@code toString()}, which is ISO-8601. */
    static final Set<Class<?>> TIMES = Set.of(Instant.class, LocalDateTime.class, Duration.class);

    @Override
    public JsonInclude.Value findPropertyInclusion(Annotated a) {
        return isComponent(a)
                ? JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.ALWAYS)
                : null;
    }

    @Override
    public Object findSerializer(Annotated a) {
        return isComponent(a) && TIMES.contains(a.getRawType()) ? ToStringSerializer.instance : null;
    }

    @Override
    public Object findContentSerializer(Annotated a) {
        JavaType type = a.getType();
        return isComponent(a)
                        && (type.isReferenceType() || type.isCollectionLikeType())
                        && TIMES.contains(type.getContentType().getRawClass())
                ? ToStringSerializer.instance
                : null;
    }

    private static boolean isComponent(Annotated a) {
        return (a instanceof AnnotatedMethod || a instanceof AnnotatedField)
                && OwnFormReader.isSdkRecord(((AnnotatedMember) a).getDeclaringClass());
    }
}
