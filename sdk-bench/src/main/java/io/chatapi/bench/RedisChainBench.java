package io.chatapi.bench;

import io.chatapi.sdk.agents.AgentDetail;
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
 * What sharing a chain through Redis costs per call: {@code agents().get(id)} with the chain in Redis (take the
 * lease and read the token, record the next token, release) against the same call with the chain in memory, on a
 * server answering 20 ms late. Target: at most 1.1 times the in-process chain's time.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class RedisChainBench {

    @Benchmark
    public AgentDetail redisChain(RedisChainLoopback loop) {
        return loop.redisCall();
    }

    @Benchmark
    public AgentDetail inProcessChain(RedisChainLoopback loop) {
        return loop.inProcessCall();
    }
}
