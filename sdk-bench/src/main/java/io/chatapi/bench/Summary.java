package io.chatapi.bench;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Pools the measurement iterations of every round of each benchmark and turns them into the one-line
 * verdicts the suite promises: an SDK figure, its baseline from the same run, their ratio and the
 * target. Figures are means with their 99.9% confidence half-width, as JMH reports them. The verdict
 * is on wall-clock time, as JMH measures it; for times the line adds the ratio of CPU time per
 * operation ({@link ProcessCpuProfiler}), which other load on the machine does not stretch, and the
 * ratio of the CPU time of the caller's thread alone ({@link CallerCpuProfiler}): the client code,
 * without the loopback server.
 */
final class Summary {
    /** One comparison. {@code higherIsBetter} for throughput; otherwise the figures are times. */
    record Target(
            String label,
            String subject,
            String baseline,
            String subjectName,
            String baselineName,
            boolean higherIsBetter,
            double limit) {}

    private final Map<String, ListStatistics> scores = new LinkedHashMap<>();
    private final Map<String, String> units = new LinkedHashMap<>();
    private final Map<String, ListStatistics> cpu = new LinkedHashMap<>();
    private final Map<String, String> cpuUnits = new LinkedHashMap<>();
    private final Map<String, ListStatistics> callerCpu = new LinkedHashMap<>();
    private final Map<String, ListStatistics> requests = new LinkedHashMap<>();

    /** Adds the iterations of {@code runs} to the pools of their benchmarks. */
    void add(Collection<RunResult> runs) {
        for (RunResult run : runs) {
            String name = shortName(run.getParams().getBenchmark()) + paramSuffix(run.getParams());
            units.put(name, unit(run.getPrimaryResult()));
            for (BenchmarkResult fork : run.getBenchmarkResults()) {
                for (IterationResult iteration : fork.getIterationResults()) {
                    scores.computeIfAbsent(name, n -> new ListStatistics())
                            .addValue(iteration.getPrimaryResult().getScore());
                    Result<?> cpuTime = iteration.getSecondaryResults().get(ProcessCpuProfiler.RESULT);
                    if (cpuTime != null) {
                        cpu.computeIfAbsent(name, n -> new ListStatistics()).addValue(cpuTime.getScore());
                        cpuUnits.put(name, unit(cpuTime));
                    }
                    Result<?> perCall = iteration.getSecondaryResults().get(RequestsPerCallProfiler.RESULT);
                    if (perCall != null) {
                        requests.computeIfAbsent(name, n -> new ListStatistics())
                                .addValue(perCall.getScore());
                    }
                    Result<?> callerTime = iteration.getSecondaryResults().get(CallerCpuProfiler.RESULT);
                    if (callerTime != null && !Double.isNaN(callerTime.getScore())) {
                        callerCpu
                                .computeIfAbsent(name, n -> new ListStatistics())
                                .addValue(callerTime.getScore());
                    }
                }
            }
        }
    }

    /** {@code io.chatapi.bench.DecodeBench.sdkList} as {@code DecodeBench.sdkList}. */
    static String shortName(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
    }

    /** {@code :VALUE} per parameter, as {@link BenchSuite}'s groups name a parameterized run. */
    private static String paramSuffix(BenchmarkParams params) {
        StringBuilder suffix = new StringBuilder();
        for (String key : params.getParamsKeys()) {
            suffix.append(':').append(params.getParam(key));
        }
        return suffix.toString();
    }

    /** The requests per call of {@code benchmark} against {@code limit}, or null when it did not run. */
    String requestsLine(String benchmark, double limit) {
        ListStatistics perCall = requests.get(benchmark);
        if (perCall == null) {
            return null;
        }
        return String.format(
                Locale.ROOT,
                "requests per call, %s: %.4f (max of iterations %.4f) (target ≤ %.2f) %s",
                benchmark,
                perCall.getMean(),
                perCall.getMax(),
                limit,
                perCall.getMean() <= limit ? "PASS" : "FAIL");
    }

