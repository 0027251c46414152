package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A run interrupted at each step of a create, on an agency's three shops with the same trigger and
 * alias names: the reply lost, the read-back timed out, at the plan's first change, in its middle and
 * at its last. Where the SDK's engine settles the create by reading once more at the end of its call,
 * the run owns it at once and exits 0; where that read fails too, the run exits 3 naming what is
 * unresolved, the ledger holds the create as pending, and the next run owns it. Either way nothing is
 * made twice, and prune then removes every record the tool created. (The steps a fault cannot reach, between the intent and the send and
 * between the read-back and the ledger: PendingCreatesTest. kill -9 and signals to the real
 * process: ProvisionSignalsIT.)
 */
class ProvisionInterruptedRunTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** Shops a and b only; provisioned first, the alias on c is the last change of the next plan. */
    private static final String TWO_SHOPS = StateFiles.THREE_SHOPS
            .lines()
            .filter(line -> !line.contains("c.example.com"))
            .collect(Collectors.joining("\n", "", "\n"));

    @TempDir
    Path folder;

    /**
     * Each case: the create hit, the list it is read back from, whether shops a and b are made
     * first (so that the create hit is the last change of the plan), the pending entry, the change.
     */
    @ParameterizedTest(name = "lost reply, final read fails {5}: {4}")
    @CsvSource(
            delimiter = '|',
            value = {
                "REGISTER_DOMAIN | LIST_DOMAINS | false | domain a.example.com | + create domain a.example.com | false",
                "ADD_AGENT | LIST_AGENTS | false | agent ann.lee@example.com | + create agent ann.lee@example.com"
                        + " | false",
                "ADD_TRIGGER | LIST_TRIGGERS | false | trigger Welcome on a.example.com"
                        + " | + create trigger \"Welcome\" on a.example.com | false",
                "ADD_ALIAS | LIST_ALIASES | true | alias hi on c.example.com | + create alias \"hi\" on c.example.com"
                        + " | false",
                "REGISTER_DOMAIN | LIST_DOMAINS | false | domain a.example.com | + create domain a.example.com | true",
                "ADD_AGENT | LIST_AGENTS | false | agent ann.lee@example.com | + create agent ann.lee@example.com"
                        + " | true",
                "ADD_TRIGGER | LIST_TRIGGERS | false | trigger Welcome on a.example.com"
                        + " | + create trigger \"Welcome\" on a.example.com | true",
                "ADD_ALIAS | LIST_ALIASES | true | alias hi on c.example.com | + create alias \"hi\" on c.example.com"
                        + " | true"
            })
    void aCreateWhoseReplyIsLostIsSettledInTheRunOrPendingAndTheNextRunOwnsItWithoutMakingItTwice(
            Endpoint create,
            Endpoint list,
            boolean twoShopsFirst,
            String pending,
            String change,
            boolean finalReadFails,
            ChatApiTestServer server)
            throws IOException {
        Path state = prepare(server, twoShopsFirst);
        Path report = folder.resolve("report.json");
        if (finalReadFails) {
            FaultsWhenSeen.lostReplyAndNoReadAfter(server, create, list);
        } else {
            server.faults().onlyOn(create).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
        }

        // --deadline 0: one round, as a run out of budget ends; the converging call's first failure spends its
        // budget, and its final read settles the create unless it fails too.
        CliRun interrupted = CliRun.against(
                server, ENV, "provision", state.toString(), "--report", report.toString(), "--deadline", "0");

        JsonNode written = JSON.readTree(Files.readString(report));
        if (!finalReadFails) {
            // The engine knows the answer: made, owned in this run, nothing left for the next.
            assertThat(interrupted.code())
                    .as(interrupted.out() + interrupted.err())
                    .isEqualTo(ExitCode.OK);
            assertThat(interrupted.out()).contains("Done:").doesNotContain("unknown", "Unresolved");
            assertThat(interrupted.err()).as("the progress lines").contains("  ok  " + change);
            assertThat(written.get("exit_code").asInt()).isEqualTo(ExitCode.OK);
            assertThat(written.get("unresolved")).isEmpty();
            LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
            assertThat(LedgerCheck.onServer(server)).hasSize(10);
            assertThat(server.counters().writes(create))
                    .as("made once each")
                    .isEqualTo(create == Endpoint.ADD_AGENT ? 1 : 3);
            rerunHasNothingToDoThenPruneRemovesIt(server, state);
            return;
        }
        assertThat(interrupted.code()).as(interrupted.err()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(interrupted.out())
                .contains("  unknown      " + change, "no reply, but the server may have made the change")
                .contains("Unresolved: the ledger holds 1 create as pending");
        if (twoShopsFirst) {
            assertThat(interrupted.out())
                    .as("the plan's last change")
                    .contains(change + ": text \"Hello from C\"\n3 to");
        }
        assertThat(LedgerCheck.pending(ledger())).containsExactly(pending);
        assertThat(written.get("exit_code").asInt()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(written.get("unresolved")).hasSize(1);

        rerunOwnsEverythingThenPruneRemovesIt(server, state);
        assertThat(server.counters().writes(create))
                .as("made once each")
                .isEqualTo(create == Endpoint.ADD_AGENT ? 1 : 3);
    }

    @ParameterizedTest(name = "read-back timeout, final read times out {5}: {4}")
    @CsvSource(
            delimiter = '|',
            value = {
                "REGISTER_DOMAIN | LIST_DOMAINS | false | domain a.example.com | + create domain a.example.com | false",
                "ADD_AGENT | LIST_AGENTS | false | agent ann.lee@example.com | + create agent ann.lee@example.com"
                        + " | false",
                "ADD_TRIGGER | LIST_TRIGGERS | false | trigger Welcome on a.example.com"
                        + " | + create trigger \"Welcome\" on a.example.com | false",
                "ADD_ALIAS | LIST_ALIASES | true | alias hi on c.example.com | + create alias \"hi\" on c.example.com"
                        + " | false",
                "REGISTER_DOMAIN | LIST_DOMAINS | false | domain a.example.com | + create domain a.example.com | true",
                "ADD_AGENT | LIST_AGENTS | false | agent ann.lee@example.com | + create agent ann.lee@example.com"
                        + " | true",
                "ADD_TRIGGER | LIST_TRIGGERS | false | trigger Welcome on a.example.com"
                        + " | + create trigger \"Welcome\" on a.example.com | true",
                "ADD_ALIAS | LIST_ALIASES | true | alias hi on c.example.com | + create alias \"hi\" on c.example.com"
                        + " | true"
            })
    void aCreateAcceptedButNotReadBackIsSettledByTheFinalReadOrExitsThreeAndTheNextRunOwnsIt(
            Endpoint create,
            Endpoint list,
            boolean twoShopsFirst,
            String pending,
            String change,
            boolean finalReadFails,
            ChatApiTestServer server) {
        Path state = prepare(server, twoShopsFirst);
        // The create is held back a little, so that the list read after it can be slowed down first: the read back,
        // and with finalReadFails the engine's final read too.
        server.faults().onlyOn(create).delay(Duration.ofMillis(400), 0).next(Fault.DELAY, 1);
        FaultsWhenSeen.whenSeen(server, create, () -> server.faults()
                .onlyOn(list)
                .delay(Duration.ofSeconds(3), 0)
                .next(Fault.DELAY, finalReadFails ? 2 : 1));

        CliRun interrupted =
                CliRun.against(server, ENV, "provision", state.toString(), "--timeout", "1s", "--deadline", "0");

        if (!finalReadFails) {
            // The engine's final read finds the record: made, owned in this run, nothing left for the next.
            assertThat(interrupted.code())
                    .as(interrupted.out() + interrupted.err())
                    .isEqualTo(ExitCode.OK);
            assertThat(interrupted.out()).contains("Done:").doesNotContain("unresolved", "Unresolved");
            assertThat(interrupted.err()).as("the progress lines").contains("  ok  " + change);
            LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
            assertThat(LedgerCheck.onServer(server)).hasSize(10);
            rerunHasNothingToDoThenPruneRemovesIt(server, state);
            return;
        }
        assertThat(interrupted.code()).as(interrupted.out() + interrupted.err()).isEqualTo(ExitCode.UNKNOWN);
        assertThat(interrupted.out())
                .contains("  unresolved   " + change, "the server accepted it, but its id was not read back")
                .contains("Unresolved: the ledger holds 1 create as pending")
                .doesNotContain("Done:");
        assertThat(LedgerCheck.pending(ledger())).containsExactly(pending);

        rerunOwnsEverythingThenPruneRemovesIt(server, state);
    }

    @Test
    void theLastCreateNotReadBackIsNoSuccessAndTheJsonSaysWhichIsUnresolved(ChatApiTestServer server)
            throws IOException {
        Path state = prepare(server, true);
        // The alias on c is the plan's last change: its read-back fails for good (every retry too).
        server.faults()
                .onlyOn(Endpoint.ADD_ALIAS)
                .delay(Duration.ofMillis(400), 0)
                .next(Fault.DELAY, 1);
        FaultsWhenSeen.whenSeen(server, Endpoint.ADD_ALIAS, () -> server.faults()
                .onlyOn(Endpoint.LIST_ALIASES)
                .badGateway(1.0));

        CliRun run = CliRun.against(server, ENV, "provision", state.toString(), "-o", "json", "--deadline", "0");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.UNKNOWN);
        JsonNode report = JSON.readTree(run.out());
        assertThat(report.get("result").asText()).isEqualTo("stopped");
        JsonNode changes = report.get("changes");
        JsonNode last = changes.get(changes.size() - 1);
        assertThat(last.get("outcome").asText()).isEqualTo("unresolved");
        assertThat(last.get("kind").asText() + " " + last.get("name").asText() + " on "
                        + last.get("domain").asText())
                .isEqualTo("alias hi on c.example.com");
        assertThat(report.get("unresolved"))
                .singleElement()
                .satisfies(u -> assertThat(u.get("domain").asText()).isEqualTo("c.example.com"));
    }

    /** The state file; with {@code twoShopsFirst}, shops a and b provisioned already. */
    private Path prepare(ChatApiTestServer server, boolean twoShopsFirst) {
        if (twoShopsFirst) {
            Path two = StateFiles.write(folder, "state.yaml", TWO_SHOPS);
            assertThat(CliRun.against(server, ENV, "provision", two.toString()).code())
                    .isEqualTo(ExitCode.OK);
        }
        return StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
    }

    private Path ledger() {
        return folder.resolve("state.ledger.json");
    }

    private void rerunOwnsEverythingThenPruneRemovesIt(ChatApiTestServer server, Path state) {
        server.faults().clear();
        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(rerun.code()).as(rerun.out() + rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.err()).contains("was created by an earlier run that stopped before identifying it");
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
        assertThat(LedgerCheck.onServer(server)).hasSize(10);
        pruneRemovesEverything(server, state);
    }

    /** After a run that settled its create itself: the next run resolves nothing and creates nothing. */
    private void rerunHasNothingToDoThenPruneRemovesIt(ChatApiTestServer server, Path state) {
        server.faults().clear();
        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(rerun.code()).as(rerun.out() + rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.err()).doesNotContain("was created by an earlier run");
        assertThat(rerun.out()).contains("Nothing to do");
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
        pruneRemovesEverything(server, state);
    }

    private void pruneRemovesEverything(ChatApiTestServer server, Path state) {
        StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);
        CliRun prune = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");

        assertThat(prune.code()).as(prune.out() + prune.err()).isEqualTo(ExitCode.OK);
        assertThat(prune.out()).contains("10 to delete");
        assertThat(LedgerCheck.onServer(server))
                .as("every record the tool created is gone")
                .isEmpty();
        assertThat(LedgerCheck.owned(ledger())).isEmpty();
    }
}
