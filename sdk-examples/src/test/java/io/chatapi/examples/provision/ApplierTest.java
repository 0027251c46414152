package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.ExitCode;
import io.chatapi.examples.provision.ApplyReport.Outcome;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.TestData;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The applier's stop between changes, as a signal asks for it; the real signals: ProvisionSignalsIT. */
class ApplierTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    @TempDir
    Path folder;

    @Test
    void aStopFinishesTheChangeInFlightRecordsItAndStartsNoOther(ChatApiTestServer server) {
        Path file = folder.resolve("state.ledger.json");
        Ledger ledger = Ledger.load(file, server.baseUrl());
        DesiredState want = StateFileReader.parse("state.yaml", StateFiles.THREE_SHOPS, true, folder);
        AtomicInteger asked = new AtomicInteger();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            ServerSnapshot snapshot = ServerSnapshot.read(client, email -> false);
            Plan plan = Planner.plan(
                    want,
                    snapshot,
                    new PlanContext.Options(false, Optional.empty()),
                    Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD),
                    ledger);

            // The signal comes while the second change is in flight: asked before the third, it stops there.
            ApplyReport report = Applier.apply(
                    plan,
                    client,
                    () -> JobBudget.DEFAULT,
                    Directory.of(snapshot, ledger, new WriteTally()),
                    ledger,
                    new PrintStream(progress, true, StandardCharsets.UTF_8),
                    () -> asked.incrementAndGet() > 2,
                    List.of(),
                    true);

            assertThat(report.entries())
                    .extracting(ApplyReport.Entry::outcome)
                    .startsWith(Outcome.APPLIED, Outcome.APPLIED)
                    .containsOnly(Outcome.APPLIED, Outcome.NOT_APPLIED)
                    .filteredOn(o -> o == Outcome.APPLIED)
                    .hasSize(2);
            assertThat(report.entries().get(2).detail()).isEqualTo("not attempted: the run was stopped by a signal");
            assertThat(report.interrupted()).isTrue();
            assertThat(report.result()).isEqualTo("interrupted");
            assertThat(report.exitCode(false)).isEqualTo(ExitCode.TERMINATED);
            // The summary counts the changes never attempted and says to run again; it lists only those attempted.
            ByteArrayOutputStream summary = new ByteArrayOutputStream();
            report.print(new PrintStream(summary, true, StandardCharsets.UTF_8));
            String printed = summary.toString(StandardCharsets.UTF_8);
            long untouched = report.entries().size() - 2;
            assertThat(printed)
                    .contains(
                            "Interrupted by a signal: 2 of " + report.entries().size() + " changes applied")
                    .contains(untouched + " not attempted", "run the same command again")
                    .contains("  applied      + create domain b.example.com")
                    .doesNotContain("not_applied");
            assertThat(client.domains().list()).hasSize(2);
        }
        // The file on disk, not only the ledger in memory, owns both: a signal loses nothing.
        LedgerCheck.ownsExactlyWhatTheServerHolds(file, server);
        assertThat(LedgerCheck.owned(file)).hasSize(2);
        assertThat(progress.toString(StandardCharsets.UTF_8)).contains("ok  + create domain b.example.com");
    }
}
