package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Pins the rule by which a public record of the SDK grows (sdk/README.md, "How a response model gains
 * a field"): a component is only ever added at the end, and every shape the record ever had stays a
 * public constructor, so code that builds a model by hand compiles and links against every later
 * version. {@code model-shapes.txt} lists every shape of every public record in an exported package,
 * oldest first. This fails when a component is removed, renamed, retyped, reordered or inserted before
 * the end (a recorded shape is then no prefix of the record), when a recorded shape's constructor is
 * gone (a component was appended without keeping the old constructor), and when a record or a new
 * shape is not recorded yet (the message gives the line to append).
 */
class ModelGrowthTest {
    private static final String SHAPES = "/model-shapes.txt";
    private static final String ROOT = "io.chatapi.sdk.";

    @Test
    void every_shape_a_public_record_ever_had_is_a_prefix_of_it_and_still_a_public_constructor() throws Exception {
        Map<String, List<String>> recorded = recordedShapes();
        List<String> broken = new ArrayList<>();
        recorded.forEach((name, shapes) -> {
            Class<?> type;
            try {
                type = Class.forName(ROOT + name);
            } catch (ClassNotFoundException gone) {
                broken.add(name + " is gone: a public record stays until 2.0");
                return;
            }
            List<String> now = components(type);
            for (String shape : shapes) {
                List<String> then = parse(shape);
                if (then.size() > now.size() || !now.subList(0, then.size()).equals(then)) {
                    broken.add(name + ": components are only added at the end; " + shape + " is no prefix of "
                            + shape(type));
                } else if (!hasPublicConstructor(type, then.size())) {
                    broken.add(name + ": keep the constructor " + shape
                            + " (public, passing each newer component's empty value)");
                }
            }
        });
        assertThat(broken).as("the growth rule of sdk/README.md").isEmpty();
    }

    @Test
    void every_public_record_of_the_api_and_its_current_shape_are_recorded() throws Exception {
        Map<String, List<String>> recorded = recordedShapes();
        List<String> missing = new ArrayList<>();
        for (Class<?> type : publicRecords()) {
            String name = type.getName().substring(ROOT.length());
            String now = shape(type);
            if (!recorded.getOrDefault(name, List.of()).contains(now)) {
                missing.add(name + now);
            }
        }
        assertThat(missing)
                .as("append these lines to sdk/src/test/resources" + SHAPES + " (after any older shape)")
                .isEmpty();
    }

    @Test
    void every_recorded_record_is_a_public_record_of_an_exported_package() throws Exception {
        List<String> api = publicRecords().stream()
                .map(type -> type.getName().substring(ROOT.length()))
                .toList();
        assertThat(api).containsAll(recordedShapes().keySet());
    }

    /** A record grown by the rule: its first shape was {@code (id, name, raw)}. */
    record Grown(
            @JsonProperty("id") String id,
            @JsonProperty("name") Optional<String> name,
            RawJson raw,
            @JsonProperty("added") Optional<String> added) {
        /** The first shape, kept: the newer component is empty. */
        Grown(String id, Optional<String> name, RawJson raw) {
            this(id, name, raw, Optional.empty());
        }
    }

    @Test
    void a_record_keeping_its_older_constructor_is_still_bound_through_its_canonical_one() throws IOException {
        Grown read = JsonCodec.reader(Grown.class).readValue("{\"id\":\"7\",\"name\":\"n\",\"added\":\"a\",\"x\":1}");

        assertThat(read.added()).contains("a");
        assertThat(read.name()).contains("n");
        assertThat(read.raw().field("x").asInt()).isEqualTo(1);
        assertThat(new Grown("7", Optional.empty(), RawJson.none()).added()).isEmpty();
    }

    /** Components as {@code Type name}, packages left out. */
    private static List<String> components(Class<?> type) {
        return Arrays.stream(type.getRecordComponents())
                .map(c -> simple(c.getGenericType().getTypeName()) + " " + c.getName())
                .toList();
    }

    private static String shape(Class<?> type) {
        return "(" + String.join(", ", components(type)) + ")";
    }

    private static List<String> parse(String shape) {
        String inside = shape.substring(1, shape.length() - 1).trim();
        if (inside.isEmpty()) {
            return List.of();
        }
        // Split on the commas between components, not those inside a type's angle brackets.
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            depth += c == '<' ? 1 : c == '>' ? -1 : 0;
            if (c == ',' && depth == 0) {
                parts.add(inside.substring(start, i).trim());
                start = i + 1;
            }
        }
        parts.add(inside.substring(start).trim());
        return parts;
    }

    /** Whether the record has a public constructor taking its first {@code count} components' types. */
    private static boolean hasPublicConstructor(Class<?> type, int count) {
        Class<?>[] wanted = Arrays.stream(type.getRecordComponents())
                .limit(count)
                .map(RecordComponent::getType)
                .toArray(Class<?>[]::new);
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(wanted);
            return Modifier.isPublic(constructor.getModifiers());
        } catch (NoSuchMethodException none) {
            return false;
        }
    }

    private static String simple(String typeName) {
        return typeName.replaceAll("\\b[a-z][a-z0-9_]*\\.", "").replace('$', '.');
    }

    /** The recorded shapes by record name ({@code tickets.Ticket}), oldest first. */
    private static Map<String, List<String>> recordedShapes() throws IOException {
        Map<String, List<String>> shapes = new LinkedHashMap<>();
        try (InputStream in = ModelGrowthTest.class.getResourceAsStream(SHAPES)) {
            assertThat(in).as(SHAPES).isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                int open = text.indexOf('(');
                shapes.computeIfAbsent(text.substring(0, open), k -> new ArrayList<>())
                        .add(text.substring(open));
            }
        }
        return shapes;
    }

    /** Every public record (nested ones included) in a package the SDK's module exports. */
    private static List<Class<?>> publicRecords() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(ChatApiClient.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        ModuleDescriptor module;
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            module = ModuleDescriptor.read(in);
        }
        TreeSet<String> names = new TreeSet<>();
        for (ModuleDescriptor.Exports exported : module.exports()) {
            Path dir = classes.resolve(exported.source().replace('.', '/'));
            try (Stream<Path> files = Files.list(dir)) {
                names.addAll(files.map(file -> file.getFileName().toString())
                        .filter(file -> file.endsWith(".class") && !file.equals("package-info.class"))
                        .map(file -> exported.source() + "." + file.substring(0, file.length() - ".class".length()))
                        .collect(Collectors.toList()));
            }
        }
        List<Class<?>> records = new ArrayList<>();
        for (String name : names) {
            Class<?> type = Class.forName(name, false, ModelGrowthTest.class.getClassLoader());
            if (type.isRecord() && reachable(type)) {
                records.add(type);
            }
        }
        return records;
    }

    private static boolean reachable(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers())) {
                return false;
            }
        }
        return true;
    }
}