    /** The verdict line, or null when either benchmark did not run (filtered out). */
    String line(Target t) {
        ListStatistics subject = scores.get(t.subject());
        ListStatistics baseline = scores.get(t.baseline());
        if (subject == null || baseline == null) {
            return null;
        }
        double ratio = subject.getMean() / baseline.getMean();
        boolean pass = t.higherIsBetter() ? ratio >= t.limit() : ratio <= t.limit();
        return String.format(
                Locale.ROOT,
                "%s: %s %s vs %s %s → ratio %.2f (target %s %.2f) %s%s",
                t.label(),
                t.subjectName(),
                figure(subject, units.get(t.subject())),
                t.baselineName(),
                figure(baseline, units.get(t.baseline())),
                ratio,
                t.higherIsBetter() ? "≥" : "≤",
                t.limit(),
                pass ? "PASS" : "FAIL",
                cpuNote(t));
    }

    /**
     * For times: the same comparison in CPU time, of the whole JVM and of the caller's thread, which
     * other programs on the machine do not stretch.
     */
    private String cpuNote(Target t) {
        String unit = cpuUnits.get(t.subject());
        if (t.higherIsBetter()) {
            return cpuRatio("JVM CPU time per call", cpu, t, unit) + coresBusy(t) + requestsNote(t);
        }
        return cpuRatio("CPU time", cpu, t, unit) + cpuRatio("caller's thread", callerCpu, t, unit);
    }

    /**
     * For throughputs: how many cores the JVM kept busy on each side (CPU time per call times calls
     * per second). Near the machine's core count, the CPU, not the client's locking, bounds the rate.
     */
    private String coresBusy(Target t) {
        ListStatistics subjectCpu = cpu.get(t.subject());
        ListStatistics baselineCpu = cpu.get(t.baseline());
        if (subjectCpu == null || baselineCpu == null || !"ops/s".equals(units.get(t.subject()))) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "; cores busy %.2f vs %.2f of %d",
                busy(subjectCpu, scores.get(t.subject()), cpuUnits.get(t.subject())),
                busy(baselineCpu, scores.get(t.baseline()), cpuUnits.get(t.baseline())),
                Runtime.getRuntime().availableProcessors());
    }

    /** For the delayed benchmarks: requests the server saw per call on each side. */
    private String requestsNote(Target t) {
        ListStatistics subject = requests.get(t.subject());
        ListStatistics baseline = requests.get(t.baseline());
        if (subject == null || baseline == null) {
            return "";
        }
        return String.format(Locale.ROOT, "; requests per call %.3f vs %.3f", subject.getMean(), baseline.getMean());
    }

    private static double busy(ListStatistics cpuPerCall, ListStatistics callsPerSecond, String cpuUnit) {
        double secondsPerUnit = cpuUnit.startsWith("ms") ? 1e-3 : 1e-6;
        return cpuPerCall.getMean() * secondsPerUnit * callsPerSecond.getMean();
    }

    /** "; label subject vs baseline unit → ratio", or nothing when either side has no figure. */
    private static String cpuRatio(String label, Map<String, ListStatistics> pool, Target t, String unit) {
        ListStatistics subject = pool.get(t.subject());
        ListStatistics baseline = pool.get(t.baseline());
        if (subject == null || baseline == null) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "; %s %.4g vs %.4g %s → %.2f",
                label,
                subject.getMean(),
                baseline.getMean(),
                unit,
                subject.getMean() / baseline.getMean());
    }

    private static String unit(Result<?> result) {
        return result.getScoreUnit().replace("us/", "µs/");
    }

    private static String figure(ListStatistics s, String unit) {
        double error = s.getMeanErrorAt(0.999);
        return Double.isNaN(error)
                ? String.format(Locale.ROOT, "%.4g %s", s.getMean(), unit)
                : String.format(Locale.ROOT, "%.4g ± %.2g %s (n=%d)", s.getMean(), error, unit, s.getN());
    }
}
