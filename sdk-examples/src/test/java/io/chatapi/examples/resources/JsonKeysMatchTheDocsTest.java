package io.chatapi.examples.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every {@code -o json} output of the resource commands has exactly the keys sdk-examples/README.md documents
 * (issue 37 item 6: {@code tickets list} lacked {@code agent}). The expected keys are read from the README's
 * "JSON field names" list itself, so the docs and the code cannot drift apart unnoticed; the few words of prose
 * there ("the same without agentCount", "+clientName in tickets list") are applied here, each next to its check.
 */
class JsonKeysMatchTheDocsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ZOE = "5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41";
    private static final String SHOP = "0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static String docs;

    @BeforeAll
    static void readTheDocs() throws IOException {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf("JSON field names");
        assertThat(start).as("README.md documents the JSON field names").isNotNegative();
        docs = readme.substring(start, readme.indexOf("\n## ", start));
    }

    @Test
    void agentsListGetDomainsAndSignIns(ChatApiTestServer server) {
        eachOf(json(server, "agents", "list"), has(documented("- agent")));
        JsonNode agent = json(server, "agents", "get", ZOE);
        has(documented("`agents get`")).accept(agent);
        assertThat(agent.get("domains")).isNotEmpty();
        eachOf(agent.get("domains"), has(domainSummary()));
        eachOf(json(server, "agents", "domains", ZOE), has(domainSummary()));
        eachOf(json(server, "agents", "sign-ins", ZOE), has(documented("- sign-in")));
    }

    @Test
    void domainsListRegisterAndToken(ChatApiTestServer server) {
        eachOf(json(server, "domains", "list"), has(documented("- domain")));
        JsonNode registered = json(server, "domains", "register", "keys.example.com");
        assertThat(docs).contains("`domains register` prints the new domain so");
        has(documented("- domain")).accept(registered);
        has(documented("`domains token`"))
                .accept(json(server, "domains", "token", registered.get("id").asText()));
    }

    @Test
    void triggersListAndGet(ChatApiTestServer server) {
        JsonNode list = json(server, "triggers", "list");
        eachOf(list, has(documented("- trigger")));
        has(documented("- trigger")).accept(json(server, "triggers", "get", "1"));
        List<JsonNode> domains = new ArrayList<>();
        list.forEach(t -> {
            if (!t.get("domain").isNull()) {
                domains.add(t.get("domain"));
            }
        });
        assertThat(domains).isNotEmpty().allSatisfy(has(domainSummary()));
    }

    @Test
    void aliasesListAndGet(ChatApiTestServer server) {
        JsonNode list = json(server, "aliases", "list");
        eachOf(list, has(documented("; alias")));
        JsonNode one = json(server, "aliases", "get", "1");
        has(documented("; alias")).accept(one);
        assertThat(one.get("domains")).isNotEmpty();
        eachOf(one.get("domains"), has(domainSummary()));
    }

    @Test
    void ticketsListHasTheDocumentedAgentKeyAndClientName(ChatApiTestServer server) {
        assertThat(docs).contains("(+`clientName` in `tickets list`, where `agent` is always `null`");
        Set<String> expected = new TreeSet<>(documented("- ticket").keySet());
        expected.add("clientName");

        JsonNode list = json(server, "tickets", "list");

        eachOf(list, ticket -> {
            assertThat(names(ticket)).isEqualTo(expected);
            assertThat(ticket.get("agent").isNull()).isTrue();
        });
        List<JsonNode> geos = new ArrayList<>();
        list.forEach(t -> {
            if (!t.get("geo").isNull()) {
                geos.add(t.get("geo"));
            }
        });
        geos.forEach(has(documented("- geo")));
    }

    @Test
    void ticketsGetHasItsMessagesAsTickets(ChatApiTestServer server) {
        String id = json(server, "tickets", "list").get(0).get("id").asText();

        JsonNode conversation = json(server, "tickets", "get", id);

        has(documented("`tickets get`")).accept(conversation);
        Map<String, Set<String>> ticket = documented("- ticket");
        assertThat(conversation.get("messages")).isNotEmpty();
        List<JsonNode> agents = new ArrayList<>();
        eachOf(conversation.get("messages"), message -> {
            has(ticket).accept(message);
            assertThat(message.get("id").isNull()).isTrue();
            if (!message.get("agent").isNull()) {
                agents.add(message.get("agent"));
            }
        });
        assertThat(agents).as("some message names its agent").isNotEmpty().allSatisfy(agent -> assertThat(names(agent))
                .isEqualTo(ticket.get("agent")));
    }

    @Test
    void everyChangeAndEveryAdd(ChatApiTestServer server) {
        Set<String> change = documented("- a change").keySet();
        Set<String> add = documented("an `add`").keySet();
        assertThat(docs).contains("(+`agentId` for `assign` and `unassign`)", "(+`email` for agents, `name` for");

        JsonNode agent = json(
                server,
                Map.of("PW", "correct horse battery staple"),
                "agents",
                "add",
                "--email",
                "keys@example.com",
                "--name",
                "Keys",
                "--password-env",
                "PW");
        assertThat(names(agent)).isEqualTo(plus(add, "email"));
        String agentId = agent.get("id").asText();
        assertThat(names(json(server, "agents", "edit", agentId, "--job-title", "Night")))
                .isEqualTo(change);
        assertThat(names(json(server, "domains", "assign", SHOP, "--agent", agentId)))
                .isEqualTo(plus(change, "agentId"));
        assertThat(names(json(server, "domains", "unassign", SHOP, "--agent", agentId)))
                .isEqualTo(plus(change, "agentId"));
        assertThat(names(json(server, "agents", "delete", agentId))).isEqualTo(change);

        JsonNode trigger = json(
                server,
                "triggers",
                "add",
                "--name",
                "Keys",
                "--url",
                "https://shop.example.com/keys",
                "--message",
                "Hello",
                "--delay",
                "30",
                "--domain",
                SHOP);
        assertThat(names(trigger)).isEqualTo(plus(add, "name"));
        String triggerId = trigger.get("id").asText();
        assertThat(names(json(server, "triggers", "edit", triggerId, "--delay", "60")))
                .isEqualTo(change);
        assertThat(names(json(server, "triggers", "deactivate", triggerId))).isEqualTo(change);
        assertThat(names(json(server, "triggers", "activate", triggerId))).isEqualTo(change);
        assertThat(names(json(server, "triggers", "delete", triggerId))).isEqualTo(change);

        JsonNode alias = json(server, "aliases", "add", "--name", "keys", "--text", "Keys!", "--domain", SHOP);
        assertThat(names(alias)).isEqualTo(plus(add, "name"));
        String aliasId = alias.get("id").asText();
        assertThat(names(json(server, "aliases", "edit", aliasId, "--text", "Keys?")))
                .isEqualTo(change);
        assertThat(names(json(server, "aliases", "delete", aliasId))).isEqualTo(change);

        String domainId = json(server, "domains", "register", "gone.example.com")
                .get("id")
                .asText();
        assertThat(names(json(server, "domains", "delete", domainId))).isEqualTo(change);
    }

    /**
     * The keys the README lists after {@code label} (and a parenthesis, if any) and a colon. {@code
     * domains[]} is the key {@code domains}, {@code geo{}} the key {@code geo}; {@code agent{id,name,email}}
     * is the key {@code agent} whose own keys are those three.
     */
    private static Map<String, Set<String>> documented(String label) {
        Matcher m = Pattern.compile(Pattern.quote(label) + "(?: \\([^)]*\\))?: `([^`]*)`")
                .matcher(docs);
        assertThat(m.find()).as("README documents " + label).isTrue();
        String list = m.group(1);
        Map<String, Set<String>> keys = new LinkedHashMap<>();
        for (String word : list.trim().split("\\s+")) {
            int brace = word.indexOf('{');
            if (brace >= 0) {
                String inner = word.substring(brace + 1, word.length() - 1);
                keys.put(
                        word.substring(0, brace),
                        inner.isEmpty() ? Set.of() : new TreeSet<>(Arrays.asList(inner.split(","))));
            } else {
                keys.put(word.replace("[]", ""), Set.of());
            }
        }
        return keys;
    }

    /** A domain inside another record: "the same without `agentCount`", as the README says. */
    private static Map<String, Set<String>> domainSummary() {
        assertThat(docs).contains("a trigger's `domain`: the same without `agentCount`");
        Map<String, Set<String>> keys = new LinkedHashMap<>(documented("- domain"));
        keys.remove("agentCount");
        return keys;
    }

    private static Consumer<JsonNode> has(Map<String, Set<String>> keys) {
        return node -> assertThat(names(node)).as(node.toString()).isEqualTo(new TreeSet<>(keys.keySet()));
    }

    private static void eachOf(JsonNode array, Consumer<JsonNode> check) {
        assertThat(array.isArray()).as(array.toString()).isTrue();
        assertThat(array).as("a list to check").isNotEmpty();
        array.forEach(check);
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Set<String> plus(Set<String> keys, String more) {
        Set<String> all = new TreeSet<>(keys);
        all.add(more);
        return all;
    }

    private static JsonNode json(ChatApiTestServer server, String... args) {
        return json(server, Map.of(), args);
    }

    private static JsonNode json(ChatApiTestServer server, Map<String, String> env, String... args) {
        String[] withJson = Arrays.copyOf(args, args.length + 2);
        withJson[args.length] = "-o";
        withJson[args.length + 1] = "json";
        CliRun run = CliRun.against(server, env, withJson);
        assertThat(run.code()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(ExitCode.OK);
        try {
            return JSON.readTree(run.out());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
