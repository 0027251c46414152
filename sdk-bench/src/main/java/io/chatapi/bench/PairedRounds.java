package io.chatapi.bench;

import com.sun.management.OperatingSystemMXBean;
import io.chatapi.sdk.ChatApiClient;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
    /**
     * A decode is one long loop that the JIT compiles late (JMH's decode benchmark warms up for ten
     * seconds), so the decode comparison warms up longer. A round holds a few decodes of each side:
     * a whole tree of the list is a few hundred MB, and with one decode per round the collection it
     * leaves behind lands on the next round's first side.
     */
    private static final int DECODE_WARM_UP_ROUNDS = 15;

    private static final int DECODES_PER_ROUND = 3;

    /** Marks the decode JVM's verdicts among its other output. */
    private static final String VERDICT = "verdict: ";

    private static final int THREADS = 16;
    private static final int THREAD_CALLS_PER_ROUND = 1_600;

    /**
     * The parallel chains at 20 ms a request: 1, 8 and 32 callers, 96 calls a side a round (about 2 s on
     * one chain). The targets are at 8.
     */
    private static final int[] CHAIN_THREADS = {1, 8, 32};

    private static final int TARGET_THREADS = 8;
    private static final int CHAIN_CALLS_PER_ROUND = 96;
    private static final int CHAIN_WARM_UP_ROUNDS = 1;

    private final ThreadMXBean threadCpu = ManagementFactory.getThreadMXBean();
    private final OperatingSystemMXBean processCpu =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final int rounds;

    PairedRounds(int rounds) {
        this.rounds = rounds;
    }

    /**
     * Runs every comparison, the call and thread ones against a fresh testkit server, and returns the
     * verdict lines.
     *
     * @param ticketList a file holding a large ticket list, for the decode comparison; null to skip it
     */
    static List<String> run(int rounds, Path ticketList) throws Exception {
        System.out.println("# Paired rounds: " + rounds + " measured rounds per comparison");
        PairedRounds paired = new PairedRounds(rounds);
        List<String> lines = new ArrayList<>();
        if (ticketList != null) {
            lines.addAll(decodeInFork(rounds, ticketList));
        }
        Loopback loop = new Loopback();
        loop.start();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            lines.add(paired.perCall(
                    "agents.list per call",
                    () -> loop.sdk.agents().list(),
                    () -> loop.handFields.agents(loop.hand.get("users/list"))));
            lines.add(paired.perCall(
                    "tickets.get per call",
                    () -> loop.sdk.tickets().get(loop.ticketId),
                    () -> loop.handFields.conversation(loop.hand.get("messages/showmessage/" + loop.ticketId))));
            lines.add(paired.threads(
                    "shared client, agents.list (sdk)", () -> loop.sdk.agents().list(), pool));
            lines.add(paired.threads(
                    "  reference: serialized hand-written client",
                    () -> loop.handFields.agents(loop.hand.get("users/list")),
                    pool));
            return lines;
        } finally {
            pool.shutdownNow();
            loop.stop();
        }
    }

    /**
     * The decode comparison, in a JVM of its own with {@link DecodeBench}'s fixed, touched heap: in
     * this JVM the heap grows as the trees fill it, and the page faults of its growth are charged to
     * whichever side allocates there first (the decode benchmark fixes its heap for the same reason).
     */
    private static List<String> decodeInFork(int rounds, Path ticketList) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path")));
        command.addAll(DecodeBench.HEAP);
        command.addAll(List.of(PairedRounds.class.getName(), String.valueOf(rounds), ticketList.toString()));
        Process fork = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        List<String> verdicts = new ArrayList<>();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(fork.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith(VERDICT)) {
                    verdicts.add(line.substring(VERDICT.length()));
                } else {
                    System.out.println(line);
                }
            }
        }
        if (fork.waitFor() != 0 || verdicts.isEmpty()) {
            throw new IllegalStateException("the decode comparison's JVM failed (exit " + fork.exitValue() + ")");
        }
        return verdicts;
    }

    /**
     * The decode comparison's JVM: decodes the list in the file and prints the verdicts.
     *
     * @param args the number of measured rounds, and the file holding the ticket list
     */
    public static void main(String[] args) throws Exception {
        byte[] body = Files.readAllBytes(Path.of(args[1]));
        for (String verdict : new PairedRounds(Integer.parseInt(args[0])).decode(body)) {
            System.out.println(VERDICT + verdict);
        }
    }

    /**
     * The decode comparisons of {@link DecodeBench}: each decode against a readTree of the same bytes,
     * the streamed one also against the user's own POJOs (issue 39's target, ≤ 1.4), and the reference
     * that also reads each {@code geoinfo} text.
     */
    private List<String> decode(byte[] body) {
        DecodeBench bench = new DecodeBench(body);
        // Each result is counted and dropped, as JMH's Blackhole drops it: a result kept until the next
        // call would be live data in that call's collections, hundreds of MB for a tree.
        long[] seen = new long[1];
        return List.of(
                compare(
                        "ticket list decode, tickets().forEach",
                        "readTree",
                        1.30,
                        DECODES_PER_ROUND,
                        DECODE_WARM_UP_ROUNDS,
                        () -> bench.sdkStreamed(ticket -> seen[0]++),
                        () -> seen[0] += bench.jacksonReadTree().size()),
                compare(
                        "ticket list decode, forEach vs the user's own POJOs",
                        "user POJOs",
                        1.40,
                        DECODES_PER_ROUND,
                        DECODE_WARM_UP_ROUNDS,
                        () -> bench.sdkStreamed(ticket -> seen[0]++),
                        () -> seen[0] += bench.userPojos().messages.size()),
                compare(
                        "ticket list decode, tickets().list()",
                        "readTree",
                        1.30,
                        DECODES_PER_ROUND,
                        DECODE_WARM_UP_ROUNDS,
                        () -> seen[0] += bench.sdkList().size(),
                        () -> seen[0] += bench.jacksonReadTree().size()),
                compare(
                        "  reference: forEach vs readTree and each geoinfo's JSON",
                        "readTree + geoinfo",
                        1.30,
                        DECODES_PER_ROUND,
                        DECODE_WARM_UP_ROUNDS,
                        () -> bench.sdkStreamed(ticket -> seen[0]++),
                        () -> seen[0] += bench.jacksonReadTreeAndGeoInfo(geo -> seen[0]++)
                                .size()));
    }

    private String perCall(String label, Action sdk, Action hand) {
        return compare(label, "hand", 1.10, CALLS_PER_ROUND, WARM_UP_ROUNDS, sdk, hand);
    }

    /** Wall time, caller-thread and whole-JVM CPU time of the SDK's calls over the baseline's, round by round. */
    String compare(String label, String baseline, double target, int calls, int warmUp, Action sdk, Action base) {
        double[] wall = new double[rounds];
        double[] thread = new double[rounds];
        double[] jvm = new double[rounds];
        double[] sdkMicros = new double[rounds];
        double[] baseMicros = new double[rounds];
        for (int r = -warmUp; r < rounds; r++) {
            long[] s;
            long[] h;
            if ((r & 1) == 0) {
                s = timeCalls(sdk, calls);
                h = timeCalls(base, calls);
            } else {
                h = timeCalls(base, calls);
                s = timeCalls(sdk, calls);
            }
            if (r >= 0) {
                wall[r] = (double) s[0] / h[0];
                thread[r] = (double) s[1] / h[1];
                jvm[r] = (double) s[2] / h[2];
                sdkMicros[r] = s[0] / 1e3 / calls;
                baseMicros[r] = h[0] / 1e3 / calls;
            }
        }
        Quartiles w = Quartiles.of(wall);
        return String.format(
                Locale.ROOT,
                "%s: sdk / %s, median of %d rounds %s (quartiles %.2f–%.2f) (target ≤ %.2f) %s;"
                        + " CPU: caller's thread %.2f, JVM %.2f; median time per call %,.0f µs vs %,.0f µs",
                label,
                baseline,
                rounds,
                shown(w.median, target),
                w.lower,
                w.upper,
                target,
                w.median <= target ? "PASS" : "FAIL",
                Quartiles.of(thread).median,
                Quartiles.of(jvm).median,
                Quartiles.of(sdkMicros).median,
                Quartiles.of(baseMicros).median);
    }

    /** {wall, caller-thread CPU, JVM CPU} nanoseconds of {@code calls} calls. */
    private long[] timeCalls(Action call, int calls) {
        long cpu = threadCpu.getCurrentThreadCpuTime();
        long jvm = processCpu.getProcessCpuTime();
        long start = System.nanoTime();
        try {
            for (int i = 0; i < calls; i++) {
                call.run();
            }
        } catch (Exception e) {
            throw new IllegalStateException("a measured call failed", e);
        }
        return new long[] {
            System.nanoTime() - start, threadCpu.getCurrentThreadCpuTime() - cpu, processCpu.getProcessCpuTime() - jvm
        };
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
                "%s: 16 threads / 1 thread, median of %d rounds %s (quartiles %.2f–%.2f) (target ≥ 0.95) %s;"
                        + " time per call at 16 threads: median %.2f ms, 99th percentile %.1f ms, longest %.1f ms",
                label,
                rounds,
                shown(q.median, 0.95),
                q.lower,
                q.upper,
                q.median >= 0.95 ? "PASS" : "FAIL",
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6,
                sorted[sorted.length - 1] / 1e6);
    }

    /**
     * Every {@link ChainVariant} against one chain and against the hand-written client, 1, 8 and 32
     * threads sharing each client, every request held 20 ms ({@link DelayedLoopback}): the throughputs
     * (calls over wall time) in alternating order round by round, the verdict the median of the
     * per-round ratios, and each side's requests per call over the measured rounds (the server's count).
     */
    static List<String> chains(int rounds) throws Exception {
        System.out.println("# Paired rounds, parallel chains: " + rounds + " measured rounds");
        DelayedLoopback loop = new DelayedLoopback();
        loop.start();
        ExecutorService pool = Executors.newFixedThreadPool(32);
        Map<String, ChatApiClient> clients = new LinkedHashMap<>();
        try {
            Map<String, Runnable> sides = new LinkedHashMap<>();
            for (ChainVariant variant : ChainVariant.values()) {
                ChatApiClient client = loop.sdk(variant);
                clients.put(variant.label(), client);
                sides.put(variant.label(), () -> client.agents().list());
            }
            String hand = "hand-written (one chain)";
            sides.put(hand, () -> loop.handFields.agents(loop.hand.get("users/list")));
            List<String> runs = new ArrayList<>();
            for (int threads : CHAIN_THREADS) {
                sides.keySet().forEach(name -> runs.add(name + " @" + threads));
            }
            Map<String, double[]> rates = new LinkedHashMap<>();
            Map<String, long[]> requestsAndCalls = new LinkedHashMap<>();
            runs.forEach(run -> {
                rates.put(run, new double[rounds]);
                requestsAndCalls.put(run, new long[2]);
            });
            for (int r = -CHAIN_WARM_UP_ROUNDS; r < rounds; r++) {
                List<String> order = new ArrayList<>(runs);
                if ((r & 1) == 1) {
                    Collections.reverse(order);
                }
                for (String run : order) {
                    String name = run.substring(0, run.lastIndexOf(" @"));
                    int threads = Integer.parseInt(run.substring(run.lastIndexOf('@') + 1));
                    long before = loop.server.counters().totalRequests();
                    double rate = throughput(sides.get(name), threads, CHAIN_CALLS_PER_ROUND, pool, null);
                    if (r >= 0) {
                        rates.get(run)[r] = rate;
                        requestsAndCalls.get(run)[0] += loop.server.counters().totalRequests() - before;
                        requestsAndCalls.get(run)[1] += CHAIN_CALLS_PER_ROUND;
                    }
                }
            }
            String one = ChainVariant.ONE_CHAIN.label();
            List<String> lines = new ArrayList<>();
            for (int threads : CHAIN_THREADS) {
                double target = threads == TARGET_THREADS ? 6.0 : 0;
                for (ChainVariant variant : ChainVariant.values()) {
                    String name = variant.label();
                    double mine = variant == ChainVariant.EIGHT_CHAINS ? target : 0;
                    if (!name.equals(one)) {
                        lines.add(ratioLine(name, one, threads, rates, mine));
                    }
                    lines.add(ratioLine(name, hand, threads, rates, mine));
                }
            }
            for (String run : runs) {
                long[] counts = requestsAndCalls.get(run);
                double perCall = (double) counts[0] / counts[1];
                lines.add(String.format(
                        Locale.ROOT,
                        "  %s: %.0f calls/s (median), requests per call %.4f (target ≤ 1.01) %s",
                        run.replace(" @", ", ") + (run.endsWith(" @1") ? " thread" : " threads"),
                        Quartiles.of(rates.get(run)).median,
                        perCall,
                        perCall <= 1.01 ? "PASS" : "FAIL"));
            }
            return lines;
        } finally {
            pool.shutdownNow();
            clients.values().forEach(ChatApiClient::close);
            loop.stop();
        }
    }

    /**
     * The median of {@code subject}'s per-round throughput at {@code threads} over {@code baseline}'s,
     * against {@code target} (0: none).
     */
    private static String ratioLine(
            String subject, String baseline, int threads, Map<String, double[]> rates, double target) {
        double[] s = rates.get(subject + " @" + threads);
        double[] b = rates.get(baseline + " @" + threads);
        double[] ratio = new double[s.length];
        for (int i = 0; i < s.length; i++) {
            ratio[i] = s[i] / b[i];
        }
        Quartiles q = Quartiles.of(ratio);
        return String.format(
                Locale.ROOT,
                "20 ms a request, %d thread%s: %s / %s, median of %d rounds %s (quartiles %.2f–%.2f)%s",
                threads,
                threads == 1 ? "" : "s",
                subject,
                baseline,
                ratio.length,
                shown(q.median, target),
                q.lower,
                q.upper,
                target > 0
                        ? String.format(
                                Locale.ROOT, " (target ≥ %.1f) %s", target, q.median >= target ? "PASS" : "FAIL")
                        : "");
    }

    /**
     * A median with three decimals, or four when three would round it onto the target and hide which
     * side of it the verdict is about (0.9497 is not 0.950).
     */
    private static String shown(double median, double target) {
        String three = String.format(Locale.ROOT, "%.3f", median);
        return Double.parseDouble(three) == target && median != target
                ? String.format(Locale.ROOT, "%.4f", median)
                : three;
    }

    /** One measured call; a decode throws {@link java.io.IOException}. */
    @FunctionalInterface
    interface Action {
        void run() throws Exception;
    }

    /** Calls per second of {@code threads} threads sharing {@value #THREAD_CALLS_PER_ROUND} calls. */
    private static double throughput(Runnable call, int threads, ExecutorService pool, List<Long> waits)
            throws Exception {
        return throughput(call, threads, THREAD_CALLS_PER_ROUND, pool, waits);
    }

    /** Calls per second of {@code threads} threads sharing {@code calls} calls; each call's time into {@code waits}. */
    private static double throughput(Runnable call, int threads, int calls, ExecutorService pool, List<Long> waits)
            throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        int each = calls / threads;
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
            if (threads > 1 && waits != null) {
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
