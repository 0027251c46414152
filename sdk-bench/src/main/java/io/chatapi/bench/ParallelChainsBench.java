package io.chatapi.bench;

import io.chatapi.sdk.agents.Agent;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of one client shared by 1, 8 and 32 threads when every request takes 20 ms ({@link
 * DelayedLoopback}): with one token chain (the SDK's default, and any hand-written client) calls go one
 * round trip at a time whatever the threads; with {@code maxChains(8)} up to eight at once. {@link
 * RequestsPerCallProfiler} adds the requests the server saw per call: more chains must not cost
 * re-authentications or refused tokens in steady state.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 4, time = 2)
@Fork(1)
public class ParallelChainsBench {

    @Benchmark
    @Threads(1)
    public List<Agent> sdk1Thread(ChainedSdk sdk) {
        return sdk.client.agents().list();
    }

    @Benchmark
    @Threads(8)
    public List<Agent> sdk8Threads(ChainedSdk sdk) {
        return sdk.client.agents().list();
    }

    @Benchmark
    @Threads(32)
    public List<Agent> sdk32Threads(ChainedSdk sdk) {
        return sdk.client.agents().list();
    }

    @Benchmark
    @Threads(1)
    public List<Object[]> hand1Thread(DelayedLoopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }

    @Benchmark
    @Threads(8)
    public List<Object[]> hand8Threads(DelayedLoopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }

    @Benchmark
    @Threads(32)
    public List<Object[]> hand32Threads(DelayedLoopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }
}
