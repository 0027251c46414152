package io.chatapi.bench;

import io.chatapi.testkit.ChatApiTestServer;
import java.util.Collection;
import java.util.List;
import java.util.function.LongSupplier;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports the requests the {@link DelayedLoopback} server saw per operation in each iteration: 1.0
 * when every call is one request, more when calls re-authenticate, meet refused tokens or retry.
 * Nothing for benchmarks without that server.
 */
public final class RequestsPerCallProfiler implements InternalProfiler {
    /** The name of the secondary result. */
    static final String RESULT = "requests";

    private long before;

    @Override
    public String getDescription() {
        return "requests the delayed loopback server saw per operation";
    }

    /**
     * The requests counted so far by a benchmark whose server's counters restart within an iteration (see {@link
     * ConvergeBench}), or null to read {@link DelayedLoopback}'s server.
     */
    static volatile LongSupplier counted;

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        before = requestsSoFar();
    }

    private static long requestsSoFar() {
        LongSupplier own = counted;
        if (own != null) {
            return own.getAsLong();
        }
        ChatApiTestServer server = DelayedLoopback.running;
        return server == null ? -1 : server.counters().totalRequests();
    }

    @Override
    public Collection<? extends Result> afterIteration(
            BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        long ops = result.getMetadata().getAllOps();
        long now = requestsSoFar();
        if (now < 0 || before < 0 || ops == 0) {
            return List.of();
        }
        double perCall = (now - before) / (double) ops;
        return List.of(new ScalarResult(RESULT, perCall, "requests/op", AggregationPolicy.AVG));
    }
}
