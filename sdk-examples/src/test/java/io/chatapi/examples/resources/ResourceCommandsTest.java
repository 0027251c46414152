package io.chatapi.examples.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Every resource command against the testkit, read through its documented JSON. */
class ResourceCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ZOE = "5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41";
    private static final String SHOP = "0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f";
    private static final String PASSWORD = "correct horse battery staple";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    @Test
    void agentsListAsJsonUsesTheDocumentedNames(ChatApiTestServer server) {
        JsonNode agents = json(CliRun.against(server, "agents", "list", "--output", "json"));

        assertThat(agents).hasSize(4);
        assertThat(names(agents.get(0)))
                .containsExactly("id", "name", "email", "role", "pid", "photo", "domainCount", "subscription");
        assertThat(agents.get(0).get("id").asText()).isEqualTo(ZOE);
        assertThat(agents.get(0).get("email").asText()).isEqualTo("zoe.muller@example.com");
        assertThat(agents.get(0).get("role").asText()).isEqualTo("admin");
    }

    @Test
    void aListAsJsonLinesIsOneObjectPerLine(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "domains", "list", "--output=jsonl");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out().lines().map(ResourceCommandsTest::parse).map(d -> d.get("address")
                        .asText()))
                .containsExactly(
                        "shop.example.com",
                        "sklep.example.pl",
                        "store.example.jp",
                        "https://blog.example.org/",
                        "legacy.example.net");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aListAsATableHasTheChosenColumns(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "triggers", "list");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out().lines().skip(1).findFirst().orElseThrow())
                .matches("id +name +domain +url +message +displayDelaySeconds +active");
    }

    @Test
    void oneRecordIsNotJsonLines(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "agents", "get", ZOE, "--output", "jsonl");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--output jsonl is for lists");
    }

    @Test
    void agentsGetShowsTheDetailWithDomains(ChatApiTestServer server) {
        JsonNode agent = json(CliRun.against(server, "agents", "get", ZOE, "-o", "json"));

        assertThat(names(agent))
                .containsExactly(
                        "id", "name", "email", "role", "statusCode", "chats", "jobTitle", "photoUrl", "domains");
        assertThat(agent.get("name").asText()).isEqualTo("Zoë Müller");
        assertThat(agent.get("domains")).isNotEmpty();
        assertThat(names(agent.get("domains").get(0)))
                .containsExactly("id", "address", "pluginToken", "active", "chatClientId", "visibility", "shop");
    }

    @Test
    void agentsAddTakesThePasswordFromAVariableAndNeverPrintsIt(ChatApiTestServer server) {
        CliRun run = CliRun.against(
                server,
                Map.of("NEW_AGENT_PASSWORD", PASSWORD),
                "agents",
                "add",
                "--email",
                "ada@example.com",
                "--name=Ada Lovelace",
                "--password-env",
                "NEW_AGENT_PASSWORD",
                "-o",
                "json");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        JsonNode added = parse(run.out());
        assertThat(added.get("action").asText()).isEqualTo("add");
        assertThat(added.get("email").asText()).isEqualTo("ada@example.com");
        assertThat(run.out() + run.err()).doesNotContain(PASSWORD);
        assertThat(emails(server)).contains("ada@example.com");
    }

    @Test
    void agentsAddReadsThePasswordFromAFileOrStdin(ChatApiTestServer server) throws IOException {
        Path file = Files.writeString(folder.resolve("pw"), PASSWORD + "\n");

        CliRun fromFile = CliRun.against(
                server, "agents", "add", "--email", "f@example.com", "--name", "F", "--password-file", file.toString());
        CliRun fromStdin = CliRun.withStdin(
                server,
                PASSWORD + "\n",
                "agents",
                "add",
                "--email",
                "s@example.com",
                "--name",
                "S",
                "--password-stdin");

        assertThat(fromFile.code()).isEqualTo(ExitCode.OK);
        assertThat(fromStdin.code()).isEqualTo(ExitCode.OK);
        assertThat(emails(server)).contains("f@example.com", "s@example.com");
    }

    @Test
    void agentsAddWithoutAPasswordSourceIsBadInputAndSendsNothing(ChatApiTestServer server) {
        CliRun none = CliRun.against(server, "agents", "add", "--email", "a@example.com", "--name", "A");
        CliRun onTheCommandLine =
                CliRun.against(server, "agents", "add", "--email", "a@example.com", "--name", "A", "--password", "x");
        CliRun emptyVariable = CliRun.against(
                server,
                Map.of("PW", " "),
                "agents",
                "add",
                "--email",
                "a@example.com",
                "--name",
                "A",
                "--password-env",
                "PW");

        assertThat(List.of(none, onTheCommandLine, emptyVariable))
                .allSatisfy(run -> assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT));
        assertThat(none.err()).contains("a new agent needs a password");
        assertThat(emptyVariable.err()).contains("no password in variable PW");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void agentsEditAndDelete(ChatApiTestServer server) {
        String lukasz = "8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6";

        CliRun edit = CliRun.against(server, "agents", "edit", lukasz, "--job-title", "Night shift", "-o", "json");
        String jobTitle = json(CliRun.against(server, "agents", "get", lukasz, "-o", "json"))
                .get("jobTitle")
                .asText();
        CliRun delete = CliRun.against(server, "agents", "delete", lukasz, "-o", "json");

        assertThat(edit.code()).isEqualTo(ExitCode.OK);
        assertThat(parse(edit.out()).get("id").asText()).isEqualTo(lukasz);
        assertThat(jobTitle).isEqualTo("Night shift");
        assertThat(parse(delete.out()).get("action").asText()).isEqualTo("delete");
        assertThat(emails(server)).doesNotContain("lukasz.nowak@example.com");
    }

    @Test
    void agentsEditWithNothingToChangeIsBadInput(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "agents", "edit", ZOE);

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void agentsDomainsAndSignIns(ChatApiTestServer server) {
        JsonNode domains = json(CliRun.against(server, "agents", "domains", ZOE, "-o", "json"));
        JsonNode all = json(CliRun.against(server, "agents", "sign-ins", ZOE, "-o", "json"));
        JsonNode first = json(CliRun.against(server, "agents", "sign-ins", ZOE, "--page", "1", "-o", "json"));

        assertThat(domains).isNotEmpty();
        assertThat(domains.get(0).get("pluginToken").asText()).isNotBlank();
        assertThat(all).hasSize(25);
        assertThat(first).hasSize(10);
        assertThat(names(first.get(0))).containsExactly("time", "ip", "browser", "browserVersion", "platform");
        assertThat(first.get(0).get("time").asText()).isEqualTo("2024-06-01T12:00:00Z");
    }

    @Test
    void domainsRegisterTokenAssignUnassignDelete(ChatApiTestServer server) {
        JsonNode registered = json(CliRun.against(server, "domains", "register", "new.example.com", "-o", "json"));
        String id = addresses(server).get("new.example.com");
        JsonNode token = json(CliRun.against(server, "domains", "token", id, "-o", "json"));
        CliRun assign = CliRun.against(server, "domains", "assign", id, "--agent", ZOE, "-o", "json");
        long assigned = agentCount(server, "new.example.com");
        CliRun unassign = CliRun.against(server, "domains", "unassign", id, "--agent", ZOE);
        long unassigned = agentCount(server, "new.example.com");
        CliRun delete = CliRun.against(server, "domains", "delete", id);

        assertThat(names(registered))
                .as("the domain read back, with its id")
                .containsExactly(
                        "id", "address", "agentCount", "pluginToken", "active", "chatClientId", "visibility", "shop");
        assertThat(registered.get("id").asText()).isEqualTo(id);
        assertThat(registered.get("pluginToken").asText())
                .isNotBlank()
                .isEqualTo(token.get("pluginToken").asText());
        assertThat(parse(assign.out()).get("agentId").asText()).isEqualTo(ZOE);
        assertThat(assigned).isEqualTo(1);
        assertThat(unassign.code()).isEqualTo(ExitCode.OK);
        assertThat(unassigned).isZero();
        assertThat(delete.code()).isEqualTo(ExitCode.OK);
        assertThat(addresses(server)).doesNotContainKey("new.example.com");
    }

    @Test
    void registeringAnAddressAgainKeepsItsTokenUnlessReplaceTokenIsGiven(ChatApiTestServer server) {
        String token = json(CliRun.against(server, "domains", "register", "again.example.com", "-o", "json"))
                .get("pluginToken")
                .asText();

        // #37: the same address with the same shop is there already: exit 0, the same token, nothing sent.
        CliRun again = CliRun.against(server, "domains", "register", "https://Again.example.com/", "-o", "json");
        CliRun otherShop = CliRun.against(server, "domains", "register", "again.example.com", "--shop", "2");
        long registrationsAfterRefusal = server.counters().writes(Endpoint.REGISTER_DOMAIN);
        JsonNode replaced = json(
                CliRun.against(server, "domains", "register", "again.example.com", "--replace-token", "-o", "json"));

        assertThat(again.code()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(json(again).get("pluginToken").asText()).isEqualTo(token);
        assertThat(json(again).get("existed").asBoolean())
                .as("as the other adds run again")
                .isTrue();
        assertThat(again.err()).contains("registered already with shop 0", "nothing was sent");
        assertThat(otherShop.code()).isEqualTo(ExitCode.FAILED);
        assertThat(otherShop.out()).isEmpty();
        assertThat(otherShop.err()).contains("again.example.com").contains("--replace-token");
        assertThat(registrationsAfterRefusal).isEqualTo(1);
        assertThat(replaced.get("pluginToken").asText()).isNotBlank().isNotEqualTo(token);
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(2);
    }

    @Test
    void aShopCodeOutOfRangeIsBadInput(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "domains", "register", "x.example.com", "--shop", "9");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void triggersGetAddEditSwitchDelete(ChatApiTestServer server) {
        JsonNode one = json(CliRun.against(server, "triggers", "get", "1", "-o", "json"));
        CliRun add = CliRun.against(
                server,
                "triggers",
                "add",
                "--name",
                "Late",
                "--url",
                "https://shop.example.com/late",
                "--message",
                "Still there?",
                "--delay",
                "30",
                "--domain",
                SHOP);
        String id = triggerId(server, "Late");
        CliRun edit = CliRun.against(server, "triggers", "edit", id, "--delay", "60");
        JsonNode edited = json(CliRun.against(server, "triggers", "get", id, "-o", "json"));
        CliRun off = CliRun.against(server, "triggers", "deactivate", id);
        boolean activeAfterOff = json(CliRun.against(server, "triggers", "get", id, "-o", "json"))
                .get("active")
                .asBoolean();
        CliRun on = CliRun.against(server, "triggers", "activate", id);
        CliRun delete = CliRun.against(server, "triggers", "delete", id);

        assertThat(names(one))
                .containsExactly("id", "name", "url", "message", "displayDelaySeconds", "active", "domain");
        assertThat(one.get("domain").get("address").asText()).isEqualTo("shop.example.com");
        assertThat(List.of(add, edit, off, on, delete))
                .allSatisfy(r -> assertThat(r.code()).isEqualTo(ExitCode.OK));
        assertThat(edited.get("displayDelaySeconds").asLong()).isEqualTo(60);
        assertThat(edited.get("message").asText()).isEqualTo("Still there?");
        assertThat(activeAfterOff).isFalse();
        assertThat(json(CliRun.against(server, "triggers", "list", "-o", "json"))
                        .findValuesAsText("name"))
                .doesNotContain("Late");
    }

    @Test
    void triggersAddWithAFieldMissingIsBadInput(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "triggers", "add", "--name", "Late", "--url", "https://x.example/");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("give --message");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void aliasesGetAddEditDelete(ChatApiTestServer server) {
        JsonNode one = json(CliRun.against(server, "aliases", "get", "1", "-o", "json"));
        CliRun add = CliRun.against(server, "aliases", "add", "--name", "bye", "--text", "Goodbye!", "--domain", SHOP);
        String id = aliasId(server, "bye");
        CliRun edit = CliRun.against(server, "aliases", "edit", id, "--text", "See you!");
        JsonNode edited = json(CliRun.against(server, "aliases", "get", id, "-o", "json"));
        CliRun delete = CliRun.against(server, "aliases", "delete", id);

        assertThat(names(one)).containsExactly("id", "name", "text", "domains");
        assertThat(List.of(add, edit, delete))
                .allSatisfy(r -> assertThat(r.code()).isEqualTo(ExitCode.OK));
        assertThat(edited.get("text").asText()).isEqualTo("See you!");
        assertThat(edited.get("name").asText()).isEqualTo("bye");
        assertThat(edited.get("domains").get(0).get("id").asText()).isEqualTo(SHOP);
        assertThat(json(CliRun.against(server, "aliases", "list", "-o", "json")).findValuesAsText("name"))
                .doesNotContain("bye");
    }

    @Test
    void ticketsListAndGet(ChatApiTestServer server) {
        JsonNode list = json(CliRun.against(server, "tickets", "list", "-o", "json"));
        JsonNode one = json(CliRun.against(server, "tickets", "get", "1001", "-o", "json"));

        assertThat(list).hasSize(4);
        assertThat(list.get(0).get("id").asText()).isEqualTo("1001");
        assertThat(list.get(0).get("clientName").asText()).isEqualTo("Agnieszka Wiśniewska");
        assertThat(names(one)).containsExactly("id", "messages");
        JsonNode message = one.get("messages").get(0);
        assertThat(names(message))
                .containsExactly(
                        "id",
                        "email",
                        "body",
                        "timeSent",
                        "timeRead",
                        "direction",
                        "clientUuid",
                        "domainToken",
                        "geo",
                        "agent");
        assertThat(message.get("geo").get("countryCode").asText()).isEqualTo("PL");
        assertThat(message.get("agent").get("name").asText()).isEqualTo("Łukasz Nowak");
    }

    @Test
    void aChangeWhoseReplyNeverCameIsAnUnknownOutcome(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.DELETE_TRIGGER).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        CliRun run = CliRun.against(server, "triggers", "delete", "1");

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(run.err()).contains("deleting trigger 1", "may have been made", "check the server");
        assertThat(server.counters().writes(Endpoint.DELETE_TRIGGER)).isEqualTo(1);
    }

    @Test
    void anAddAcceptedButNotReadBackIsAnUnknownOutcomeNotAFailure(ChatApiTestServer server) {
        // Every read of the agent list after the add is garbled, the SDK's retries included; the two before it (the
        // CLI's check of what exists, the SDK's check for a duplicate) are served as they are. 30 covers every try:
        // a plain read is tried up to 11 times (#47: plain reads keep retrying within --timeout).
        server.faults().onlyOn(Endpoint.LIST_AGENTS).after(2).next(Fault.MALFORMED_JSON, 30);

        CliRun run = CliRun.against(
                server,
                Map.of("NEW_PW", "S3cret-pw!"),
                "agents",
                "add",
                "--email",
                "new@example.com",
                "--name",
                "New",
                "--password-env",
                "NEW_PW");

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(run.err())
                .contains("adding agent new@example.com: the server accepted it, but the new record was not read back")
                .contains("it was not sent again", "check the server")
                .doesNotContain("S3cret-pw!");
        assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isEqualTo(1);
    }

    @Test
    void aRefusedReadFailsWithOne(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "agents", "get", "no-such-agent");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: ");
    }

    private static JsonNode json(CliRun run) {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        return parse(run.out());
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> emails(ChatApiTestServer server) {
        return json(CliRun.against(server, "agents", "list", "-o", "json")).findValuesAsText("email");
    }

    private static Map<String, String> addresses(ChatApiTestServer server) {
        Map<String, String> ids = new java.util.HashMap<>();
        json(CliRun.against(server, "domains", "list", "-o", "json"))
                .forEach(d -> ids.put(d.get("address").asText(), d.get("id").asText()));
        return ids;
    }

    private static long agentCount(ChatApiTestServer server, String address) {
        for (JsonNode d : json(CliRun.against(server, "domains", "list", "-o", "json"))) {
            if (d.get("address").asText().equals(address)) {
                return d.get("agentCount").asLong();
            }
        }
        throw new AssertionError("no domain " + address);
    }

    private static String triggerId(ChatApiTestServer server, String name) {
        return idNamed(json(CliRun.against(server, "triggers", "list", "-o", "json")), name);
    }

    private static String aliasId(ChatApiTestServer server, String name) {
        return idNamed(json(CliRun.against(server, "aliases", "list", "-o", "json")), name);
    }

    private static String idNamed(JsonNode records, String name) {
        for (JsonNode r : records) {
            if (r.get("name").asText().equals(name)) {
                return r.get("id").asText();
            }
        }
        throw new AssertionError("no record named " + name);
    }
}
