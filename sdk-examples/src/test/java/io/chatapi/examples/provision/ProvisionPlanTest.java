package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Plans for automation: saved and applied later, JSON output, exit codes a CI job can branch on. */
class ProvisionPlanTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    @TempDir
    Path folder;

    @Test
    void aSavedPlanChangesNothingAndIsAppliedLaterWithThePasswordsOfThatMoment(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path plan = folder.resolve("plan.json");

        CliRun saved = CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());

        assertThat(saved.code()).as(saved.err()).isEqualTo(ExitCode.OK);
        assertThat(saved.err()).contains("Plan saved to " + plan);
        assertThat(server.counters().totalWrites()).isZero();

        CliRun applied = CliRun.against(server, ENV, "provision", "--apply", plan.toString());

        assertThat(applied.code()).as(applied.err()).isEqualTo(ExitCode.OK);
        assertThat(applied.out()).contains("Done: 6 of 6 changes applied.");
        assertThat(CliRun.against(server, "provision", state.toString(), "--status-codes", "online=1,away=2,offline=3")
                        .out())
                .contains("Nothing to do");
    }

    @Test
    void aSavedPlanIsRefusedWhenTheServerChangedSinceAndNothingIsApplied(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path plan = folder.resolve("plan.json");
        CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            client.triggers()
                    .edit(
                            "2",
                            new TriggerDefinition(
                                    "Cart help",
                                    "https://shop.example.com/cart",
                                    "Changed by hand",
                                    Duration.ofSeconds(30),
                                    DefaultData.SHOP_DOMAIN_UUID));
        }
        long writes = server.counters().totalWrites();

        CliRun run = CliRun.against(server, ENV, "provision", "--apply", plan.toString());

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("the server changed since the plan", "nothing was applied");
        assertThat(run.out()).isEmpty();
        assertThat(server.counters().totalWrites()).isEqualTo(writes);
    }

    @Test
    void aSavedPlanIsRefusedWhenTheStateFileChangedSince(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path plan = folder.resolve("plan.json");
        CliRun.against(server, "provision", state.toString(), "--plan-out", plan.toString());
        StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE.replace("chats: 3", "chats: 4"));

        CliRun run = CliRun.against(server, ENV, "provision", "--apply", plan.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains(state + " changed since the plan");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void applyTakesThePlanAsSavedAndNothingThatWouldChangeIt(ChatApiTestServer server) {
        CliRun both = CliRun.against(server, "provision", "state.yaml", "--apply", "plan.json");
        CliRun prune = CliRun.against(server, "provision", "--apply", "plan.json", "--prune");

        assertThat(both.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(both.err()).contains("give a STATE_FILE or --apply PLAN_FILE, not both");
        assertThat(prune.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void theDryRunPlanAsJsonIsOneDocumentOnStdoutWithAsciiOutcomes(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run", "--output", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode plan = JSON.readTree(run.out());
        assertThat(plan.get("result").asText()).isEqualTo("dry_run");
        assertThat(plan.get("summary").get("create").asInt()).isEqualTo(4);
        assertThat(plan.get("changes"))
                .hasSize(6)
                .allSatisfy(c -> assertThat(c.get("outcome").asText()).isEqualTo("not_applied"));
        assertThat(plan.get("changes").get(1).get("change").asText())
                .isEqualTo("agent ann.lee@example.com: name \"Ann Lee\", job title \"Support – Berlin\", chats 3,"
                        + " status away, password (from ANN_PASSWORD)");
        assertThat(run.err()).contains("note: not in the state file");
    }

    @Test
    void theReportAsJsonSaysWhatWasApplied(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode report = JSON.readTree(run.out());
        assertThat(report.get("result").asText()).isEqualTo("done");
        assertThat(report.get("changes"))
                .extracting(
                        c -> c.get("action").asText() + " " + c.get("outcome").asText())
                .containsExactly(
                        "create applied",
                        "create applied",
                        "assign applied",
                        "create applied",
                        "update applied",
                        "create applied");
        JsonNode domain = report.get("changes").get(0);
        assertThat(domain.get("domains")).extracting(JsonNode::asText).containsExactly("neu.example.de");
        assertThat(domain.get("id").asText())
                .as("a create's new id, once read back")
                .isEqualTo(LedgerCheck.read(folder.resolve("state.ledger.json"))
                        .get("records")
                        .get(0)
                        .get("id")
                        .asText());
        assertThat(run.err())
                .contains("Applying:")
                .containsPattern("ok  \\+ create domain neu.example.de: shop 0 → id \\S+");
    }

    @Test
    void withDetailedExitcodeADryRunExitsFourWhenChangesArePendingAndZeroWhenNone(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun pending = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        CliRun.against(server, ENV, "provision", state.toString());
        CliRun none = CliRun.against(
                server,
                "provision",
                state.toString(),
                "--dry-run",
                "--detailed-exitcode",
                "--status-codes",
                "online=1,away=2,offline=3");

        assertThat(pending.code()).isEqualTo(ExitCode.CHANGES_PENDING);
        assertThat(none.code()).isEqualTo(ExitCode.OK);
        assertThat(none.out()).contains("Nothing to do");
    }

    @Test
    void eachChangeAsJsonNamesItsActionKindNameShopIdAndFieldsWithOldAndNewValues(ChatApiTestServer server)
            throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", """
        domains:
          - address: shop.example.com
          - address: sklep.example.pl
        triggers:
          - name: Cart help
            url: https://shop.example.com/cart
            message: Kłopot z koszykiem?
            delay: 30
            domain: shop.example.com
          - name: Cart help
            url: https://sklep.example.pl/koszyk
            message: Pomoc?
            delay: 20
            domain: sklep.example.pl
        """);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--dry-run", "-o", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode changes = JSON.readTree(run.out()).get("changes");
        JsonNode update = changes.get(0);
        assertThat(update.get("action").asText()).isEqualTo("update");
        assertThat(update.get("kind").asText()).isEqualTo("trigger");
        assertThat(update.get("name").asText()).isEqualTo("Cart help");
        assertThat(update.get("domain").asText()).isEqualTo("shop.example.com");
        assertThat(update.get("id").asText()).isEqualTo("2");
        assertThat(update.get("fields").get("message").get("old").asText()).isEqualTo("Need a hand with checkout?");
        assertThat(update.get("fields").get("message").get("new").asText()).isEqualTo("Kłopot z koszykiem?");
        assertThat(update.get("fields").has("delay"))
                .as("unchanged fields are left out")
                .isFalse();
        JsonNode create = changes.get(1);
        assertThat(create.get("action").asText()).isEqualTo("create");
        assertThat(create.get("domain").asText()).isEqualTo("sklep.example.pl");
        assertThat(create.get("id").isNull()).isTrue();
        assertThat(create.get("fields").get("delay").get("old").isNull()).isTrue();
        assertThat(create.get("fields").get("delay").get("new").asInt()).isEqualTo(20);
        assertThat(create.get("change").asText())
                .isEqualTo("trigger \"Cart help\" on sklep.example.pl: url \"https://sklep.example.pl/koszyk\","
                        + " message \"Pomoc?\", delay 20 s");
    }

    @Test
    void aFailureWithJsonOutputPrintsAnErrorDocumentAndStillWritesTheReport(ChatApiTestServer server)
            throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path report = folder.resolve("report.json");
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).badGateway(1.0);

        // --deadline 0: the first failed read ends the run (the default reads again for a while; #37).
        CliRun failed = CliRun.against(
                server,
                ENV,
                "provision",
                state.toString(),
                "-o",
                "json",
                "--report",
                report.toString(),
                "--deadline",
                "0");
        server.faults().clear();
        CliRun noPassword = CliRun.against(server, "provision", state.toString(), "-o", "json");

        assertThat(failed.code()).isEqualTo(ExitCode.FAILED);
        JsonNode error = JSON.readTree(failed.out());
        assertThat(error.get("result").asText()).isEqualTo("error");
        assertThat(error.get("exit_code").asInt()).isEqualTo(ExitCode.FAILED);
        assertThat(error.get("error").asText()).startsWith("reading the server's state failed; nothing was changed");
        assertThat(error.get("server").asText()).isEqualTo(server.baseUrl());
        assertThat(JSON.readTree(Files.readString(report))).isEqualTo(error);
        assertThat(failed.err()).contains("error: reading the server's state failed");

        assertThat(noPassword.code()).as("planned, then a password missing").isEqualTo(ExitCode.BAD_INPUT);
        JsonNode planned = JSON.readTree(noPassword.out());
        assertThat(planned.get("result").asText()).isEqualTo("error");
        assertThat(planned.get("error").asText()).contains("ANN_PASSWORD is not set");
        assertThat(planned.get("changes"))
                .hasSize(6)
                .allSatisfy(c -> assertThat(c.get("outcome").asText()).isEqualTo("not_applied"));
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aFieldNotComparedIsAPossibleChangeNeverNothingToDo(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", """
        agents:
          - email: lukasz.nowak@example.com
            name: Łukasz Nowak
            status: online
        """);

        CliRun text = CliRun.against(server, "provision", state.toString(), "--dry-run", "--detailed-exitcode");
        CliRun json = CliRun.against(server, "provision", state.toString(), "--dry-run", "-o", "json");
        CliRun compared = CliRun.against(
                server,
                "provision",
                state.toString(),
                "--dry-run",
                "--detailed-exitcode",
                "--status-codes",
                "online=1,away=2,offline=3");

        assertThat(text.code()).isEqualTo(ExitCode.CHANGES_PENDING);
        assertThat(text.out())
                .contains("status of lukasz.nowak@example.com (server code \"2\") not compared")
                .doesNotContain("Nothing to do");
        assertThat(JSON.readTree(json.out()).get("result").asText()).isEqualTo("not_compared");
        assertThat(compared.code()).as("compared, the status differs (away)").isEqualTo(ExitCode.CHANGES_PENDING);
        assertThat(compared.out()).contains("status away → online");
    }

    @Test
    void detailedExitcodeWithoutADryRunIsBadInput(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--detailed-exitcode");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("--detailed-exitcode goes with --dry-run or --plan-out");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void anActiveFlagLeftOutLeavesTheTriggerAsItIs(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
        domains:
          - address: store.example.jp
        triggers:
          - name: セール
            url: https://store.example.jp/sale
            message: ご質問はありますか？東京本店がお手伝いします。
            delay: 45
            domain: store.example.jp
        """);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.out()).contains("Nothing to do");
        assertThat(server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS)).isZero();
    }

    @Test
    void triggerAndAliasNamesAreUniquePerDomainNotPerAccount(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
        domains:
          - address: shop.example.com
          - address: sklep.example.pl
        triggers:
          - name: Welcome
            url: https://shop.example.com/
            message: Hi there! Questions about an order? We're online.
            delay: 10
            domain: shop.example.com
          - name: Welcome
            url: https://sklep.example.pl/
            message: Witamy!
            delay: 10
            domain: sklep.example.pl
        aliases:
          - name: ship
            text: Shipping takes 2–3 business days. Track it at https://shop.example.com/track
            domains: [shop.example.com]
          - name: ship
            text: Wysyłka trwa 2–3 dni.
            domains: [sklep.example.pl]
        """);

        CliRun first = CliRun.against(server, "provision", state.toString());
        CliRun second = CliRun.against(server, "provision", state.toString());

        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(first.out())
                .contains(
                        "+ create trigger \"Welcome\" on sklep.example.pl",
                        "+ create alias \"ship\" on sklep.example.pl",
                        "2 to create, 0 to update");
        assertThat(second.out()).contains("Nothing to do");
    }
}
