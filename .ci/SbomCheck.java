import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Checks that the CycloneDX SBOMs list what ships (run by .ci/release-check, with the JDK alone):
 *
 * <ul>
 *   <li>{@code java .ci/SbomCheck.java reactor <root> <module>...}: the root's target/bom.json, the aggregate, has
 *       components; it lists each published module given, and every component of each module's own
 *       target/bom.json.
 *   <li>{@code java .ci/SbomCheck.java dist <bom.json> <lib>}: the distribution's SBOM names every jar in its lib/:
 *       lib/chat-api-cli.jar as its subject, each other jar as a component NAME-VERSION[-CLASSIFIER].jar, and no
 *       component that is not there.
 * </ul>
 *
 * Prints each problem and exits 1 if any. The SBOMs are read with the small JSON reader below: the JDK has none.
 */
public final class SbomCheck {
    private final List<String> problems = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        SbomCheck check = new SbomCheck();
        if (args.length >= 2 && args[0].equals("reactor")) {
            check.reactor(Path.of(args[1]), List.of(args).subList(2, args.length));
        } else if (args.length == 3 && args[0].equals("dist")) {
            check.dist(Path.of(args[1]), Path.of(args[2]));
        } else {
            System.err.println("usage: SbomCheck reactor ROOT MODULE... | SbomCheck dist BOM.json LIB");
            System.exit(2);
        }
        check.problems.forEach(p -> System.err.println("release-check: FAILED: " + p));
        if (!check.problems.isEmpty()) {
            System.exit(1);
        }
    }

    private void reactor(Path root, List<String> modules) throws IOException {
        Path aggregate = root.resolve("target/bom.json");
        Map<String, Object> bom = read(aggregate);
        if (bom == null) {
            return;
        }
        Set<String> listed = purls(bom);
        if (listed.isEmpty()) {
            problems.add(aggregate + " lists no components");
        }
        for (String module : modules) {
            Path own = root.resolve(module).resolve("target/bom.json");
            Map<String, Object> moduleBom = read(own);
            if (moduleBom == null) {
                continue;
            }
            String subject = purl(component(moduleBom));
            if (subject == null || !listed.contains(subject)) {
                problems.add(aggregate + " does not list the published module " + module + " (" + subject + ")");
            }
            for (String purl : purls(moduleBom)) {
                if (!listed.contains(purl)) {
                    problems.add(aggregate + " does not list " + purl + ", a component of " + module);
                }
            }
        }
        if (problems.isEmpty()) {
            System.out.println("release-check: " + aggregate + " lists " + listed.size() + " components: the "
                    + modules.size() + " published jar modules and every component of theirs");
        }
    }

    private void dist(Path bomFile, Path lib) throws IOException {
        Map<String, Object> bom = read(bomFile);
        if (bom == null) {
            return;
        }
        Set<String> jars = new TreeSet<>();
        try (Stream<Path> files = Files.list(lib)) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".jar")).forEach(jars::add);
        }
        Set<String> named = new TreeSet<>();
        for (Object c : list(bom.get("components"))) {
            Map<String, Object> component = map(c);
            String classifier = qualifier(purl(component), "classifier");
            named.add(component.get("name") + "-" + component.get("version")
                    + (classifier == null ? "" : "-" + classifier) + ".jar");
        }
        if (!jars.contains("chat-api-cli.jar")) {
            problems.add(lib + " has no chat-api-cli.jar");
        }
        if (component(bom) == null || !"chat-api-examples".equals(component(bom).get("name"))) {
            problems.add(bomFile + " is not the SBOM of chat-api-examples, which lib/chat-api-cli.jar is");
        }
        for (String jar : jars) {
            if (!jar.equals("chat-api-cli.jar") && !named.contains(jar)) {
                problems.add(bomFile + " does not list lib/" + jar);
            }
        }
        for (String jar : named) {
            if (!jars.contains(jar)) {
                problems.add(bomFile + " lists " + jar + ", which lib/ does not hold");
            }
        }
        if (problems.isEmpty()) {
            System.out.println("release-check: the CLI distribution's SBOM lists each of the " + jars.size()
                    + " jars in its lib/, and nothing else");
        }
    }

    private Map<String, Object> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            problems.add(file + ": no such SBOM");
            return null;
        }
        Object json = new Json(Files.readString(file)).value();
        Map<String, Object> bom = json instanceof Map<?, ?> ? map(json) : Map.of();
        if (!"CycloneDX".equals(bom.get("bomFormat"))) {
            problems.add(file + " is not a CycloneDX SBOM");
            return null;
        }
        return bom;
    }

    private static Map<String, Object> component(Map<String, Object> bom) {
        Object metadata = bom.get("metadata");
        return metadata == null ? null : map(map(metadata).get("component"));
    }

    private static Set<String> purls(Map<String, Object> bom) {
        Set<String> purls = new TreeSet<>();
        for (Object c : list(bom.get("components"))) {
            String purl = purl(map(c));
            if (purl != null) {
                purls.add(purl);
            }
        }
        return purls;
    }

    private static String purl(Map<String, Object> component) {
        return component == null ? null : (String) component.get("purl");
    }

    /** A qualifier of a package URL ({@code pkg:maven/g/a@v?classifier=x&type=jar}), or null. */
    private static String qualifier(String purl, String name) {
        if (purl == null || purl.indexOf('?') < 0) {
            return null;
        }
        for (String pair : purl.substring(purl.indexOf('?') + 1).split("&")) {
            if (pair.startsWith(name + "=")) {
                return pair.substring(name.length() + 1);
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return value instanceof Map<?, ?> ? (Map<String, Object>) value : null;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        return value instanceof List<?> ? (List<Object>) value : List.of();
    }

    /** Just enough JSON for an SBOM: objects, arrays, strings (escapes), numbers, true, false, null. */
    private static final class Json {
        private final String text;
        private int at;

        Json(String text) {
            this.text = text;
        }

        Object value() {
            space();
            char c = text.charAt(at);
            switch (c) {
                case '{':
                    return object();
                case '[':
                    return array();
                case '"':
                    return string();
                default:
                    int start = at;
                    while (at < text.length() && ",}] \t\r\n".indexOf(text.charAt(at)) < 0) {
                        at++;
                    }
                    String word = text.substring(start, at);
                    return switch (word) {
                        case "true" -> Boolean.TRUE;
                        case "false" -> Boolean.FALSE;
                        case "null" -> null;
                        default -> Double.valueOf(word);
                    };
            }
        }

        private Map<String, Object> object() {
            Map<String, Object> object = new LinkedHashMap<>();
            at++;
            space();
            if (text.charAt(at) == '}') {
                at++;
                return object;
            }
            while (true) {
                space();
                String key = string();
                space();
                expect(':');
                object.put(key, value());
                space();
                if (text.charAt(at++) == '}') {
                    return object;
                }
            }
        }

        private List<Object> array() {
            List<Object> array = new ArrayList<>();
            at++;
            space();
            if (text.charAt(at) == ']') {
                at++;
                return array;
            }
            while (true) {
                array.add(value());
                space();
                if (text.charAt(at++) == ']') {
                    return array;
                }
            }
        }

        private String string() {
            expect('"');
            StringBuilder s = new StringBuilder();
            for (char c = text.charAt(at++); c != '"'; c = text.charAt(at++)) {
                if (c == '\\') {
                    char e = text.charAt(at++);
                    switch (e) {
                        case 'n' -> s.append('\n');
                        case 't' -> s.append('\t');
                        case 'r' -> s.append('\r');
                        case 'b' -> s.append('\b');
                        case 'f' -> s.append('\f');
                        case 'u' -> {
                            s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                            at += 4;
                        }
                        default -> s.append(e);
                    }
                } else {
                    s.append(c);
                }
            }
            return s.toString();
        }

        private void expect(char c) {
            if (text.charAt(at) != c) {
                throw new IllegalArgumentException("expected '" + c + "' at character " + at);
            }
            at++;
        }

        private void space() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }
    }
}
