package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.provision.FaultsWhenSeen;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The packaged jar as an operator runs it: exit codes, what goes to stdout and stderr, the target. */
class CliJarIT {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A state file asking for one new domain: no password needed, one change. */
    private static final String NEW_DOMAIN = "domains:\n  - address: new.example.com\n    shop: 2\n";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    @Test
    void helpGoesToStdoutAndExitsZero() {
        JarRun run = JarRun.run(Map.of(), List.of(), "--help");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).startsWith("Usage: chat-api-cli").contains("agents", "domains", "export-tickets");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void noCommandIsBadInputWithTheOverviewOnStderr() {
        JarRun run = JarRun.run(Map.of(), List.of());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("Commands:");
    }

    @ParameterizedTest
    @ValueSource(strings = {"unset", "", " "})
    void withoutServerVariablesACommandExitsTwoNamingThem(String value) {
        Map<String, String> env = value.equals("unset")
                ? Map.of()
                : Map.of(ChatApiClient.ENV_BASE_URL, value, ChatApiClient.ENV_API_KEY, value);

        JarRun run = JarRun.run(env, List.of(), "domains", "list");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("CHAT_API_BASE_URL and CHAT_API_KEY are not set", "--demo");
    }

    @Test
    void anOptionNameIsNeverTakenAsAValueAndNothingIsSent(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), "domains:\n  - address: new.example.com\n");

        JarRun run = JarRun.against(server, "provision", state.toString(), "--report", "--dry-run");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("Expected parameter for option '--report' but found '--dry-run'");
        assertThat(server.counters().totalRequests()).isZero();
        assertThat(folder.resolve("--dry-run")).doesNotExist();
    }

    @Test
    void provisionTwiceConvergesAndTheSecondRunHasNothingToDo(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);

        JarRun first = JarRun.against(server, "provision", state.toString());
        JarRun second = JarRun.against(server, "provision", state.toString());

        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(first.out()).contains("+ create domain new.example.com: shop 2", "Done: 1 of 1 changes applied.");
        assertThat(first.out()).doesNotContain("note:", "Applying:");
        assertThat(first.err()).contains("Applying:");
        assertThat(second.code()).isEqualTo(ExitCode.OK);
        assertThat(second.out()).contains("Nothing to do: the server matches the state file.");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
    }

    @Test
    void aProvisionDryRunAsJsonPutsOnlyJsonOnStdoutAndWithDetailedExitcodeExitsFour(ChatApiTestServer server)
            throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);

        JarRun plain = JarRun.against(server, "provision", state.toString(), "--dry-run", "--output=json");
        JarRun detailed = JarRun.against(
                server, "provision", state.toString(), "--dry-run", "--output", "json", "--detailed-exitcode");

        assertThat(plain.code()).as(plain.err()).isEqualTo(ExitCode.OK);
        assertThat(detailed.code()).isEqualTo(ExitCode.CHANGES_PENDING);
        for (JarRun run : List.of(plain, detailed)) {
            JsonNode plan = JSON.readTree(run.out());
            assertThat(plan.get("result").asText()).isEqualTo("dry_run");
            assertThat(plan.get("changes").get(0).get("outcome").asText()).isEqualTo("not_applied");
            assertThat(run.err()).contains("note: not in the state file");
        }
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void pruneWithoutYesAndWithoutATerminalExitsTwoAndWithYesDeletesWhatTheToolMade(ChatApiTestServer server)
            throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);
        assertThat(JarRun.against(server, "provision", state.toString()).code()).isEqualTo(ExitCode.OK);
        Files.writeString(state, "domains: []\n");

        JarRun refused = JarRun.against(server, "provision", state.toString(), "--prune");
        JarRun confirmed = JarRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("give --yes");
        assertThat(confirmed.code()).as(confirmed.err()).isEqualTo(ExitCode.OK);
        assertThat(confirmed.out()).contains("- delete domain new.example.com", "1 to delete");
        assertThat(server.counters().writes(Endpoint.DELETE_DOMAIN)).isEqualTo(1);
    }

    @Test
    void pruneWithoutALedgerDeletesNothingAndWarnsOnStderr(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), "domains: []\n");

        JarRun run = JarRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Nothing to do").doesNotContain("warning");
        assertThat(run.err()).contains("warning: no ledger");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aSavedPlanAppliedAfterTheServerChangedIsRefused(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);
        Path plan = folder.resolve("plan.json");
        assertThat(JarRun.against(server, "provision", state.toString(), "--plan-out", plan.toString())
                        .code())
                .isEqualTo(ExitCode.OK);
        assertThat(JarRun.against(server, "domains", "register", "by-hand.example.org")
                        .code())
                .isEqualTo(ExitCode.OK);

        JarRun run = JarRun.against(server, "provision", "--apply", plan.toString());

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("the server changed since the plan");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
    }

    @Test
    void aProvisionWhoseChangeGetsNoReplyAndNoReadAfterExitsThree(ChatApiTestServer server) throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);
        // The registration's reply is lost and every domain list after it fails: the SDK's final read, which
        // settles a lost create when it can (below), cannot, so the outcome stays unknown (issue 47: outcomes exact).
        FaultsWhenSeen.lostReplyAndNoReadAfter(server, Endpoint.REGISTER_DOMAIN, Endpoint.LIST_DOMAINS);

        // --deadline 0: one round, as a run out of budget ends.
        JarRun run = JarRun.against(server, "provision", state.toString(), "-o", "json", "--deadline", "0");

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
        JsonNode report = JSON.readTree(run.out());
        assertThat(report.get("result").asText()).isEqualTo("stopped");
        assertThat(report.get("changes").get(0).get("outcome").asText()).isEqualTo("unknown");
    }

    @Test
    void aProvisionWhoseChangeGetsNoReplySettlesItInTheSameRunAndExitsZero(ChatApiTestServer server)
            throws IOException {
        Path state = Files.writeString(folder.resolve("state.yaml"), NEW_DOMAIN);
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        JarRun run = JarRun.against(server, "provision", state.toString(), "-o", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode report = JSON.readTree(run.out());
        assertThat(report.get("result").asText()).isEqualTo("done");
        // Settled inside the call by the SDK's converging domains().ensure (read back, found: not sent again).
        assertThat(report.get("changes").get(0).get("outcome").asText()).isEqualTo("applied");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
    }

    @Test
    void aRefusedReadExitsOne(ChatApiTestServer server) {
        JarRun run = JarRun.against(server, "agents", "get", "no-such-agent", "--output", "json");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: ");
    }

    @Test
    void aChangeWithoutAReplyExitsThree(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.DELETE_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        JarRun run = JarRun.against(server, "aliases", "delete", "1");

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(run.err()).contains("may have been made");
    }

    @Test
    void exportWritesOnlyJsonLinesToStdoutAndNotesToStderr(ChatApiTestServer server) throws IOException {
        JarRun run = JarRun.against(server, "export-tickets");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4);
        for (String line : lines) {
            assertThat(JSON.readTree(line).get("ticket_id").asText()).isNotEmpty();
        }
        assertThat(run.out()).doesNotContain("\u001b");
        assertThat(run.err()).contains("Exported 4 tickets.");
    }

    @Test
    void aProductionRunNeverLoadsTheTestkitButADemoDoes(ChatApiTestServer server) throws IOException {
        Path production = folder.resolve("production-classes.log");
        Path demo = folder.resolve("demo-classes.log");
        Map<String, String> env =
                Map.of(ChatApiClient.ENV_BASE_URL, server.baseUrl(), ChatApiClient.ENV_API_KEY, server.apiKey());

        JarRun real = JarRun.run(env, List.of("-Xlog:class+load=info:file=" + production), "agents", "list");
        JarRun asked = JarRun.run(Map.of(), List.of("-Xlog:class+load=info:file=" + demo), "agents", "list", "--demo");

        assertThat(real.code()).isEqualTo(ExitCode.OK);
        assertThat(asked.code()).isEqualTo(ExitCode.OK);
        assertThat(Files.readString(production))
                .contains("io.chatapi.sdk.ChatApiClient")
                .doesNotContain("io.chatapi.testkit");
        assertThat(Files.readString(demo)).contains("io.chatapi.testkit.ChatApiTestServer");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "agents list|.[0].email",
                "agents get 5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41|.email",
                "agents add --email ada@example.com --name Ada --password-env PW|.action",
                "agents edit 5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41 --chats 3|.action",
                "agents delete 8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6|.action",
                "agents domains 8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6|.[0].pluginToken",
                "agents sign-ins 5f0c2a7e-1b9d-4c53-9a61-0d3e6f2b8c41 --page 1|.[0].time",
                "domains list|.[0].address",
                "domains register new.example.com --shop 2|.pluginToken",
                "domains delete 4e5f6071-8293-4a4b-85cd-6e7f8091a2b3|.action",
                "domains assign 0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f --agent e7b6a5c4-d3e2-4f10-8a9b-0c1d2e3f4a5b|.agentId",
                "domains unassign 1b2c3d4e-5f60-4718-929a-3b4c5d6e7f80 --agent 8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6|.agentId",
                "domains token 0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f|.pluginToken",
                "triggers list|.[0].displayDelaySeconds",
                "triggers get 1|.domain.address",
                "triggers add --name Late --url https://shop.example.com/ --message Hi --delay 5"
                        + " --domain 0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f|.action",
                "triggers edit 1 --delay 15|.action",
                "triggers activate 1|.action",
                "triggers deactivate 1|.action",
                "triggers delete 1|.action",
                "aliases list|.[0].text",
                "aliases get 1|.domains",
                "aliases add --name bye --text Bye --domain 0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f|.action",
                "aliases edit 1 --text Hello|.action",
                "aliases delete 1|.action",
                "tickets list|.[0].clientName",
                "tickets get 1001|.messages[0].geo.countryCode"
            })
    void everyResourceCommandPrintsJsonOnStdout(String example, ChatApiTestServer server) throws IOException {
        String[] parts = example.split("\\|");
        String[] args = (parts[0] + " --output json").split(" ");

        JarRun run = JarRun.against(server, Map.of("PW", "a long enough password"), args);

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).isEmpty();
        JsonNode value = at(JSON.readTree(run.out()), parts[1]);
        assertThat(value).as(parts[1] + " in " + run.out()).isNotNull();
        assertThat(value.isNull()).as(parts[1] + " in " + run.out()).isFalse();
    }

    /** A small jq-style path: {@code .a.b}, {@code .[0]}, {@code .a[0].b}. */
    private static JsonNode at(JsonNode node, String path) {
        JsonNode current = node;
        for (String step : path.substring(1).split("\\.")) {
            if (step.isEmpty() || current == null) {
                continue;
            }
            int bracket = step.indexOf('[');
            String field = bracket < 0 ? step : step.substring(0, bracket);
            if (!field.isEmpty()) {
                current = current.get(field);
            }
            if (bracket >= 0 && current != null) {
                current = current.get(Integer.parseInt(step.substring(bracket + 1, step.length() - 1)));
            }
        }
        return current;
    }
}
