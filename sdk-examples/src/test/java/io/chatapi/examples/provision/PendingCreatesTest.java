package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ledger as a run leaves it when it stops where no fault can stop it (the process killed):
 * between recording a create's intent and sending it, or between reading its record back and
 * recording the id. The next run resolves the pending create by kind, name and shop before it
 * plans: owned when found, dropped when not, never picked among several.
 */
class PendingCreatesTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

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
    void stoppedBetweenTheIntentAndTheSendTheEntryIsDroppedAndTheCreateMadeOnce(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        StateFiles.pendingLedger(ledger(), server.baseUrl(), "domain", "a.example.com");

        CliRun run = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err())
                .contains("note: ledger: domain a.example.com was about to be created by an earlier run (pending since"
                        + " 2025-01-01T00:00:00Z), and the server has none: the create never happened; dropped");
        assertThat(run.out()).contains("+ create domain a.example.com", "Done: 10 of 10 changes applied.");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(3);
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
    }

    @Test
    void stoppedAfterTheReadBackTheRecordIsOwnedAndNotMadeAgain(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        Domain made = client.domains().add(new NewDomain("a.example.com", ShopSystem.OTHER));
        StateFiles.pendingLedger(ledger(), server.baseUrl(), "domain", "a.example.com");
        long before = server.counters().writes(Endpoint.REGISTER_DOMAIN);

        CliRun run = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err())
                .contains("note: ledger: domain a.example.com (id " + made.id() + ") was created by an earlier run");
        assertThat(run.out()).doesNotContain("+ create domain a.example.com").contains("Done: 9 of 9 changes applied.");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN) - before).isEqualTo(2);
        assertThat(LedgerCheck.owned(ledger())).contains("domain " + made.id());
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
    }

    @Test
    void aPendingTriggerIsFoundOnItsOwnShopOnlyAmongShopsWithTheSameName() {
        TestData twoShops = TestData.builder()
                .domain("d-a", "a.example.com", 0)
                .domain("d-b", "b.example.com", 0)
                .trigger("7", "d-a", "Welcome", "https://a.example.com/", "Hi", 5, true)
                .trigger("8", "d-b", "Welcome", "https://b.example.com/", "Hi", 5, true)
                .build();
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(twoShops).build()) {
            StateFiles.pendingLedger(ledger(), server.baseUrl(), "trigger", "Welcome", "b.example.com");
            Path state = StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);

            CliRun run = CliRun.against(server, "provision", state.toString());

            assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
            assertThat(LedgerCheck.owned(ledger())).containsExactly("trigger 8");
            assertThat(LedgerCheck.pending(ledger())).isEmpty();
        }
    }

    @Test
    void severalRecordsMatchingAPendingCreateLeaveItPendingAndTheRunExitsThreeNamingIt() {
        // Two triggers of one name on one shop: the testkit allows it, as the service may.
        TestData twins = TestData.builder()
                .domain("d-a", "a.example.com", 0)
                .trigger("7", "d-a", "Welcome", "https://a.example.com/", "Hi", 5, true)
                .trigger("8", "d-a", "Welcome", "https://a.example.com/", "Hi", 5, true)
                .build();
        try (ChatApiTestServer server = ChatApiTestServer.builder().data(twins).build()) {
            StateFiles.pendingLedger(ledger(), server.baseUrl(), "trigger", "Welcome", "a.example.com");
            Path state = StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);

            CliRun run = CliRun.against(server, "provision", state.toString());

            assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
            assertThat(run.err()).contains("is pending since 2025-01-01T00:00:00Z, and the server has 2 (ids 7, 8)");
            assertThat(run.out())
                    .contains("Nothing to do", "Unresolved: the ledger holds 1 create as pending")
                    .contains("  trigger \"Welcome\" on a.example.com\n");
            assertThat(LedgerCheck.pending(ledger())).containsExactly("trigger Welcome on a.example.com");
            assertThat(LedgerCheck.owned(ledger())).isEmpty();
        }
    }

    @Test
    void anOwnedRecordTheServerNoLongerHasIsForgotten(ChatApiTestServer server) {
        StateFiles.ledger(ledger(), server.baseUrl(), "domain", "d-gone", "gone.example.com");
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);

        CliRun dryRun = CliRun.against(server, "provision", state.toString(), "--dry-run");

        assertThat(dryRun.err()).contains("ledger: forgot 1 record the server no longer has");
        assertThat(LedgerCheck.owned(ledger())).as("a dry run writes no ledger").containsExactly("domain d-gone");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("ledger: forgot 1 record");
        assertThat(LedgerCheck.owned(ledger())).isEmpty();
    }

    private Path ledger() {
        return folder.resolve("state.ledger.json");
    }
}
