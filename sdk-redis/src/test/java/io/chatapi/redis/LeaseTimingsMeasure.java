package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Measures the lease's trade-off and prints it as the table of the module README: for a few lease TTLs and renewal
 * periods, how long the chain stalls after its holder is killed with SIGKILL (a child JVM, killed at a random point of
 * its renewal period while another store waits), and what the store costs Redis (commands a second with no turn held,
 * with one turn held, and per call), from {@code INFO commandstats} deltas.
 *
 * <p>A measuring tool, not a test of the build (its name does not end in Test): about a minute. Run it with {@code mvn
 * -B -ntp -pl sdk-redis -am test -Dtest=LeaseTimingsMeasure -Dsurefire.failIfNoSpecifiedTests=false}. Its only
 * assertions are generous sanity bounds (a shared machine stalls threads for hundreds of milliseconds).
 */
class LeaseTimingsMeasure {
    private static final int KILLS = 4;
    private static final int CALLS = 200;
    private static final Duration WINDOW = Duration.ofSeconds(4);

    private record Setting(long ttlMillis, long renewMillis, String note) {}

    private static final List<Setting> SETTINGS = List.of(
            new Setting(5000, 1667, "the former default"),
            new Setting(3000, 1000, ""),
            new Setting(2000, 1000, "**the default**"),
            new Setting(1500, 750, ""),
            new Setting(1000, 500, ""));

    @Test
    void printTheLeaseTable() throws Exception {
        Random phase = new Random(41);
        List<String> rows = new ArrayList<>();
        rows.add("| lease TTL | renewed every | stall after `kill -9`: min / median / max (" + KILLS
                + " kills) | commands/s, no turn held | one turn held: EVALs/s (commands/s incl. the scripts') | per"
                + " call: EVALs (commands incl. the scripts') | |");
        rows.add("|---|---|---|---|---|---|---|");
        try (RedisServer server = RedisServer.start()) {
            RedisClient statsClient = RedisClient.create(server.uri());
            try (StatefulRedisConnection<String, String> stats = statsClient.connect()) {
                for (Setting setting : SETTINGS) {
                    List<Long> stalls = new ArrayList<>();
                    for (int kill = 0; kill < KILLS; kill++) {
                        stalls.add(stallAfterKill(server, setting, phase.nextInt((int) setting.renewMillis())));
                    }
                    Collections.sort(stalls);
                    Costs costs = costs(server, stats, setting);
                    rows.add(String.format(
                            Locale.ROOT,
                            "| %.1f s | %.2f s | %.2f / %.2f / %.2f s | %.2f | %.2f (%.2f) | %.2f (%.1f) | %s |",
                            setting.ttlMillis() / 1000.0,
                            setting.renewMillis() / 1000.0,
                            stalls.get(0) / 1000.0,
                            stalls.get(stalls.size() / 2) / 1000.0,
                            stalls.get(stalls.size() - 1) / 1000.0,
                            costs.atRest(),
                            costs.heldEvals(),
                            costs.heldCommands(),
                            costs.evalsPerCall(),
                            costs.commandsPerCall(),
                            setting.note()));
                    // Generous: the stall is the lease left at the kill, at most a TTL; a loaded machine adds.
                    assertThat(stalls.get(stalls.size() - 1)).isLessThan(setting.ttlMillis() + 3000);
                }
            } finally {
                statsClient.shutdown();
            }
        }
        System.out.println("\nLease timings (" + Runtime.getRuntime().availableProcessors() + " cores, load "
                + String.format(Locale.ROOT, "%.1f", loadAverage()) + "):\n" + String.join("\n", rows) + "\n");
    }

