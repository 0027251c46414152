package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A replica killed with SIGKILL in the middle of its turn: the others go on once its lease TTL has passed. */
class RedisChainStoreCrashTest {
    private static final Duration TTL = Duration.ofSeconds(1);

    @Test
    void aHolderKilledMidTurnFreesTheChainOnceItsLeaseRunsOutAndTheOthersGoOn() throws Exception {
        try (RedisServer server = RedisServer.start();
                Stores stores = new Stores(server)) {
            Process holder = startHolder(server.port(), stores.prefix(), "token-of-the-dead-holder");
            try {
                awaitLine(holder, "HOLDING");
                RedisChainStoreOptions options = stores.options().leaseTtl(TTL).build();
                List<ChainStore> others = List.of(stores.store(options), stores.store(options));

                assertThat(others.get(0).acquire(Duration.ofMillis(2500)))
                        .as("the live holder's watchdog keeps its lease past the 1 s TTL")
                        .isNull();

                holder.destroyForcibly(); // SIGKILL: no release, no shutdown hook
                assertThat(holder.waitFor(10, TimeUnit.SECONDS)).isTrue();
                long killedAt = System.nanoTime();

                ExecutorService pool = Executors.newFixedThreadPool(4);
                List<Future<List<String>>> runs = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    ChainStore store = others.get(t % 2);
                    String name = "after-" + t;
                    runs.add(pool.submit(() -> {
                        List<String> seen = new ArrayList<>();
                        for (int i = 0; i < 10; i++) {
                            try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(10))) {
                                assertThat(turn).isNotNull();
                                seen.add(turn.token());
                                turn.token(name + "-" + i);
                            }
                        }
                        return seen;
                    }));
                }
                List<String> tokensSeen = new ArrayList<>();
                for (Future<List<String>> run : runs) {
                    tokensSeen.addAll(run.get(30, TimeUnit.SECONDS));
                }
                pool.shutdown();
                long healedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt);

                assertThat(tokensSeen).hasSize(40);
                assertThat(tokensSeen)
                        .as("the first holder after the crash gets the token the dead holder recorded")
                        .containsOnlyOnce("token-of-the-dead-holder");
                assertThat(healedMillis)
                        .as("40 turns within a few seconds of the kill: the TTL (1 s) healed the chain")
                        .isLessThan(8000L);
            } finally {
                holder.destroyForcibly();
            }
        }
    }

    private static Process startHolder(int port, String prefix, String token) throws Exception {
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
                        Long.toString(TTL.toMillis()),
                        token)
                .redirectErrorStream(true)
                .start();
    }

    private static void awaitLine(Process process, String expected) throws Exception {
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> found = CompletableFuture.supplyAsync(() -> {
            StringBuilder seen = new StringBuilder();
            try {
                String line;
                while ((line = out.readLine()) != null) {
                    if (line.equals(expected)) {
                        return line;
                    }
                    seen.append(line).append('\n');
                }
            } catch (java.io.IOException e) {
                seen.append(e);
            }
            return "process ended without " + expected + ":\n" + seen;
        });
        assertThat(found.get(30, TimeUnit.SECONDS)).isEqualTo(expected);
    }
}
