package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class StandaloneServerTest {

    @Test
    void readsEveryFlagInBothSpellings() {
        StandaloneOptions options = StandaloneOptions.parse(
                "--port=0",
                "--api-key",
                "k-secret",
                "--empty",
                "--tickets",
                "12",
                "--threads",
                "4",
                "--seed",
                "9",
                "--close-after-processing",
                "0.1",
                "--bad-gateway=0.2",
                "--delay-ms",
                "50",
                "--delay-probability",
                "0.3",
                "--expire-tokens",
                "0.4",
                "--omit-token-header",
                "0.5",
                "--malformed-json",
                "0.6",
                "--only-on",
                "add_trigger,LIST_AGENTS");

        assertThat(options.port).isZero();
        assertThat(options.apiKey).isEqualTo("k-secret");
        assertThat(options.empty).isTrue();
        assertThat(options.tickets).isEqualTo(12);
        assertThat(options.threads).isEqualTo(4);
        assertThat(options.seed).isEqualTo(9);
        assertThat(options.delay).isEqualTo(Duration.ofMillis(50));
        assertThat(options.onlyOn).containsExactly(Endpoint.ADD_TRIGGER, Endpoint.LIST_AGENTS);
        assertThat(options.toString()).doesNotContain("k-secret");
    }

    @Test
    void rejectsWhatItCannotRead() {
        assertThatThrownBy(() -> StandaloneOptions.parse("--verbose")).hasMessage("unknown option --verbose");
        assertThatThrownBy(() -> StandaloneOptions.parse("--port")).hasMessage("--port needs a value");
        assertThatThrownBy(() -> StandaloneOptions.parse("--port", "70000"))
                .hasMessage("--port must be from 0 to 65535");
        assertThatThrownBy(() -> StandaloneOptions.parse("--bad-gateway", "2"))
                .hasMessage("--bad-gateway needs a probability from 0 to 1");
        assertThatThrownBy(() -> StandaloneOptions.parse("--only-on", "EVERYTHING"))
                .hasMessage("--only-on: no endpoint named EVERYTHING");
    }

    @Test
    void startsWithTheFaultsAndDataOfItsFlagsAndPrintsTheBaseUrlButNotTheKey() {
        StandaloneOptions options = StandaloneOptions.parse(
                "--port",
                "0",
                "--api-key",
                "very-secret-key",
                "--empty",
                "--tickets",
                "0",
                "--malformed-json",
                "0.25",
                "--delay-ms",
                "5");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        try (ChatApiTestServer server =
                StandaloneServer.start(options, new PrintStream(printed, true, StandardCharsets.UTF_8))) {
            String text = printed.toString(StandardCharsets.UTF_8);
            assertThat(text).contains("listening at " + server.baseUrl()).doesNotContain("very-secret-key");
            assertThat(server.apiKey()).isEqualTo("very-secret-key");
            assertThat(server.faults().probability(Fault.MALFORMED_JSON)).isEqualTo(0.25);
            assertThat(server.faults().probability(Fault.DELAY)).isEqualTo(1.0);
            WireClient client = WireClient.authenticated(server);
            server.faults().clear();
            assertThat(client.get("messages/list").body()).isEqualTo("{\"status\":1,\"messages\":[]}");
        }
    }

    @Test
    void strictStartsAServerThatReadsTheSpecLiterally() {
        StandaloneOptions options = StandaloneOptions.parse("--port", "0", "--strict");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        try (ChatApiTestServer server =
                StandaloneServer.start(options, new PrintStream(printed, true, StandardCharsets.UTF_8))) {
            assertThat(server.mode()).isEqualTo(Mode.STRICT);
            assertThat(printed.toString(StandardCharsets.UTF_8)).contains("Mode: strict");
            WireReply refused = WireClient.authenticated(server).get("user/no-such-agent");
            assertThat(refused.token()).isNull();
            assertThat(refused.content()).doesNotStartWith("Error");
        }
        assertThat(StandaloneOptions.parse().strict).isFalse();
        assertThat(StandaloneOptions.USAGE).contains("--strict");
    }

    @Test
    void chainsPerKeyAndSessionLifetimeComeFromTheirFlags() {
        StandaloneOptions options =
                StandaloneOptions.parse("--port", "0", "--chains-per-key", "one", "--session-lifetime-ms=50");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        try (ChatApiTestServer server =
                StandaloneServer.start(options, new PrintStream(printed, true, StandardCharsets.UTF_8))) {
            assertThat(server.chainsPerKey()).isEqualTo(ChainsPerKey.ONE);
            assertThat(printed.toString(StandardCharsets.UTF_8))
                    .contains("Token chains per key: one")
                    .contains("sessionLifetime=PT0.05S");
        }
        assertThat(StandaloneOptions.parse("--chains-per-key", "MANY").chainsPerKey)
                .isEqualTo(ChainsPerKey.MANY);
        assertThat(StandaloneOptions.parse().chainsPerKey).isEqualTo(ChainsPerKey.MANY);
        assertThat(StandaloneOptions.parse().sessionLifetime).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() -> StandaloneOptions.parse("--chains-per-key", "two"))
                .hasMessage("--chains-per-key needs one or many");
        assertThatThrownBy(() -> StandaloneOptions.parse("--session-lifetime-ms", "0"))
                .hasMessage("--session-lifetime-ms must be from 1 to 86400000");
        assertThat(StandaloneOptions.USAGE).contains("--chains-per-key", "--session-lifetime-ms");
    }

    @Test
    void helpListsEveryFaultFlag() {
        assertThat(StandaloneOptions.USAGE)
                .contains(
                        "--close-after-processing",
                        "--bad-gateway",
                        "--delay-ms",
                        "--expire-tokens",
                        "--omit-token-header",
                        "--malformed-json",
                        "--only-on",
                        "--seed");
        assertThat(StandaloneOptions.parse("--help").help).isTrue();
    }
}
