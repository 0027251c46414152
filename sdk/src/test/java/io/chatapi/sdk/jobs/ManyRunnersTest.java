package io.chatapi.sdk.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Any number of runners on one account without a shared store (issue 47 item 1): each runner is a client of its own
 * (its own token chain and in-process store, as separate processes have), all onboarding the same shops at once. They
 * make twins in races and heal them, wait for the ones others made, and all return normally, each record made once.
 */
class ManyRunnersTest {
    private static final int SHOPS = 6;
    private static final JobBudget QUICK = JobBudget.DEFAULT.withPauses(Duration.ofMillis(5), Duration.ofMillis(200));

    @Test
    void three_runners_under_twenty_percent_lost_replies_all_return_with_every_record_once() throws Exception {
        for (long seed : new long[] {47, 48, 49}) {
            try (ChatApiTestServer server =
                    ChatApiTestServer.builder().data(TestData.empty()).build()) {
                server.faults().closeConnectionAfterProcessing(0.2).seed(seed);

                List<String> results = race(server, 3);
                server.faults().clear();

                assertThat(results).as("seed %d", seed).containsOnly("ok");
                assertOnboardedOnce(server);
            }
        }
    }

    @Test
    void five_runners_without_faults_all_return_with_every_record_once() throws Exception {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            List<String> results = race(server, 5);

            assertThat(results).containsOnly("ok").hasSize(5);
            assertOnboardedOnce(server);
        }
    }

    /** Starts {@code runners} clients at once on README's onboarding; each result is "ok" or its failure. */
    private static List<String> race(ChatApiTestServer server, int runners) throws Exception {
        server.faults().delay(Duration.ofMillis(5), 1.0); // requests interleave as across processes
        ExecutorService pool = Executors.newFixedThreadPool(runners);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int r = 0; r < runners; r++) {
                results.add(pool.submit(() -> {
                    try (ChatApiClient client = client(server)) {
                        go.await();
                        onboard(client);
                        return "ok";
                    } catch (RuntimeException e) {
                        return e.toString();
                    }
                }));
            }
            go.countDown();
            List<String> out = new ArrayList<>();
            for (Future<String> result : results) {
                out.add(result.get(3, TimeUnit.MINUTES));
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .jobBudget(QUICK)
                .build();
    }

    /** README's onboarding of {@link #SHOPS} shops. */
    private static void onboard(ChatApiClient client) {
        List<Agent> team = client
                .agents()
                .ensure(List.of(
                        NewAgent.builder()
                                .email("ann@example.com")
                                .name("Ann Lee")
                                .password("pw-ann-1")
                                .build(),
                        NewAgent.builder()
                                .email("bob@example.com")
                                .name("Bob Roy")
                                .password("pw-bob-1")
                                .build()))
                .stream()
                .map(Ensured::record)
                .toList();
        List<TriggerDefinition> triggers = new ArrayList<>();
        List<AliasDefinition> aliases = new ArrayList<>();
        for (int i = 0; i < SHOPS; i++) {
            String shopId = client.domains()
                    .findOrAdd(new NewDomain(address(i), ShopSystem.PLATFORM_2))
                    .id();
            client.domains().assignAgents(shopId, team);
            triggers.add(TriggerDefinition.builder()
                    .name("Cart help")
                    .url("https://" + address(i) + "/cart")
                    .message("Cart help for shop " + i + "?")
                    .displayDelay(Duration.ofSeconds(20))
                    .domainId(shopId)
                    .build());
            AliasDefinition.Builder alias = AliasDefinition.builder().domainId(shopId);
            aliases.add(alias.name("hi").text("Hello from shop " + i).build());
            aliases.add(
                    alias.name("ship").text("Shop " + i + " ships in two days.").build());
            aliases.add(alias.name("bye").text("Goodbye from shop " + i).build());
        }
        client.triggers().ensure(triggers);
        client.aliases().ensure(aliases);
    }

    private static String address(int shop) {
        return "shop-" + shop + ".example.com";
    }

    /** Every shop with its trigger, three aliases and the team; no two records of one identity. */
    private static void assertOnboardedOnce(ChatApiTestServer server) {
        try (ChatApiClient client = client(server)) {
            List<Domain> domains = client.domains().list();
            List<Trigger> triggers = client.triggers().list();
            List<Alias> aliases = client.aliases().list();
            List<Agent> agents = client.agents().list();
            assertThat(count(domains, d -> d.address().orElseThrow()))
                    .as("domains, by address")
                    .hasSize(SHOPS)
                    .allSatisfy((address, n) -> assertThat(n).isOne());
            assertThat(count(triggers, t -> TriggerKey.of(t).orElseThrow().toString()))
                    .as("triggers, by name and domain")
                    .hasSize(SHOPS)
                    .allSatisfy((key, n) -> assertThat(n).isOne());
            assertThat(count(aliases, a -> AliasKey.of(a).orElseThrow().toString()))
                    .as("aliases, by name and domain")
                    .hasSize(3 * SHOPS)
                    .allSatisfy((key, n) -> assertThat(n).isOne());
            assertThat(count(agents, a -> a.email().orElseThrow()))
                    .as("agents, by e-mail")
                    .hasSize(2)
                    .allSatisfy((key, n) -> assertThat(n).isOne());
        }
    }

    private static <T> Map<String, Long> count(List<T> records, Function<T, String> key) {
        return records.stream().collect(Collectors.groupingBy(key, Collectors.counting()));
    }
}
