package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.async.AsyncAgentsClient;
import io.chatapi.sdk.async.AsyncAliasesClient;
import io.chatapi.sdk.async.AsyncChatApiClient;
import io.chatapi.sdk.async.AsyncDomainsClient;
import io.chatapi.sdk.async.AsyncTicketsClient;
import io.chatapi.sdk.async.AsyncTriggersClient;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.tickets.TicketsClient;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggersClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input fails before anything is sent, with an {@link IllegalArgumentException} whose message
 * names the parameter: blank, oversized and dot-segment ids, a page below 1, shop codes outside 0–4,
 * negative or fractional delays, e-mails without a single {@code @}, negative counts, missing
 * arguments. For every public method of every sub-client, synchronous and async (where the future
 * fails instead), and the test server counts zero requests, authentication included. A coverage
 * check makes sure no public method taking an id or other input is left out.
 */
class ReliabilityInputValidationTest {
    private static final String OK = DefaultData.ADMIN_UUID;
    private static final String DOMAIN = DefaultData.SHOP_DOMAIN_UUID;
    private static final List<String> BAD_IDS = Arrays.asList(null, "", "   ", "\t\n", ".", "..", "x".repeat(201));
    private static final TriggerDefinition TRIGGER =
            new TriggerDefinition("n", "https://shop.example.com/", "m", Duration.ofSeconds(5), DOMAIN);
    private static final AliasDefinition ALIAS = new AliasDefinition("n", "t", List.of(DOMAIN));
    private static final NewAgent AGENT =
            NewAgent.builder().email("a@example.com").name("A").password("pw").build();
    private static final AgentUpdate UPDATE = AgentUpdate.builder().name("B").build();

    private static ChatApiTestServer server;
    private static ChatApiClient client;
    private static final Set<String> exercised = new TreeSet<>();

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    @AfterEach
    void nothingWasSent() {
        assertThat(server.counters().totalRequests())
                .as("requests the server received")
                .isZero();
    }

    /** A bad call: the method it exercises, the parameter the message must name, the call. */
    record Case(
            String method,
            String parameter,
            Function<ChatApiClient, Object> sync,
            Function<AsyncChatApiClient, CompletableFuture<?>> async) {
        @Override
        public String toString() {
            return method + " -> " + parameter;
        }
    }

    private static Case sync(String method, String parameter, Function<ChatApiClient, Object> call) {
        return new Case(method, parameter, call, null);
    }

    private static Case both(
            String method,
            String parameter,
            Function<ChatApiClient, Object> call,
            Function<AsyncChatApiClient, CompletableFuture<?>> async) {
        return new Case(method, parameter, call, async);
    }

    /** Every method with an id, called with every bad id. */
    static Stream<Arguments> badIds() {
        List<Arguments> out = new ArrayList<>();
        for (String id : BAD_IDS) {
            String shown = id == null ? "null" : id.length() > 10 ? id.length() + " chars" : "'" + id + "'";
            for (Case c : idCases(id)) {
                out.add(Arguments.of(c + " with " + shown, c));
            }
        }
        return out.stream();
    }

