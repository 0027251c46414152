package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** The SDK client of one {@link ChainVariant}, against the {@link DelayedLoopback} server. */
@State(Scope.Benchmark)
public class ChainedSdk {
    /** Which client; {@link BenchSuite} runs one value per JMH run. */
    @Param({"ONE_CHAIN", "EIGHT_CHAINS"})
    public ChainVariant variant;

    ChatApiClient client;

    @Setup(Level.Trial)
    public void start(DelayedLoopback loop) {
        client = loop.sdk(variant);
        client.agents().list(); // authenticated, path form found; further chains open as the threads need them
    }

    @TearDown(Level.Trial)
    public void stop() {
        client.close();
    }
}
