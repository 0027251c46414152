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
 * Throughput of one client shared by 16 threads against the same client used by one thread. The
 * service accepts only the newest token, so calls on one client cannot overlap on the wire; the
 * question is whether the SDK's locking costs anything beyond that. The hand-written baseline is
 * serialized the simplest way (one monitor held from request to parsed body) and run the same way.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 6, time = 1)
@Measurement(iterations = 8, time = 1)
@Fork(1)
public class SharedClientBench {

    @Benchmark
    @Threads(1)
    public List<Agent> sdk1Thread(Loopback loop) {
        return loop.sdk.agents().list();
    }

    @Benchmark
    @Threads(16)
    public List<Agent> sdk16Threads(Loopback loop) {
        return loop.sdk.agents().list();
    }

    @Benchmark
    @Threads(1)
    public List<Object[]> hand1Thread(Loopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }

    @Benchmark
    @Threads(16)
    public List<Object[]> hand16Threads(Loopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }
}
