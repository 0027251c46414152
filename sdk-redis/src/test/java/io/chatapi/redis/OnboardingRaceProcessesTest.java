package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two JVMs run README's onboarding of the same 10 shops at the same moment on one API key, against a server that
 * takes 20 ms a request (so each runner's list and its create are far enough apart for the other to slip in). Both
 * must return normally and leave every shop onboarded with no duplicate: with a shared Redis store because creates are
 * locked per identity, without one because a race that made twins is healed (each runner deletes only what its own
 * job made). The same holds with 20% of replies lost after processing and 10% of requests answered by a 502 page.
 */
class OnboardingRaceProcessesTest {
    private static final int SHOPS = 10;
    private static RedisServer redis;

    @BeforeAll
    static void startRedis() {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        redis.close();
    }

    @Test
    void twoRunnersWithTheStoreInRedisBothReturnAndNothingIsCreatedTwice() throws Exception {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            List<String> results = race(server, Integer.toString(redis.port()));
            server.faults().clear();

            assertThat(results).containsExactly("RESULT r0 ok", "RESULT r1 ok");
            assertOnboardedOnce(server);
            long registrations = server.counters().writes(Endpoint.REGISTER_DOMAIN);
            assertThat(registrations)
                    .as("locked creates: each domain registered once")
                    .isEqualTo(SHOPS);
            assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isEqualTo(3L * SHOPS);
        }
    }

    @Test
    void twoRunnersWithoutASharedStoreBothReturnAndHealEveryRace() throws Exception {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.empty()).build()) {
            List<String> results = race(server, "none");
            server.faults().clear();

            assertThat(results).containsExactly("RESULT r0 ok", "RESULT r1 ok");
            assertOnboardedOnce(server);
            System.out.println("without a shared store: " + server.counters());
        }
    }

    @Test
    void twoRunnersUnderLostRepliesAndGatewayPagesWithAndWithoutRedisBothReturnWithNoDuplicate() throws Exception {
        for (String redisPort : List.of(Integer.toString(redis.port()), "none")) {
            try (ChatApiTestServer server =
                    ChatApiTestServer.builder().data(TestData.empty()).build()) {
                server.faults()
                        .closeConnectionAfterProcessing(0.2)
                        .badGateway(0.1)
                        .seed(36);
                List<String> results = race(server, redisPort);
                server.faults().clear();

                assertThat(results).as("with Redis: %s", redisPort).containsExactly("RESULT r0 ok", "RESULT r1 ok");
                assertOnboardedOnce(server);
            }
        }
    }

    private static List<String> race(ChatApiTestServer server, String redisPort) throws Exception {
        server.faults().delay(Duration.ofMillis(20), 1.0);
        String prefix = "race:" + UUID.randomUUID() + ":";
        List<Process> runners = new ArrayList<>();
        try {
            for (int r = 0; r < 2; r++) {
                runners.add(start(server, redisPort, prefix, "r" + r));
            }
            for (Process runner : runners) {
                awaitLine(runner, "READY");
            }
            server.counters().reset();
            for (Process runner : runners) {
                Writer go = new OutputStreamWriter(runner.getOutputStream(), StandardCharsets.UTF_8);
                go.write("GO\n");
                go.flush();
            }
            List<String> results = new ArrayList<>();
            for (Process runner : runners) {
                results.add(awaitLine(runner, "RESULT "));
                assertThat(runner.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            return results;
        } finally {
            runners.forEach(Process::destroyForcibly);
        }
    }

    /** Every shop with its trigger, three aliases and the team; no two records of one identity. */
    private static void assertOnboardedOnce(ChatApiTestServer server) {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build()) {
            List<Domain> domains = client.domains().list();
            List<Trigger> triggers = client.triggers().list();
            List<Alias> aliases = client.aliases().list();
            assertThat(identities(domains, d -> d.address().orElseThrow()))
                    .as("domains, by address")
                    .hasSize(SHOPS)
                    .allSatisfy((address, count) -> assertThat(count).isOne());
            assertThat(identities(client.agents().list(), a -> a.email().orElseThrow()))
                    .as("agents, by e-mail")
                    .hasSize(2)
                    .allSatisfy((email, count) -> assertThat(count).isOne());
            assertThat(identities(triggers, t -> TriggerKey.of(t).orElseThrow().toString()))
                    .as("triggers, by name and domain")
                    .hasSize(SHOPS)
                    .allSatisfy((key, count) -> assertThat(count).isOne());
            assertThat(identities(aliases, a -> AliasKey.of(a).orElseThrow().toString()))
                    .as("aliases, by name and domains")
                    .hasSize(3 * SHOPS)
                    .allSatisfy((key, count) -> assertThat(count).isOne());
            for (Domain domain : domains) {
                assertThat(client.domains().agents(domain.id()))
                        .extracting(a -> a.email().orElseThrow())
                        .containsExactlyInAnyOrder("ann@example.com", "bob@example.com");
            }
        }
    }

    private static <T> Map<String, Long> identities(List<T> records, Function<T, String> identity) {
        return records.stream().collect(Collectors.groupingBy(identity, Collectors.counting()));
    }

    private static Process start(ChatApiTestServer server, String redisPort, String prefix, String name)
            throws Exception {
        return ChildJvms.start(
                OnboardingRacer.class,
                server.baseUrl(),
                server.apiKey(),
                redisPort,
                prefix,
                name,
                Integer.toString(SHOPS));
    }

    private static String awaitLine(Process process, String start) throws Exception {
        return ChildJvms.awaitLine(process, start, 120);
    }
}
