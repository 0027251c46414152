package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.Mode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A refused token never loses a write: with the testkit ending every session 50 ms after its
 * authentication, clients on one key make unique writes, and every one is done exactly once (the
 * server's write counter and the records it holds), none failing. A refusal shows the service processed
 * nothing, so the SDK authenticates afresh and sends the write once more, never a third time.
 *
 * <p>The resend goes out right after its authentication, so it fails only when the session ends in
 * between: when one round trip takes about as long as a session lives. 50 ms is about 50 round trips
 * on loopback; on a machine so loaded that a round trip takes longer, the session lives {@value
 * #ROUND_TRIPS_PER_SESSION} measured round trips instead, so that the test asks the same of the SDK.
 */
class ReliabilityExpiringSessionsTest {
    private static final Duration SESSION = Duration.ofMillis(50);
    private static final int ROUND_TRIPS_PER_SESSION = 50;
    private static final int WRITES_PER_CLIENT = 80;

    private ChatApiTestServer server;
    private final ExecutorService pool = Executors.newFixedThreadPool(4);

    @AfterEach
    void stop() {
        pool.shutdownNow();
        if (server != null) {
            server.close();
        }
    }

    /** 50 ms, or {@value #ROUND_TRIPS_PER_SESSION} of this machine's median round trips if that is longer. */
    private Duration sessionLifetime() {
        try (ChatApiClient probe = client()) {
            for (int i = 0; i < 20; i++) {
                probe.agents().get(DefaultData.ADMIN_UUID); // warm: the first calls of a JVM are slower
            }
            long[] nanos = new long[21];
            for (int i = 0; i < nanos.length; i++) {
                long start = System.nanoTime();
                probe.agents().get(DefaultData.ADMIN_UUID);
                nanos[i] = System.nanoTime() - start;
            }
            java.util.Arrays.sort(nanos);
            Duration lifetime = Duration.ofNanos(nanos[nanos.length / 2] * ROUND_TRIPS_PER_SESSION);
            if (lifetime.compareTo(SESSION) > 0) {
                System.out.println("ReliabilityExpiringSessionsTest: round trips take "
                        + nanos[nanos.length / 2] / 1_000 + " µs here; sessions live " + lifetime.toMillis() + " ms");
                return lifetime;
            }
            return SESSION;
        }
    }

    private ChatApiClient client() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    private static TriggerDefinition trigger(String name) {
        return TriggerDefinition.builder()
                .name(name)
                .url("https://shop.example.com/" + name)
                .message("Hello from " + name)
                .displayDelay(Duration.ofSeconds(5))
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
    }

    /** Each worker adds its triggers and reads the agents between; returns the failures. */
    private List<Throwable> run(List<ChatApiClient> workers) throws Exception {
        List<Future<List<Throwable>>> runs = new ArrayList<>();
        for (int w = 0; w < workers.size(); w++) {
            ChatApiClient client = workers.get(w);
            String prefix = "w" + w + "-";
            runs.add(pool.submit(() -> {
                List<Throwable> failures = new ArrayList<>();
                for (int i = 0; i < WRITES_PER_CLIENT; i++) {
                    try {
                        Trigger added = client.triggers().add(trigger(prefix + i));
                        assertThat(added.name()).contains(prefix + i);
                        client.agents().get(DefaultData.ADMIN_UUID);
                    } catch (RuntimeException | AssertionError e) {
                        failures.add(e);
                    }
                }
                return failures;
            }));
        }
        List<Throwable> failures = new ArrayList<>();
        for (Future<List<Throwable>> run : runs) {
            failures.addAll(run.get(60, TimeUnit.SECONDS));
        }
        return failures;
    }

    private void assertEveryWriteDoneOnce(int writers) {
        int writes = writers * WRITES_PER_CLIENT;
        System.out.printf(
                "ReliabilityExpiringSessionsTest[%s]: %d writes done, %d requests to add them, %d sessions expired,"
                        + " %d tokens refused, %d authentications, sessions of %s%n",
                server.chainsPerKey(),
                server.counters().writes(Endpoint.ADD_TRIGGER),
                server.counters().requests(Endpoint.ADD_TRIGGER),
                server.counters().expiredSessions(),
                server.counters().tokenViolations(),
                server.counters().requests(Endpoint.AUTHENTICATE),
                server.faults().toString());
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER))
                .as("writes done")
                .isEqualTo(writes);
        try (ChatApiClient reader = client()) {
            Map<String, Long> byName = reader.triggers().list().stream()
                    .map(t -> t.name().orElse(""))
                    .filter(name -> name.startsWith("w"))
                    .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
            assertThat(byName).hasSize(writes);
            assertThat(byName.values()).as("copies of each trigger").containsOnly(1L);
        }
        // Not vacuous: sessions did expire under the writers, and their tokens were refused.
        assertThat(server.counters().expiredSessions()).as("sessions expired").isPositive();
        assertThat(server.counters().tokenViolations()).isPositive();
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void two_clients_on_one_key_lose_and_duplicate_no_write_while_every_session_expires_after_50_ms() throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.MANY).build();
        server.faults().sessionLifetime(sessionLifetime());
        try (ChatApiClient first = client();
                ChatApiClient second = client()) {
            List<Throwable> failures = run(List.of(first, second));

            assertThat(failures).isEmpty();
        }
        assertEveryWriteDoneOnce(2);
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void one_client_on_a_server_keeping_one_chain_per_key_loses_and_duplicates_no_write_as_sessions_expire()
            throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
        server.faults().sessionLifetime(sessionLifetime());
        try (ChatApiClient client = client()) {
            // Two threads share the client: its one chain carries both.
            List<Throwable> failures = run(List.of(client, client));

            assertThat(failures).isEmpty();
        }
        assertEveryWriteDoneOnce(2);
    }

    @Test
    void a_write_refused_for_its_token_is_sent_exactly_twice_and_no_more() {
        server = ChatApiTestServer.start();
        try (ChatApiClient client = client()) {
            client.agents().list(); // authenticated before the faults
            server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.EXPIRE_TOKEN, 1);

            assertThat(client.triggers().add(trigger("once-refused")).name()).contains("once-refused");
            assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isEqualTo(2);
            assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(1);

            server.counters().reset();
            server.faults().next(Fault.EXPIRE_TOKEN, 3);

            assertThatThrownBy(() -> client.triggers().add(trigger("twice-refused")))
                    .isInstanceOfSatisfying(TokenRefusedException.class, e -> assertThat(e.mayHaveBeenProcessed())
                            .isFalse())
                    .hasMessageContaining("Error - invalid token");
            assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isEqualTo(2);
            assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isZero();
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void reads_recover_on_a_literal_server_whose_token_refusals_are_worded_as_anything() throws Exception {
        server = ChatApiTestServer.builder().mode(Mode.STRICT).build();
        Duration lifetime = sessionLifetime();
        server.reset(); // the measurement's refusals start over
        server.faults().sessionLifetime(lifetime);
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        try (ChatApiClient client = client()) {
            for (int i = 0; i < 20; i++) {
                try {
                    assertThat(client.agents().get(DefaultData.ADMIN_UUID).id()).isEqualTo(DefaultData.ADMIN_UUID);
                } catch (RuntimeException e) {
                    failures.add(e);
                }
                Thread.sleep(
                        lifetime.toMillis() / 2); // sessions end under the reads: every other read or so is refused
            }
        }
        assertThat(failures).isEmpty();
        assertThat(server.counters().expiredSessions()).isGreaterThanOrEqualTo(5);
        assertThat(server.counters().requests(Endpoint.GET_AGENT))
                .as("each read at most twice")
                .isLessThanOrEqualTo(40);
    }
}
