package io.chatapi.spring.boot;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.jackson.Secret;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.Version;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.PropertyName;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedClass;
import tools.jackson.databind.introspect.AnnotatedConstructor;
import tools.jackson.databind.introspect.AnnotatedField;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedMethod;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.introspect.NopAnnotationIntrospector;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleSerializers;
import tools.jackson.databind.ser.BeanPropertyWriter;
import tools.jackson.databind.ser.ValueSerializerModifier;
import tools.jackson.databind.ser.std.StdSerializer;
import tools.jackson.databind.ser.std.ToStringSerializer;

/**
 * The SDK's models in Jackson 3 ({@code tools.jackson}, Spring Boot 4's own JSON), written and read
 * as the SDK's Jackson 2 module writes them: each record's components, in order, under their Java names
 * ({@code id}, {@code domainCount}, {@code pluginToken}, {@code displayDelay}), every one of them
 * (an empty one as {@code null}); times as ISO-8601 text ({@code "2024-05-22T12:15:12Z"}, {@code
 * "PT30S"}); enums by their constant names. The wire names on the components ({@code uuid}, {@code
 * visability}) and the models' readers of the service's JSON are the Jackson 2 decoder's, and ignored
 * here. Never written: a model's {@code raw()} (the JSON as the server sent it) and a {@link Secret}
 * (a new agent's password). Read back through the same mapper, a model equals the one written but for
 * its {@code raw()}, which is none. The service's own JSON is read with the SDK's Jackson 2 module
 * ({@code ChatApiJacksonModule}), never with this one.
 *
 * <p>Boot registers it through {@link ChatApiJacksonAutoConfiguration}; elsewhere {@code
 * JsonMapper.builder().addModule(new ChatApiJackson3Module()).build()}. Only the SDK's classes are
 * affected: the application's own types keep the mapper's settings.
 */
public final class ChatApiJackson3Module extends JacksonModule {
    private static final long serialVersionUID = 1L;

    /** The time types a model holds, each written as its {@code toString()}, which is ISO-8601. */
    private static final Set<Class<?>> TIMES = Set.of(Instant.class, LocalDateTime.class, Duration.class);

    /** Creates the module; it holds no state. */
    public ChatApiJackson3Module() {}

    /** {@return {@code "chat-api-models"}, as Jackson lists registered modules} */
    @Override
    public String getModuleName() {
        return "chat-api-models";
    }

    /** {@return unknown: the SDK's version is {@code io.chatapi.sdk.Version}} */
    @Override
    public Version version() {
        return Version.unknownVersion();
    }

    /**
     * Installs the models' own names, the writing of their times and of {@link RawJson} content, and
     * leaves {@code raw()} and secrets out; called by Jackson on registration.
     *
     * @param context Jackson's registration context
     */
    @Override
    public void setupModule(SetupContext context) {
        context.insertAnnotationIntrospector(new OwnNames());
        context.addSerializerModifier(new ComponentsOnly());
        SimpleSerializers serializers = new SimpleSerializers();
        serializers.addSerializer(RawJson.class, new RawJsonWriter());
        context.addSerializers(serializers);
        SimpleDeserializers deserializers = new SimpleDeserializers();
        deserializers.addDeserializer(RawJson.class, new RawJsonReader());
        context.addDeserializers(deserializers);
    }

    static boolean isSdkRecord(Class<?> type) {
        return type != null && type.isRecord() && type.getName().startsWith("io.chatapi.sdk.");
    }

    /**
     * Names every member of an SDK record by its component, creates it by its canonical constructor
     * (the models' {@code fromWire} factories read the service's JSON, which never comes here), and
     * reads an SDK enum by its constant name.
     */
    private static final class OwnNames extends NopAnnotationIntrospector {
        private static final long serialVersionUID = 1L;

        @Override
        public PropertyName findNameForSerialization(MapperConfig<?> config, Annotated a) {
            return componentName(a);
        }

        @Override
        public PropertyName findNameForDeserialization(MapperConfig<?> config, Annotated a) {
            return componentName(a);
        }

        @Override
        public List<PropertyName> findPropertyAliases(MapperConfig<?> config, Annotated a) {
            return componentName(a) != null ? List.of() : null;
        }

        @Override
        public JsonCreator.Mode findCreatorAnnotation(MapperConfig<?> config, Annotated a) {
            if (a instanceof AnnotatedMethod factory
                    && factory.getDeclaringClass().getName().startsWith("io.chatapi.sdk.")) {
                return JsonCreator.Mode.DISABLED;
            }
            return null;
        }

