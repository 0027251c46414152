package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class ProvisionFailureTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    @TempDir
    Path folder;

    /**
     * The create's reply is lost; the SDK's engine reads the list once more at the end of the call and finds the
     * trigger as wanted, so the run knows it made it: applied, owned by this run's ledger (its pending create was
     * recorded before the call, and no twin was met), exit 0. What used to be left to the next run now happens here.
     */
    @Test
    void aWriteWhoseReplyIsLostIsSettledByTheFinalReadOwnedInThisRunAndNeverSentAgain(ChatApiTestServer server)
            throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path report = folder.resolve("report.json");
        server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        // --deadline 0: one round, and the converging call's first failure spends its budget; its final read settles.
        CliRun run = CliRun.against(
                server, ENV, "provision", state.toString(), "--report", report.toString(), "--deadline", "0");

        assertThat(run.code()).as(run.out() + run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("Done: 6 of 6 changes applied.").doesNotContain("unknown", "Unresolved");
        assertThat(run.err()) // the progress lines
                .containsPattern("ok  \\+ create trigger \"Willkommen\" on neu.example.de: .* → id \\d+");
        assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isEqualTo(1);
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);

        JsonNode written = JsonMapper.builder().build().readTree(Files.readString(report));
        assertThat(written.get("result").asText()).isEqualTo("done");
        assertThat(written.get("changes"))
                .extracting(c -> c.get("outcome").asText())
                .containsOnly("applied");
        assertThat(written.get("exit_code").asInt()).isEqualTo(ExitCode.OK);
        assertThat(written.get("unresolved")).isEmpty();
        assertThat(LedgerCheck.pending(folder.resolve("state.ledger.json"))).isEmpty();
        assertThat(LedgerCheck.owned(folder.resolve("state.ledger.json")))
                .as("owned in this run")
                .contains(triggerOnServer(server, "Willkommen"));
    }

    /**
     * The create's reply is lost and every read after it fails, the engine's final read too: the outcome stays
     * unknown, exit 3, the ledger holds the create as pending for the next run, and it is not sent again.
     */
    @Test
    void aWriteWhoseReplyIsLostAndWhoseFinalReadFailsIsReportedAsUnknownAndNeverSentAgain(ChatApiTestServer server)
            throws IOException {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        Path report = folder.resolve("report.json");
        FaultsWhenSeen.lostReplyAndNoReadAfter(server, Endpoint.ADD_TRIGGER, Endpoint.LIST_TRIGGERS);

        // --deadline 0: one round, as a run out of budget ends.
        CliRun run = CliRun.against(
                server, ENV, "provision", state.toString(), "--report", report.toString(), "--deadline", "0");

        assertThat(run.code()).as(run.out() + run.err()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(run.out())
                .contains(
                        "Stopped: 3 of 6 changes applied.",
                        "  applied      + create domain neu.example.de: shop 0",
                        "  unknown      + create trigger \"Willkommen\" on neu.example.de",
                        "no reply, but the server may have made the change",
                        "  not_applied  ~ update trigger \"Willkommen\" on neu.example.de: active true → false",
                        "  not_applied  + create alias \"danke\"",
                        "it was not sent again",
                        "Unresolved: the ledger holds 1 create as pending",
                        "  trigger \"Willkommen\" on neu.example.de\n")
                .doesNotContain("—");
        assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isEqualTo(1);
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);

        JsonNode written = JsonMapper.builder().build().readTree(Files.readString(report));
        assertThat(written.get("result").asText()).isEqualTo("stopped");
        assertThat(written.get("changes"))
                .extracting(c -> c.get("outcome").asText())
                .containsExactly("applied", "applied", "applied", "unknown", "not_applied", "not_applied");
        assertThat(written.get("exit_code").asInt()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(written.get("unresolved")).singleElement().satisfies(u -> assertThat(
                        u.get("kind").asText() + " " + u.get("name").asText() + " on "
                                + u.get("domain").asText())
                .isEqualTo("trigger Willkommen on neu.example.de"));
    }

    /** Settled in the run: the next run has nothing to resolve, creates nothing, and the trigger is made once. */
    @Test
    void theNextRunAfterASettledLostReplyHasNothingToDoAndNothingIsMadeTwice(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
        CliRun first = CliRun.against(server, ENV, "provision", state.toString(), "--deadline", "0");

        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(first.code()).as(first.out() + first.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.code()).as(rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.err()).doesNotContain("was created by an earlier run");
        assertThat(rerun.out()).contains("Nothing to do").doesNotContain("+ create trigger");
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);
    }

    /** Left unknown (the final read failed too): the next run finds the trigger, owns it, and edits it; no twin. */
    @Test
    void theNextRunSeesWhatTheUnknownWriteDidAndDoesNotDuplicateIt(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        FaultsWhenSeen.lostReplyAndNoReadAfter(server, Endpoint.ADD_TRIGGER, Endpoint.LIST_TRIGGERS);
        CliRun first = CliRun.against(server, ENV, "provision", state.toString(), "--deadline", "0");
        assertThat(first.code()).as(first.out() + first.err()).isEqualTo(ExitCode.UNKNOWN);
        server.faults().clear();

        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(rerun.code()).as(rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.err())
                .containsPattern(
                        "note: ledger: trigger \"Willkommen\" on neu.example.de \\(id \\d+\\) was created by an"
                                + " earlier run that stopped before identifying it");
        assertThat(rerun.out())
                .containsPattern("~ update trigger \"Willkommen\" on neu.example.de \\(id \\d+\\): active true → false")
                .doesNotContain("+ create trigger");
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);
    }

    @Test
    void aRefusedWriteIsReportedAsFailedAndStopsTheRun() {
        TestData full = TestData.defaults().toBuilder().maxSubscribedAgents(4).build();
        try (ChatApiTestServer server = ChatApiTestServer.builder().data(full).build()) {
            Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

            CliRun run = CliRun.against(server, ENV, "provision", state.toString());

            assertThat(run.code()).isEqualTo(ExitCode.FAILED);
            assertThat(run.out())
                    .contains(
                            "Stopped: 1 of 6 changes applied.",
                            "  failed       + create agent ann.lee@example.com",
                            "subscription limit reached",
                            "  not_applied  > assign ann.lee@example.com to neu.example.de");
            assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isZero();
            assertThat(server.counters().totalWrites()).isEqualTo(1);
        }
    }

    @Test
    void aFailedReadBeforePlanningChangesNothing(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);
        server.faults().onlyOn(Endpoint.LIST_DOMAINS).badGateway(1.0);

        // Read again within --deadline (#37), then given up: a server that answers nothing is not hammered.
        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "--deadline", "2s");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("reading the server's state failed ", "times in a row", "nothing was changed");
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void twoServerTriggersWithTheNameOfAWantedOneOnItsDomainStopTheRunBeforeAnyChange() {
        TestData twins = TestData.defaults().toBuilder()
                .trigger("9", DefaultData.SHOP_DOMAIN_UUID, "Welcome", "https://shop.example.com/", "Hi", 5, true)
                .build();
        try (ChatApiTestServer server = ChatApiTestServer.builder().data(twins).build()) {
            Path state = StateFiles.write(folder, "state.yaml", StateFiles.NEW_SITE);

            CliRun run = CliRun.against(server, ENV, "provision", state.toString());

            assertThat(run.code()).isEqualTo(ExitCode.FAILED);
            assertThat(run.err())
                    .contains("the server has 2 triggers named \"Welcome\" on shop.example.com (ids 1, 9)");
            assertThat(server.counters().totalWrites()).isZero();
        }
    }

    /** {@return "trigger ID"} of the one trigger named {@code name} on the server, as the ledger lists it */
    private static String triggerOnServer(ChatApiTestServer server, String name) {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            List<Trigger> named = client.triggers().list().stream()
                    .filter(t -> t.name().filter(name::equals).isPresent())
                    .toList();
            assertThat(named).as("triggers named " + name).hasSize(1);
            return "trigger " + named.get(0).id();
        }
    }
}
