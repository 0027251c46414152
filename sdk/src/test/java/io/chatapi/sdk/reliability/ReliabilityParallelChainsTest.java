package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code maxChains(n)}: calls run on several chains where the server keeps several per key, and on a
 * server that ends a key's older chains at each authentication the client finds out with one read,
 * goes on with one chain and says so once, with no call failing and no write refused.
 */
class ReliabilityParallelChainsTest {
    private static final int THREADS = 8;
    private static final int CALLS_PER_THREAD = 25;

    private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.INFO);

    private ChatApiTestServer server;

    @AfterEach
    void stop() {
        pool.shutdownNow();
        server.close();
    }

    private List<String> oneChainLines() {
        return log.lines().stream()
                .filter(l -> l.contains("one chain from now on"))
                .toList();
    }

    private ChatApiClient client(int maxChains) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .maxChains(maxChains)
                .build();
    }

    /** Threads each toggle a trigger and read it and the trigger list; returns the writes made. */
    private int run(ChatApiClient client) throws Exception {
        List<Future<Integer>> runs = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            runs.add(pool.submit(() -> {
                int writes = 0;
                for (int i = 0; i < CALLS_PER_THREAD; i++) {
                    if (i % 5 == 0) {
                        client.triggers().setActive(DefaultData.INACTIVE_TRIGGER_ID, i % 2 == 0);
                        writes++;
                    }
                    Trigger one = client.triggers().get("1");
                    assertThat(one.id()).isEqualTo("1");
                    assertThat(client.triggers().list()).isNotEmpty();
                }
                return writes;
            }));
        }
        int writes = 0;
        for (Future<Integer> run : runs) {
            writes += run.get(60, TimeUnit.SECONDS); // a failed call surfaces here
        }
        return writes;
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void on_a_server_keeping_several_chains_per_key_calls_run_on_several_chains() throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.MANY).build();
        server.faults().delay(Duration.ofMillis(20), 1.0);
        try (ChatApiClient client = client(4)) {
            int writes = run(client);

            assertThat(server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS)).isEqualTo(writes);
        }
        // One authentication per chain opened: more than one chain ran, never more than four.
        assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isBetween(2L, 4L);
        assertThat(server.counters().tokenViolations()).isZero();
        assertThat(oneChainLines()).isEmpty();
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void on_a_server_keeping_one_chain_per_key_the_client_learns_it_from_one_read_and_goes_on_with_one_chain()
            throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
        server.faults().delay(Duration.ofMillis(20), 1.0);
        try (ChatApiClient client = client(4)) {
            int writes = run(client);

            assertThat(server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS)).isEqualTo(writes);
        }
        // The probe's read on the older chain is the only refused token: no write was ever refused, and
        // the workload itself never reads the agent list.
        assertThat(server.counters().tokenViolations()).isEqualTo(1);
        assertThat(server.counters().requests(Endpoint.LIST_AGENTS)).isEqualTo(1);
        assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(2);
        assertThat(oneChainLines())
                .singleElement()
                .asString()
                .startsWith("INFO ")
                .contains("ends a key's older token chain");
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void a_probe_that_gets_no_answer_fails_no_call_and_after_three_the_client_keeps_to_one_chain() throws Exception {
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.MANY).build();
        // The probe reads the agent list; a gateway error there leaves the question open.
        server.faults().onlyOn(Endpoint.LIST_AGENTS).badGateway(1.0);
        try (ChatApiClient client = client(4)) {
            int writes = run(client);

            assertThat(server.counters().writes(Endpoint.CHANGE_TRIGGER_STATUS)).isEqualTo(writes);
        }
        assertThat(server.counters().requests(Endpoint.LIST_AGENTS)).isBetween(3L, 6L);
        assertThat(oneChainLines()).singleElement().asString().contains("could not tell in 3 probes");
        assertThat(server.counters().tokenViolations()).isZero();
    }
}
