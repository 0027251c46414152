package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.JobShops;
import io.chatapi.examples.OnboardingExample.Shop;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.TestData;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code provision} of 10 shops (two agents on each, a trigger and three aliases per shop) in one run against a server
 * that drops 20% of replies after processing them and answers 10% of requests with a 502 page: 20 seeded trials on
 * fresh servers. At least 19 must exit 0, every exit 0 must leave the server exactly as the state file says (no
 * duplicate, nothing missing), and a run that does not exit 0 must say so with exit 3 or 1, never 0.
 */
class ProvisionUnderFaultsTest {
    private static final List<Shop> SHOPS = JobShops.of(10);
    private static final Map<String, String> ENV = Map.of(
            "ANN_PASSWORD", "pw-Ann-1-long-enough",
            "BOB_PASSWORD", "pw-Bob-1-long-enough");

    /**
     * The runs pause 1–5 ms instead of 100 ms–5 s (given in the run's context). The testkit's faults
     * come per request from a seeded sequence, not per second, so a pause changes how long a trial takes, never which
     * requests fail or how many failures in a row a call meets: every count this proof rests on is the same, and the
     * 10-minute deadline is never near.
     */
    private static final JobBudget SHORT_PAUSES =
            JobBudget.DEFAULT.withPauses(Duration.ofMillis(1), Duration.ofMillis(5));

    @TempDir
    Path folder;

    @Test
    void ten_shops_converge_in_one_run_in_at_least_19_of_20_seeded_trials_and_no_exit_0_leaves_anything_undone() {
        Path state = StateFiles.write(folder, "shops.yaml", stateFile());
        List<String> failures = new ArrayList<>();
        int converged = 0;
        for (int seed = 1; seed <= 20; seed++) {
            try (ChatApiTestServer server =
                    ChatApiTestServer.builder().data(TestData.empty()).build()) {
                server.faults()
                        .closeConnectionAfterProcessing(0.2)
                        .badGateway(0.1)
                        .seed(seed);
                Path ledger = folder.resolve("ledger-" + seed + ".json");
                CliRun run = CliRun.withPauses(
                        server, ENV, SHORT_PAUSES, "provision", state.toString(), "--ledger", ledger.toString());
                server.faults().clear();
                JobShops.Census census = census(server);
                long rounds = 1
                        + run.err().lines().filter(l -> l.startsWith("Round ")).count();
                System.out.println("trial " + seed + ": exit " + run.code() + ", " + census + ", "
                        + server.counters().totalRequests() + " requests, " + rounds + " round(s)");
                assertThat(census.duplicates())
                        .as("duplicates after trial %d", seed)
                        .isZero();
                if (run.code() == ExitCode.OK) {
                    assertThat(census.onboarded())
                            .as("trial %d exited 0; its stderr: %s", seed, run.err())
                            .isTrue();
                    assertThat(census.domains()).isEqualTo(10);
                    assertThat(census.agents()).isEqualTo(2);
                    // Nothing is left to do: a dry run right after finds the server as the state file says.
                    CliRun check = CliRun.against(
                            server,
                            ENV,
                            "provision",
                            state.toString(),
                            "--ledger",
                            ledger.toString(),
                            "--dry-run",
                            "--detailed-exitcode");
                    assertThat(check.code())
                            .as("dry run after trial %d: %s", seed, check.out())
                            .isEqualTo(ExitCode.OK);
                    converged++;
                } else {
                    assertThat(run.code()).isIn(ExitCode.UNKNOWN, ExitCode.FAILED);
                    failures.add("trial " + seed + " exit " + run.code() + ": " + run.err());
                }
            }
        }
        assertThat(converged).as("one-run convergence; failures: %s", failures).isGreaterThanOrEqualTo(19);
    }

    private static String stateFile() {
        StringBuilder yaml = new StringBuilder();
        yaml.append("agents:\n")
                .append("  - {email: ann@example.com, name: Ann, status: online, password_env: ANN_PASSWORD}\n")
                .append("  - {email: bob@example.com, name: Bob, status: online, password_env: BOB_PASSWORD}\n");
        yaml.append("domains:\n");
        SHOPS.forEach(s -> yaml.append("  - address: ").append(s.address()).append('\n'));
        yaml.append("assignments:\n");
        for (Shop s : SHOPS) {
            yaml.append("  - {agent: ann@example.com, domain: ")
                    .append(s.address())
                    .append("}\n");
            yaml.append("  - {agent: bob@example.com, domain: ")
                    .append(s.address())
                    .append("}\n");
        }
        yaml.append("triggers:\n");
        SHOPS.forEach(s -> yaml.append("  - {name: Cart help, url: \"https://")
                .append(s.address())
                .append("/cart\", message: \"")
                .append(s.cartHelp())
                .append("\", delay: 30, domain: ")
                .append(s.address())
                .append("}\n"));
        yaml.append("aliases:\n");
        for (Shop s : SHOPS) {
            alias(yaml, "hi", s.hi(), s.address());
            alias(yaml, "ship", s.ship(), s.address());
            alias(yaml, "bye", s.bye(), s.address());
        }
        return yaml.toString();
    }

    private static void alias(StringBuilder yaml, String name, String text, String address) {
        yaml.append("  - {name: ")
                .append(name)
                .append(", text: \"")
                .append(text)
                .append("\", domains: [")
                .append(address)
                .append("]}\n");
    }

    private static JobShops.Census census(ChatApiTestServer server) {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            return JobShops.census(client, SHOPS);
        }
    }
}
