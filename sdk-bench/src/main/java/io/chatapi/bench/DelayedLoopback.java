package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import java.time.Duration;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The testkit server on 127.0.0.1 holding every request back {@link #LATENCY} before it answers, as a
 * service over a network would, with a hand-written client (one token chain, like any hand-written
 * client). Calls are then bound by round trips, not by the CPU: what more chains buy shows.
 */
@State(Scope.Benchmark)
public class DelayedLoopback {
    /** Added to every request, authentication included. */
    static final Duration LATENCY = Duration.ofMillis(20);

    /**
     * The server of the running benchmark, for {@link RequestsPerCallProfiler}; kept after it stops, as
     * JMH ends the trial before the profiler reads the last iteration's count.
     */
    static volatile ChatApiTestServer running;

    ChatApiTestServer server;
    HandClient hand;
    HandFields handFields;

    @Setup(Level.Trial)
    public void start() {
        // Enough request threads for 32 callers on as many chains as a variant opens.
        server = ChatApiTestServer.builder().threads(64).build();
        server.faults().delay(LATENCY, 1.0);
        hand = new HandClient(server.baseUrl(), server.apiKey());
        handFields = new HandFields(hand.mapper());
        handFields.agents(hand.get("users/list"));
        running = server;
    }

    /** {@return an SDK client of {@code variant} pointed at this server} */
    ChatApiClient sdk(ChainVariant variant) {
        return variant.configure(
                        ChatApiClient.builder().baseUrl(server.baseUrl()).apiKey(server.apiKey()))
                .build();
    }

    @TearDown(Level.Trial)
    public void stop() {
        hand.close();
        server.close();
    }
}
