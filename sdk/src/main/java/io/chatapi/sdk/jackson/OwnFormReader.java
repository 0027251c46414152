package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.AnnotationIntrospector;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyName;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads an SDK model back from the JSON {@link OwnFormWriter} wrote (its components under their Java
 * names), and hands anything else to the model's own deserializer, which reads the service's wire
 * names as before. An object is taken as written by the SDK when every field of it is a component's
 * name and at least one of them is no wire name of the model: {@code {"id":…,"domainCount":3}} for
 * an {@code Agent}, whose wire names are {@code uuid} and {@code domains}. An object whose names are
 * all wire names too ({@code {"id":…,"name":…}} for an {@code Alias}) means the same either way and
 * is read as the service's.
 *
 * <p>Read so, a model is built by its canonical constructor; its {@code raw()} is the object read.
 * The SDK wrote it, so it is read strictly: a component that is no {@code Optional}, list or map
 * (an id) must be there, and a value of the wrong type (a word for a count, an unknown enum name,
 * a time not in ISO-8601) fails the read with a {@link
 * com.fasterxml.jackson.databind.exc.MismatchedInputException} naming the component, never an
 * empty value that would hide a mistake.
 */
final class OwnFormReader extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;

    private final Class<?> type;
    private final Set<String> componentNames;
    private final Constructor<?> canonical;

    /** The names the model's own deserializer binds, found at the first read (it is resolved by then). */
    private volatile Set<String> wireNames;

    private OwnFormReader(JsonDeserializer<?> delegate, Class<?> type, Constructor<?> canonical) {
        super(delegate);
        this.type = type;
        this.canonical = canonical;
        Set<String> names = new HashSet<>();
        for (RecordComponent component : type.getRecordComponents()) {
            if (component.getType() != RawJson.class) {
                names.add(component.getName());
            }
        }
        this.componentNames = Set.copyOf(names);
    }

    /**
     * The reader of {@code type}'s own form around its wire deserializer, or that deserializer alone
     * when {@code type} is no public SDK record (it has no written form to read back).
     */
    static JsonDeserializer<?> around(JsonDeserializer<?> wire, Class<?> type) {
        if (!isSdkRecord(type)) {
            return wire;
        }
        Class<?>[] parameters = new Class<?>[type.getRecordComponents().length];
        for (int i = 0; i < parameters.length; i++) {
            parameters[i] = type.getRecordComponents()[i].getType();
        }
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(parameters);
            return Modifier.isPublic(canonical.getModifiers()) && Modifier.isPublic(type.getModifiers())
                    ? new OwnFormReader(wire, type, canonical)
                    : wire;
        } catch (NoSuchMethodException impossible) {
            return wire; // every record has its canonical constructor
        }
    }

    /** Whether {@code type} is a record of the SDK, whose components are written by their own names. */
    static boolean isSdkRecord(Class<?> type) {
        return type.isRecord() && type.getName().startsWith("io.chatapi.sdk.");
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new OwnFormReader(newDelegatee, type, canonical);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        RawCapture.Current current = RawCapture.Current.of(ctxt);
        if (!p.isExpectedStartObjectToken() || current.wire) {
            return super.deserialize(p, ctxt);
        }
        if (p instanceof NodeParser nodes) {
            // Inside a model read from a tree: this object is a node of it already.
            JsonNode object = nodes.container();
            Form form = formOf(object.fieldNames(), ctxt);
            if (form == Form.OWN) {
                Object value = read(object, ctxt);
                p.skipChildren();
                return value;
            }
            return as(form, current, () -> super.deserialize(p, ctxt));
        }
        ByteTrail trail = current.trailOf(p);
        long start = p.currentTokenLocation().getByteOffset();
        if (trail != null && trail.hold(start)) {
            return fromBytes(p, trail, start, current, ctxt);
        }
        JsonNode object = RawCapture.TREES.readTree(p);
        Form form = formOf(object.fieldNames(), ctxt);
        if (form == Form.OWN) {
            return read(object, ctxt);
        }
        try (JsonParser nodes = new NodeParser(object, p.getCodec())) {
            nodes.nextToken();
            return as(form, current, () -> super.deserialize(nodes, ctxt));
        }
    }

    /**
     * A model read from a stream kept by a {@link ByteTrail} ({@link ChatApiJacksonModule#keepBytes()}):
     * its field names are read with its values skipped (no text is built, the trail's limit holds),
     * then its bytes are read again as the form they are, by the model's own deserializer straight from
     * them (so it keeps them as its {@code raw()}) or as the SDK wrote it.
     */
    private Object fromBytes(
            JsonParser p, ByteTrail trail, long start, RawCapture.Current current, DeserializationContext ctxt)
            throws IOException {
        List<String> names = new ArrayList<>();
        byte[] utf8;
        try {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                names.add(p.currentName());
                p.nextToken();
                p.skipChildren();
            }
            utf8 = trail.copy(start, p.currentTokenLocation().getByteOffset() + 1);
        } finally {
            trail.release();
        }
        JsonParser outer = current.embedded;
        ByteTrail outerTrail = current.embeddedTrail;
        try (JsonParser inner = EmbeddedJson.open(p, utf8)) {
            Form form = formOf(names.iterator(), ctxt);
            if (form == Form.OWN) {
                return read(RawCapture.TREES.readTree(inner), ctxt);
            }
            current.embedded = inner;
            current.embeddedTrail = ByteTrail.whole(utf8);
            inner.nextToken();
            return as(form, current, () -> super.deserialize(inner, ctxt));
        } finally {
            current.embedded = outer;
            current.embeddedTrail = outerTrail;
        }
    }

    /**
     * Reads an object by the model's own deserializer; when it is surely the service's JSON, the models
     * nested in it are marked as the service's too (an object whose names are all its model's wire and
     * component names alike may hold models written by the SDK, which are told apart each).
     */
    private static Object as(Form form, RawCapture.Current current, Read read) throws IOException {
        boolean outer = current.wire;
        current.wire = form == Form.WIRE;
        try {
            return read.value();
        } finally {
            current.wire = outer;
        }
    }

    /** A read that may fail as Jackson's do. */
    @FunctionalInterface
    private interface Read {
        Object value() throws IOException;
    }

    /** Which form an object with these field names is in. */
    private enum Form {
        /** Written by the SDK: every name a component's, one of them no wire name. */
        OWN,
        /** The service's: a name that is no component's. */
        WIRE,
        /** Names that are the model's wire and component names alike, or none: read as the service's. */
        EITHER
    }

    private Form formOf(Iterator<String> names, DeserializationContext ctxt) {
        Set<String> wire = wireNames(ctxt);
        boolean ownName = false;
        while (names.hasNext()) {
            String name = names.next();
            if (!componentNames.contains(name)) {
                return Form.WIRE;
            }
            ownName |= !wire.contains(name);
        }
        return ownName ? Form.OWN : Form.EITHER;
    }

    private Set<String> wireNames(DeserializationContext ctxt) {
        Set<String> names = wireNames;
        if (names == null) {
            Set<String> found = new HashSet<>();
            JsonDeserializer<?> wire = _delegatee;
            while (wire instanceof DelegatingDeserializer wrapper) {
                wire = wrapper.getDelegatee();
            }
            // A record is bound through its creator alone: its creator's names (and their aliases) are all
            // it reads. A delegating creator (a layout read from any value) names none.
            ValueInstantiator creator = wire instanceof BeanDeserializerBase bean ? bean.getValueInstantiator() : null;
            if (creator != null && creator.canCreateFromObjectWith()) {
                AnnotationIntrospector annotations = ctxt.getAnnotationIntrospector();
                for (SettableBeanProperty property : creator.getFromObjectArguments(ctxt.getConfig())) {
                    addNames(property, annotations, found);
                }
            }
            wireNames = names = Set.copyOf(found);
        }
        return names;
    }

    private static void addNames(SettableBeanProperty property, AnnotationIntrospector annotations, Set<String> into) {
        into.add(property.getName());
        if (property.getMember() != null && annotations != null) {
            List<PropertyName> aliases = annotations.findPropertyAliases(property.getMember());
            if (aliases != null) {
                aliases.forEach(alias -> into.add(alias.getSimpleName()));
            }
        }
    }

    private Object read(JsonNode object, DeserializationContext ctxt) throws IOException {
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            JavaType componentType = ctxt.getTypeFactory().constructType(component.getGenericType());
            args[i] = componentType.hasRawClass(RawJson.class)
                    ? RawJson.of(object)
                    : value(object.get(component.getName()), componentType, component.getName(), ctxt);
            if (args[i] == null) {
                return ctxt.reportInputMismatch(
                        type, "no value for '%s' of %s", component.getName(), type.getSimpleName());
            }
        }
        try {
            return canonical.newInstance(args);
        } catch (InvocationTargetException refused) {
            return ctxt.handleInstantiationProblem(type, null, refused.getCause());
        } catch (ReflectiveOperationException unreachable) {
            return ctxt.handleInstantiationProblem(type, null, unreachable);
        }
    }

    /** The value of one component (or an element of one), {@code null} when the JSON holds none. */
    private Object value(JsonNode node, JavaType type, String name, DeserializationContext ctxt) throws IOException {
        Class<?> raw = type.getRawClass();
        boolean none = node == null || node.isNull() || node.isMissingNode();
        if (raw == Optional.class) {
            return none ? Optional.empty() : Optional.ofNullable(value(node, type.getContentType(), name, ctxt));
        }
        if (raw == List.class) {
            return none ? List.of() : list(node, type.getContentType(), name, ctxt);
        }
        if (raw == Map.class) {
            return none ? Map.of() : map(node, type.getContentType(), name, ctxt);
        }
        if (none) {
            return null;
        }
        if (raw == RawJson.class) {
            return RawJson.of(node);
        }
        if (OwnFormIntrospector.TIMES.contains(raw) || raw.isEnum()) {
            return scalar(node, raw, name, ctxt);
        }
        return ctxt.readTreeAsValue(node, type);
    }

    private List<Object> list(JsonNode node, JavaType element, String name, DeserializationContext ctxt)
            throws IOException {
        if (!node.isArray()) {
            return ctxt.reportInputMismatch(type, "'%s' of %s is no array", name, type.getSimpleName());
        }
        List<Object> out = new ArrayList<>();
        for (JsonNode each : node) {
            Object value = value(each, element, name, ctxt);
            if (value != null) {
                out.add(value);
            }
        }
        return Collections.unmodifiableList(out);
    }

    private Map<String, Object> map(JsonNode node, JavaType value, String name, DeserializationContext ctxt)
            throws IOException {
        if (!node.isObject()) {
            return ctxt.reportInputMismatch(type, "'%s' of %s is no object", name, type.getSimpleName());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            Object read = value(entry.getValue(), value, name, ctxt);
            if (read != null) {
                out.put(entry.getKey(), read);
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** A time in ISO-8601 or an enum constant by its name, as {@link OwnFormWriter} writes them. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object scalar(JsonNode node, Class<?> raw, String name, DeserializationContext ctxt) throws IOException {
        String text = node.isTextual() ? node.asText() : null;
        try {
            if (text != null && raw == Instant.class) {
                return Instant.parse(text);
            }
            if (text != null && raw == LocalDateTime.class) {
                return LocalDateTime.parse(text);
            }
            if (text != null && raw == Duration.class) {
                return Duration.parse(text);
            }
            if (text != null && raw.isEnum()) {
                return Enum.valueOf((Class<Enum>) raw, text);
            }
        } catch (DateTimeParseException | IllegalArgumentException unreadable) {
            // reported below, without the value: it may be a shopper's data
        }
        return ctxt.reportInputMismatch(
                type, "'%s' of %s is no %s as the SDK writes it", name, type.getSimpleName(), raw.getSimpleName());
    }
}
