package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record is owned only by the run whose call created it, never by two ledgers: a record kept among twins (another
 * run created the same record at the same moment) is used, not owned, and the twins healed are reported; a run that
 * creates again a record its ledger owned says so, naming what changes for the shop.
 */
class ProvisionOwnershipTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    @Test
    void aTriggerAnotherRunCreatesAtTheSameMomentIsHealedReportedAndOwnedByNeitherLedgerTwice(ChatApiTestServer server)
            throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path ledger = folder.resolve("state.ledger.json");
        // The run's add of "Willkommen" is held before it is processed; meanwhile another runner adds the same
        // trigger, so the server ends with two, the other's first.
        server.faults()
                .onlyOn(Endpoint.ADD_TRIGGER)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread other = FaultsWhenSeen.whenSeen(server, Endpoint.ADD_TRIGGER, Duration.ofMillis(50), () -> {
            try (ChatApiClient client = client(server)) {
                Domain neu = client.domains().find("neu.example.de").orElseThrow();
                client.triggers()
                        .add(new TriggerDefinition(
                                "Willkommen",
                                "https://neu.example.de/",
                                "Hallo! Fragen zur Bestellung?",
                                Duration.ofSeconds(15),
                                neu.id()));
            }
        });

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        other.join(Duration.ofSeconds(10).toMillis());
        assertThat(other.isAlive()).isFalse();
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode doc = JSON.readTree(run.out());
        JsonNode create = change(doc, "trigger", "Willkommen");
        assertThat(create.get("outcome").asText()).isEqualTo("applied");
        assertThat(create.get("twins_healed").asInt()).isEqualTo(1);
        assertThat(doc.get("twins_healed").asInt()).isEqualTo(1);
        assertThat(create.get("detail").asText()).contains("another run created the same record", "not owned");
        try (ChatApiClient client = client(server)) {
            Domain neu = client.domains().find("neu.example.de").orElseThrow();
            List<Trigger> named = client.triggers().list().stream()
                    .filter(t -> t.name().equals(Optional.of("Willkommen")) && onDomain(t, neu.id()))
                    .toList();
            assertThat(named).as("the twin healed: one left").hasSize(1);
            assertThat(create.get("id").asText()).isEqualTo(named.get(0).id());
            assertThat(LedgerCheck.owned(ledger))
                    .as("kept among twins: which create made it cannot be told, so not owned")
                    .doesNotContain("trigger " + named.get(0).id());
            assertThat(LedgerCheck.owned(ledger)).as("its own creates are").contains("domain " + neu.id());
        }
        assertThat(LedgerCheck.pending(ledger)).isEmpty();

        CliRun text = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(text.code()).as(text.err()).isEqualTo(ExitCode.OK);
        assertThat(text.out()).as("nothing left to do").contains("Nothing to do");
    }

    @Test
    void twinsHealedAreToldInTheTextReport(ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        server.faults()
                .onlyOn(Endpoint.ADD_TRIGGER)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread other = FaultsWhenSeen.whenSeen(server, Endpoint.ADD_TRIGGER, Duration.ofMillis(50), () -> {
            try (ChatApiClient client = client(server)) {
                Domain neu = client.domains().find("neu.example.de").orElseThrow();
                client.triggers()
                        .add(new TriggerDefinition(
                                "Willkommen",
                                "https://neu.example.de/",
                                "Hallo! Fragen zur Bestellung?",
                                Duration.ofSeconds(15),
                                neu.id()));
            }
        });

        CliRun run = CliRun.against(server, ENV, "provision", state.toString());

        other.join(Duration.ofSeconds(10).toMillis());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Twins healed:", "trigger \"Willkommen\" on neu.example.de", "1 deleted");
    }

    @Test
    void aRunThatCreatesAgainADomainItsLedgerOwnedWarnsThatThePluginTokenChanges(ChatApiTestServer server)
            throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        CliRun first = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        try (ChatApiClient client = client(server)) {
            // Another checkout's --prune, or a hand, deletes the domain this ledger owns (and what lives on it).
            Domain neu = client.domains().find("neu.example.de").orElseThrow();
            client.triggers().list().stream().filter(t -> onDomain(t, neu.id())).forEach(t -> client.triggers()
                    .delete(t.id()));
            client.aliases().list().stream()
                    .filter(a -> a.domains().stream().anyMatch(d -> d.id().equals(neu.id())))
                    .forEach(a -> client.aliases().delete(a.id()));
            client.domains().delete(neu.id());
        }

        CliRun dry = CliRun.against(server, ENV, "provision", state.toString(), "--dry-run");
        assertThat(dry.code()).as(dry.err()).isEqualTo(ExitCode.OK);
        assertThat(dry.err()).contains("warning: domain neu.example.de was owned by this ledger", "would be created");

        CliRun again = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        assertThat(again.code()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(again.err())
                .contains("warning: domain neu.example.de was owned by this ledger", "plug-in token changes");
        JsonNode doc = JSON.readTree(again.out());
        assertThat(doc.get("notes").toString()).contains("plug-in token changes", "stops showing the chat");
    }

    private static boolean onDomain(Trigger t, String domainId) {
        return t.domain().map(d -> d.id().equals(domainId)).orElse(false);
    }

    private static JsonNode change(JsonNode doc, String kind, String name) {
        for (JsonNode c : doc.get("changes")) {
            if (c.get("kind").asText().equals(kind) && c.get("name").asText().equals(name)) {
                return c;
            }
        }
        throw new AssertionError("no change of " + kind + " " + name + " in " + doc);
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }
}