        /** A field named {@code raw} is no component's value: the model's {@code raw()} is never read. */
        @Override
        public JsonIgnoreProperties.Value findPropertyIgnoralByName(MapperConfig<?> config, Annotated a) {
            return a instanceof AnnotatedClass type && isSdkRecord(type.getRawType())
                    ? JsonIgnoreProperties.Value.forIgnoredProperties("raw")
                    : JsonIgnoreProperties.Value.empty();
        }

        @Override
        public JsonInclude.Value findPropertyInclusion(MapperConfig<?> config, Annotated a) {
            return componentName(a) != null
                    ? JsonInclude.Value.construct(JsonInclude.Include.ALWAYS, JsonInclude.Include.ALWAYS)
                    : JsonInclude.Value.empty();
        }

        @Override
        public Object findSerializer(MapperConfig<?> config, Annotated a) {
            return componentName(a) != null && TIMES.contains(a.getRawType()) ? ToStringSerializer.instance : null;
        }

        @Override
        public Object findContentSerializer(MapperConfig<?> config, Annotated a) {
            JavaType type = a.getType();
            return componentName(a) != null
                            && (type.isReferenceType() || type.isCollectionLikeType())
                            && TIMES.contains(type.getContentType().getRawClass())
                    ? ToStringSerializer.instance
                    : null;
        }

        /** The component a member of an SDK record stands for, or {@code null} for any other member. */
        private static PropertyName componentName(Annotated a) {
            if (a instanceof AnnotatedParameter parameter) {
                Class<?> type = parameter.getDeclaringClass();
                RecordComponent[] components = isSdkRecord(type) ? type.getRecordComponents() : null;
                boolean canonical = components != null
                        && parameter.getOwner() instanceof AnnotatedConstructor
                        && parameter.getOwner().getParameterCount() == components.length;
                return canonical ? PropertyName.construct(components[parameter.getIndex()].getName()) : null;
            }
            if ((a instanceof AnnotatedMethod method && method.getParameterCount() == 0 || a instanceof AnnotatedField)
                    && isSdkRecord(((AnnotatedMember) a).getDeclaringClass())
                    && !Modifier.isStatic(((AnnotatedMember) a).getMember().getModifiers())) {
                return PropertyName.construct(a.getName());
            }
            return null;
        }
    }

    /** Writes exactly a record's components, in order: no {@code raw()}, no secret, no other getter. */
    private static final class ComponentsOnly extends ValueSerializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public List<BeanPropertyWriter> changeProperties(
                SerializationConfig config, BeanDescription.Supplier beanDesc, List<BeanPropertyWriter> writers) {
            Class<?> type = beanDesc.getBeanClass();
            if (!isSdkRecord(type)) {
                return writers;
            }
            Map<String, BeanPropertyWriter> byComponent = new HashMap<>();
            for (BeanPropertyWriter writer : writers) {
                AnnotatedMember member = writer.getMember();
                if (member instanceof AnnotatedMethod || member instanceof AnnotatedField) {
                    byComponent.putIfAbsent(member.getName(), writer);
                }
            }
            List<BeanPropertyWriter> out = new ArrayList<>();
            for (RecordComponent component : type.getRecordComponents()) {
                BeanPropertyWriter writer = byComponent.get(component.getName());
                if (writer != null
                        && component.getType() != RawJson.class
                        && !component.isAnnotationPresent(Secret.class)) {
                    out.add(writer); // named by its component already (OwnNames)
                }
            }
            return out;
        }
    }

    /** {@link RawJson} that is content (a client data's custom branch) as the JSON it holds. */
    private static final class RawJsonWriter extends StdSerializer<RawJson> {
        RawJsonWriter() {
            super(RawJson.class);
        }

        @Override
        public void serialize(RawJson value, JsonGenerator gen, SerializationContext provider) {
            if (value.isPresent()) {
                gen.writeRawValue(value.toString());
            } else {
                gen.writeNull();
            }
        }
    }

    /** {@link RawJson} content read back as the JSON it holds; none where no value was written. */
    private static final class RawJsonReader extends StdDeserializer<RawJson> {
        RawJsonReader() {
            super(RawJson.class);
        }

        @Override
        public RawJson deserialize(JsonParser p, DeserializationContext ctxt) {
            byte[] utf8 = ctxt.readTree(p).toString().getBytes(StandardCharsets.UTF_8);
            return RawJson.of(utf8, 0, utf8.length);
        }

        @Override
        public Object getNullValue(DeserializationContext ctxt) {
            return RawJson.none();
        }

        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return RawJson.none();
        }
    }
}
