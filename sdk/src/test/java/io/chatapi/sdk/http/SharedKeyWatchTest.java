package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two clients on one key against a server that keeps one token chain per key, each with its chains in its own memory
 * (as two replicas would be), end each other's tokens: each says so once at WARN, naming the fix. Refusals spread
 * wider than the window (a session expiring now and then) and clients with a store they do not keep in-process are
 * not warned about.
 */
class SharedKeyWatchTest {
    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk.auth", Level.INFO);

    private List<String> warnings() {
        return log.records().stream()
                .filter(r -> r.getLevel() == Level.WARNING)
                .map(LogRecord::getMessage)
                .toList();
    }

    @Test
    void two_clients_on_one_key_without_a_shared_store_are_each_warned_once_naming_the_fix() {
        try (ChatApiTestServer server = ChatApiTestServer.builder()
                        .chainsPerKey(ChainsPerKey.ONE)
                        .build();
                ChatApiClient a = client(server);
                ChatApiClient b = client(server)) {
            for (int i = 0; i < 8; i++) {
                a.agents().list();
                b.agents().list();
            }
            assertThat(server.counters().tokenViolations())
                    .as("the replicas refuse each other's tokens")
                    .isPositive();
        }

        assertThat(warnings())
                .as("one warning per client, not one per refusal")
                .hasSize(2)
                .allSatisfy(line -> assertThat(line)
                        .startsWith("tokens of this API key were refused 3 times within 60 s")
                        .contains("another process or client is probably using the same API key")
                        .contains("chatapi.chain-store=redis")
                        .contains("RedisChainStore.factory")
                        .contains("its own API key"));
    }

    @Test
    void one_client_alone_on_its_key_is_not_warned() {
        try (ChatApiTestServer server = ChatApiTestServer.builder()
                        .chainsPerKey(ChainsPerKey.ONE)
                        .build();
                ChatApiClient a = client(server)) {
            for (int i = 0; i < 16; i++) {
                a.agents().list();
            }
        }

        assertThat(warnings()).isEmpty();
    }

    @Test
    void refusals_spread_wider_than_the_window_are_read_as_expiring_sessions() {
        AtomicLong now = new AtomicLong();
        CallLog log = new CallLog(LogLevel.TRACE, new Redactor("k"), SdkLoggers.SYSTEM).area(CallLog.AUTH);
        SharedKeyWatch watch = new SharedKeyWatch(log, now::get);
        watch.chainKeptInProcess();
        for (int i = 0; i < 10; i++) {
            watch.refused();
            now.addAndGet(TimeUnit.SECONDS.toNanos(31)); // two in any 60 s, never three
        }
        assertThat(warnings()).isEmpty();

        watch.refused();
        now.addAndGet(TimeUnit.SECONDS.toNanos(1));
        watch.refused();
        assertThat(warnings()).hasSize(1);
    }

    @Test
    void a_store_not_kept_in_this_process_is_never_warned_about() {
        AtomicLong now = new AtomicLong();
        SharedKeyWatch watch = new SharedKeyWatch(
                new CallLog(LogLevel.TRACE, new Redactor("k"), SdkLoggers.SYSTEM).area(CallLog.AUTH), now::get);
        for (int i = 0; i < 10; i++) {
            watch.refused();
        }

        assertThat(warnings()).isEmpty();
    }

    private static ChatApiClient client(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .chainStore(InProcessChainStore.factory())
                .build();
    }
}
