package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue #47 item 7: plain reads keep retrying within --timeout; errors say what to check (an unreachable server, a
 * base URL without /api/, a URL without a scheme); --verbose and CHAT_API_LOG=debug show the SDK's DEBUG lines.
 */
class CliHintsTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @Test
    void aPlainReadOutlastsFiveLostRepliesInARow(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.LIST_DOMAINS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 5);

        CliRun run = CliRun.against(server, "domains", "list");

        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
        assertThat(run.out()).contains("shop.example.com");
        assertThat(server.counters().requests(Endpoint.LIST_DOMAINS)).isEqualTo(6);
    }

    @Test
    void aReadThatFailsEvenSoSaysTheFailureMayBePassing(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.LIST_DOMAINS).next(Fault.BAD_GATEWAY, 50);

        CliRun run = CliRun.against(server, "domains", "list");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("hint: the failure may be passing", "--timeout", "run the command again");
    }

    @Test
    void anUnreachableServerIsNamedWithWhatToCheck() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort(); // closed again: nothing listens there
        }
        String url = "http://127.0.0.1:" + port + "/api/";

        CliRun run = CliRun.withEnv(
                Map.of(ChatApiClient.ENV_BASE_URL, url, ChatApiClient.ENV_API_KEY, "key-1"),
                false,
                "domains",
                "list",
                "--timeout",
                "3s");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("hint: check that CHAT_API_BASE_URL (" + url + ")", "up and reachable");
        assertThat(run.err()).doesNotContain("key-1");
    }

    @Test
    void aBaseUrlWithoutApiThatAnswers404SaysSo(ChatApiTestServer server) {
        String root = server.baseUrl().replaceFirst("api/$", "");

        CliRun run = CliRun.withEnv(
                Map.of(ChatApiClient.ENV_BASE_URL, root, ChatApiClient.ENV_API_KEY, server.apiKey()),
                false,
                "domains",
                "list");

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("hint: the server answered 404", "has no /api/", "ends in /api/");
    }

    @Test
    void aBaseUrlWithoutASchemeIsBadInputSayingHowToWriteIt() {
        CliRun run = CliRun.withEnv(
                Map.of(ChatApiClient.ENV_BASE_URL, "chat.example.com/api/", ChatApiClient.ENV_API_KEY, "key-1"),
                false,
                "domains",
                "list");

        assertThat(run.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).contains("has no scheme", "https://");
    }

    @Test
    void verboseAndChatApiLogDebugPrintTheSdksDebugLinesAndNeverTheKey(ChatApiTestServer server) {
        CliRun quiet = CliRun.against(server, "domains", "list");
        CliRun verbose = CliRun.against(server, "domains", "list", "--verbose");
        CliRun byVariable = CliRun.against(server, Map.of("CHAT_API_LOG", "debug"), "domains", "list");

        assertThat(quiet.err()).doesNotContain("debug:");
        for (CliRun run : new CliRun[] {verbose, byVariable}) {
            assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.OK);
            assertThat(run.err()).contains("debug: io.chatapi.sdk").doesNotContain(server.apiKey());
        }
        assertThat(CliRun.against(server, "domains", "list").err())
                .as("the lines stop with the run that asked")
                .doesNotContain("debug:");
    }
}
