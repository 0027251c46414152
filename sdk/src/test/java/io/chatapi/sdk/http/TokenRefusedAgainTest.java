package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.observe.RetryScheduled;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A read whose token is refused a second time, after it re-authenticated: surely refused, it spends a read retry and
 * reads again, told to listeners and logged; answered twice with text instead of data, it is judged for its data and
 * succeeds.
 */
class TokenRefusedAgainTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";
    private static final String REFUSAL = "{\"status\":0,\"content\":\"Error - token expired\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final List<AttemptFinished> attempts = new CopyOnWriteArrayList<>();
    private final List<RetryScheduled> retries = new CopyOnWriteArrayList<>();
    private final List<CallFinished> calls = new CopyOnWriteArrayList<>();

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL);

    @Test
    void a_read_refused_again_after_re_authenticating_reads_once_more_and_says_so() {
        wire.auth()
                .replyWithoutToken(REFUSAL)
                .auth()
                .replyWithoutToken(REFUSAL)
                .auth()
                .reply(LIST);
        try (Transport transport = transport()) {
            assertThat(transport.send(list()).status()).isEqualTo(1);
        }

        assertThat(attempts)
                .extracting(AttemptFinished::outcome)
                .containsExactly(Outcome.TOKEN_REFUSED, Outcome.TOKEN_REFUSED, Outcome.SUCCESS);
        assertThat(retries)
                .extracting(RetryScheduled::reason, RetryScheduled::pause)
                .containsOnly(tuple(Outcome.TOKEN_REFUSED, Duration.ZERO))
                .hasSize(2);
        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(call.retries()).isEqualTo(2);
        });
        assertThat(log.lines())
                .filteredOn(line -> line.startsWith("INFO "))
                .containsExactly(
                        "INFO agents.list: token refused; re-authenticating and reading again",
                        "INFO agents.list: token refused again; re-authenticating and reading again");
    }

    @Test
    void a_read_answered_twice_with_text_instead_of_data_is_judged_for_its_data_and_succeeds() {
        String text = "{\"status\":1,\"content\":\"please come back later\"}";
        wire.auth().replyWithoutToken(text).auth().replyWithoutToken(text);
        try (Transport transport = transport()) {
            assertThat(transport.send(list()).message()).isEqualTo("please come back later");
        }

        assertThat(attempts)
                .extracting(AttemptFinished::outcome)
                .containsExactly(Outcome.TOKEN_REFUSED, Outcome.SUCCESS);
        assertThat(calls).singleElement().satisfies(call -> assertThat(call.outcome())
                .isEqualTo(Outcome.SUCCESS));
        assertThat(wire.requestCount())
                .as("two authentications, two reads: no third")
                .isEqualTo(4);
    }

    private Transport transport() {
        ChatApiListener listener = new ChatApiListener() {
            @Override
            public void attemptFinished(AttemptFinished event) {
                attempts.add(event);
            }

            @Override
            public void retryScheduled(RetryScheduled event) {
                retries.add(event);
            }

            @Override
            public void callFinished(CallFinished event) {
                calls.add(event);
            }
        };
        return WireTransport.to(server.url("/api/"))
                .logLevel(LogLevel.INFO)
                .listener(listener)
                .backoff(new Backoff(millis -> {}, bound -> bound))
                .build();
    }

    private static ApiCall list() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }
}