    private static List<Case> idCases(String id) {
        return List.of(
                both("agents.get", "agentId", c -> c.agents().get(id), a -> a.agents()
                        .get(id)),
                both("agents.edit", "agentId", c -> c.agents().edit(id, UPDATE), a -> a.agents()
                        .edit(id, UPDATE)),
                both("agents.delete", "agentId", c -> c.agents().delete(id), a -> a.agents()
                        .delete(id)),
                both("agents.signInHistory", "agentId", c -> c.agents().signInHistory(id, 1), a -> a.agents()
                        .signInHistory(id, 1)),
                sync("agents.signInHistory/1", "agentId", c -> c.agents().signInHistory(id)),
                both("agents.domains", "agentId", c -> c.agents().domains(id), a -> a.agents()
                        .domains(id)),
                both("domains.delete", "domainId", c -> c.domains().delete(id), a -> a.domains()
                        .delete(id)),
                both("domains.assignAgent", "domainId", c -> c.domains().assignAgent(id, OK), a -> a.domains()
                        .assignAgent(id, OK)),
                both("domains.assignAgent", "agentId", c -> c.domains().assignAgent(DOMAIN, id), a -> a.domains()
                        .assignAgent(DOMAIN, id)),
                both("domains.unassignAgent", "domainId", c -> c.domains().unassignAgent(id, OK), a -> a.domains()
                        .unassignAgent(id, OK)),
                both("domains.unassignAgent", "agentId", c -> c.domains().unassignAgent(DOMAIN, id), a -> a.domains()
                        .unassignAgent(DOMAIN, id)),
                both("domains.pluginToken", "domainId", c -> c.domains().pluginToken(id), a -> a.domains()
                        .pluginToken(id)),
                both("triggers.get", "triggerId", c -> c.triggers().get(id), a -> a.triggers()
                        .get(id)),
                both("triggers.add/2", "id", c -> c.triggers().add(TRIGGER, id), a -> a.triggers()
                        .add(TRIGGER, id)),
                both("triggers.edit", "triggerId", c -> c.triggers().edit(id, TRIGGER), a -> a.triggers()
                        .edit(id, TRIGGER)),
                both("triggers.setActive", "triggerId", c -> c.triggers().setActive(id, true), a -> a.triggers()
                        .setActive(id, true)),
                both("triggers.delete", "triggerId", c -> c.triggers().delete(id), a -> a.triggers()
                        .delete(id)),
                both("aliases.get", "aliasId", c -> c.aliases().get(id), a -> a.aliases()
                        .get(id)),
                both("aliases.edit", "aliasId", c -> c.aliases().edit(id, ALIAS), a -> a.aliases()
                        .edit(id, ALIAS)),
                both("aliases.delete", "aliasId", c -> c.aliases().delete(id), a -> a.aliases()
                        .delete(id)),
                both("tickets.get", "ticketId", c -> c.tickets().get(id), a -> a.tickets()
                        .get(id)));
    }

