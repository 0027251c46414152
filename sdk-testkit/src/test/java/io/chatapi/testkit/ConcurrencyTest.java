package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.SHOP_DOMAIN_UUID;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChatApiTestServerExtension.class)
class ConcurrencyTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(16);

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void manyClientsWritingAtOnceLoseNothing(ChatApiTestServer server) throws Exception {
        int clients = 16;
        int writesEach = 15;
        List<Callable<Integer>> work = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int client = c;
            work.add(() -> {
                WireClient wire = WireClient.authenticated(server);
                int added = 0;
                for (int i = 0; i < writesEach; i++) {
                    String form = "name=c" + client + "-" + i + "&url=u&msg=m&time=1&domainid=" + SHOP_DOMAIN_UUID;
                    added += wire.postForm("triggers/addtriggers", form).status() == 2 ? 1 : 0;
                    wire.get("triggers/list");
                }
                return added;
            });
        }

        int added = 0;
        for (Future<Integer> result : pool.invokeAll(work)) {
            added += result.get();
        }

        assertThat(added).isEqualTo(clients * writesEach);
        assertThat(server.counters().writes(Endpoint.ADD_TRIGGER)).isEqualTo(clients * writesEach);
        assertThat(server.counters().tokenViolations()).isZero();
        assertThat(WireClient.authenticated(server).get("triggers/list").json().get("content"))
                .hasSize(4 + clients * writesEach);
    }

    @Test
    void ofRequestsRacingWithOneTokenExactlyOneIsServed(ChatApiTestServer server) throws Exception {
        String token = WireClient.authenticated(server).token();
        CountDownLatch start = new CountDownLatch(1);
        List<Callable<WireReply>> racers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            racers.add(() -> {
                WireClient wire = new WireClient(server);
                wire.token(token);
                start.await();
                return wire.get("users/list");
            });
        }

        List<Future<WireReply>> replies = new ArrayList<>();
        racers.forEach(racer -> replies.add(pool.submit(racer)));
        start.countDown();
        int served = 0;
        for (Future<WireReply> reply : replies) {
            served += reply.get().status() == 1 ? 1 : 0;
        }

        assertThat(served).isEqualTo(1);
        assertThat(server.counters().tokenViolations()).isEqualTo(7);
    }
}
