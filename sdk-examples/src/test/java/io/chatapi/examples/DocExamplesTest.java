package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Java example of the READMEs (the front door's, the SDK's, the testkit's, Micrometer's, Redis's) and of
 * those modules' javadoc compiles as written, against the SDK and those modules: each README shows its imports once (every snippet of the file gets them),
 * a javadoc example gets its source file's imports and package, and the SDK's packages, {@code java.util}, {@code
 * java.time} and the Jackson types it names ({@link #JAVADOC_IMPORTS}). An example may use the names the prose around it
 * gives without declaring them ({@link #GIVEN}); anything else must be declared in it. A javadoc sketch holding
 * {@code ...} is left out, and so is a one-line {@code {@code ...}} showing output.
 */
class DocExamplesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final List<String> JAVADOC_MODULES = List.of("sdk", "sdk-testkit", "sdk-micrometer", "sdk-redis");
    private static final List<String> READMES = List.of(
            "README.md", "sdk/README.md", "sdk-testkit/README.md", "sdk-micrometer/README.md", "sdk-redis/README.md");

    /** What the prose gives an example: fields of the class it is compiled in, so that an example may shadow them. */
    private static final String GIVEN = String.join(
            "\n",
            "  io.chatapi.sdk.ChatApiClient client;",
            "  io.chatapi.testkit.ChatApiTestServer server;",
            "  String agentId, ticketId, email, json, jsonFromYourDatabase, annPassword, bobPassword;",
            "  String url, key, baseUrl, apiKey;",
            "  io.micrometer.core.instrument.MeterRegistry meterRegistry;",
            "  io.micrometer.observation.ObservationRegistry observationRegistry;",
            "  io.chatapi.sdk.agents.NewAgent newAgent;",
            "  record Shop(String address, String cartHelp, String hi, String ship, String bye) {}",
            "  java.util.List<Shop> shops;");

    private static final Pattern README_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern JAVADOC_BLOCK = Pattern.compile("<pre>\\{@code\\n(.*?)\\}</pre>", Pattern.DOTALL);
    // A line of imports, one or several (a README keeps them short).
    private static final Pattern IMPORT_LINE = Pattern.compile("(?m)^(\\s*import (static )?[\\w.]+(\\.\\*)?;)+\\s*$");
    private static final Pattern IMPORT = Pattern.compile("import (static )?[\\w.]+(\\.\\*)?;");

    /** What a javadoc example may use unimported: javadoc shows no imports, and links these types by name. */
    private static final List<String> JAVADOC_IMPORTS = List.of(
            "import io.chatapi.sdk.*;",
            "import io.chatapi.sdk.agents.*;",
            "import io.chatapi.sdk.aliases.*;",
            "import io.chatapi.sdk.core.*;",
            "import io.chatapi.sdk.domains.*;",
            "import io.chatapi.sdk.jackson.*;",
            "import io.chatapi.sdk.tickets.*;",
            "import io.chatapi.sdk.triggers.*;",
            "import java.time.*;",
            "import java.util.*;",
            "import java.util.stream.*;",
            "import com.fasterxml.jackson.core.JsonFactory;",
            "import com.fasterxml.jackson.databind.ObjectMapper;",
            "import com.fasterxml.jackson.databind.json.JsonMapper;");

    private record Example(String origin, Set<String> imports, String body) {}

    @Test
    void every_readme_and_javadoc_example_compiles_as_written(@TempDir Path out) throws IOException {
        List<Example> examples = new ArrayList<>();
        for (String readme : READMES) {
            examples.addAll(readmeExamples(readme));
        }
        for (String module : JAVADOC_MODULES) {
            try (Stream<Path> sources = Files.walk(ROOT.resolve(module).resolve("src/main/java"))) {
                for (Path source :
                        sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                    examples.addAll(javadocExamples(source));
                }
            }
        }
        assertThat(examples).hasSizeGreaterThan(10);

        List<JavaFileObject> units = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            units.add(unit("Example" + i, examples.get(i)));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        boolean compiled = javac.getTask(
                        new StringWriter(),
                        null,
                        problems,
                        List.of("-classpath", classPath, "-d", out.toString(), "-proc:none", "--release", "17"),
                        null,
                        units)
                .call();

        List<String> errors = problems.getDiagnostics().stream()
                .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
                .map(d -> {
                    int index = Integer.parseInt(d.getSource().getName().replaceAll(".*Example(\\d+)\\.java$", "$1"));
                    return examples.get(index).origin() + ": "
                            + d.getMessage(null).replaceAll("\\s+", " ");
                })
                .toList();
        assertThat(errors).as("examples that do not compile").isEmpty();
        assertThat(compiled).isTrue();
    }

    private static List<Example> readmeExamples(String readme) throws IOException {
        String text = Files.readString(ROOT.resolve(readme), StandardCharsets.UTF_8);
        List<String> blocks = new ArrayList<>();
        Matcher m = README_BLOCK.matcher(text);
        while (m.find()) {
            blocks.add(m.group(1));
        }
        Set<String> imports = new LinkedHashSet<>();
        for (String block : blocks) {
            imports.addAll(importsOf(block));
        }
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            examples.add(new Example(readme + " example " + (i + 1), imports, withoutImports(blocks.get(i))));
        }
        return examples;
    }

    private static List<Example> javadocExamples(Path source) throws IOException {
        String text = Files.readString(source, StandardCharsets.UTF_8);
        Set<String> imports = new LinkedHashSet<>(JAVADOC_IMPORTS);
        imports.addAll(importsOf(text));
        Matcher pkg = Pattern.compile("(?m)^package ([\\w.]+);").matcher(text);
        if (pkg.find()) {
            imports.add("import " + pkg.group(1) + ".*;");
        }
        List<Example> examples = new ArrayList<>();
        Matcher m = JAVADOC_BLOCK.matcher(text);
        while (m.find()) {
            String body = m.group(1).replaceAll("(?m)^\\s*\\* ?", "");
            if (body.contains("...")) {
                continue; // a sketch, not an example
            }
            int line = text.substring(0, m.start()).split("\n", -1).length;
            examples.add(new Example(ROOT.relativize(source) + ":" + line, imports, withoutImports(body)));
        }
        return examples;
    }

    private static List<String> importsOf(String text) {
        List<String> imports = new ArrayList<>();
        Matcher line = IMPORT_LINE.matcher(text);
        while (line.find()) {
            Matcher m = IMPORT.matcher(line.group());
            while (m.find()) {
                imports.add(m.group());
            }
        }
        return imports;
    }

    private static String withoutImports(String block) {
        return IMPORT_LINE.matcher(block).replaceAll("");
    }

    // Statements go in a method; an example declaring classes has them as member classes.
    private static JavaFileObject unit(String name, Example example) {
        boolean declaresClasses = Pattern.compile("(?m)^(@\\w+|class |record |public class )")
                .matcher(example.body())
                .find();
        String source = String.join("\n", example.imports()) + "\n\nclass " + name + " {\n" + GIVEN + "\n"
                + (declaresClasses
                        ? example.body()
                        : "  void example() throws Exception {\n" + example.body() + "\n  }")
                + "\n}\n";
        return new SimpleJavaFileObject(URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
    }

    static {
        if (!Files.isDirectory(ROOT.resolve("sdk/src/main/java"))) {
            throw new UncheckedIOException(
                    new IOException("run from sdk-examples: " + ROOT + " is not the repository"));
        }
    }
}
