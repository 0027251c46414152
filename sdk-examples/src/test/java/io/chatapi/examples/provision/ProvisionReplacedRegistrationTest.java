package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A domain is owned by the run whose registration stands: the API answers a second registration of an address with a
 * new plug-in token for the same domain (no twin, no refusal), so a ledger records the token its registration was
 * given, and a domain listed with another one was registered again by someone else: no longer owned, neither pruned
 * nor registered again, and said in text and JSON.
 */
class ProvisionReplacedRegistrationTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String ADDRESS = "race.example.org";
    private static final String DOMAIN_ONLY = "domains:\n  - address: " + ADDRESS + "\n";
    private static final String WITH_TRIGGER = DOMAIN_ONLY + "triggers:\n  - {name: Welcome, url: \"https://" + ADDRESS
            + "/\", message: Hi, delay: 5, domain: " + ADDRESS + "}\n";

    @TempDir
    Path folder;

    @Test
    void aDomainWhoseLiveTokenChangedSinceTheLedgerRecordedItIsNoLongerOwnedNorPrunedNorRegisteredAgain(
            ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", WITH_TRIGGER);
        Path ledger = folder.resolve("state.ledger.json");
        CliRun first = CliRun.against(server, Map.of(), "provision", state.toString());
        assertThat(first.code()).as(first.err()).isEqualTo(ExitCode.OK);
        String id;
        String replacedToken;
        try (ChatApiClient client = client(server)) {
            Domain mine = client.domains().find(ADDRESS).orElseThrow();
            id = mine.id();
            assertThat(recordedToken(ledger, id))
                    .as("the ledger keeps the token it owns")
                    .isEqualTo(mine.pluginToken());
            // Someone registers the address again: same domain, a new token, the recorded one dead.
            replacedToken = client.domains()
                    .addReplacingToken(new NewDomain(ADDRESS))
                    .pluginToken()
                    .orElseThrow();
        }
        long registrations = server.counters().writes(Endpoint.REGISTER_DOMAIN);
        // The state file drops the shop: with --prune, a domain still owned would be deleted.
        StateFiles.write(folder, "state.yaml", "domains: []\n");

        CliRun again =
                CliRun.against(server, Map.of(), "provision", state.toString(), "--prune", "--yes", "-o", "json");

        assertThat(again.code()).as(again.err()).isEqualTo(ExitCode.OK);
        assertThat(again.err()).contains("note: ledger: domain " + ADDRESS + " (id " + id + ") was registered again");
        JsonNode doc = JSON.readTree(again.out());
        assertThat(doc.get("notes").toString()).contains("was registered again by someone else", "no longer owned");
        assertThat(again.out() + again.err())
                .as("the live token named by its last characters only")
                .doesNotContain(replacedToken)
                .contains(replacedToken.substring(replacedToken.length() - 4));
        assertThat(LedgerCheck.owned(ledger)).doesNotContain("domain " + id);
        try (ChatApiClient client = client(server)) {
            assertThat(client.domains().find(ADDRESS))
                    .as("not pruned: the live token stays")
                    .map(Domain::pluginToken)
                    .contains(Optional.of(replacedToken));
        }
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("not registered again")
                .isEqualTo(registrations);
    }

    @Test
    void aDomainRegisteredAgainWhileTheRunIsStillGoingIsSeenInItsTriggersReadBackAndNoLongerOwnedAtItsEnd(
            ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", WITH_TRIGGER);
        Path ledger = folder.resolve("state.ledger.json");
        // The run's trigger create is held; meanwhile another checkout registers the run's new domain again, after
        // the run read it back with its own token. The trigger read back carries its domain's live token: no read
        // more is needed at the end.
        server.faults()
                .onlyOn(Endpoint.ADD_TRIGGER)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread other = FaultsWhenSeen.whenSeen(server, Endpoint.ADD_TRIGGER, Duration.ofMillis(50), () -> {
            try (ChatApiClient client = client(server)) {
                client.domains().addReplacingToken(new NewDomain(ADDRESS));
            }
        });

        CliRun run = CliRun.against(server, Map.of(), "provision", state.toString(), "-o", "json");

        other.join(Duration.ofSeconds(10).toMillis());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        String id = change(JSON.readTree(run.out()), "domain").get("id").asText();
        assertThat(JSON.readTree(run.out()).get("notes").toString())
                .contains("domain " + ADDRESS + " (id " + id + ") was registered again by someone else");
        assertThat(LedgerCheck.owned(ledger)).doesNotContain("domain " + id);
        assertThat(LedgerCheck.owned(ledger)).as("its trigger is the run's").anyMatch(r -> r.startsWith("trigger "));
        assertThat(server.counters().requests(Endpoint.LIST_DOMAINS))
                .as("the run's plan, its registration's check and read-back, and the other's read-back: nothing more")
                .isEqualTo(4);
    }

    @Test
    void aDomainRegisteredAgainAfterTheRunReadItBackAndNotSeenSinceIsReadAtTheRunsEndAndNoLongerOwned(
            ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(
                folder, "state.yaml", "domains:\n  - address: one.example.org\n  - address: two.example.org\n");
        Path ledger = folder.resolve("state.ledger.json");
        // The run's second registration is held; meanwhile another checkout registers the first domain again, after
        // the run read it back. Nothing else is made on it, so only a read at the run's end shows its new token.
        server.faults()
                .onlyOn(Endpoint.REGISTER_DOMAIN)
                .delay(Duration.ofMillis(600), 0)
                .after(1)
                .next(Fault.DELAY, 1);
        Thread other = new Thread(() -> {
            while (server.counters().requests(Endpoint.REGISTER_DOMAIN) < 2) {
                RedisForLedger.sleep(2);
            }
            RedisForLedger.sleep(100);
            try (ChatApiClient client = client(server)) {
                client.domains().addReplacingToken(new NewDomain("one.example.org"));
            }
        });
        other.setDaemon(true);
        other.start();

        CliRun run = CliRun.against(server, Map.of(), "provision", state.toString(), "-o", "json");

        other.join(Duration.ofSeconds(10).toMillis());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        try (ChatApiClient client = client(server)) {
            String one = client.domains().find("one.example.org").orElseThrow().id();
            String two = client.domains().find("two.example.org").orElseThrow().id();
            assertThat(JSON.readTree(run.out()).get("notes").toString())
                    .contains("domain one.example.org (id " + one + ") was registered again by someone else");
            assertThat(LedgerCheck.owned(ledger)).containsExactly("domain " + two);
        }
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(3);
    }

    @Test
    void aRegistrationReplacedByAnotherAtTheSameMomentBeforeTheRunReadItBackIsUsedNotOwned(ChatApiTestServer server)
            throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", DOMAIN_ONLY);
        Path ledger = folder.resolve("state.ledger.json");
        // The run's registration is held 600 ms and then its read-back 800 ms; another checkout registers the
        // address in between, after the run's registration: the other's token is the live one.
        server.faults()
                .onlyOn(Endpoint.REGISTER_DOMAIN)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread other = FaultsWhenSeen.whenSeen(server, Endpoint.REGISTER_DOMAIN, Duration.ofMillis(100), () -> {
            server.faults()
                    .onlyOn(Endpoint.LIST_DOMAINS)
                    .delay(Duration.ofMillis(800), 0)
                    .next(Fault.DELAY, 1);
            RedisForLedger.sleep(800);
            try (ChatApiClient client = client(server)) {
                client.domains().addReplacingToken(new NewDomain(ADDRESS));
            }
        });

        CliRun run = CliRun.against(server, Map.of(), "provision", state.toString(), "-o", "json");

        other.join(Duration.ofSeconds(10).toMillis());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        JsonNode change = change(JSON.readTree(run.out()), "domain");
        assertThat(change.get("outcome").asText()).isEqualTo("applied");
        assertThat(change.get("detail").asText())
                .contains("another run registered this address at the same moment", "not owned");
        assertThat(LedgerCheck.owned(ledger)).isEmpty();
        assertThat(LedgerCheck.pending(ledger)).isEmpty();
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("the run's and the other's")
                .isEqualTo(2);
    }

    private static JsonNode change(JsonNode doc, String kind) {
        for (JsonNode c : doc.get("changes")) {
            if (c.get("kind").asText().equals(kind)) {
                return c;
            }
        }
        throw new AssertionError("no change of a " + kind + " in " + doc);
    }

    /** The plug-in token the ledger recorded for the domain {@code id}, if any. */
    private static Optional<String> recordedToken(Path ledger, String id) throws Exception {
        for (JsonNode r : JSON.readTree(ledger.toFile()).get("records")) {
            if (r.get("id").asText().equals(id) && r.hasNonNull("token")) {
                return Optional.of(r.get("token").asText());
            }
        }
        return Optional.empty();
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }
}
