package io.chatapi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.testkit.Endpoint;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The parallel-chains benchmark's sides do the same work, and more chains cost no extra requests. */
class ParallelChainsBaselineTest {
    private static final DelayedLoopback loop = new DelayedLoopback();

    @BeforeAll
    static void start() {
        loop.start();
    }

    @AfterAll
    static void stop() {
        loop.stop();
    }

    @Test
    void everyVariantAndTheHandWrittenClientReadTheSameAgentList() {
        List<Object[]> pulled = loop.handFields.agents(loop.hand.get("users/list"));
        for (ChainVariant variant : ChainVariant.values()) {
            try (ChatApiClient client = loop.sdk(variant)) {
                List<Agent> typed = client.agents().list();
                assertThat(pulled).as(variant.label()).hasSize(typed.size() + 1);
                for (int i = 0; i < typed.size(); i++) {
                    assertThat(pulled.get(i)[0]).isEqualTo(typed.get(i).id());
                }
            }
        }
    }

    @Test
    void eightThreadsOnEightChainsMakeOneRequestPerCallOnceTheChainsAreOpen() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try (ChatApiClient client = loop.sdk(ChainVariant.EIGHT_CHAINS)) {
            // Until no more chains open (one authentication each, and one probing read): the steady state.
            long authentications = -1;
            for (int batch = 0;
                    batch < 6 && authentications != loop.server.counters().requests(Endpoint.AUTHENTICATE);
                    batch++) {
                authentications = loop.server.counters().requests(Endpoint.AUTHENTICATE);
                calls(client, pool, 3);
            }
            authentications = loop.server.counters().requests(Endpoint.AUTHENTICATE);
            long before = loop.server.counters().totalRequests();

            calls(client, pool, 10);

            assertThat(loop.server.counters().totalRequests() - before).isEqualTo(80);
            assertThat(loop.server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(authentications);
            assertThat(loop.server.counters().tokenViolations()).isZero();
        } finally {
            pool.shutdownNow();
        }
    }

    private static void calls(ChatApiClient client, ExecutorService pool, int each) throws Exception {
        List<Future<?>> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            threads.add(pool.submit(() -> {
                for (int i = 0; i < each; i++) {
                    client.agents().list();
                }
                return null;
            }));
        }
        for (Future<?> thread : threads) {
            thread.get(60, TimeUnit.SECONDS);
        }
    }
}
