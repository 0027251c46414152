package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the SDK logs: at INFO only what went out of the ordinary (a failed call with how long it took, a
 * read sent again, a refused token); at DEBUG also one line per successful call and why the token
 * chain restarts; below the level asked for, nothing.
 */
class TransportLoggingTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL);

    private Transport transport(LogLevel level) {
        // Pauses not slept; jitter at its largest, so each pause is the full step.
        return WireTransport.to(server.url("/api/"))
                .logLevel(level)
                .backoff(new Backoff(millis -> {}, bound -> bound))
                .build();
    }

    private static ApiCall list() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }

    /** A call that meets a lost reply, a gateway error, a reply without a new token and a refused token. */
    private void eventfulCalls(Transport transport) {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                        .build())
                .auth()
                .status(502) // a gateway page without a token: the chain keeps the one it sent
                .replyWithoutToken(LIST);
        transport.send(list());
        wire.auth()
                .replyWithoutToken("{\"status\":0,\"content\":\"Error - token expired\"}")
                .auth()
                .reply(LIST);
        transport.send(list());
    }

    private static long millisIn(String line, Pattern pattern) {
        Matcher m = pattern.matcher(line);
        assertThat(m.find()).as(line).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void a_failed_call_logs_one_info_line_and_a_call_that_succeeds_one_debug_line_each_with_how_long_it_took() {
        long started = System.nanoTime();
        try (Transport transport = transport(LogLevel.DEBUG)) {
            // Each reply takes 60 ms to come, so each call takes at least that long.
            wire.auth()
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "tok-2")
                            .headersDelay(60, TimeUnit.MILLISECONDS)
                            .body(LIST)
                            .build())
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "tok-3")
                            .headersDelay(60, TimeUnit.MILLISECONDS)
                            .body("{\"status\":0,\"content\":\"Error - access denied\"}")
                            .build());
            transport.send(list());
            catchThrowable(() -> transport.write(
                    ApiCall.to(Endpoints.AGENTS_ADD).param("login", "a@b.c").build()));
        }
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);

        List<String> outcomes = log.lines().stream()
                .filter(line -> line.contains(" -> status ") || line.contains(" failed after "))
                .toList();
        assertThat(outcomes).hasSize(2);
        assertThat(outcomes.get(0)).startsWith("FINE agents.list GET users/list -> status 1 in ");
        assertThat(millisIn(outcomes.get(0), Pattern.compile(" in (\\d+) ms$"))).isBetween(60L, elapsed);
        assertThat(outcomes.get(1))
                .startsWith("INFO agents.add POST failed after ")
                .endsWith(
                        " ms: RequestRejectedException: agents.add: rejected by users/add (status 0): Error - access denied");
        assertThat(millisIn(outcomes.get(1), Pattern.compile("failed after (\\d+) ms")))
                .isBetween(60L, elapsed);
        assertThat(log.lines()).filteredOn(line -> line.startsWith("INFO ")).containsExactly(outcomes.get(1));
    }

    @Test
    void an_expected_refusal_is_no_failure_it_logs_at_debug_and_its_reply_size_at_trace() {
        try (Transport transport = transport(LogLevel.TRACE)) {
            wire.auth()
                    .reply("{\"status\":0,\"content\":\"Error - no such agent\"}")
                    .reply("{\"status\":1,\"content\":\"Error - user already exist\"}");
            catchThrowable(() -> transport.send(
                    ApiCall.to(Endpoints.AGENTS_GET).path("uid", "a-1").build()));
            catchThrowable(() -> transport.write(ApiCall.to(Endpoints.DOMAINS_ASSIGN)
                    .param("user", "a-1")
                    .param("domain", "d-1")
                    .build()));
        }

        assertThat(log.lines()).noneMatch(line -> line.startsWith("INFO "));
        List<String> refusals = log.lines().stream()
                .filter(line -> line.contains(" refused after "))
                .toList();
        assertThat(refusals).hasSize(2);
        assertThat(refusals.get(0))
                .startsWith("FINE agents.get GET refused after ")
                .endsWith(" ms: NotFoundException: agents.get: rejected by users/getuser/:uid (status 0): "
                        + "Error - no such agent");
        assertThat(refusals.get(1)).startsWith("FINE domains.assignAgent POST refused after ");
        assertThat(log.lines())
                .as("how much came back and where to find it, at TRACE (JUL's FINER); never the reply's text")
                .contains("FINER agents.get reply: 46 characters, in RequestRejectedException.rawBody() (reply text is"
                        + " never logged)")
                .noneMatch(line -> line.contains("{\"status\""));
    }

    @Test
    void debug_lines_say_why_the_chain_restarts_and_why_a_read_is_sent_again() {
        try (Transport transport = transport(LogLevel.DEBUG)) {
            eventfulCalls(transport);
        }

        String noToken = "FINE a reply carried no usable new token; the next call authenticates first";
        String authenticating = "FINE authenticating before agents.list";
        String succeeded = "FINE agents.list GET users/list -> status 1 in N ms";
        assertThat(log.lines())
                .extracting(line -> line.replaceAll("(-> status \\d+ in )\\d+ ms$", "$1N ms"))
                .containsExactly(
                        authenticating,
                        "FINE exchange failed; the next call authenticates first",
                        "INFO agents.list: read failed (TransportException); retry 1 in 20 ms",
                        authenticating,
                        "FINE HTTP 502 without a new token; the chain keeps the token it sent",
                        "INFO agents.list: read failed (UnexpectedHttpStatusException); retry 2 in 40 ms",
                        noToken, // the list without a new token: accepted, but the chain starts over
                        succeeded,
                        authenticating,
                        noToken, // the refusal
                        "INFO agents.list: token refused; re-authenticating and reading again",
                        authenticating,
                        succeeded);
        assertThat(String.join("\n", log.lines())).doesNotContain("tok-").doesNotContain(MockChatServer.API_KEY);
    }

    @Test
    void at_info_level_only_what_went_out_of_the_ordinary_is_logged() {
        try (Transport transport = transport(LogLevel.INFO)) {
            eventfulCalls(transport);
            wire.reply(LIST);
            transport.send(list()); // goes as planned: nothing at INFO
        }

        assertThat(log.lines())
                .containsExactly(
                        "INFO agents.list: read failed (TransportException); retry 1 in 20 ms",
                        "INFO agents.list: read failed (UnexpectedHttpStatusException); retry 2 in 40 ms",
                        "INFO agents.list: token refused; re-authenticating and reading again");
    }

    @Test
    void logging_off_logs_nothing_even_for_a_failed_call() {
        try (Transport transport = transport(LogLevel.OFF)) {
            wire.auth().status(403);
            catchThrowable(() -> transport.send(list()));
        }

        assertThat(log.lines()).isEmpty();
    }
}
