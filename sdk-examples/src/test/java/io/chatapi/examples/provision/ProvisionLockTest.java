package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One provision run at a time per ledger: a second run exits 2 at once naming the holder, or waits
 * with --lock-timeout. In one JVM here; two processes: ProvisionSignalsIT.
 */
class ProvisionLockTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);

    @TempDir
    Path folder;

    @Test
    void twoRunsAtOnceOnAFreshServerOneAppliesTheOtherExitsTwoAndNothingIsMadeTwice(ChatApiTestServer server)
            throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        // Each domain takes a while, so the runs overlap whichever starts first.
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).delay(Duration.ofMillis(300), 1.0);
        CyclicBarrier start = new CyclicBarrier(2);

        List<CompletableFuture<CliRun>> runs = Stream.generate(() -> CompletableFuture.supplyAsync(() -> {
                    await(start);
                    return CliRun.against(server, ENV, "provision", state.toString());
                }))
                .limit(2)
                .toList();
        List<CliRun> done = runs.stream().map(CompletableFuture::join).toList();

        assertThat(done).extracting(CliRun::code).containsExactlyInAnyOrder(ExitCode.OK, ExitCode.BAD_INPUT);
        CliRun refused = done.stream()
                .filter(r -> r.code() == ExitCode.BAD_INPUT)
                .findFirst()
                .orElseThrow();
        assertThat(refused.err())
                .contains("another provision run holds the lock " + folder.resolve("state.ledger.json.lock"))
                .contains("pid " + ProcessHandle.current().pid() + " on ")
                .containsPattern("started \\d{4}-\\d\\d-\\d\\dT")
                .contains("give --lock-timeout DURATION to wait");
        assertThat(refused.out()).isEmpty();
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("no duplicate")
                .isEqualTo(3);
        LedgerCheck.ownsExactlyWhatTheServerHolds(folder.resolve("state.ledger.json"), server);
    }

    @Test
    void withALockTimeoutTheSecondRunWaitsForTheFirstAndThenFindsNothingToDo(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).delay(Duration.ofMillis(300), 1.0);
        CompletableFuture<CliRun> first =
                CompletableFuture.supplyAsync(() -> CliRun.against(server, ENV, "provision", state.toString()));
        awaitLockTaken();

        CliRun impatient = CliRun.against(server, ENV, "provision", state.toString(), "--lock-timeout", "200ms");
        CliRun patient = CliRun.against(server, ENV, "provision", state.toString(), "--lock-timeout=60s");

        assertThat(impatient.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(impatient.err()).contains("holds the lock", "still after 200 ms");
        assertThat(first.join().code()).isEqualTo(ExitCode.OK);
        assertThat(patient.code()).as(patient.err()).isEqualTo(ExitCode.OK);
        assertThat(patient.out()).contains("Nothing to do");
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN)).isEqualTo(3);
    }

    @Test
    void theLockIsReleasedWhenARunFails(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        server.faults().onlyOn(Endpoint.LIST_DOMAINS).badGateway(1.0);

        CliRun failed = CliRun.against(server, ENV, "provision", state.toString());
        server.faults().clear();
        CliRun next = CliRun.against(server, ENV, "provision", state.toString());

        assertThat(failed.code()).isEqualTo(ExitCode.FAILED);
        assertThat(next.code()).as(next.err()).isEqualTo(ExitCode.OK);
        assertThat(folder.resolve("state.ledger.json.lock")).exists();
    }

    @Test
    void aDemoRunWritesNoLedgerAndTakesNoLock() {
        Path state = StateFiles.write(folder, "state.yaml", "domains:\n  - address: demo.example.com\n");

        CliRun run = CliRun.withEnv(Map.of(), false, "provision", state.toString(), "--demo");
        CliRun withLedger = CliRun.withEnv(
                Map.of(),
                false,
                "provision",
                state.toString(),
                "--demo",
                "--ledger",
                folder.resolve("x.json").toString());

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("its ledger is kept in memory; no ledger file is read or written");
        assertThat(folder.resolve("state.ledger.json")).doesNotExist();
        assertThat(folder.resolve("state.ledger.json.lock")).doesNotExist();
        assertThat(withLedger.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(withLedger.err()).contains("--ledger has no use with --demo");
    }

    @Test
    void aLedgerADemoRunOfAnOlderVersionWroteIsNamedAsSuch(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.NOTHING);
        StateFiles.ledger(folder.resolve("state.ledger.json"), "(demo)");

        CliRun run = CliRun.against(server, "provision", state.toString());

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("was written by a --demo run of an older version", "delete it");
    }

    private void awaitLockTaken() {
        // The holder writes its details into a file of its own once it holds the lock.
        Path holder = folder.resolve("state.ledger.json.lock.holder");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        try {
            while (!Files.exists(holder) || Files.size(holder) == 0) {
                assertThat(System.nanoTime()).as("the first run takes the lock").isLessThan(deadline);
                Thread.sleep(10);
            }
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
