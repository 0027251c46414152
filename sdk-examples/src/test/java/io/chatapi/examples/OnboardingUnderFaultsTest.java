package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.OnboardingExample.Shop;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * README's onboarding of 10 shops, exactly as written, in one run against a server that drops 20% of replies after
 * processing them and answers 10% of requests with a 502 page: 20 seeded trials on fresh servers, each one run of a
 * fresh client with the default job budget (only its pauses shortened, so the test is quick). At least 19 must end
 * onboarded, and none may leave a duplicate.
 */
class OnboardingUnderFaultsTest {
    private static final List<Shop> SHOPS = JobShops.of(10);
    /** The default budget; pauses of 1 to 20 ms instead of 100 ms to 5 s keep 20 trials within seconds. */
    static final JobBudget QUICK = JobBudget.DEFAULT.withPauses(Duration.ofMillis(1), Duration.ofMillis(20));

    @Test
    void ten_shops_converge_in_one_run_in_at_least_19_of_20_seeded_trials_with_no_duplicate() {
        List<String> failures = new ArrayList<>();
        int converged = 0;
        for (int seed = 1; seed <= 20; seed++) {
            try (ChatApiTestServer server =
                    ChatApiTestServer.builder().data(TestData.empty()).build()) {
                server.faults()
                        .closeConnectionAfterProcessing(0.2)
                        .badGateway(0.1)
                        .seed(seed);
                boolean done = runOnce(server, seed, failures);
                server.faults().clear();
                JobShops.Census census = census(server);
                assertThat(census.duplicates())
                        .as("duplicates after trial %d", seed)
                        .isZero();
                if (done) {
                    assertThat(census.onboarded())
                            .as("trial %d returned normally", seed)
                            .isTrue();
                    converged++;
                }
                System.out.println("trial " + seed + ": " + (done ? "converged" : "stopped") + ", " + census
                        + ", faults " + server.counters().faults(Fault.CLOSE_CONNECTION_AFTER_PROCESSING) + " drops "
                        + server.counters().faults(Fault.BAD_GATEWAY) + " 502s in "
                        + server.counters().totalRequests() + " requests");
            }
        }
        assertThat(converged).as("one-run convergence; failures: %s", failures).isGreaterThanOrEqualTo(19);
    }

    @Test
    void expiring_sessions_and_refused_tokens_are_tried_again_within_the_job() {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            // Every session ends 30 ms after it began, and 10% of tokens are refused as expired.
            server.faults()
                    .sessionLifetime(Duration.ofMillis(30))
                    .expireTokens(0.1)
                    .seed(7);
            List<String> failures = new ArrayList<>();

            boolean done = runOnce(server, 7, failures);

            server.faults().clear();
            assertThat(done).as("failures: %s", failures).isTrue();
            JobShops.Census census = census(server);
            assertThat(census.onboarded()).isTrue();
            assertThat(census.duplicates()).isZero();
        }
    }

    private static boolean runOnce(ChatApiTestServer server, int seed, List<String> failures) {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .jobBudget(QUICK)
                .build()) {
            // A record the example reports not done is a run that did not finish, as a failure thrown was before.
            List<String> notDone = OnboardingExample.onboard(client, SHOPS, "pw-ann-1", "pw-bob-1");
            notDone.forEach(line -> failures.add("trial " + seed + ": " + line));
            return notDone.isEmpty();
        } catch (ChatApiException e) {
            failures.add("trial " + seed + ": " + e.getMessage());
            return false;
        }
    }

    static JobShops.Census census(ChatApiTestServer server) {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            return JobShops.census(client, SHOPS);
        }
    }
}
