package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.JarProcess;
import io.chatapi.examples.JarRun;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The packaged jar interrupted for real, as an operator or a supervisor does it: kill -9 in the
 * middle of a create, SIGTERM and SIGINT while a create is in flight, two runs started at once. The
 * ledger is compared with the server after each, and a re-run and a prune show nothing was orphaned.
 */
class ProvisionSignalsIT {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    @Test
    void killedWithMinus9WhileACreateIsInFlightTheNextRunOwnsWhatItMadeAndPruneRemovesIt(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        // The first alias create is held on the server; the process dies while it waits for the reply.
        server.faults()
                .onlyOn(Endpoint.ADD_ALIAS)
                .delay(Duration.ofSeconds(2), 0)
                .next(Fault.DELAY, 1);
        JarProcess run = JarProcess.start(server, ENV, "provision", state.toString());
        awaitTrue(() -> server.counters().requests(Endpoint.ADD_ALIAS) == 1, "the alias create is sent");

        run.signal("KILL");
        JarRun killed = run.await(Duration.ofSeconds(30));

        assertThat(killed.code()).isEqualTo(128 + 9);
        assertThat(LedgerCheck.pending(ledger())).containsExactly("alias hi on a.example.com");
        awaitTrue(() -> server.counters().writes(Endpoint.ADD_ALIAS) == 1, "the server makes the alias anyway");

        // The re-run and the prune in this JVM: only the interrupted run needs a process of its own.
        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(rerun.code()).as(rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.err()).contains("alias \"hi\" on a.example.com (id", "was created by an earlier run");
        assertThat(rerun.out()).doesNotContain("+ create alias \"hi\" on a.example.com");
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
        assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isEqualTo(3);
        assertPruneRemovesEverything(server, state);
    }

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"TERM, 143", "INT, 130"})
    void aSignalFinishesTheCreateInFlightWritesLedgerAndReportAndExits(
            String signal, int code, ChatApiTestServer server) throws IOException {
        assumeFalse(
                signal.equals("INT") && JarProcess.sigintIgnoredHere(),
                "this test runs with SIGINT ignored (a background job without job control), and so would the CLI");
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        Path report = folder.resolve("report.json");
        server.faults()
                .onlyOn(Endpoint.ADD_TRIGGER)
                .delay(Duration.ofSeconds(2), 0)
                .next(Fault.DELAY, 1);
        JarProcess run = JarProcess.start(server, ENV, "provision", state.toString(), "--report", report.toString());
        awaitTrue(() -> server.counters().requests(Endpoint.ADD_TRIGGER) == 1, "the first trigger create is sent");

        long signalled = System.nanoTime();
        run.signal(signal);
        JarRun stopped = run.await(Duration.ofSeconds(60));
        Duration took = Duration.ofNanos(System.nanoTime() - signalled);

        assertThat(stopped.code()).as(stopped.err()).isEqualTo(code);
        assertThat(stopped.err()).contains("Signal received: finishing the change in flight, then stopping.");
        assertThat(stopped.out())
                .contains("Interrupted by a signal: 5 of 10 changes applied")
                .contains("  applied      + create trigger \"Welcome\" on a.example.com")
                // #47: the changes never attempted are counted, not listed one per line, and the summary says what to
                // do.
                .contains("5 not attempted", "run the same command again")
                .doesNotContain("  not_applied  + create trigger \"Welcome\" on b.example.com");
        JsonNode written = JSON.readTree(Files.readString(report));
        assertThat(written.get("result").asText()).isEqualTo("interrupted");
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
        assertThat(took)
                .as("stopped after the change in flight, not after the plan")
                .isLessThan(Duration.ofSeconds(30));

        CliRun rerun = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(rerun.code()).as(rerun.err()).isEqualTo(ExitCode.OK);
        assertThat(rerun.out()).contains("Done: 5 of 5 changes applied.");
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
    }

    @Test
    void twoJarsStartedAtOnceOnAFreshServerOneAppliesTheOtherExitsTwoNamingIt(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).delay(Duration.ofMillis(500), 1.0);

        JarProcess first = JarProcess.start(server, ENV, "provision", state.toString());
        JarProcess second = JarProcess.start(server, ENV, "provision", state.toString());
        List<JarRun> runs = List.of(first.await(Duration.ofSeconds(90)), second.await(Duration.ofSeconds(90)));

        assertThat(runs).extracting(JarRun::code).containsExactlyInAnyOrder(ExitCode.OK, ExitCode.BAD_INPUT);
        JarRun refused = runs.get(0).code() == ExitCode.BAD_INPUT ? runs.get(0) : runs.get(1);
        long winner = runs.get(0).code() == ExitCode.OK ? first.pid() : second.pid();
        assertThat(refused.err())
                .contains("another provision run holds the lock", "pid " + winner + " on ", "started ");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("no duplicate domain")
                .isEqualTo(3);
        LedgerCheck.ownsExactlyWhatTheServerHolds(ledger(), server);
    }

    private void assertPruneRemovesEverything(ChatApiTestServer server, Path state) {
        StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);
        CliRun prune = CliRun.against(server, "provision", state.toString(), "--prune", "--yes");
        assertThat(prune.code()).as(prune.err()).isEqualTo(ExitCode.OK);
        assertThat(LedgerCheck.onServer(server)).isEmpty();
        assertThat(LedgerCheck.owned(ledger())).isEmpty();
    }

    private Path ledger() {
        return folder.resolve("state.ledger.json");
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(deadline);
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
