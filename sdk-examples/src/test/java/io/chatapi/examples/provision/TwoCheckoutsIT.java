package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.JarProcess;
import io.chatapi.examples.JarRun;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 47's CLI targets with real processes: the packaged jar run as two colleagues' checkouts (a copy of one state
 * file in each of two folders) against one server over HTTP, with their own ledger files or one ledger in a real
 * redis-server, and a holder of the Redis lock killed with {@code -9}. Counted afterwards on the server (every record
 * once, by what makes it the state file's entry) and in the ledgers (who owns what).
 */
class TwoCheckoutsIT {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER =
            new ChatApiTestServerExtension(ChatApiTestServer.builder().data(TestData.empty()));

    private static final Map<String, String> ENV = Map.of("ANN_PASSWORD", StateFiles.ANN_PASSWORD);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration RUN_LIMIT = Duration.ofSeconds(90);

    /** Shops in the state file: one agent, then per shop a domain, a "Welcome" trigger and a "hi" alias. */
    private static final int SHOPS = 5;

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
    void aHolderKilledWithMinus9BlocksTheNextRunOnlyForWhatWasLeftOfItsLease(ChatApiTestServer server) {
        Path a = checkout("a");
        Path b = checkout("b");
        String ledger = redis.url("team");
        // Each create is held 700 ms on the server, so the first run holds the lock (default lease, 15 s) for 8 s and
        // more before its first alias create: past a renewal, which must not stretch what a killed holder leaves.
        holdEachCreate(server, Duration.ofMillis(700));
        JarProcess holder = JarProcess.start(server, ENV, "provision", a.toString(), "--ledger", ledger);
        try {
            awaitTrue(() -> server.counters().requests(Endpoint.ADD_ALIAS) >= 1, "the first alias create is sent");
            assertThat(JSON.readTree(redis.command("GET", "team:lock"))
                            .path("pid")
                            .asLong())
                    .as("Redis shows the first run holds the lock")
                    .isEqualTo(holder.pid());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            holder.signal("KILL");
        }
        JarRun killed = holder.await(Duration.ofSeconds(30));
        long killedAt = System.nanoTime();
        long leftOfLease = Long.parseLong(redis.command("PTTL", "team:lock").substring(1));
        server.faults().clear();

        assertThat(killed.code()).isEqualTo(128 + 9);
        assertThat(leftOfLease)
                .as("a killed holder's lock outlives it, for what is left of its lease (ms)")
                .isPositive();

        JarRun next = JarProcess.start(
                        server, ENV, "provision", b.toString(), "--ledger", ledger, "--lock-timeout", "90s")
                .await(RUN_LIMIT);
        Duration took = Duration.ofNanos(System.nanoTime() - killedAt);

        assertThat(next.code()).as(next.err()).isEqualTo(ExitCode.OK);
        assertThat(next.err())
                .contains("held by another provision run (pid " + holder.pid() + " on ", "Took the lock of ");
        assertThat(took)
                .as("the next run waited for what was left of the lease, and not a minute")
                .isGreaterThanOrEqualTo(Duration.ofMillis(leftOfLease))
                .isLessThan(Duration.ofSeconds(60));
        assertThat(RecordCensus.of(server)).as("every record once").isEqualTo(wanted());
        JsonNode stored = redisLedger("team");
        assertThat(pending(stored)).as("pending creates left in the ledger").isEmpty();
        assertThat(owned(stored))
                .as("the ledger owns everything the two runs made, the killed run's last create included")
                .isEqualTo(LedgerCheck.onServer(server));
        assertThat(redis.command("EXISTS", "team:lock")).as("released").isEqualTo(":0");
    }

    @RepeatedTest(value = 3, name = "trial {currentRepetition} of {totalRepetitions}")
    void twoCheckoutsWithOwnLedgersAtOnceBothExitZeroLeaveNoTwinsAndNoAgentTriggerOrAliasIsOwnedByBoth(
            ChatApiTestServer server) {
        Path a = checkout("a");
        Path b = checkout("b");
        // Each create is held 150 ms: the two runs overlap for seconds, as two checkouts started together do.
        holdEachCreate(server, Duration.ofMillis(150));

        List<JarRun> runs =
                atOnce(List.of(new String[] {"provision", a.toString()}, new String[] {"provision", b.toString()}));

        assertThat(runs).allSatisfy(r -> assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.OK));
        assertThat(RecordCensus.of(server))
                .as("every record once: no twins left")
                .isEqualTo(wanted());
        TreeSet<String> ownedByA = LedgerCheck.owned(ledgerFile(a));
        TreeSet<String> ownedByB = LedgerCheck.owned(ledgerFile(b));
        TreeSet<String> ownedByBoth = new TreeSet<>(ownedByA);
        ownedByBoth.retainAll(ownedByB);
        assertThat(ownedByBoth)
                .as("agents, triggers and aliases owned by both ledgers")
                .filteredOn(record -> !record.startsWith("domain "))
                .isEmpty();
        // Domains are left to the test below: the API registers an address again by replacing its plug-in token (no
        // twin, no refusal), so a run whose registration came second sees what a first one does.
        assertThat(LedgerCheck.pending(ledgerFile(a))).isEmpty();
        assertThat(LedgerCheck.pending(ledgerFile(b))).isEmpty();
        TreeSet<String> ownedByEither = new TreeSet<>(ownedByA);
        ownedByEither.addAll(ownedByB);
        assertThat(LedgerCheck.onServer(server))
                .as("what the ledgers own is there")
                .containsAll(ownedByEither);
    }

    /**
     * Issue 47's target "0 records owned by both" for domains. The API answers a second registration of an address
     * with a new plug-in token for the same domain (no twin, no refusal), so a domain is owned by the run whose
     * registration stands: the SDK's {@code ensure} compares its registration's token with the listed one when it
     * reads the domain back (a replaced one is a {@code WriteConflictException}, used, not owned), and a run checks the
     * domains it registered again at its end (here by the tokens its triggers' and aliases' read-backs carry), so that
     * a registration of the other run that landed after its read-back is seen too ({@link ReplacedRegistrations}). Three trials, as issue 47's targets count them.
     */
    @RepeatedTest(value = 3, name = "trial {currentRepetition} of {totalRepetitions}")
    void twoCheckoutsRegisteringOneDomainAtOnceLeaveItOwnedByOneLedger(ChatApiTestServer server) {
        Path a = checkout("a");
        Path b = checkout("b");
        holdEachCreate(server, Duration.ofMillis(150));

        List<JarRun> runs =
                atOnce(List.of(new String[] {"provision", a.toString()}, new String[] {"provision", b.toString()}));

        assertThat(runs).allSatisfy(r -> assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.OK));
        TreeSet<String> ownedByBoth = new TreeSet<>(LedgerCheck.owned(ledgerFile(a)));
        ownedByBoth.retainAll(LedgerCheck.owned(ledgerFile(b)));
        assertThat(ownedByBoth)
                .as(
                        "domains owned by both ledgers (registrations sent: %d, for %d shops)",
                        server.counters().writes(Endpoint.REGISTER_DOMAIN), SHOPS)
                .filteredOn(record -> record.startsWith("domain "))
                .isEmpty();
    }

    @Test
    void twoCheckoutsOnOneRedisLedgerAtOnceSerialiseMakeNothingTwiceAndTheOtherDryRunHasNothingToDo(
            ChatApiTestServer server) {
        Path a = checkout("a");
        Path b = checkout("b");
        String ledger = redis.url("team");
        // Each create is held 300 ms: a run lasts 5 s and more, so the second starts while the first holds the lock.
        holdEachCreate(server, Duration.ofMillis(300));

        List<JarRun> runs = atOnce(List.of(
                new String[] {"provision", a.toString(), "--ledger", ledger, "--lock-timeout", "2m"},
                new String[] {"provision", b.toString(), "--ledger", ledger, "--lock-timeout", "2m"}));
        server.faults().clear();

        assertThat(runs).allSatisfy(r -> assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.OK));
        assertThat(runs)
                .as("one waited for the other")
                .filteredOn(r -> r.err().contains("Waiting up to"))
                .hasSize(1);
        assertThat(RecordCensus.of(server)).as("every record once").isEqualTo(wanted());
        assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                .as("nothing made twice, not even a twin healed later")
                .isEqualTo(SHOPS);
        JsonNode stored = redisLedger("team");
        assertThat(pending(stored)).isEmpty();
        assertThat(owned(stored)).as("the one ledger owns all").isEqualTo(LedgerCheck.onServer(server));
        for (Path checkout : List.of(a, b)) {
            JarRun dry = JarRun.against(
                    server,
                    ENV,
                    "provision",
                    checkout.toString(),
                    "--ledger",
                    ledger,
                    "--dry-run",
                    "--detailed-exitcode");
            assertThat(dry.code()).as(dry.out() + dry.err()).isEqualTo(ExitCode.OK);
            assertThat(dry.out()).contains("Nothing to do");
        }
    }

    /** The state file in a checkout folder of its own: {@code folder/NAME/state.yaml}. */
    private Path checkout(String name) {
        try {
            return StateFiles.write(Files.createDirectories(folder.resolve(name)), "state.yaml", stateFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String stateFile() {
        StringBuilder domains = new StringBuilder("domains:\n");
        StringBuilder triggers = new StringBuilder("triggers:\n");
        StringBuilder aliases = new StringBuilder("aliases:\n");
        for (int shop = 1; shop <= SHOPS; shop++) {
            String address = "shop" + shop + ".example.com";
            domains.append("  - address: ").append(address).append('\n');
            triggers.append("  - {name: Welcome, url: \"https://")
                    .append(address)
                    .append("/\", message: Hi from shop ")
                    .append(shop)
                    .append(", delay: 5, domain: ")
                    .append(address)
                    .append("}\n");
            aliases.append("  - {name: hi, text: Hello from shop ")
                    .append(shop)
                    .append(", domains: [")
                    .append(address)
                    .append("]}\n");
        }
        return "agents:\n  - {email: ann.lee@example.com, name: Ann Lee, password_env: ANN_PASSWORD}\n" + domains
                + triggers + aliases;
    }

    /** What the state file asks for, each once, as {@link RecordCensus} counts it. */
    private static Map<String, Integer> wanted() {
        Map<String, Integer> wanted = new TreeMap<>();
        wanted.put("agent ann.lee@example.com", 1);
        for (int shop = 1; shop <= SHOPS; shop++) {
            String address = "shop" + shop + ".example.com";
            wanted.put("domain " + address, 1);
            wanted.put("trigger \"Welcome\" on " + address, 1);
            wanted.put("alias \"hi\" on " + address, 1);
        }
        return wanted;
    }

    /** The server holds every create back this long before it makes the record. */
    private static void holdEachCreate(ChatApiTestServer server, Duration hold) {
        server.faults()
                .onlyOn(Endpoint.ADD_AGENT, Endpoint.REGISTER_DOMAIN, Endpoint.ADD_TRIGGER, Endpoint.ADD_ALIAS)
                .delay(hold, 1.0);
    }

    private static Path ledgerFile(Path state) {
        return state.resolveSibling("state.ledger.json");
    }

    /** Starts each command as its own process at the same moment, and waits for all. */
    private static List<JarRun> atOnce(List<String[]> commands) {
        List<JarProcess> started = new ArrayList<>();
        for (String[] args : commands) {
            started.add(JarProcess.start(SERVER.server(), ENV, args));
        }
        List<JarRun> done = new ArrayList<>();
        for (JarProcess process : started) {
            done.add(process.await(RUN_LIMIT));
        }
        return done;
    }

    private JsonNode redisLedger(String name) {
        try {
            return JSON.readTree(redis.command("GET", name + ":ledger"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A ledger's owned records as "kind id" (the format of {@link LedgerCheck#owned}). */
    private static TreeSet<String> owned(JsonNode ledger) {
        TreeSet<String> owned = new TreeSet<>();
        ledger.get("records")
                .forEach(r ->
                        owned.add(r.get("kind").asText() + " " + r.get("id").asText()));
        return owned;
    }

    private static List<String> pending(JsonNode ledger) {
        List<String> pending = new ArrayList<>();
        ledger.path("pending").forEach(p -> pending.add(p.toString()));
        return pending;
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - deadline).as(what).isNegative();
            RedisForLedger.sleep(10);
        }
    }
}