    /** Everything else a caller can get wrong. */
    static Stream<Arguments> otherBadInput() {
        String tooLong = "x".repeat(65_537);
        String longId = "d".repeat(201);
        List<Case> cases = List.of(
                both("agents.signInHistory", "page", c -> c.agents().signInHistory(OK, 0), a -> a.agents()
                        .signInHistory(OK, 0)),
                both("agents.signInHistory", "page", c -> c.agents().signInHistory(OK, -1), a -> a.agents()
                        .signInHistory(OK, -1)),
                both("agents.add", "agent", c -> c.agents().add(null), a -> a.agents()
                        .add(null)),
                both("agents.edit", "update", c -> c.agents().edit(OK, null), a -> a.agents()
                        .edit(OK, null)),
                both("domains.register", "address", c -> c.domains().register(null), a -> a.domains()
                        .register(null)),
                both("domains.register", "address", c -> c.domains().register("  "), a -> a.domains()
                        .register("  ")),
                both("domains.register", "address", c -> c.domains().register(tooLong), a -> a.domains()
                        .register(tooLong)),
                both("domains.register/2", "address", c -> c.domains().register("", ShopSystem.OTHER), a -> a.domains()
                        .register("", ShopSystem.OTHER)),
                both("domains.register/2", "shop", c -> c.domains().register("shop.example.com", null), a -> a.domains()
                        .register("shop.example.com", null)),
                sync("agents.findByEmail", "email", c -> c.agents().findByEmail(" ")),
                sync("agents.findOrAdd", "agent", c -> c.agents().findOrAdd((NewAgent) null)),
                sync("agents.findOrAdd", "definitions", c -> c.agents().findOrAdd((List<NewAgent>) null)),
                sync("agents.findOrAdd", "definitions[1]", c -> c.agents().findOrAdd(List.of(AGENT, AGENT))),
                sync("domains.findByAddress", "address", c -> c.domains().findByAddress("")),
                sync("domains.findOrRegister/2", "address", c -> c.domains().findOrRegister(" ", ShopSystem.OTHER)),
                sync("domains.findOrRegister/2", "shop", c -> c.domains().findOrRegister("a.example", null)),
                sync("domains.registerReplacingToken/2", "address", c -> c.domains()
                        .registerReplacingToken(null, ShopSystem.OTHER)),
                sync("domains.registerReplacingToken/2", "shop", c -> c.domains()
                        .registerReplacingToken("a.example", null)),
                sync("domains.agents", "domainId", c -> c.domains().agents(" ")),
                sync("triggers.find/2", "name", c -> c.triggers().find(" ", DOMAIN)),
                sync("triggers.find/2", "domainId", c -> c.triggers().find("n", longId)),
                sync("triggers.findOrAdd", "trigger", c -> c.triggers().findOrAdd(null)),
                sync("aliases.find", "name", c -> c.aliases().find(null)),
                sync("aliases.findOrAdd", "alias", c -> c.aliases().findOrAdd((AliasDefinition) null)),
                sync("aliases.findOrAdd", "definitions[1]", c -> c.aliases().findOrAdd(List.of(ALIAS, ALIAS))),
                sync("ShopSystem.ofCode", "shop", c -> ShopSystem.ofCode(-1)),
                sync("ShopSystem.ofCode", "shop", c -> ShopSystem.ofCode(5)),
                both("triggers.add", "trigger", c -> c.triggers().add(null), a -> a.triggers()
                        .add(null)),
                both("triggers.add", "domainId", c -> c.triggers().add(trigger(longId)), a -> a.triggers()
                        .add(trigger(longId))),
                both("triggers.edit", "trigger", c -> c.triggers().edit("1", null), a -> a.triggers()
                        .edit("1", null)),
                both("aliases.add", "alias", c -> c.aliases().add(null), a -> a.aliases()
                        .add(null)),
                both("aliases.add", "domainIds[1]", c -> c.aliases().add(alias(longId)), a -> a.aliases()
                        .add(alias(longId))),
                both("aliases.edit", "alias", c -> c.aliases().edit("1", null), a -> a.aliases()
                        .edit("1", null)),
                both(
                        "tickets.forEach",
                        "action",
                        c -> {
                            c.tickets().forEach(null);
                            return null;
                        },
                        null),
                // Input objects refuse bad values when built, long before a call.
                sync(
                        "TriggerDefinition",
                        "displayDelay",
                        c -> new TriggerDefinition("n", "u", "m", Duration.ofSeconds(-1), DOMAIN)),
                sync(
                        "TriggerDefinition",
                        "displayDelay",
                        c -> new TriggerDefinition("n", "u", "m", Duration.ofMillis(1_500), DOMAIN)),
                sync("TriggerDefinition", "displayDelay", c -> new TriggerDefinition("n", "u", "m", null, DOMAIN)),
                sync("TriggerDefinition", "name", c -> new TriggerDefinition(" ", "u", "m", Duration.ZERO, DOMAIN)),
                sync("TriggerDefinition", "url", c -> new TriggerDefinition("n", "", "m", Duration.ZERO, DOMAIN)),
                sync("TriggerDefinition", "message", c -> new TriggerDefinition("n", "u", null, Duration.ZERO, DOMAIN)),
                sync("TriggerDefinition", "domainId", c -> new TriggerDefinition("n", "u", "m", Duration.ZERO, " ")),
                sync("AliasDefinition", "domainIds", c -> new AliasDefinition("n", "t", List.of())),
                sync(
                        "AliasDefinition",
                        "domainIds[0]",
                        c -> new AliasDefinition("n", "t", Arrays.asList((String) null))),
                sync("AliasDefinition", "name", c -> new AliasDefinition("", "t", List.of(DOMAIN))),
                sync("AliasDefinition", "text", c -> new AliasDefinition("n", tooLong, List.of(DOMAIN))),
                sync("NewAgent", "email", c -> newAgent("no-at-sign.example.com")),
                sync("NewAgent", "email", c -> newAgent("a@")),
                sync("NewAgent", "email", c -> newAgent("@example.com")),
                sync("NewAgent", "email", c -> newAgent("a@b@example.com")),
                sync("NewAgent", "email", c -> newAgent("a b@example.com")),
                sync("NewAgent", "email", c -> newAgent(null)),
                sync("NewAgent", "chats", c -> NewAgent.builder().chats(-1)),
                sync("NewAgent", "password", c -> NewAgent.builder()
                        .email("a@example.com")
                        .name("A")
                        .password(" ")
                        .build()),
                sync("NewAgent", "name", c -> NewAgent.builder()
                        .email("a@example.com")
                        .name("")
                        .password("pw")
                        .build()),
                sync("AgentUpdate", "chats", c -> AgentUpdate.builder().chats(-5)),
                sync("AgentUpdate", "name", c -> AgentUpdate.builder().name("\t")),
                sync("AgentUpdate", "password", c -> AgentUpdate.builder().password("")));
        return cases.stream().map(c -> Arguments.of(c.toString(), c));
    }