    /** Milliseconds from a holder's SIGKILL to another store's turn, the holder killed {@code afterMillis} in. */
    private static long stallAfterKill(RedisServer server, Setting setting, long afterMillis) throws Exception {
        try (Stores stores = new Stores(server)) {
            Process holder = startHolder(server.port(), stores.prefix(), setting);
            try {
                awaitLine(holder, "HOLDING");
                ChainStore waiter = stores.store(stores.options()
                        .leaseTtl(Duration.ofMillis(setting.ttlMillis()))
                        .renewEvery(Duration.ofMillis(setting.renewMillis()))
                        .build());
                long[] acquiredAt = new long[1];
                CompletableFuture<ChainStore.Turn> waiting = CompletableFuture.supplyAsync(() -> {
                    try {
                        ChainStore.Turn turn = waiter.acquire(Duration.ofSeconds(60));
                        acquiredAt[0] = System.nanoTime();
                        return turn;
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                });
                RedisServer.sleep(setting.renewMillis() + afterMillis);
                assertThat(waiting).as("the live holder keeps its turn").isNotDone();
                holder.destroyForcibly(); // SIGKILL: no release
                assertThat(holder.waitFor(10, TimeUnit.SECONDS)).isTrue();
                long killedAt = System.nanoTime();
                waiting.get(60, TimeUnit.SECONDS).close();
                return TimeUnit.NANOSECONDS.toMillis(acquiredAt[0] - killedAt);
            } finally {
                holder.destroyForcibly();
            }
        }
    }

    private record Costs(
            double atRest, double heldEvals, double heldCommands, double evalsPerCall, double commandsPerCall) {}

    private static Costs costs(RedisServer server, StatefulRedisConnection<String, String> stats, Setting setting)
            throws Exception {
        try (Stores stores = new Stores(server)) {
            ChainStore store = stores.store(stores.options()
                    .leaseTtl(Duration.ofMillis(setting.ttlMillis()))
                    .renewEvery(Duration.ofMillis(setting.renewMillis()))
                    .build());
            store.acquire(Duration.ofSeconds(5)).close();
            RedisServer.sleep(100);

            Counts before = Counts.of(stats);
            RedisServer.sleep(WINDOW.toMillis());
            double atRest = before.to(Counts.of(stats)).all() / seconds(WINDOW);

            ChainStore.Turn held = store.acquire(Duration.ofSeconds(5));
            before = Counts.of(stats);
            RedisServer.sleep(WINDOW.toMillis());
            Counts whileHeld = before.to(Counts.of(stats));
            held.close();
            RedisServer.sleep(100);

            before = Counts.of(stats);
            for (int i = 0; i < CALLS; i++) {
                try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(5))) {
                    turn.token("token-" + i);
                }
            }
            RedisServer.sleep(100); // the last release is not awaited
            Counts calls = before.to(Counts.of(stats));
            return new Costs(
                    atRest,
                    whileHeld.evals() / seconds(WINDOW),
                    whileHeld.all() / seconds(WINDOW),
                    calls.evals() / (double) CALLS,
                    calls.all() / (double) CALLS);
        }
    }

    /** Commands Redis ran, from INFO commandstats, less the INFO commands that read them. */
    private record Counts(long evals, long all) {
        static Counts of(StatefulRedisConnection<String, String> stats) {
            long evals = 0;
            long all = 0;
            for (String line : stats.sync().info("commandstats").split("\r?\n")) {
                if (!line.startsWith("cmdstat_")) {
                    continue;
                }
                String name = line.substring("cmdstat_".length(), line.indexOf(':'));
                int from = line.indexOf("calls=") + "calls=".length();
                long calls = Long.parseLong(line.substring(from, line.indexOf(',', from)));
                if (name.equals("info")) {
                    continue;
                }
                all += calls;
                if (name.equals("eval")) {
                    evals += calls;
                }
            }
            return new Counts(evals, all);
        }

        Counts to(Counts later) {
            return new Counts(later.evals - evals, later.all - all);
        }
    }

    private static double seconds(Duration duration) {
        return duration.toMillis() / 1000.0;
    }

    /** The 1-minute load average (Linux), or -1. */
    private static double loadAverage() {
        try {
            return Double.parseDouble(
                    java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
        } catch (java.io.IOException | RuntimeException e) {
            return -1;
        }
    }

    private static Process startHolder(int port, String prefix, Setting setting) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(
                        java,
                        "-Xmx64m",
                        "-XX:TieredStopAtLevel=1",
                        "-cp",
                        System.getProperty("java.class.path"),
                        LeaseHolderProcess.class.getName(),
                        Integer.toString(port),
                        prefix,
                        Long.toString(setting.ttlMillis()),
                        "token-of-the-killed-holder",
                        Long.toString(setting.renewMillis()))
                .redirectErrorStream(true)
                .start();
    }

    private static void awaitLine(Process process, String expected) throws Exception {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> found = CompletableFuture.supplyAsync(() -> {
            try {
                String line;
                while ((line = out.readLine()) != null) {
                    if (line.equals(expected)) {
                        return line;
                    }
                }
            } catch (java.io.IOException e) {
                return e.toString();
            }
            return "ended";
        });
        assertThat(found.get(60, TimeUnit.SECONDS)).isEqualTo(expected);
    }
}
