package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** One client shared by many threads keeps one valid token chain. */
class ConcurrencyTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    /** Accepts only the newest token it issued, like the service. */
    static final class SingleUseTokens extends Dispatcher {
        final AtomicInteger issued = new AtomicInteger();
        final AtomicInteger violations = new AtomicInteger();
        volatile String current;

        @Override
        public synchronized MockResponse dispatch(RecordedRequest request) {
            String path = request.getUrl().encodedPath();
            if (!path.endsWith("developer/inicialize")) {
                String sent = request.getHeaders().get("x-user-token");
                if (sent == null || !sent.equals(current)) {
                    violations.incrementAndGet();
                    current = null;
                    return new MockResponse.Builder()
                            .body("{\"status\":0,\"content\":\"Error - invalid token\"}")
                            .build();
                }
            }
            current = "tok-" + issued.incrementAndGet();
            return new MockResponse.Builder()
                    .addHeader("x-user-token", current)
                    .body("{\"status\":1,\"maxUsersSub\":\"9\",\"a1\":{\"uuid\":\"a1\",\"name\":\"Ann\"}}")
                    .build();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void sixteen_threads_sharing_one_client_never_spend_a_token_twice() throws Exception {
        SingleUseTokens tokens = new SingleUseTokens();
        server.setDispatcher(tokens);
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey("key-1234")
                .build()) {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < 16; t++) {
                results.add(pool.submit(() -> {
                    int ok = 0;
                    for (int i = 0; i < 40; i++) {
                        if (client.agents().list().size() == 1) {
                            ok++;
                        }
                    }
                    return ok;
                }));
            }
            int ok = 0;
            for (Future<Integer> r : results) {
                ok += r.get(50, TimeUnit.SECONDS);
            }
            assertThat(ok).isEqualTo(16 * 40);
            assertThat(tokens.violations.get()).isZero();
            // One authentication, then one request per call: nothing re-sent, nothing re-authenticated.
            assertThat(server.getRequestCount()).isEqualTo(1 + 16 * 40);
        } finally {
            pool.shutdownNow();
        }
    }
}
