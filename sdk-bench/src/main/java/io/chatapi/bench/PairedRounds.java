package io.chatapi.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A second instrument for the per-call and thread targets, steadier than JMH's separate runs on a
 * shared machine. The SDK and its baseline alternate in short rounds in one JVM (A B, then B A), and
 * a verdict is the median of the per-round ratios: when the machine slows down for a while, both sides
 * of a round slow down alike, and a slow round moves the median by one place at most. JMH runs each
 * side in its own fork, seconds or minutes apart, so there the machine's drift lands on one side.
 */
final class PairedRounds {
    private static final int WARM_UP_ROUNDS = 8;
    private static final int CALLS_PER_ROUND = 500;
    private static final int THREADS = 16;
    private static final int THREAD_CALLS_PER_ROUND = 1_600;

    private final ThreadMXBean threadCpu = ManagementFactory.getThreadMXBean();
    private final int rounds;

    private PairedRounds(int rounds) {
        this.rounds = rounds;
    }

    /** Runs every comparison against a fresh testkit server and returns the verdict lines. */
    static List<String> run(int rounds) throws Exception {
        System.out.println("# Paired rounds: " + rounds + " measured rounds per comparison");
        Loopback loop = new Loopback();
        loop.start();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            PairedRounds paired = new PairedRounds(rounds);
            return List.of(
                    paired.perCall(
                            "agents.list per call",
                            () -> loop.sdk.agents().list(),
                            () -> loop.handFields.agents(loop.hand.get("users/list"))),
                    paired.perCall(
                            "tickets.get per call",
                            () -> loop.sdk.tickets().get(loop.ticketId),
                            () -> loop.handFields.conversation(loop.hand.get("messages/showmessage/" + loop.ticketId))),
                    paired.threads(
                            "shared client, agents.list (sdk)",
                            () -> loop.sdk.agents().list(),
                            pool),
                    paired.threads(
                            "  reference: serialized hand-written client",
                            () -> loop.handFields.agents(loop.hand.get("users/list")),
                            pool));
        } finally {
            pool.shutdownNow();
            loop.stop();
        }
    }

    /** Wall time and caller-thread CPU time of the SDK's calls over the baseline's, round by round. */
    private String perCall(String label, Runnable sdk, Runnable hand) {
        double[] wall = new double[rounds];
        double[] cpu = new double[rounds];
        for (int r = -WARM_UP_ROUNDS; r < rounds; r++) {
            long[] s;
            long[] h;
            if ((r & 1) == 0) {
                s = timeCalls(sdk);
                h = timeCalls(hand);
            } else {
                h = timeCalls(hand);
                s = timeCalls(sdk);
            }
            if (r >= 0) {
                wall[r] = (double) s[0] / h[0];
                cpu[r] = (double) s[1] / h[1];
            }
        }
        Quartiles w = Quartiles.of(wall);
        return String.format(
                Locale.ROOT,
                "%s: sdk / hand, median of %d rounds %.3f (quartiles %.2f–%.2f) (target ≤ 1.05) %s; caller's thread CPU %.2f",
                label,
                rounds,
                w.median,
                w.lower,
                w.upper,
                w.median <= 1.05 ? "PASS" : "FAIL",
                Quartiles.of(cpu).median);
    }

    /** Throughput of 16 threads sharing the client over one thread, round by round, and waits at 16. */
    private String threads(String label, Runnable call, ExecutorService pool) throws Exception {
        double[] ratio = new double[rounds];
        List<Long> waits = new ArrayList<>();
        for (int r = -WARM_UP_ROUNDS; r < rounds; r++) {
            double one;
            double many;
            List<Long> roundWaits = new ArrayList<>();
            if ((r & 1) == 0) {
                one = throughput(call, 1, pool, roundWaits);
                many = throughput(call, THREADS, pool, roundWaits);
            } else {
                many = throughput(call, THREADS, pool, roundWaits);
                one = throughput(call, 1, pool, roundWaits);
            }
            if (r >= 0) {
                ratio[r] = many / one;
                waits.addAll(roundWaits);
            }
        }
        Quartiles q = Quartiles.of(ratio);
        long[] sorted = waits.stream().mapToLong(Long::longValue).sorted().toArray();
        return String.format(
                Locale.ROOT,
                "%s: 16 threads / 1 thread, median of %d rounds %.3f (quartiles %.2f–%.2f) (target ≥ 0.95) %s;"
                        + " time per call at 16 threads: median %.2f ms, 99th percentile %.1f ms, longest %.1f ms",
                label,
                rounds,
                q.median,
                q.lower,
                q.upper,
                q.median >= 0.95 ? "PASS" : "FAIL",
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6,
                sorted[sorted.length - 1] / 1e6);
    }

    /** {wall nanoseconds, caller-thread CPU nanoseconds} of {@value #CALLS_PER_ROUND} calls. */
    private long[] timeCalls(Runnable call) {
        long cpu = threadCpu.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int i = 0; i < CALLS_PER_ROUND; i++) {
            call.run();
        }
        return new long[] {System.nanoTime() - start, threadCpu.getCurrentThreadCpuTime() - cpu};
    }

    /** Calls per second of {@code threads} threads sharing {@value #THREAD_CALLS_PER_ROUND} calls. */
    private static double throughput(Runnable call, int threads, ExecutorService pool, List<Long> waits)
            throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        int each = THREAD_CALLS_PER_ROUND / threads;
        List<Future<long[]>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(pool.submit(() -> {
                long[] times = new long[each];
                go.await();
                for (int i = 0; i < each; i++) {
                    long start = System.nanoTime();
                    call.run();
                    times[i] = System.nanoTime() - start;
                }
                return times;
            }));
        }
        long start = System.nanoTime();
        go.countDown();
        for (Future<long[]> worker : workers) {
            long[] times = worker.get();
            if (threads > 1) {
                Arrays.stream(times).forEach(waits::add);
            }
        }
        return each * threads * 1e9 / (System.nanoTime() - start);
    }

    /** The median and the quartiles of a sample. */
    private record Quartiles(double lower, double median, double upper) {
        static Quartiles of(double[] values) {
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            return new Quartiles(at(sorted, 0.25), at(sorted, 0.5), at(sorted, 0.75));
        }

        /** Linear interpolation between the closest ranks. */
        private static double at(double[] sorted, double p) {
            double rank = p * (sorted.length - 1);
            int below = (int) Math.floor(rank);
            int above = Math.min(below + 1, sorted.length - 1);
            return sorted[below] + (rank - below) * (sorted[above] - sorted[below]);
        }
    }
}