    private static TriggerDefinition trigger(String domainId) {
        return new TriggerDefinition("n", "https://shop.example.com/", "m", Duration.ofSeconds(5), domainId);
    }

    private static AliasDefinition alias(String secondDomainId) {
        return new AliasDefinition("n", "t", List.of(DOMAIN, secondDomainId));
    }

    private static NewAgent newAgent(String email) {
        return NewAgent.builder().email(email).name("A").password("pw").build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badIds")
    void a_bad_id_is_refused_naming_the_parameter_before_anything_is_sent(String name, Case bad) throws Exception {
        check(bad);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("otherBadInput")
    void other_bad_input_is_refused_naming_the_parameter_before_anything_is_sent(String name, Case bad)
            throws Exception {
        check(bad);
    }

    private static void check(Case bad) throws InterruptedException {
        Throwable e = catchThrowable(() -> bad.sync().apply(client));
        assertNamesParameter(bad, e);
        if (bad.async() != null) {
            Throwable failure;
            try {
                bad.async().apply(client.async()).get(5, TimeUnit.SECONDS);
                failure = null;
            } catch (ExecutionException wrapped) {
                failure = wrapped.getCause();
            } catch (RuntimeException thrownAtOnce) {
                failure = thrownAtOnce;
            } catch (java.util.concurrent.TimeoutException e2) {
                throw new AssertionError("the async call did not finish", e2);
            }
            assertNamesParameter(bad, failure);
        }
        synchronized (exercised) {
            exercised.add(bad.method());
        }
    }

    private static void assertNamesParameter(Case bad, Throwable e) {
        assertThat(e).as(bad.toString()).isInstanceOf(IllegalArgumentException.class);
        assertThat(e.getMessage()).as(bad.toString()).contains(bad.parameter());
    }

    /**
     * Every public method of a sub-client (or its async mirror) that takes input has a case above.
     * Runs after the parameterized tests only by name order; it derives the cases itself, so it does
     * not depend on them having run.
     */
    @Test
    void every_public_method_taking_input_has_a_bad_input_case() {
        Set<String> covered = new TreeSet<>();
        Stream.concat(idCases("x").stream(), otherBadInput().map(a -> (Case) a.get()[1]))
                .forEach(c -> covered.add(c.method().replaceAll("/\\d$", "") + "/" + arity(c.method())));
        Set<String> needed = new TreeSet<>();
        for (Class<?> type : List.of(
                AgentsClient.class,
                DomainsClient.class,
                TriggersClient.class,
                AliasesClient.class,
                TicketsClient.class,
                AsyncAgentsClient.class,
                AsyncDomainsClient.class,
                AsyncTriggersClient.class,
                AsyncAliasesClient.class,
                AsyncTicketsClient.class)) {
            String area = type.getSimpleName()
                    .replace("Async", "")
                    .replace("Client", "")
                    .toLowerCase();
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers())
                        && !Modifier.isStatic(m.getModifiers())
                        && m.getParameterCount() > 0) {
                    needed.add(area + "." + m.getName() + "/" + m.getParameterCount());
                }
            }
        }
        assertThat(covered).containsAll(needed);
    }

    /** The arity a case's method key stands for: {@code name/2} for an overload, else its usual one. */
    private static int arity(String method) {
        if (method.matches(".*/\\d$")) {
            return Integer.parseInt(method.substring(method.length() - 1));
        }
        switch (method) {
            case "agents.edit":
            case "agents.signInHistory":
            case "domains.assignAgent":
            case "domains.unassignAgent":
            case "triggers.edit":
            case "triggers.setActive":
            case "aliases.edit":
                return 2;
            default:
                return 1;
        }
    }
}
