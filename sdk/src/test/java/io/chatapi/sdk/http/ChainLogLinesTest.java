package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * A chain's DEBUG lines name the chain, except the client's first (often its only) one; its {@code toString} names
 * its index and store.
 */
class ChainLogLinesTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void authenticating_names_the_chain_unless_it_is_the_first() {
        RecordingLoggerFinder finder = new RecordingLoggerFinder();
        CallLog log = new CallLog(LogLevel.DEBUG, new Redactor("secret-api-key-1"), new SdkLoggers(finder));

        authenticate(0, log);
        authenticate(1, log);

        assertThat(finder.lines)
                .containsExactly(
                        "DEBUG authenticating before agents.list",
                        "DEBUG authenticating on chain 1 before" + " agents.list");
    }

    @Test
    void a_chain_shows_its_index_and_store() {
        InProcessChainStore store = new InProcessChainStore();
        TokenChain chain = new TokenChain(3, store, null, null, new Redactor("secret-api-key-1"), null);

        assertThat(chain).hasToString("TokenChain[3, " + store + "]");
    }

    private void authenticate(int index, CallLog log) {
        server.enqueue(new MockResponse.Builder()
                .addHeader(TokenHeaders.REQUEST, "tok-" + index)
                .body("{\"status\":1}")
                .build());
        RequestFactory requests =
                new RequestFactory(server.url("/api/"), "secret-api-key-1", RequestEncoding.FORM, "test");
        TokenChain chain = new TokenChain(
                index,
                new InProcessChainStore(),
                new OkHttpClient.Builder()
                        .addNetworkInterceptor(new TokenInterceptor())
                        .build(),
                requests,
                new Redactor("secret-api-key-1"),
                log);
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        try (TokenChain.Held held = chain.hold("agents.list", deadline, CallEvents.NONE)) {
            held.authenticate("agents.list", deadline);
        }
    }
}
