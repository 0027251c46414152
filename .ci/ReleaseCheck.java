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
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks a file repository a release was deployed to (run by .ci/release-check, with the JDK alone: {@code java
 * .ci/ReleaseCheck.java <reactor root> <repository>}). Every module the reactor publishes (its deploy not skipped)
 * must be there with its POM; a jar module with its sources and javadoc jars; the BOM must have the reactor's version
 * and list every published jar; the POMs must carry what a public repository requires: name and description each,
 * url, licence, scm and developers from the parent (or their own). Prints each problem and exits 1 if any.
 */
public final class ReleaseCheck {
    private final List<String> problems = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        ReleaseCheck check = new ReleaseCheck();
        check.run(Path.of(args[0]), Path.of(args[1]));
        check.problems.forEach(p -> System.err.println("release-check: FAILED: " + p));
        if (!check.problems.isEmpty()) {
            System.exit(1);
        }
    }

    private void run(Path root, Path repository) throws Exception {
        Element parent = read(root.resolve("pom.xml"));
        String group = text(parent, "groupId");
        String version = text(parent, "version");
        requireMetadata("the parent POM", parent);

        Map<String, Element> published = new LinkedHashMap<>();
        published.put(text(parent, "artifactId"), parent);
        for (Element module : children(child(parent, "modules"), "module")) {
            Element pom = read(root.resolve(module.getTextContent().trim()).resolve("pom.xml"));
            if (!"true".equals(text(child(pom, "properties"), "maven.deploy.skip"))) {
                published.put(text(pom, "artifactId"), pom);
            }
        }

        Set<String> jars = new TreeSet<>();
        Element bom = null;
        for (Map.Entry<String, Element> entry : published.entrySet()) {
            String artifact = entry.getKey();
            Element pom = entry.getValue();
            String what = artifact + " " + version;
            if (pom != parent) {
                if (text(pom, "name").isEmpty() || text(pom, "description").isEmpty()) {
                    problems.add(what + ": its POM has no name or no description of its own");
                }
                Element pomParent = child(pom, "parent");
                if (pomParent == null) {
                    requireMetadata(artifact + "'s POM (it has no parent)", pom);
                    if (!version.equals(text(pom, "version"))) {
                        problems.add(what + ": has version " + text(pom, "version") + ", the reactor " + version);
                    }
                } else if (!version.equals(text(pomParent, "version"))) {
                    problems.add(what + ": its parent's version is not " + version);
                }
            }
            Path dir = repository.resolve(group.replace('.', '/')).resolve(artifact).resolve(version);
            Map<String, String> files = deployed(dir, artifact, version);
            if (!files.containsKey("pom")) {
                problems.add(what + ": no POM in the repository (" + dir + ")");
            }
            String packaging = text(pom, "packaging");
            if (packaging.isEmpty() || packaging.equals("jar")) {
                jars.add(artifact);
                for (String kind : List.of("jar", "sources.jar", "javadoc.jar")) {
                    if (!files.containsKey(kind)) {
                        problems.add(what + ": no " + kind + " in the repository");
                    }
                }
            }
            if (artifact.endsWith("-bom")) {
                bom = pom;
            }
        }

        if (bom == null) {
            problems.add("no BOM among the published modules");
            return;
        }
        Set<String> listed = new TreeSet<>();
        for (Element dependency : children(child(child(bom, "dependencyManagement"), "dependencies"), "dependency")) {
            listed.add(text(dependency, "artifactId"));
        }
        for (String jar : jars) {
            if (!listed.contains(jar)) {
                problems.add("the BOM does not list the published " + jar);
            }
        }
        System.out.println("release-check: published " + published.keySet() + "; the BOM lists " + listed);
    }

    /** The files of one artifact version by kind ({@code pom}, {@code jar}, {@code sources.jar}, …). */
    private static Map<String, String> deployed(Path dir, String artifact, String version) throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return files;
        }
        List<String> names;
        try (Stream<Path> list = Files.list(dir)) {
            names = list.map(p -> p.getFileName().toString()).toList();
        }
        // A snapshot's files carry a timestamp for -SNAPSHOT: artifact-0.2.0-20260101.120000-1-sources.jar.
        String base = version.endsWith("-SNAPSHOT")
                ? artifact + "-" + version.substring(0, version.length() - "-SNAPSHOT".length())
                        + "-\\d{8}\\.\\d{6}-\\d+"
                : artifact + "-" + java.util.regex.Pattern.quote(version);
        for (String name : names) {
            java.util.regex.Matcher m =
                    java.util.regex.Pattern.compile(base + "(?:-([a-z]+))?\\.(jar|pom)").matcher(name);
            if (m.matches()) {
                files.put(m.group(1) == null ? m.group(2) : m.group(1) + "." + m.group(2), name);
            }
        }
        return files;
    }

    private void requireMetadata(String what, Element pom) {
        for (String field : List.of("url", "licenses/license/name", "licenses/license/url", "scm/url",
                "scm/connection", "developers/developer/name")) {
            Element at = pom;
            for (String step : field.split("/")) {
                at = child(at, step);
            }
            if (at == null || at.getTextContent().isBlank()) {
                problems.add(what + " has no " + field);
            }
        }
    }

    private static Element read(Path pom) throws Exception {
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
        return document.getDocumentElement();
    }

    private static Element child(Element parent, String name) {
        return children(parent, name).stream().findFirst().orElse(null);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        if (parent == null) {
            return out;
        }
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                out.add(element);
            }
        }
        return out;
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? "" : element.getTextContent().trim();
    }
}
