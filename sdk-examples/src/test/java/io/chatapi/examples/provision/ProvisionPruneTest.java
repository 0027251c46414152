package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Prune deletes only what the ledger owns, only with consent, and nothing without a ledger. */
class ProvisionPruneTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    /** The seed's admin on shop.example.com with its "Welcome" trigger, as the seed has them. */
    private static final String CORE = """
      agents:
        - email: zoe.muller@example.com
          name: Zoë Müller
      domains:
        - address: shop.example.com
      assignments:
        - agent: zoe.muller@example.com
          domain: shop.example.com
      triggers:
        - name: Welcome
          url: https://shop.example.com/
          message: Hi there! Questions about an order? We're online.
          delay: 10
          domain: shop.example.com
      """;

    @TempDir
    Path folder;

    private ChatApiClient client;

    @BeforeEach
    void connect(ChatApiTestServer server) {
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    @AfterEach
    void disconnect() {
        client.close();
    }

    @Test
    void pruneDeletesOwnedRecordsTheFileNoLongerListsInOrderButNeverAnAdministrator(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
        domains:
          - address: shop.example.com
        triggers:
          - name: Welcome
            url: https://shop.example.com/
            message: Hi there! Questions about an order? We're online.
            delay: 10
            domain: shop.example.com
        """);
        StateFiles.ledger(
                folder.resolve("state.ledger.json"),
                server.baseUrl(),
                ownedSeed().toArray(String[]::new));

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("""
          - delete alias "hi" on shop.example.com, sklep.example.pl (id 1)
          - delete alias "ship" on shop.example.com (id 2)
          - delete alias "dzięki" on sklep.example.pl (id 3)
          - delete alias "arigato" on store.example.jp (id 4)
          - delete trigger "Cart help" on shop.example.com (id 2)
          - delete trigger "Pomoc w koszyku" on sklep.example.pl (id 3)
          - delete trigger "セール" on store.example.jp (id 4)
          - delete agent lukasz.nowak@example.com (id 8d2e4b10-73c6-4f0a-b5e2-91a7c3d4e5f6)
          - delete agent hanako.tanaka@example.com (id c3a9f1d2-5e8b-4a7c-9d01-2b3c4d5e6f70)
          - delete agent sam.obrien@example.com (id e7b6a5c4-d3e2-4f10-8a9b-0c1d2e3f4a5b)
          - delete domain sklep.example.pl (id 1b2c3d4e-5f60-4718-929a-3b4c5d6e7f80): its plug-in token stops working
          - delete domain store.example.jp (id 2c3d4e5f-6071-4829-a3ab-4c5d6e7f8091): its plug-in token stops working
          - delete domain https://blog.example.org/ (id 3d4e5f60-7182-493a-b4bc-5d6e7f8091a2): its plug-in token stops working
          - delete domain legacy.example.net (id 4e5f6071-8293-4a4b-85cd-6e7f8091a2b3): its plug-in token stops working
        0 to create, 0 to update, 0 to assign, 0 to unassign, 14 to delete.
        """);
        assertThat(run.err())
                .contains("note: administrator zoe.muller@example.com is not in the state file and is kept");
        assertThat(client.agents().list()).extracting(Agent::id).containsExactly(DefaultData.ADMIN_UUID);
        assertThat(client.domains().list()).extracting(Domain::id).containsExactly(DefaultData.SHOP_DOMAIN_UUID);
        assertThat(client.triggers().list()).extracting(Trigger::name).containsExactly(Optional.of("Welcome"));
        assertThat(client.aliases().list()).isEmpty();
        assertThat(CliRun.against(server, "provision", state.toString(), "--prune")
                        .out())
                .contains("Nothing to do");
    }

    @Test
    void aRecordMadeByHandSurvivesPruneWhileWhatTheToolCreatedIsDeleted(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        assertThat(CliRun.against(server, ENV, "provision", state.toString()).code())
                .isEqualTo(ExitCode.OK);
        client.domains().add(new NewDomain("by-hand.example.org", ShopSystem.OTHER));
        client.aliases()
                .add(new AliasDefinition("by-hand", "Made in the dashboard", List.of(DefaultData.SHOP_DOMAIN_UUID)));
        StateFiles.write(folder, "state.yaml", CORE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).containsPattern("""
                  - delete alias "danke" on neu.example.de, shop.example.com \\(id \\d+\\)
                  - delete trigger "Willkommen" on neu.example.de \\(id \\d+\\)
                  - delete agent ann.lee@example.com \\(id [0-9a-f-]+\\)
                  - delete domain neu.example.de \\(id [0-9a-f-]+\\): its plug-in token stops working
                0 to create, 0 to update, 0 to assign, 0 to unassign, 4 to delete.
                """);
        assertThat(run.err()).contains("kept, because the ledger does not own them");
        assertThat(client.domains().list())
                .extracting(Domain::address)
                .contains(Optional.of("by-hand.example.org"), Optional.of("sklep.example.pl"))
                .doesNotContain(Optional.of("neu.example.de"));
        assertThat(client.aliases().list())
                .extracting(Alias::name)
                .contains(Optional.of("by-hand"), Optional.of("hi"))
                .doesNotContain(Optional.of("danke"));
        assertThat(client.agents().list()).hasSize(4);
        assertThat(ledger().get("records")).isEmpty();
    }

    @Test
    void aTriggerMadeByHandOnAnotherDomainIsNeverMovedButANewOneIsCreated(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", """
        domains:
          - address: neu.example.de
        triggers:
          - name: Welcome
            url: https://neu.example.de/
            message: Willkommen!
            delay: 5
            domain: neu.example.de
        """);

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("+ create trigger \"Welcome\" on neu.example.de");
        List<Trigger> welcomes = client.triggers().list().stream()
                .filter(t -> t.name().equals(Optional.of("Welcome")))
                .toList();
        assertThat(welcomes).hasSize(2);
        assertThat(welcomes)
                .filteredOn(t -> t.domain().map(d -> d.id()).equals(Optional.of(DefaultData.SHOP_DOMAIN_UUID)))
                .singleElement()
                .satisfies(t -> assertThat(t.message()).contains("Hi there! Questions about an order? We're online."));
    }

    @Test
    void aDomainTheToolMadeIsKeptWhileItCarriesARecordMadeByHand(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        CliRun.against(server, ENV, "provision", state.toString());
        String neu = client.domains().list().stream()
                .filter(d -> d.address().equals(Optional.of("neu.example.de")))
                .findFirst()
                .map(Domain::id)
                .orElseThrow();
        client.aliases().add(new AliasDefinition("by-hand", "Made in the dashboard", List.of(neu)));
        StateFiles.write(folder, "state.yaml", CORE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("3 to delete").doesNotContain("- delete domain neu.example.de");
        assertThat(run.err()).contains("domain neu.example.de is not in the state file and is kept: it carries");
        assertThat(client.aliases().list()).extracting(Alias::name).contains(Optional.of("by-hand"));
    }

    @Test
    void withoutYesAndWithoutATerminalPruneExitsTwoAndAppliesNothingAtAll(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        CliRun.against(server, ENV, "provision", state.toString());
        StateFiles.write(
                folder, "state.yaml", CORE.replace("domains:\n", "domains:\n  - address: extra.example.com\n"));
        long writes = server.counters().totalWrites();

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.out()).contains("+ create domain extra.example.com", "- delete agent ann.lee@example.com");
        assertThat(run.err()).contains("the plan deletes 4 records", "give --yes", "Nothing was changed.");
        assertThat(server.counters().totalWrites()).isEqualTo(writes);
    }

    @Test
    void onATerminalPruneAsksAndGoesAheadOnlyOnYes(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        CliRun.against(server, ENV, "provision", state.toString());
        StateFiles.write(folder, "state.yaml", CORE);
        long writes = server.counters().totalWrites();

        CliRun declined = CliRun.onTerminal(server, "no\n", "provision", state.toString(), "--prune");

        assertThat(declined.code()).isEqualTo(ExitCode.FAILED);
        assertThat(declined.err())
                .contains("The plan deletes 4 records:", "Type yes", "Not confirmed; nothing")
                .containsPattern("  - delete alias \"danke\" on neu.example.de, shop.example.com \\(id \\d+\\)\n")
                .containsPattern(
                        "  - delete domain neu.example.de \\(id [0-9a-f-]+\\): its plug-in token stops working");
        assertThat(server.counters().totalWrites()).isEqualTo(writes);

        CliRun confirmed = CliRun.onTerminal(server, "yes\n", "provision", state.toString(), "--prune");

        assertThat(confirmed.code()).as(confirmed.err()).isEqualTo(ExitCode.OK);
        assertThat(confirmed.out()).contains("Done: 4 of 4 changes applied.");
    }

    @Test
    void withoutALedgerPruneDeletesNothingAndWarns(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", CORE);

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Nothing to do").doesNotContain("warning");
        assertThat(run.err()).contains("warning: no ledger at " + folder.resolve("state.ledger.json"));
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void theLedgerPathCanBeGivenAndALostOneMeansNothingIsOwned(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path kept = folder.resolve("elsewhere/prod.ledger.json");
        CliRun.against(server, ENV, "provision", state.toString(), "--ledger", kept.toString());
        StateFiles.write(folder, "state.yaml", CORE);

        CliRun lost = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");
        CliRun found = CliRun.against(server, "provision", state.toString(), "--prune", "--yes", "--ledger=" + kept);

        assertThat(Files.exists(folder.resolve("state.ledger.json"))).isFalse();
        assertThat(lost.out()).contains("Nothing to do");
        assertThat(lost.err()).contains("warning: no ledger");
        assertThat(found.code()).as(found.err()).isEqualTo(ExitCode.OK);
        assertThat(found.out()).contains("4 to delete");
    }

    @Test
    void adoptTakesAnExistingRecordIntoTheLedgerSoALaterPruneMayDeleteIt(ChatApiTestServer server) {
        Path state = StateFiles.write(
                folder,
                "state.yaml",
                CORE.replace(
                        "agents:\n",
                        "agents:\n  - email: sam.obrien@example.com\n    name: Sam O'Brien\n    adopt: true\n"));

        CliRun adopt = CliRun.against(server, "provision", state.toString());
        CliRun again = CliRun.against(server, "provision", state.toString());

        assertThat(adopt.code()).as(adopt.err()).isEqualTo(ExitCode.OK);
        assertThat(adopt.out()).contains("* adopt agent sam.obrien@example.com (id " + DefaultData.SAM_UUID + ")");
        assertThat(server.counters().totalWrites()).isZero();
        assertThat(again.out()).contains("Nothing to do");

        StateFiles.write(folder, "state.yaml", CORE);
        CliRun prune = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(prune.out())
                .contains("- delete agent sam.obrien@example.com (id " + DefaultData.SAM_UUID + ")", "1 to delete");
        assertThat(client.agents().list())
                .extracting(Agent::id)
                .doesNotContain(DefaultData.SAM_UUID)
                .contains(DefaultData.LUKASZ_UUID, DefaultData.HANAKO_UUID);
    }

    /**
     * A lost reply no longer stops the run: the SDK's engine reads the trigger back at the end of its call, so the run
     * goes on and owns everything it created, the trigger too (its create was recorded as pending before it was
     * sent, and no twin was met).
     */
    @Test
    void aRunWhoseCreateReplyIsLostOwnsWhatItCreatedTheSettledRecordToo(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        // --deadline 0: one round, as a run out of budget ends; the engine's final read settles the create.
        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--deadline", "0");

        assertThat(run.code()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        JsonNode records = ledger().get("records");
        assertThat(records)
                .extracting(r -> r.get("kind").asText() + " " + r.get("key").asText())
                .containsExactly(
                        "domain neu.example.de", "agent ann.lee@example.com", "trigger Willkommen", "alias danke");
        assertThat(ledger().path("pending")).isEmpty();
    }

    /** The reply lost and the engine's final read failing too: the run stops, owning what it created before. */
    @Test
    void aRunThatStopsHalfWayStillOwnsWhatItCreated(ChatApiTestServer server) throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        FaultsWhenSeen.lostReplyAndNoReadAfter(server, Endpoint.ADD_TRIGGER, Endpoint.LIST_TRIGGERS);

        // --deadline 0: one round, as a run out of budget ends.
        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--deadline", "0");

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
        JsonNode records = ledger().get("records");
        assertThat(records)
                .extracting(r -> r.get("kind").asText() + " " + r.get("key").asText())
                .containsExactly("domain neu.example.de", "agent ann.lee@example.com");
    }

    @Test
    void aLedgerWrittenForAnotherServerIsRefused(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", CORE);
        StateFiles.ledger(folder.resolve("state.ledger.json"), "https://other.example.com/api");

        CliRun run = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("records what the tool owns on https://other.example.com/api");
        assertThat(server.counters().totalWrites()).isZero();
    }

    private JsonNode ledger() throws IOException {
        return JsonMapper.builder().build().readTree(Files.readString(folder.resolve("state.ledger.json")));
    }

    /** Every seed record, as "kind id key" triples. */
    private static List<String> ownedSeed() {
        List<String> owned = new ArrayList<>();
        add(owned, "agent", DefaultData.ADMIN_UUID, DefaultData.ADMIN_EMAIL);
        add(owned, "agent", DefaultData.LUKASZ_UUID, "lukasz.nowak@example.com");
        add(owned, "agent", DefaultData.HANAKO_UUID, "hanako.tanaka@example.com");
        add(owned, "agent", DefaultData.SAM_UUID, "sam.obrien@example.com");
        add(owned, "domain", DefaultData.SKLEP_DOMAIN_UUID, "sklep.example.pl");
        add(owned, "domain", DefaultData.STORE_DOMAIN_UUID, "store.example.jp");
        add(owned, "domain", DefaultData.BLOG_DOMAIN_UUID, "https://blog.example.org/");
        add(owned, "domain", DefaultData.LEGACY_DOMAIN_UUID, "legacy.example.net");
        add(owned, "trigger", "2", "Cart help");
        add(owned, "trigger", "3", "Pomoc w koszyku");
        add(owned, "trigger", DefaultData.INACTIVE_TRIGGER_ID, "セール");
        add(owned, "alias", "1", "hi");
        add(owned, "alias", "2", "ship");
        add(owned, "alias", "3", "dzięki");
        add(owned, "alias", "4", "arigato");
        return owned;
    }

    private static void add(List<String> owned, String kind, String id, String key) {
        owned.add(kind);
        owned.add(id);
        owned.add(key);
    }
}
