package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Four JVMs on one API key against a server that ends a key's older chains at each authentication ({@code
 * chainsPerKey(ONE)}), each making 250 calls, 40% of them writes, each write its own. With the chain in Redis: no call
 * fails, every write is done exactly once, at most 1.02 requests per call. With each process keeping its own chain,
 * the same run fails calls: the reason this module exists.
 */
class RedisSharedChainProcessesTest {
    private static final int PROCESSES = 4;
    private static final int CALLS = 250;
    private static final int WRITES = CALLS / 5 * 2;
    private static final Pattern RESULT = Pattern.compile("RESULT (\\S+) ok=(\\d+) writesOk=(\\d+) failures=(.*)");

    private static RedisServer redis;

    @BeforeAll
    static void startRedis() {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() {
        redis.close();
    }

    @Test
    void fourProcessesOnOneKeyWithTheChainInRedisLoseNoCallAndDoEveryWriteOnce() throws Exception {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build()) {
            Run run = run(server, true);

            assertThat(run.failures).as("failed calls, by exception").isEmpty();
            assertThat(run.ok).isEqualTo(PROCESSES * CALLS);
            assertThat(run.writesOk).isEqualTo(PROCESSES * WRITES);
            assertThat(server.counters().writes(Endpoint.EDIT_TRIGGER))
                    .as("writes the server did: each once")
                    .isEqualTo(PROCESSES * WRITES);
            assertThat(server.counters().requests(Endpoint.EDIT_TRIGGER))
                    .as("write requests: none sent twice")
                    .isEqualTo(PROCESSES * WRITES);
            assertThat(server.counters().tokenViolations()).isZero();
            double requestsPerCall = (double) server.counters().totalRequests() / (PROCESSES * CALLS);
            System.out.printf(
                    "with the chain in Redis: %d requests for %d calls (%.3f per call), %d authentications%n",
                    server.counters().totalRequests(),
                    PROCESSES * CALLS,
                    requestsPerCall,
                    server.counters().requests(Endpoint.AUTHENTICATE));
            assertThat(requestsPerCall).isLessThanOrEqualTo(1.02);
            assertLastWriteOfEachProcessStands(server, run);
        }
    }

    @Test
    void fourProcessesOnOneKeyEachWithItsOwnChainFailCalls() throws Exception {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build()) {
            Run run = run(server, false);

            System.out.printf(
                    "each process with its own chain: %d of %d calls failed %s; %d requests, %d token refusals%n",
                    PROCESSES * CALLS - run.ok,
                    PROCESSES * CALLS,
                    run.failures,
                    server.counters().totalRequests(),
                    server.counters().tokenViolations());
            assertThat(run.ok).as("calls that succeeded").isLessThan(PROCESSES * CALLS);
            assertThat(run.failures).as("failed calls, by exception").isNotEmpty();
            assertThat(server.counters().tokenViolations()).isPositive();
        }
    }

    /** Each process edited its own trigger last with its last write: every write was in order, none replayed. */
    private static void assertLastWriteOfEachProcessStands(ChatApiTestServer server, Run run) {
        try (ChatApiClient reader = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build()) {
            int lastWrite = CALLS - 1;
            while (lastWrite % 5 >= 2) {
                lastWrite--;
            }
            for (int p = 0; p < PROCESSES; p++) {
                Trigger trigger = reader.triggers().get(run.triggerIds.get(p));
                assertThat(trigger.message()).contains("p" + p + "-" + lastWrite);
            }
        }
    }

    private static Run run(ChatApiTestServer server, boolean shared) throws Exception {
        List<String> triggerIds = new ArrayList<>();
        try (ChatApiClient setUp = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build()) {
            for (int p = 0; p < PROCESSES; p++) {
                triggerIds.add(setUp.triggers()
                        .add(SharedChainWorker.trigger("p" + p, "p" + p + "-start"))
                        .id());
            }
        }
        String prefix = "test:" + UUID.randomUUID() + ":";
        List<Process> workers = new ArrayList<>();
        try {
            for (int p = 0; p < PROCESSES; p++) {
                workers.add(start(server, shared ? Integer.toString(redis.port()) : "none", prefix, p, triggerIds));
            }
            for (Process worker : workers) {
                awaitLine(worker, "READY");
            }
            server.counters().reset();
            for (Process worker : workers) {
                Writer go = new OutputStreamWriter(worker.getOutputStream(), StandardCharsets.UTF_8);
                go.write("GO\n");
                go.flush();
            }
            Run run = new Run(triggerIds);
            for (Process worker : workers) {
                Matcher result = RESULT.matcher(awaitLine(worker, "RESULT "));
                assertThat(result.matches()).isTrue();
                run.ok += Integer.parseInt(result.group(2));
                run.writesOk += Integer.parseInt(result.group(3));
                if (!result.group(4).equals("{}")) {
                    run.failures.add(result.group(1) + " " + result.group(4));
                }
                assertThat(worker.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            return run;
        } finally {
            workers.forEach(Process::destroyForcibly);
        }
    }

    private static Process start(ChatApiTestServer server, String redisPort, String prefix, int p, List<String> ids)
            throws Exception {
        return ChildJvms.start(
                SharedChainWorker.class,
                server.baseUrl(),
                server.apiKey(),
                redisPort,
                prefix,
                "p" + p,
                Integer.toString(CALLS),
                ids.get(p));
    }

    private static String awaitLine(Process process, String start) throws Exception {
        return ChildJvms.awaitLine(process, start, 60);
    }

    private static final class Run {
        final List<String> triggerIds;
        final List<String> failures = new ArrayList<>();
        int ok;
        int writesOk;

        Run(List<String> triggerIds) {
            this.triggerIds = triggerIds;
        }
    }
}
