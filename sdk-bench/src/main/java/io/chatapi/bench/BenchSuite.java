package io.chatapi.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the benchmarks of this module, then the export memory check, and prints one verdict line per
 * target.
 *
 * <p>The machine this runs on is shared and noisy, so a benchmark and its baseline are not simply run
 * one after the other: each group is run in {@code -Dbench.rounds} rounds (2 by default), in
 * alternating order (A B, then B A), and the iterations of all rounds are pooled. Slow drift in the
 * machine's load then falls on both sides alike. Every run also records the CPU time per operation,
 * of the whole JVM ({@link ProcessCpuProfiler}) and of the benchmark's threads ({@link
 * CallerCpuProfiler}).
 *
 * <p>After the JMH groups come checks outside JMH: {@link PairedRounds}, the decode, call and thread
 * comparisons again with both sides alternating in short rounds ({@code PairedChains}: the parallel
 * chains at 20 ms a request), and {@link ExportMemoryCheck}.
 *
 * <p>Arguments: regular expressions that pick benchmarks by name (for example {@code DecodeBench},
 * {@code PairedRounds} or {@code ExportMemory} for one check alone), and JMH's {@code -prof NAME} to
 * add a profiler.
 */
public final class BenchSuite {
    private static final String PACKAGE = "io.chatapi.bench.";

    /** Benchmarks compared with each other, in their first round's order. */
    private static final List<List<String>> GROUPS = List.of(
            List.of("CallCostBench.agentsListSdk", "CallCostBench.agentsListHand"),
            List.of("CallCostBench.ticketGetSdk", "CallCostBench.ticketGetHand"),
            List.of(
                    "DecodeBench.sdkStreamed",
                    "DecodeBench.sdkList",
                    "DecodeBench.jacksonReadTree",
                    "DecodeBench.jacksonReadTreeAndGeoInfo",
                    "DecodeBench.userPojos"),
            List.of(
                    "SharedClientBench.sdk1Thread",
                    "SharedClientBench.sdk16Threads",
                    "SharedClientBench.hand1Thread",
                    "SharedClientBench.hand16Threads"),
            // NAME:VALUE runs the benchmark with its ChainVariant parameter set to VALUE.
            List.of(
                    "ParallelChainsBench.sdk1Thread:ONE_CHAIN",
                    "ParallelChainsBench.sdk1Thread:EIGHT_CHAINS",
                    "ParallelChainsBench.hand1Thread",
                    "ParallelChainsBench.sdk8Threads:ONE_CHAIN",
                    "ParallelChainsBench.sdk8Threads:EIGHT_CHAINS",
                    "ParallelChainsBench.hand8Threads",
                    "ParallelChainsBench.sdk32Threads:ONE_CHAIN",
                    "ParallelChainsBench.sdk32Threads:EIGHT_CHAINS",
                    "ParallelChainsBench.hand32Threads"),
            List.of("RedisChainBench.redisChain", "RedisChainBench.inProcessChain"),
            List.of("ConvergeBench.noLoss", "ConvergeBench.loss20"));

    private static final List<Summary.Target> TARGETS = List.of(
            new Summary.Target(
                    "agents.list per call",
                    "CallCostBench.agentsListSdk",
                    "CallCostBench.agentsListHand",
                    "sdk",
                    "hand",
                    false,
                    1.10),
            new Summary.Target(
                    "tickets.get per call",
                    "CallCostBench.ticketGetSdk",
                    "CallCostBench.ticketGetHand",
                    "sdk",
                    "hand",
                    false,
                    1.10),
            new Summary.Target(
                    "ticket list decode, tickets().forEach",
                    "DecodeBench.sdkStreamed",
                    "DecodeBench.jacksonReadTree",
                    "sdk streamed",
                    "readTree",
                    false,
                    1.30),
            new Summary.Target(
                    "ticket list decode, forEach vs the user's own POJOs",
                    "DecodeBench.sdkStreamed",
                    "DecodeBench.userPojos",
                    "sdk streamed",
                    "user POJOs",
                    false,
                    1.40),
            new Summary.Target(
                    "ticket list decode, tickets().list()",
                    "DecodeBench.sdkList",
                    "DecodeBench.jacksonReadTree",
                    "sdk list",
                    "readTree",
                    false,
                    1.30),
            new Summary.Target(
                    "  reference: forEach vs readTree and each geoinfo's JSON",
                    "DecodeBench.sdkStreamed",
                    "DecodeBench.jacksonReadTreeAndGeoInfo",
                    "sdk streamed",
                    "readTree + geoinfo",
                    false,
                    1.30),
            new Summary.Target(
                    "shared client, agents.list",
                    "SharedClientBench.sdk16Threads",
                    "SharedClientBench.sdk1Thread",
                    "sdk 16 threads",
                    "sdk 1 thread",
                    true,
                    0.95),
            new Summary.Target(
                    "  reference: serialized hand-written client",
                    "SharedClientBench.hand16Threads",
                    "SharedClientBench.hand1Thread",
                    "hand 16 threads",
                    "hand 1 thread",
                    true,
                    0.95),
            new Summary.Target(
                    "  reference: sdk vs hand, 16 threads",
                    "SharedClientBench.sdk16Threads",
                    "SharedClientBench.hand16Threads",
                    "sdk",
                    "hand",
                    true,
                    0.95),
            new Summary.Target(
                    "20 ms a request, 8 threads: maxChains(8) vs one chain",
                    "ParallelChainsBench.sdk8Threads:EIGHT_CHAINS",
                    "ParallelChainsBench.sdk8Threads:ONE_CHAIN",
                    "8 chains",
                    "1 chain",
                    true,
                    6.0),
            new Summary.Target(
                    "20 ms a request, 8 threads: maxChains(8) vs hand-written (one chain)",
                    "ParallelChainsBench.sdk8Threads:EIGHT_CHAINS",
                    "ParallelChainsBench.hand8Threads",
                    "8 chains",
                    "hand",
                    true,
                    6.0),
            new Summary.Target(
                    "  reference: 1 thread, maxChains(8) vs one chain (nothing to gain, nothing to lose)",
                    "ParallelChainsBench.sdk1Thread:EIGHT_CHAINS",
                    "ParallelChainsBench.sdk1Thread:ONE_CHAIN",
                    "8 chains",
                    "1 chain",
                    true,
                    0.95),
            new Summary.Target(
                    "  reference: 8 threads, one chain vs hand-written",
                    "ParallelChainsBench.sdk8Threads:ONE_CHAIN",
                    "ParallelChainsBench.hand8Threads",
                    "1 chain",
                    "hand",
                    true,
                    0.95),
            new Summary.Target(
                    "Redis-shared chain per call, 20 ms a request",
                    "RedisChainBench.redisChain",
                    "RedisChainBench.inProcessChain",
                    "chain in Redis",
                    "chain in memory",
                    false,
                    1.10));

