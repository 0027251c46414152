package io.chatapi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports the CPU time of the benchmark's own threads per operation: the caller's thread, where the
 * SDK (or the hand-written baseline) builds the request, runs OkHttp and decodes the reply. The
 * loopback server's threads and the collector are left out, so this isolates what the client code
 * costs; on a shared machine it is far steadier than wall-clock time, which the server's work and
 * other programs stretch alike for both sides.
 */
public final class CallerCpuProfiler implements InternalProfiler {
    /** The name of the secondary result. */
    static final String RESULT = "callerCpu";

    /** JMH names its benchmark threads {@code <benchmark>-jmh-worker-<n>}. */
    private static final String WORKER = "-jmh-worker-";

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private Map<Long, Long> before = Map.of();

    @Override
    public String getDescription() {
        return "CPU time of the benchmark threads per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        before = workerCpu();
    }

    @Override
    public Collection<? extends Result> afterIteration(
            BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        long nanos = 0;
        for (Map.Entry<Long, Long> worker : workerCpu().entrySet()) {
            // A worker started during the iteration counts from zero.
            nanos += worker.getValue() - before.getOrDefault(worker.getKey(), 0L);
        }
        long ops = result.getMetadata().getAllOps();
        TimeUnit unit = benchmark.getTimeUnit() == TimeUnit.SECONDS ? TimeUnit.MICROSECONDS : benchmark.getTimeUnit();
        double perOp = ops == 0 || nanos <= 0 ? Double.NaN : nanos / (double) ops / unit.toNanos(1);
        String label = unit == TimeUnit.MILLISECONDS ? "ms/op" : unit == TimeUnit.MICROSECONDS ? "us/op" : unit + "/op";
        return List.of(new ScalarResult(RESULT, perOp, label, AggregationPolicy.AVG));
    }

    private Map<Long, Long> workerCpu() {
        Map<Long, Long> cpu = new HashMap<>();
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().contains(WORKER)) {
                long nanos = threads.getThreadCpuTime(info.getThreadId());
                if (nanos >= 0) {
                    cpu.put(info.getThreadId(), nanos);
                }
            }
        }
        return cpu;
    }
}
