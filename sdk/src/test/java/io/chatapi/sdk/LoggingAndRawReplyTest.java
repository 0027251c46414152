package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.chatapi.sdk.agents.AgentSeats;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.logging.Level;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class LoggingAndRawReplyTest {
    private static final String PASSWORD = "pw-SECRET-77";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL);

    @Test
    void debug_logging_shows_each_call_and_chain_event_and_never_a_secret() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client =
                wire.clientBuilder().logLevel(LogLevel.DEBUG).build()) {
            wire.auth()
                    .status(404)
                    .auth()
                    .reply("{\"status\":1}")
                    .reply("{\"status\":1}") // the add's check for a duplicate: no agent listed
                    .reply("{\"status\":0,\"content\":\"Error - " + PASSWORD + " tok-3 tok-4\"}");

            client.agents().list();
            catchThrowable(() -> client.agents()
                    .add(NewAgent.builder()
                            .email("a@b.c")
                            .name("A")
                            .password(PASSWORD)
                            .build()));
        }

        String all = String.join("\n", log.lines());
        assertThat(all).contains("FINE agents.list GET users/lists -> status 1 in ");
        assertThat(all).contains("users/list answered 404; trying users/lists");
        assertThat(all).contains("authenticating before agents.list");
        assertThat(all).contains("agents.add POST failed after");
        assertThat(all)
                .doesNotContain(MockChatServer.API_KEY)
                .doesNotContain(PASSWORD)
                .doesNotContain("tok-1")
                .doesNotContain("tok-3")
                .doesNotContain("tok-4");
        assertThat(all).doesNotContain("developer_token");
    }

    @Test
    void with_no_level_set_the_backends_level_decides_and_debug_there_shows_the_debug_lines() {
        assumeTrue(System.getenv(LogLevel.ENV) == null, "CHAT_API_LOG is set in this environment");
        MockChatServer wire = new MockChatServer(server);
        log.setLevel(Level.FINE); // what "io.chatapi.sdk at DEBUG" is in JUL (and in SLF4J's JUL bridge)
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":1}");
            client.agents().list();
        }
        assertThat(log.lines()).anyMatch(l -> l.equals("FINE authenticating before agents.list"));
        assertThat(log.lines()).anyMatch(l -> l.startsWith("FINE agents.list GET users/list -> status 1"));

        log.clear();
        log.setLevel(Level.INFO);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":1}").status(403);
            client.agents().list();
            catchThrowable(() -> client.agents().list());
        }
        assertThat(log.lines())
                .as("INFO in the backend: the failed call's line, no debug line")
                .hasSize(1);
        assertThat(log.lines().get(0)).startsWith("INFO agents.list GET failed after");

        log.clear();
        log.setLevel(Level.WARNING);
        try (ChatApiClient client = wire.client()) {
            wire.auth().status(403);
            catchThrowable(() -> client.agents().list());
        }
        assertThat(log.lines()).isEmpty();
    }

    @Test
    void logging_is_off_when_asked_for() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().logLevel(LogLevel.OFF).build()) {
            wire.auth().reply("{\"status\":1}").status(403);
            client.agents().list();
            catchThrowable(() -> client.agents().list()); // a failed call too
        }
        assertThat(log.lines()).isEmpty();
        assertThat(LogLevel.parse("DEBUG")).isEqualTo(LogLevel.DEBUG);
        assertThat(LogLevel.parse("info")).isEqualTo(LogLevel.INFO);
        assertThatThrownBy(() -> LogLevel.parse("loud"))
                .as("an unknown name is an error, never a silent off")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("off, error, warn (or warning), info, debug, trace, all");
    }

    @Test
    void a_raw_reply_carries_status_headers_with_tokens_masked_and_json_beside_the_value() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":1,\"maxUsersSub\":\"4\",\"unknown\":[1]}");

            RawReply<AgentSeats> reply = client.withRawReply(c -> c.agents().seats());

            assertThat(reply.value().maxSubscribedAgents()).contains(4);
            assertThat(reply.status()).isEqualTo(1);
            assertThat(reply.headers().get("X-User-Token")).containsExactly("[redacted]");
            assertThat(reply.headers().toString()).doesNotContain("tok-2");
            assertThat(reply.json().field("unknown").toString()).isEqualTo("[1]");
        }
    }

    @Test
    void a_raw_reply_of_no_function_is_a_clear_error_and_sends_nothing() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            Throwable thrown = catchThrowable(() -> client.withRawReply(null));

            assertThat(thrown).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("call");
            assertThat(server.getRequestCount()).isZero();
        }
    }

    @Test
    void an_async_call_can_return_its_raw_reply_beside_the_value() throws Exception {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":1,\"maxUsersSub\":\"4\",\"unknown\":[1]}");

            RawReply<AgentSeats> reply =
                    client.async().withRawReply(c -> c.agents().seats()).get(5, java.util.concurrent.TimeUnit.SECONDS);

            assertThat(reply.value().maxSubscribedAgents()).contains(4);
            assertThat(reply.headers().get("X-User-Token")).containsExactly("[redacted]");
            assertThat(reply.json().field("unknown").toString()).isEqualTo("[1]");
        }
    }
}