    /** Requests per call in steady state, at most 1.01: no re-authentication or refused token per call. */
    private static final List<String> REQUESTS_PER_CALL = List.of(
            "ParallelChainsBench.sdk8Threads:EIGHT_CHAINS",
            "ParallelChainsBench.sdk32Threads:EIGHT_CHAINS",
            "ParallelChainsBench.sdk8Threads:ONE_CHAIN");

    private BenchSuite() {}

    public static void main(String[] args) throws Exception {
        CommandLineOptions cli = new CommandLineOptions(args);
        if (cli.shouldHelp() || cli.shouldList() || cli.shouldListProfilers()) {
            org.openjdk.jmh.Main.main(args);
            return;
        }
        List<Pattern> filters = cli.getIncludes().stream().map(Pattern::compile).toList();
        int rounds = Integer.getInteger("bench.rounds", 2);
        long start = System.nanoTime();
        String loadBefore = load();

        Path ticketList = null;
        boolean pairedWanted = wanted("PairedRounds", filters);
        if (pairedWanted
                || GROUPS.stream()
                        .flatMap(List::stream)
                        .anyMatch(b -> b.startsWith("DecodeBench") && wanted(b, filters))) {
            ticketList = Files.createTempFile("chat-api-bench-tickets", ".json");
            ticketList.toFile().deleteOnExit();
            Files.write(ticketList, TicketListBytes.build(DecodeBench.TICKETS));
        }

        Summary summary = new Summary();
        for (int round = 0; round < rounds; round++) {
            for (List<String> group : GROUPS) {
                List<String> order = new ArrayList<>(group);
                if (round % 2 == 1) {
                    Collections.reverse(order);
                }
                for (String benchmark : order) {
                    if (wanted(benchmark, filters)) {
                        String[] nameAndVariant = benchmark.split(":", 2);
                        ChainedOptionsBuilder options = new OptionsBuilder()
                                .include("^" + Pattern.quote(PACKAGE + nameAndVariant[0]) + "$")
                                .addProfiler(ProcessCpuProfiler.class)
                                .addProfiler(CallerCpuProfiler.class)
                                .addProfiler(RequestsPerCallProfiler.class);
                        if (nameAndVariant.length == 2) {
                            options.param("variant", nameAndVariant[1]);
                        }
                        cli.getProfilers().forEach(p -> options.addProfiler(p.getKlass(), p.getOpts()));
                        if (ticketList != null) {
                            options.jvmArgsPrepend("-D" + TicketListBytes.FILE_PROPERTY + "=" + ticketList);
                        }
                        summary.add(new Runner(options.build()).run());
                    }
                }
            }
        }
        List<String> paired = new ArrayList<>();
        if (pairedWanted) {
            paired.addAll(PairedRounds.run(Integer.getInteger("bench.pairedRounds", 30), ticketList));
        }
        if (wanted("PairedChains", filters)) {
            paired.addAll(PairedRounds.chains(Integer.getInteger("bench.chainRounds", 6)));
        }
        if (pairedWanted || wanted("RedisChainPaired", filters)) {
            paired.add(RedisChainPaired.run(Integer.getInteger("bench.pairedRounds", 30)));
        }
        String export = wanted("ExportMemory", filters) ? ExportMemoryCheck.run() : null;

        System.out.println();
        System.out.printf(
                Locale.ROOT,
                "Summary (%d round(s), %.1f min; load average %s before, %s after)%n",
                rounds,
                (System.nanoTime() - start) / 60e9,
                loadBefore,
                load());
        TARGETS.stream().map(summary::line).filter(Objects::nonNull).forEach(System.out::println);
        REQUESTS_PER_CALL.stream()
                .map(b -> summary.requestsLine(b, 1.01))
                .filter(Objects::nonNull)
                .forEach(System.out::println);
        if (!paired.isEmpty()) {
            System.out.println("Paired rounds (SDK and baseline alternating in one JVM; median of per-round ratios):");
            paired.forEach(line -> System.out.println("  " + line));
        }
        if (export != null) {
            System.out.println(export);
        }
    }

    private static boolean wanted(String benchmark, List<Pattern> filters) {
        return filters.isEmpty()
                || filters.stream().anyMatch(f -> f.matcher(benchmark).find());
    }

    private static String load() {
        return String.format(
                Locale.ROOT,
                "%.2f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}
