package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code provision} on the SDK's converging engine: a create whose reply is lost is settled inside its call (sent
 * once, owned, no second round); a plain change whose reply is lost is settled by the run's next round; a record
 * someone else makes after the run read the server is used, never owned (so {@code --prune} cannot delete it).
 */
class ProvisionOnTheEngineTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    @Test
    void aCreateWhoseReplyIsLostIsSettledInsideItsCallSentOnceAndOwned(ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path ledger = folder.resolve("state.ledger.json");
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).as("no second round: the engine settled it").doesNotContain("Round 2");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
        JsonNode domain = change(run, "domain", "neu.example.de");
        assertThat(domain.get("outcome").asText()).isEqualTo("applied");
        String id = domain.get("id").asText();
        assertThat(LedgerCheck.owned(ledger)).contains("domain " + id);
        assertThat(LedgerCheck.pending(ledger)).isEmpty();
    }

    @Test
    void aPlainEditWhoseReplyIsLostIsSettledByTheNextRoundAndNotSentAgain(ChatApiTestServer server) {
        Path state = StateFiles.write(
                folder, "state.yaml", StateFiles.NEW_SITE.replace("name: Zoë Müller", "name: Zoë Müller-Lee"));
        server.faults().onlyOn(Endpoint.EDIT_AGENT).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("Round 2: reading the server again");
        JsonNode edit = change(run, "agent", "zoe.muller@example.com");
        assertThat(edit.get("outcome").asText()).isEqualTo("applied");
        assertThat(edit.get("detail").asText()).startsWith("settled within the run (2 rounds)");
        assertThat(server.counters().writes(Endpoint.EDIT_AGENT))
                .as("read back as made")
                .isEqualTo(1);
    }

    @Test
    void anAgentSomeoneAddsAfterTheRunReadTheServerIsUsedButNeverOwned(ChatApiTestServer server)
            throws InterruptedException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path ledger = folder.resolve("state.ledger.json");
        // While the run registers the domain (after it read the server), someone adds the agent it plans to create.
        server.faults()
                .onlyOn(Endpoint.REGISTER_DOMAIN)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread byHand = FaultsWhenSeen.whenSeen(server, Endpoint.REGISTER_DOMAIN, Duration.ofMillis(50), () -> {
            try (ChatApiClient client = client(server)) {
                client.agents()
                        .add(NewAgent.builder()
                                .email("ann.lee@example.com")
                                .name("Ann Lee")
                                .jobTitle("Support – Berlin")
                                .chats(3)
                                .status(AgentStatus.AWAY)
                                .password("By-Hand-Passw0rd!")
                                .build());
            }
        });

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        byHand.join(Duration.ofSeconds(10).toMillis());
        assertThat(byHand.isAlive()).isFalse();
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(server.counters().writes(Endpoint.ADD_AGENT))
                .as("the hand's add only")
                .isEqualTo(1);
        JsonNode create = change(run, "agent", "ann.lee@example.com");
        assertThat(create.get("outcome").asText()).isEqualTo("applied");
        assertThat(create.get("detail").asText()).contains("found on the server", "not owned", "adopt: true");
        String ann;
        try (ChatApiClient client = client(server)) {
            ann = client.agents().list().stream()
                    .filter(a -> a.email().orElse("").equals("ann.lee@example.com"))
                    .map(Agent::id)
                    .findFirst()
                    .orElseThrow();
            Domain neu = client.domains().find("neu.example.de").orElseThrow();
            assertThat(client.domains().agents(neu.id()))
                    .as("its id served the assignment")
                    .extracting(Agent::id)
                    .contains(ann);
            assertThat(LedgerCheck.owned(ledger)).contains("domain " + neu.id());
        }
        assertThat(LedgerCheck.owned(ledger)).doesNotContain("agent " + ann);
        assertThat(LedgerCheck.pending(ledger)).isEmpty();
    }

    @Test
    void aDomainSomeoneRegistersAfterTheRunReadTheServerIsUsedButNeverOwned(ChatApiTestServer server)
            throws InterruptedException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path ledger = folder.resolve("state.ledger.json");
        // The run reads the domains, then the triggers: meanwhile someone registers the address it plans to.
        server.faults()
                .onlyOn(Endpoint.LIST_TRIGGERS)
                .delay(Duration.ofMillis(600), 0)
                .next(Fault.DELAY, 1);
        Thread byHand = FaultsWhenSeen.whenSeen(server, Endpoint.LIST_TRIGGERS, Duration.ofMillis(50), () -> {
            try (ChatApiClient client = client(server)) {
                client.domains().add(new NewDomain("neu.example.de"));
            }
        });

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json");

        byHand.join(Duration.ofSeconds(10).toMillis());
        assertThat(byHand.isAlive()).isFalse();
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("the hand's only")
                .isEqualTo(1);
        JsonNode create = change(run, "domain", "neu.example.de");
        assertThat(create.get("action").asText()).as("planned as a create").isEqualTo("create");
        assertThat(create.get("detail").asText()).contains("found on the server", "not owned");
        try (ChatApiClient client = client(server)) {
            Domain neu = client.domains().find("neu.example.de").orElseThrow();
            assertThat(LedgerCheck.owned(ledger)).doesNotContain("domain " + neu.id());
        }
        assertThat(LedgerCheck.pending(ledger)).isEmpty();
    }

    private static JsonNode change(CliRun run, String kind, String name) {
        try {
            for (JsonNode c : JSON.readTree(run.out()).get("changes")) {
                if (c.get("kind").asText().equals(kind)
                        && c.get("name").asText().equals(name)) {
                    return c;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("no change of " + kind + " " + name + " in " + run.out());
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }
}
