package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The transport and decoding packages form a lower layer that never reaches up to the facade or a feature client, so
 * the root package, {@code http} and {@code json} cannot form a cycle again. Read from the sources (comments left
 * out: a javadoc link is no dependency), as a compiled class no longer names the constants it inlined.
 */
class PackageLayersTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final String ROOT = "io.chatapi.sdk";

    /** The lower layer; each may use only these. */
    private static final Set<String> LOWER = Set.of("http", "json", "jackson", "core", "errors", "chain", "observe");

    private static final Pattern REFERENCE = Pattern.compile("\\bio\\.chatapi\\.sdk(?:\\.([a-z]\\w*))?\\.[A-Z]");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    @Test
    void the_transport_and_decoding_packages_use_nothing_above_them() {
        Map<String, Set<String>> uses = packageUses();

        assertThat(uses).as("the packages read").containsKeys("", "http", "json", "agents");
        Set<String> mayUse = new HashSet<>(LOWER);
        mayUse.add("options"); // the client's settings, which the transport is built from (below)
        for (String lower : LOWER) {
            assertThat(uses.getOrDefault(lower, Set.of()))
                    .as("what %s uses", lower)
                    .isSubsetOf(mayUse);
        }
    }

    /**
     * The one settings object ({@code options.ClientOptions}, issue 46 item 6) is read by the transport and the facade;
     * it names only values, the agents' status codes' enum and the helpers, and nothing it reaches names the transport
     * or the facade: no cycle through it.
     */
    @Test
    void the_settings_object_reaches_neither_the_transport_nor_the_facade() {
        Map<String, Set<String>> uses = packageUses();

        assertThat(uses.get("options"))
                .as("what options uses")
                .isNotNull()
                .isSubsetOf("agents", "core", "chain", "observe", "internal");
        assertThat(reachable("options", uses)).doesNotContain("options", "http", "");
    }

    @Test
    void the_lower_layer_has_no_cycle() {
        Map<String, Set<String>> uses = packageUses();
        for (String start : LOWER) {
            assertThat(reachable(start, uses)).as("what %s reaches", start).doesNotContain(start);
        }
    }

    /**
     * The facade builds the feature clients' implementations ({@code resources}) with their constructors; none of them,
     * nor the feature packages or the internal helpers, names the facade back (the registry they once filled was that
     * cycle).
     */
    @Test
    void the_feature_clients_never_reach_up_to_the_facade() {
        Map<String, Set<String>> uses = packageUses();
        for (String feature : List.of("agents", "aliases", "domains", "tickets", "triggers", "internal", "resources")) {
            assertThat(uses.get(feature))
                    .as("what %s uses", feature)
                    .isNotNull()
                    .doesNotContain("");
        }
    }

    /**
     * The jobs engine stands on the SDK's public face alone: the feature clients' interfaces and models, the shared
     * values and the chain stores; never the transport, the clients' implementations or the facade (issue 46 item 5).
     */
    @Test
    void the_jobs_engine_uses_only_the_public_clients_and_values() {
        Map<String, Set<String>> uses = packageUses();

        assertThat(uses.get("jobs"))
                .as("what jobs uses")
                .isNotNull()
                .contains("aliases")
                .isSubsetOf("agents", "aliases", "domains", "triggers", "core", "errors", "chain");
    }

    /** No class sets up shared state when it loads: what a client uses is handed to it when it is built. */
    @Test
    void no_class_has_a_static_initialiser() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String code = COMMENT.matcher(Files.readString(file)).replaceAll("");
                assertThat(code).as("%s", file).doesNotContainPattern("\\bstatic\\s*\\{");
            }
        }
    }

    private static Set<String> reachable(String start, Map<String, Set<String>> uses) {
        Set<String> seen = new HashSet<>();
        List<String> next = new ArrayList<>(uses.getOrDefault(start, Set.of()));
        while (!next.isEmpty()) {
            String p = next.remove(next.size() - 1);
            if (seen.add(p)) {
                next.addAll(uses.getOrDefault(p, Set.of()));
            }
        }
        return seen;
    }

    /** Package (relative to {@code io.chatapi.sdk}, "" for the root) to the other SDK packages its code names. */
    private static Map<String, Set<String>> packageUses() {
        Map<String, Set<String>> uses = new TreeMap<>();
        Path root = SOURCES.resolve(ROOT.replace('.', '/'));
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String pkg = root.relativize(file.getParent()).toString().replace('/', '.');
                String code = COMMENT.matcher(Files.readString(file)).replaceAll("");
                Set<String> used = uses.computeIfAbsent(pkg, p -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(code);
                while (m.find()) {
                    String target = m.group(1) == null ? "" : m.group(1);
                    if (!target.equals(pkg)) {
                        used.add(target);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return uses;
    }
}
