package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Every public model of the SDK, found by scanning its packages (so that a new one cannot be left
 * out), and an instance of each with every component filled, or with every optional one empty.
 */
final class ModelSamples {
    /** The packages whose public records are models a service may return. */
    static final List<String> PACKAGES =
            List.of("agents", "aliases", "clientdata", "core", "domains", "tickets", "triggers");

    /**
     * Requests the SDK sends, not models read from the service: each checks its fields on construction
     * (a generated sample would not pass), and a new agent's password is {@code @Secret}, so it is not
     * written and a new agent cannot be read back. {@link OwnFormRoundTripTest} writes one of them.
     */
    static final Set<String> REQUESTS = Set.of(
            "NewAgent", "AgentUpdate", "NewDomain", "AliasDefinition", "AliasKey", "TriggerDefinition", "TriggerKey");

    /** What a model's raw() holds in a sample: it must never be written. */
    static final String RAW_MARK = "rawOnlyField";

    private ModelSamples() {}

    /** The public, non-generic records of {@link #PACKAGES}, by name. */
    static List<Class<?>> models() {
        Path root;
        try {
            root = Path.of(RawJson.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<Class<?>> out = new ArrayList<>();
        for (String name : PACKAGES) {
            Path dir = root.resolve("io/chatapi/sdk/" + name);
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    String simple = file.getFileName().toString();
                    if (simple.endsWith(".class")) {
                        Class<?> type = Class.forName(
                                "io.chatapi.sdk." + name + "."
                                        + simple.substring(0, simple.length() - ".class".length()),
                                false,
                                ModelSamples.class.getClassLoader());
                        if (isPublicModel(type)) {
                            out.add(type);
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    private static boolean isPublicModel(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers())) {
                return false;
            }
        }
        // A generic record (Ensured<T>, RawReply<T>) wraps a model: its T is written by the same rules.
        return type.isRecord() && type.getTypeParameters().length == 0 && !REQUESTS.contains(type.getSimpleName());
    }

    /** An instance with every component filled, optional ones present, lists and maps of one. */
    static Object full(Class<?> type) {
        return instance(type, true, 0);
    }

    /** An instance with every {@code Optional} empty and every list and map empty. */
    static Object empty(Class<?> type) {
        return instance(type, false, 0);
    }

    private static Object instance(Class<?> type, boolean full, int depth) {
        if (depth > 6) {
            throw new IllegalStateException("models nest deeper than expected at " + type);
        }
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = value(components[i].getGenericType(), components[i].getName(), full, depth);
        }
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(types);
            return canonical.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no sample of " + type.getName() + " from " + List.of(args), e);
        }
    }

    private static Object value(Type type, String name, boolean full, int depth) {
        if (type instanceof ParameterizedType generic) {
            Class<?> raw = (Class<?>) generic.getRawType();
            Type[] arguments = generic.getActualTypeArguments();
            if (raw == Optional.class) {
                return full ? Optional.of(value(arguments[0], name, true, depth)) : Optional.empty();
            }
            if (raw == List.class) {
                return full ? List.of(value(arguments[0], name, true, depth)) : List.of();
            }
            if (raw == Map.class) {
                Map<String, Object> map = new LinkedHashMap<>();
                if (full) {
                    // A map's RawJson values are content (client data's custom branches), written as they are.
                    map.put(
                            "custom_branch",
                            arguments[1] == RawJson.class
                                    ? RawJson.of(JsonNodeFactory.instance
                                            .objectNode()
                                            .put("widget", 2))
                                    : value(arguments[1], name, true, depth));
                }
                return map;
            }
            throw new IllegalStateException("no sample value of " + type + " for " + name);
        }
        Class<?> raw = (Class<?>) type;
        if (raw == String.class) {
            // Valid where a value is checked: a URL, a currency code, a host.
            if (name.toLowerCase(Locale.ROOT).contains("url")) {
                return "https://shop.example.com/" + name;
            }
            return name.equals("currency") ? "EUR" : "v-" + name;
        }
        if (raw == Integer.class || raw == int.class) {
            return 3 + name.length();
        }
        if (raw == Long.class || raw == long.class) {
            return 1000L + name.length();
        }
        if (raw == Boolean.class || raw == boolean.class) {
            return true;
        }
        if (raw == BigDecimal.class) {
            return new BigDecimal("39.80");
        }
        if (raw == Instant.class) {
            return Instant.parse("2024-05-22T12:15:12.250Z");
        }
        if (raw == LocalDateTime.class) {
            return LocalDateTime.of(2026, 11, 24, 10, 0);
        }
        if (raw == Duration.class) {
            return Duration.ofMillis(30_500);
        }
        if (raw == RawJson.class) {
            return RawJson.of(JsonNodeFactory.instance.objectNode().put(RAW_MARK, "as sent"));
        }
        if (raw.isEnum()) {
            Object[] constants = raw.getEnumConstants();
            return constants[constants.length - 1];
        }
        if (raw.isRecord()) {
            return instance(raw, full, depth + 1);
        }
        throw new IllegalStateException("no sample value of " + type + " for " + name);
    }

    /** {@code value} with every {@link RawJson} component, at any depth, made none: equality without raw(). */
    static Object withoutRaw(Object value) {
        if (value instanceof Optional<?> optional) {
            return optional.map(ModelSamples::withoutRaw);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(ModelSamples::withoutRaw).toList();
        }
        if (value == null || !value.getClass().isRecord()) {
            return value;
        }
        RecordComponent[] components = value.getClass().getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] args = new Object[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                components[i].getAccessor().setAccessible(true);
                Object part = components[i].getAccessor().invoke(value);
                args[i] = types[i] == RawJson.class ? RawJson.none() : withoutRaw(part);
            }
            Constructor<?> canonical = value.getClass().getDeclaredConstructor(types);
            canonical.setAccessible(true);
            return canonical.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The names of the components a model is written with: all but its RawJson ones, in order. */
    static List<String> writtenNames(Class<?> type) {
        return Stream.of(type.getRecordComponents())
                .filter(c -> c.getType() != RawJson.class)
                .map(RecordComponent::getName)
                .toList();
    }
}
