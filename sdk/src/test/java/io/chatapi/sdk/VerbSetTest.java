package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.tickets.TicketsClient;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggersClient;
import java.io.IOException;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every resource speaks one verb set, with the same names and return shapes ({@code list} a {@code List}, {@code
 * find} an {@code Optional}, {@code add} the record, {@code ensure} an {@code Ensured}), and the exported API has no
 * public constructor or method an outsider could call with a type the module keeps internal.
 */
class VerbSetTest {
    private record Resource(Class<?> client, Class<?> record, Class<?> definition, boolean gets, boolean edits) {}

    private static final List<Resource> WRITABLE = List.of(
            new Resource(AgentsClient.class, Agent.class, NewAgent.class, true, true),
            new Resource(AliasesClient.class, Alias.class, AliasDefinition.class, true, true),
            new Resource(TriggersClient.class, Trigger.class, TriggerDefinition.class, true, true),
            // The API has no read of one domain and no edit of one: the client's javadoc says so.
            new Resource(DomainsClient.class, Domain.class, NewDomain.class, false, false));

    @Test
    void every_resource_with_writes_has_the_same_verbs_returning_the_same_shapes() throws Exception {
        for (Resource r : WRITABLE) {
            Class<?> c = r.client();
            assertThat(c.isInterface()).as("%s is an interface", c).isTrue();
            assertReturns(c.getMethod("list"), List.class, r.record());
            assertReturns(c.getMethod("find", String.class), Optional.class, r.record());
            assertThat(c.getMethod("add", r.definition()).getReturnType()).isEqualTo(r.record());
            assertThat(c.getMethod("findOrAdd", r.definition()).getReturnType()).isEqualTo(r.record());
            assertReturns(c.getMethod("findOrAdd", List.class), List.class, r.record());
            assertReturns(c.getMethod("ensure", r.definition()), Ensured.class, r.record());
            assertThat(c.getMethod("ensure", List.class).getGenericReturnType().getTypeName())
                    .isEqualTo("java.util.List<io.chatapi.sdk.core.Ensured<"
                            + r.record().getName() + ">>");
            assertThat(c.getMethod("delete", String.class).getReturnType()).isEqualTo(WriteResult.class);
            assertThat(hasMethod(c, "get")).as("%s has get", c).isEqualTo(r.gets());
            assertThat(hasMethod(c, "edit")).as("%s has edit", c).isEqualTo(r.edits());
        }
        assertThat(AgentsClient.class.getMethod("get", String.class).getReturnType())
                .isEqualTo(AgentDetail.class);
        assertThat(AgentsClient.class
                        .getMethod("edit", String.class, AgentUpdate.class)
                        .getReturnType())
                .isEqualTo(WriteResult.class);
        for (Class<?> c : List.of(AliasesClient.class, TriggersClient.class)) {
            Method edit = Stream.of(c.getMethods())
                    .filter(m -> m.getName().equals("edit"))
                    .findFirst()
                    .orElseThrow();
            assertThat(edit.getReturnType()).isEqualTo(WriteResult.class);
        }
    }

    @Test
    void tickets_are_read_only_with_list_and_get() throws Exception {
        assertReturns(TicketsClient.class.getMethod("list"), List.class, Ticket.class);
        assertThat(TicketsClient.class.getMethod("get", String.class).getReturnType())
                .isEqualTo(Conversation.class);
        for (String write : List.of("add", "findOrAdd", "ensure", "edit", "delete", "find")) {
            assertThat(hasMethod(TicketsClient.class, write)).as(write).isFalse();
        }
    }

    /** The verbs of old, renamed before 1.0, are gone rather than kept as twins. */
    @Test
    void the_renamed_verbs_are_gone() {
        for (String old :
                List.of("findByEmail", "findByAddress", "register", "findOrRegister", "registerReplacingToken")) {
            for (Resource r : WRITABLE) {
                assertThat(hasMethod(r.client(), old))
                        .as("%s.%s", r.client().getSimpleName(), old)
                        .isFalse();
            }
        }
    }

    @Test
    void no_exported_constructor_or_method_takes_or_returns_an_internal_type() throws IOException {
        Set<String> exported = exportedPackages();
        assertThat(exported)
                .contains("io.chatapi.sdk", "io.chatapi.sdk.agents")
                .doesNotContain("io.chatapi.sdk.resources");
        List<String> leaks = new ArrayList<>();
        for (Class<?> type : classesOf(exported)) {
            if (!Modifier.isPublic(type.getModifiers())) {
                continue;
            }
            List<Executable> members = new ArrayList<>(List.of(type.getConstructors()));
            Stream.of(type.getMethods())
                    .filter(m -> m.getDeclaringClass() == type)
                    .forEach(members::add);
            for (Executable member : members) {
                List<Type> types = new ArrayList<>(List.of(member.getGenericParameterTypes()));
                if (member instanceof Method m) {
                    types.add(m.getGenericReturnType());
                }
                for (Type t : types) {
                    if (namesInternal(t, exported)) {
                        leaks.add(type.getName() + ": " + member);
                    }
                }
            }
        }
        assertThat(leaks).isEmpty();
    }

    private static boolean namesInternal(Type type, Set<String> exported) {
        if (type instanceof Class<?> c) {
            Class<?> element = c;
            while (element.isArray()) {
                element = element.getComponentType();
            }
            String pkg = element.getPackageName();
            return pkg.startsWith("io.chatapi.sdk") && !exported.contains(pkg);
        }
        if (type instanceof ParameterizedType p) {
            return namesInternal(p.getRawType(), exported)
                    || Stream.of(p.getActualTypeArguments()).anyMatch(a -> namesInternal(a, exported));
        }
        return false;
    }

    private static Set<String> exportedPackages() throws IOException {
        String module = Files.readString(Path.of("src/main/java/module-info.java"));
        Matcher m = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+);").matcher(module);
        Set<String> out = new java.util.TreeSet<>();
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static List<Class<?>> classesOf(Set<String> packages) throws IOException {
        Path classes = Path.of("target/classes");
        try (Stream<Path> files = Files.walk(classes)) {
            return files.filter(f ->
                            f.toString().endsWith(".class") && !f.toString().endsWith("module-info.class"))
                    .map(f -> classes.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", ""))
                    .filter(name -> packages.contains(name.substring(0, name.lastIndexOf('.'))))
                    .map(VerbSetTest::load)
                    .collect(Collectors.toList());
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, VerbSetTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name, e);
        }
    }

    private static boolean hasMethod(Class<?> c, String name) {
        return Stream.of(c.getMethods()).anyMatch(m -> m.getName().equals(name));
    }

    private static void assertReturns(Method method, Class<?> raw, Class<?> element) {
        Type type = method.getGenericReturnType();
        assertThat(type).as("%s", method).isInstanceOf(ParameterizedType.class);
        ParameterizedType p = (ParameterizedType) type;
        assertThat(p.getRawType()).as("%s", method).isEqualTo(raw);
        assertThat(p.getActualTypeArguments()).as("%s", method).containsExactly(element);
    }
}
