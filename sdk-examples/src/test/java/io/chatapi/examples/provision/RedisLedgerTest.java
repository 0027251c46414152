package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A team's shared ledger in a real redis-server (#47 item 6): two checkouts' runs serialise and make nothing twice, a
 * lock left by a killed holder lets go within its lease, a holder that lost its lease stops before writing, a Redis
 * restart keeps the ledger (AOF) and one without its data makes the holder stop, a Redis without persistence is
 * refused, and one command moves a file ledger into Redis and back.
 */
class RedisLedgerTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path folder;

    private RedisForLedger redis;

    @BeforeEach
    void startRedis() {
        redis = RedisForLedger.persistent(folder.resolve("redis"));
    }

    @AfterEach
    void stopRedis() {
        redis.close();
    }

    @Test
    void twoCheckoutsOnOneRedisLedgerSerialiseBothExitZeroAndMakeNothingTwice(ChatApiTestServer server)
            throws Exception {
        Path a = StateFiles.write(Files.createDirectories(folder.resolve("a")), "state.yaml", StateFiles.THREE_SHOPS);
        Path b = StateFiles.write(Files.createDirectories(folder.resolve("b")), "state.yaml", StateFiles.THREE_SHOPS);
        String ledger = redis.url("agency");
        CyclicBarrier start = new CyclicBarrier(2);

        List<CompletableFuture<CliRun>> runs = List.of(a, b).stream()
                .map(state -> CompletableFuture.supplyAsync(() -> {
                    await(start);
                    return CliRun.against(
                            server, ENV, "provision", state.toString(), "--ledger", ledger, "--lock-timeout", "2m");
                }))
                .toList();
        List<CliRun> done = runs.stream().map(CompletableFuture::join).toList();

        assertThat(done).allSatisfy(r -> assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.OK));
        assertThat(done.stream().map(CliRun::err).filter(e -> e.contains("Waiting up to")))
                .as("one waited for the other")
                .hasSize(1);
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("nothing made twice")
                .isEqualTo(3);
        assertThat(server.counters().writes(Endpoint.DELETE_TRIGGER)
                        + server.counters().writes(Endpoint.DELETE_ALIAS))
                .as("no twins to heal")
                .isZero();
        CliRun dry = CliRun.against(
                server, ENV, "provision", b.toString(), "--ledger", ledger, "--dry-run", "--detailed-exitcode");
        assertThat(dry.code()).as(dry.out() + dry.err()).isEqualTo(ExitCode.OK);
        assertThat(dry.out()).contains("Nothing to do");
        JsonNode stored = JSON.readTree(redis.command("GET", "agency:ledger"));
        TreeSet<String> owned = new TreeSet<>();
        stored.get("records")
                .forEach(r ->
                        owned.add(r.get("kind").asText() + " " + r.get("id").asText()));
        assertThat(owned)
                .as("every record owned once, by the one ledger")
                .hasSize(stored.get("records").size());
        assertThat(owned).filteredOn(o -> o.startsWith("domain ")).hasSize(3);
        assertThat(redis.command("EXISTS", "agency:lock")).as("released").isEqualTo(":0");
    }

    @Test
    void aLockLeftByAKilledHolderBlocksTheNextRunOnlyUntilItsLeaseEnds(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        // What a run killed with -9 leaves: its lock, renewed no more, with what is left of its lease.
        redis.command("SET", "agency:lock", "{\"pid\":4711,\"host\":\"build-7\",\"started\":\"x\"}", "PX", "2000");
        long began = System.nanoTime();

        CliRun run = CliRun.against(
                server, ENV, "provision", state.toString(), "--ledger", redis.url("agency"), "--lock-timeout", "30s");

        Duration took = Duration.ofNanos(System.nanoTime() - began);
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.err()).contains("held by another provision run (pid 4711 on build-7", "Took the lock");
        assertThat(took).isLessThan(Duration.ofSeconds(20));

        redis.command("SET", "agency:lock", "{\"pid\":4711,\"host\":\"build-7\"}", "PX", "60000");
        CliRun refused = CliRun.against(server, ENV, "provision", state.toString(), "--ledger", redis.url("agency"));
        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("another provision run holds the lock of the ledger " + redis.url("agency"));
    }

    @Test
    void aHolderWhoseLeaseWasLostStopsBeforeWritingAndALaterHoldersLedgerStands() {
        LedgerLocation.Redis at = location("agency");
        try (RedisLedgerStore first = open(at)) {
            first.write("{\"first\":1}");
            // Its lease ends (paused past it, cut off): the lock expires, and another run takes it and writes.
            redis.command("DEL", "agency:lock");
            try (RedisLedgerStore second = open(at)) {
                assertThat(second.fence()).isGreaterThan(first.fence());
                second.write("{\"second\":2}");

                assertThatThrownBy(first::checkHeld)
                        .isInstanceOf(UncheckedIOException.class)
                        .hasMessageContaining("lost the lease", "stopped before writing");
                assertThatThrownBy(() -> first.write("{\"first\":3}"))
                        .isInstanceOf(UncheckedIOException.class)
                        .hasMessageContaining("lost the lease");
                assertThat(redis.command("GET", "agency:ledger")).isEqualTo("{\"second\":2}");
            }
        }
    }

    @Test
    void aRedisRestartMidRunKeepsTheLedgerAndTheLeaseAndOneThatLostItsDataStopsTheHolder() {
        LedgerLocation.Redis at = location("agency");
        try (RedisLedgerStore store = open(at)) {
            store.write("{\"before\":1}");

            redis.restart(); // AOF on: the ledger, the lock and its expiry survive

            writeOnceReconnected(store, "{\"after\":2}");
            assertThat(redis.command("GET", "agency:ledger")).isEqualTo("{\"after\":2}");

            redis.restartEmpty(); // as a Redis without persistence: lock and ledger gone

            assertThatThrownBy(() -> writeOnceReconnected(store, "{\"lost\":3}"))
                    .isInstanceOf(UncheckedIOException.class)
                    .hasMessageContaining("lost the lease");
            assertThat(redis.command("EXISTS", "agency:ledger")).isEqualTo(":0");
        }
    }

    @Test
    void aRedisThatKeepsNothingOverARestartIsRefusedUnlessAccepted(ChatApiTestServer server) {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        try (RedisForLedger volatileRedis = RedisForLedger.volatileOne(folder.resolve("volatile"))) {
            String url = volatileRedis.url("agency");

            CliRun refused = CliRun.against(server, ENV, "provision", state.toString(), "--ledger", url);
            CliRun accepted = CliRun.against(
                    server, ENV, "provision", state.toString(), "--ledger", url, "--accept-volatile-ledger");

            assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(refused.err()).contains("keeps nothing over a restart", "appendonly yes", "--accept-volatile");
            assertThat(accepted.code()).as(accepted.err()).isEqualTo(ExitCode.OK);
            assertThat(accepted.err()).contains("WARNING: the ledger's Redis " + url + " keeps nothing");
        }
    }

    @Test
    void oneCommandMovesAFileLedgerIntoRedisAndBack(ChatApiTestServer server) throws Exception {
        Path state = StateFiles.write(folder, "state.yaml", StateFiles.THREE_SHOPS);
        Path file = folder.resolve("state.ledger.json");
        CliRun made = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(made.code()).as(made.err()).isEqualTo(ExitCode.OK);
        TreeSet<String> owned = LedgerCheck.owned(file);
        String url = redis.url("agency");

        CliRun push = CliRun.against(
                server, ENV, "provision", state.toString(), "--ledger", url, "--migrate-ledger", file.toString());

        assertThat(push.code()).as(push.err()).isEqualTo(ExitCode.OK);
        assertThat(push.err()).contains("Moved the ledger (" + owned.size() + " owned records");
        assertThat(file).doesNotExist();
        CliRun dry =
                CliRun.against(server, ENV, "provision", state.toString(), "--ledger", url, "--dry-run", "--prune");
        assertThat(dry.out()).as("the Redis ledger owns what the file did").contains("Nothing to do");

        Path back = folder.resolve("back.ledger.json");
        CliRun pull = CliRun.against(
                server, ENV, "provision", state.toString(), "--ledger", back.toString(), "--migrate-ledger", url);

        assertThat(pull.code()).as(pull.err()).isEqualTo(ExitCode.OK);
        assertThat(LedgerCheck.owned(back)).isEqualTo(owned);
        assertThat(redis.command("EXISTS", "agency:ledger")).isEqualTo(":0");
        CliRun again = CliRun.against(
                server, ENV, "provision", state.toString(), "--ledger", back.toString(), "--migrate-ledger", url);
        assertThat(again.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(again.err()).contains("no ledger at " + url);
    }

    @Test
    void theStateFilesLedgerKeyNamesTheRedisLedgerAndAPasswordIsNeverPrinted(ChatApiTestServer server) {
        Path state =
                StateFiles.write(folder, "state.yaml", "ledger: " + redis.url("team") + "\n" + StateFiles.THREE_SHOPS);
        CliRun run = CliRun.against(server, ENV, "provision", state.toString());
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(redis.command("EXISTS", "team:ledger")).isEqualTo(":1");

        // A wrong password: refused by this Redis (it has none), exit 2, the password nowhere.
        String withPassword = "redis://ops:S3cret-Pw@127.0.0.1:" + redis.port() + "/team";
        CliRun refused = CliRun.against(server, ENV, "provision", state.toString(), "--ledger", withPassword);
        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("redis://ops:***@127.0.0.1:" + redis.port() + "/team");
        assertThat(refused.out() + refused.err()).doesNotContain("S3cret-Pw");
        assertThat(LedgerLocation.parse(withPassword, "--ledger", folder, Map.of())
                        .toString())
                .doesNotContain("S3cret-Pw");
    }

    private LedgerLocation.Redis location(String name) {
        return (LedgerLocation.Redis) LedgerLocation.parse(redis.url(name), "--ledger", folder, Map.of());
    }

    private static RedisLedgerStore open(LedgerLocation.Redis at) {
        return RedisLedgerStore.open(
                at,
                Duration.ZERO,
                Duration.ofSeconds(10),
                false,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    /** Writes once the client has reconnected after a restart (a command while it reconnects fails at once). */
    private static void writeOnceReconnected(RedisLedgerStore store, String text) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            try {
                store.write(text);
                return;
            } catch (UncheckedIOException e) {
                if (e.getMessage().contains("lost the lease") || System.nanoTime() > deadline) {
                    throw e;
                }
                RedisForLedger.sleep(100);
            }
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
