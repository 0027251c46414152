package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.tickets.TicketsClient;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggerKey;
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
 * arguments. For every public method of every sub-client, called directly and through {@code
 * async().call(c -> <the same call>)} (where {@code call} itself throws nothing and the future fails
 * instead), and the test server counts zero requests, authentication included. A coverage check
 * makes sure no public method taking an id or other input is left out of either.
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

    /**
     * A bad call: the method it exercises, the parameter the message must name, the call, and
     * whether it is a client call (made directly and through {@code async().call}) or an input
     * object refusing a value as it is built (made directly only: it fails before any client exists
     * to queue it on).
     */
    record Case(String method, String parameter, Function<ChatApiClient, Object> call, boolean onClient) {
        @Override
        public String toString() {
            return method + " -> " + parameter;
        }
    }

    private static Case call(String method, String parameter, Function<ChatApiClient, Object> call) {
        return new Case(method, parameter, call, true);
    }

    private static Case value(String method, String parameter, Function<ChatApiClient, Object> build) {
        return new Case(method, parameter, build, false);
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
                call("agents.get", "agentId", c -> c.agents().get(id)),
                call("agents.edit", "agentId", c -> c.agents().edit(id, UPDATE)),
                call("agents.delete", "agentId", c -> c.agents().delete(id)),
                call("agents.signInHistory", "agentId", c -> c.agents().signInHistory(id, 1)),
                call("agents.signInHistory/1", "agentId", c -> c.agents().signInHistory(id)),
                call("agents.domains", "agentId", c -> c.agents().domains(id)),
                call("domains.delete", "domainId", c -> c.domains().delete(id)),
                call("domains.assignAgent", "domainId", c -> c.domains().assignAgent(id, OK)),
                call("domains.assignAgent", "agentId", c -> c.domains().assignAgent(DOMAIN, id)),
                call("domains.assignAgents/2", "domainId", c -> c.domains().assignAgents(id, List.of())),
                call("domains.unassignAgent", "domainId", c -> c.domains().unassignAgent(id, OK)),
                call("domains.unassignAgent", "agentId", c -> c.domains().unassignAgent(DOMAIN, id)),
                call("domains.pluginToken", "domainId", c -> c.domains().pluginToken(id)),
                call("triggers.get", "triggerId", c -> c.triggers().get(id)),
                call("triggers.add/2", "id", c -> c.triggers().add(TRIGGER, id)),
                call("triggers.edit", "triggerId", c -> c.triggers().edit(id, TRIGGER)),
                call("triggers.setActive", "triggerId", c -> c.triggers().setActive(id, true)),
                call("triggers.delete", "triggerId", c -> c.triggers().delete(id)),
                call("aliases.get", "aliasId", c -> c.aliases().get(id)),
                call("aliases.edit", "aliasId", c -> c.aliases().edit(id, ALIAS)),
                call("aliases.delete", "aliasId", c -> c.aliases().delete(id)),
                call("tickets.get", "ticketId", c -> c.tickets().get(id)));
    }

    /** Everything else a caller can get wrong. */
    static Stream<Arguments> otherBadInput() {
        String tooLong = "x".repeat(65_537);
        String longId = "d".repeat(201);
        List<Case> cases = List.of(
                call("agents.signInHistory", "page", c -> c.agents().signInHistory(OK, 0)),
                call("agents.signInHistory", "page", c -> c.agents().signInHistory(OK, -1)),
                call("agents.add", "agent", c -> c.agents().add(null)),
                call("agents.edit", "update", c -> c.agents().edit(OK, null)),
                value("NewDomain", "address", c -> new NewDomain(null)),
                value("NewDomain", "address", c -> new NewDomain("  ")),
                value("NewDomain", "address", c -> new NewDomain(tooLong)),
                value("NewDomain", "address", c -> new NewDomain("", ShopSystem.OTHER)),
                value("NewDomain", "address", c -> new NewDomain((DomainAddress) null, ShopSystem.OTHER)),
                value("NewDomain", "shop", c -> new NewDomain("shop.example.com", null)),
                call("domains.add", "domain", c -> c.domains().add(null)),
                call("agents.find", "email", c -> c.agents().find(" ")),
                call("agents.findOrAdd", "agent", c -> c.agents().findOrAdd((NewAgent) null)),
                call("agents.findOrAdd", "definitions", c -> c.agents().findOrAdd((List<NewAgent>) null)),
                call("agents.findOrAdd", "definitions[1]", c -> c.agents().findOrAdd(List.of(AGENT, AGENT))),
                call("domains.find", "address", c -> c.domains().find("")),
                call("domains.findOrAdd", "domain", c -> c.domains().findOrAdd((NewDomain) null)),
                call("domains.findOrAdd", "definitions", c -> c.domains().findOrAdd((List<NewDomain>) null)),
                call("domains.findOrAdd", "definitions[1]", c -> c.domains()
                        .findOrAdd(List.of(new NewDomain("a.example"), new NewDomain("https://A.example/")))),
                call("domains.ensure", "domain", c -> c.domains().ensure((NewDomain) null)),
                call("domains.ensure", "definitions[0]", c -> c.domains().ensure(Arrays.asList((NewDomain) null))),
                call("domains.addReplacingToken", "domain", c -> c.domains().addReplacingToken(null)),
                call("domains.agents", "domainId", c -> c.domains().agents(" ")),
                call("triggers.find", "name", c -> c.triggers().find(null)),
                call("triggers.find/2", "name", c -> c.triggers().find(" ", DOMAIN)),
                call("triggers.find/2", "domainId", c -> c.triggers().find("n", longId)),
                call("triggers.findOrAdd", "trigger", c -> c.triggers().findOrAdd((TriggerDefinition) null)),
                call("aliases.find", "name", c -> c.aliases().find(null)),
                call("aliases.find/2", "name", c -> c.aliases().find("\t", DOMAIN)),
                call("aliases.find/2", "domainId", c -> c.aliases().find("n", longId)),
                call("aliases.ensure", "alias", c -> c.aliases().ensure((AliasDefinition) null)),
                call("aliases.ensure", "definitions", c -> c.aliases().ensure((List<AliasDefinition>) null)),
                call("aliases.ensure", "definitions[1]", c -> c.aliases()
                        .ensure(List.of(ALIAS, new AliasDefinition("n", "other", List.of("d-2", DOMAIN))))),
                call("aliases.ensure", "domainIds[1]", c -> c.aliases().ensure(List.of(alias(longId)))),
                call("triggers.ensure", "trigger", c -> c.triggers().ensure((TriggerDefinition) null)),
                call("triggers.ensure", "definitions[1]", c -> c.triggers().ensure(List.of(TRIGGER, TRIGGER))),
                call("triggers.ensure", "domainId", c -> c.triggers().ensure(List.of(trigger(longId)))),
                call("agents.ensure", "agent", c -> c.agents().ensure((NewAgent) null)),
                call("agents.ensure", "definitions[0]", c -> c.agents().ensure(Arrays.asList((NewAgent) null))),
                call("agents.ensure", "definitions[1]", c -> c.agents()
                        .ensure(List.of(
                                AGENT, AGENT.toBuilder().email("A@EXAMPLE.COM").build()))),
                call("domains.assignAgents/2", "agents", c -> c.domains().assignAgents(DOMAIN, null)),
                call("domains.assignAgents/2", "agents[0]", c -> c.domains()
                        .assignAgents(DOMAIN, Arrays.asList((Agent) null))),
                value("AliasKey", "domainIds", c -> AliasKey.of("hi", List.of())),
                value("AliasKey", "name", c -> AliasKey.of(" ", List.of(DOMAIN))),
                value("TriggerKey", "domainId", c -> new TriggerKey("n", "")),
                value("DomainAddress", "address", c -> DomainAddress.of("https:///")),
                value("DomainAddress", "address", c -> DomainAddress.of("shop example.com")),
                call("aliases.findOrAdd", "alias", c -> c.aliases().findOrAdd((AliasDefinition) null)),
                call("aliases.findOrAdd", "definitions[1]", c -> c.aliases().findOrAdd(List.of(ALIAS, ALIAS))),
                value("ShopSystem.ofCode", "shop", c -> ShopSystem.ofCode(-1)),
                value("ShopSystem.ofCode", "shop", c -> ShopSystem.ofCode(5)),
                call("triggers.add", "trigger", c -> c.triggers().add(null)),
                call("triggers.add", "domainId", c -> c.triggers().add(trigger(longId))),
                call("triggers.edit", "trigger", c -> c.triggers().edit("1", null)),
                call("aliases.add", "alias", c -> c.aliases().add(null)),
                call("aliases.add", "domainIds[1]", c -> c.aliases().add(alias(longId))),
                call("aliases.edit", "alias", c -> c.aliases().edit("1", null)),
                call("tickets.forEach", "action", c -> {
                    c.tickets().forEach(null);
                    return null;
                }),
                // Input objects refuse bad values when built, long before a call.
                value(
                        "TriggerDefinition",
                        "displayDelay",
                        c -> new TriggerDefinition("n", "u", "m", Duration.ofSeconds(-1), DOMAIN)),
                value(
                        "TriggerDefinition",
                        "displayDelay",
                        c -> new TriggerDefinition("n", "u", "m", Duration.ofMillis(1_500), DOMAIN)),
                value("TriggerDefinition", "displayDelay", c -> new TriggerDefinition("n", "u", "m", null, DOMAIN)),
                value("TriggerDefinition", "name", c -> new TriggerDefinition(" ", "u", "m", Duration.ZERO, DOMAIN)),
                value("TriggerDefinition", "url", c -> new TriggerDefinition("n", "", "m", Duration.ZERO, DOMAIN)),
                value(
                        "TriggerDefinition",
                        "message",
                        c -> new TriggerDefinition("n", "u", null, Duration.ZERO, DOMAIN)),
                value("TriggerDefinition", "domainId", c -> new TriggerDefinition("n", "u", "m", Duration.ZERO, " ")),
                value("AliasDefinition", "domainIds", c -> new AliasDefinition("n", "t", List.of())),
                value(
                        "AliasDefinition",
                        "domainIds[0]",
                        c -> new AliasDefinition("n", "t", Arrays.asList((String) null))),
                value("AliasDefinition", "name", c -> new AliasDefinition("", "t", List.of(DOMAIN))),
                value("AliasDefinition", "text", c -> new AliasDefinition("n", tooLong, List.of(DOMAIN))),
                value("NewAgent", "email", c -> newAgent("no-at-sign.example.com")),
                value("NewAgent", "email", c -> newAgent("a@")),
                value("NewAgent", "email", c -> newAgent("@example.com")),
                value("NewAgent", "email", c -> newAgent("a@b@example.com")),
                value("NewAgent", "email", c -> newAgent("a b@example.com")),
                value("NewAgent", "email", c -> newAgent(null)),
                value("NewAgent", "chats", c -> NewAgent.builder().chats(-1)),
                value("NewAgent", "password", c -> NewAgent.builder()
                        .email("a@example.com")
                        .name("A")
                        .password(" ")
                        .build()),
                value("NewAgent", "name", c -> NewAgent.builder()
                        .email("a@example.com")
                        .name("")
                        .password("pw")
                        .build()),
                value("AgentUpdate", "chats", c -> AgentUpdate.builder().chats(-5)),
                value("AgentUpdate", "name", c -> AgentUpdate.builder().name("\t")),
                value("AgentUpdate", "password", c -> AgentUpdate.builder().password("")));
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

    private static void check(Case bad) {
        Throwable e = catchThrowable(() -> bad.call().apply(client));
        assertNamesParameter(bad, e);
        if (bad.onClient()) {
            CompletableFuture<Object> future;
            try {
                future = client.async().call(bad.call());
            } catch (RuntimeException thrownAtOnce) {
                throw new AssertionError(bad + ": async().call threw on the caller's thread", thrownAtOnce);
            }
            Throwable failure = catchThrowable(() -> future.get(5, TimeUnit.SECONDS));
            assertThat(failure).as(bad + " through async().call").isInstanceOf(ExecutionException.class);
            assertNamesParameter(bad, failure.getCause());
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
     * Every public method of a sub-client that takes input has a case above, and a client-call case
     * (so it is checked through {@code async().call} as well as directly). The async face has no
     * methods of its own to list: {@code call} runs these same methods. Runs after the parameterized
     * tests only by name order; it derives the cases itself, so it does not depend on them having run.
     */
    @Test
    void every_public_method_taking_input_has_a_bad_input_case_direct_and_async() {
        Set<String> covered = new TreeSet<>();
        Set<String> coveredThroughAsync = new TreeSet<>();
        Stream.concat(idCases("x").stream(), otherBadInput().map(a -> (Case) a.get()[1]))
                .forEach(c -> {
                    String key = c.method().replaceAll("/\\d$", "") + "/" + arity(c.method());
                    covered.add(key);
                    if (c.onClient()) {
                        coveredThroughAsync.add(key);
                    }
                });
        Set<String> needed = new TreeSet<>();
        for (Class<?> type : List.of(
                AgentsClient.class,
                DomainsClient.class,
                TriggersClient.class,
                AliasesClient.class,
                TicketsClient.class)) {
            String area = type.getSimpleName().replace("Client", "").toLowerCase();
            for (Method m : type.getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers())
                        && !Modifier.isStatic(m.getModifiers())
                        && m.getParameterCount() > 0) {
                    needed.add(area + "." + m.getName() + "/" + m.getParameterCount());
                }
            }
        }
        assertThat(covered).containsAll(needed);
        assertThat(coveredThroughAsync)
                .as("methods checked through async().call")
                .containsAll(needed);
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
