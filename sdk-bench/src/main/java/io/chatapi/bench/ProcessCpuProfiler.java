package io.chatapi.bench;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports the CPU time the whole benchmark JVM used per operation (every thread: the benchmark's,
 * the collector's, and, in the call benchmarks, the loopback server's). Other programs on a shared
 * machine stretch the wall-clock time of an operation but not this, so it is the steadier figure
 * for comparing two sides that are both bound by CPU.
 */
public final class ProcessCpuProfiler implements InternalProfiler {
    /** The name of the secondary result. */
    static final String RESULT = "cpu";

    private final OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private long before;

    @Override
    public String getDescription() {
        return "CPU time of the whole JVM per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        before = os.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(
            BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        long nanos = os.getProcessCpuTime() - before;
        long ops = result.getMetadata().getAllOps();
        TimeUnit unit = benchmark.getTimeUnit() == TimeUnit.SECONDS ? TimeUnit.MICROSECONDS : benchmark.getTimeUnit();
        double perOp = ops == 0 ? Double.NaN : nanos / (double) ops / unit.toNanos(1);
        String label = unit == TimeUnit.MILLISECONDS ? "ms/op" : unit == TimeUnit.MICROSECONDS ? "us/op" : unit + "/op";
        return List.of(new ScalarResult(RESULT, perOp, label, AggregationPolicy.AVG));
    }
}
