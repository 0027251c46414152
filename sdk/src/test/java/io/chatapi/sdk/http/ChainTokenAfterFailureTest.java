package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.junit.jupiter.api.Test;

/**
 * What a chain's store holds after an exchange on the chain went wrong, and what the caller is told: a failed
 * authentication leaves no token behind (the next holder, perhaps in another process, authenticates); a reply whose
 * new token cannot be recorded gives its connection back; an exchange failure whose store also fails reports both.
 */
class ChainTokenAfterFailureTest {
    private static final CallLog LOG = new CallLog(LogLevel.OFF, new Redactor("key"), SdkLoggers.SYSTEM);
    private static final String OLD = "old-token-from-another-process";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    // The token chain's step in OkHttp's chain, installed as the transport installs it.
    private final OkHttpClient http = new OkHttpClient.Builder()
            .addNetworkInterceptor(new TokenInterceptor())
            .build();

    @Test
    void an_authentication_whose_connection_drops_leaves_the_chain_without_a_token() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());
        InProcessChainStore store = storeHolding(OLD);

        Throwable failure = authenticateOn(store);

        assertThat(failure)
                .isInstanceOf(TransportException.class)
                .hasMessageContaining("authentication request failed");
        assertThat(tokenIn(store))
                .as("the token held before the attempt is gone")
                .isNull();
    }

    @Test
    void an_authentication_handing_out_a_token_that_cannot_be_sent_leaves_the_chain_without_a_token() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .addHeaderLenient(TokenHeaders.REQUEST, "tok\u00e9n")
                .body("{\"status\":1}")
                .build());
        InProcessChainStore store = storeHolding(OLD);

        Throwable failure = authenticateOn(store);

        assertThat(failure).isInstanceOf(TransportException.class).hasMessageContaining("cannot be sent as a header");
        assertThat(tokenIn(store)).isNull();
    }

    @Test
    void an_authentication_answered_with_an_error_status_and_a_token_header_is_no_session() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .code(500)
                .addHeader(TokenHeaders.REQUEST, "tok-from-an-error-page")
                .body("<html>500</html>")
                .build());
        InProcessChainStore store = storeHolding(OLD);

        Throwable failure = authenticateOn(store);

        assertThat(failure)
                .isInstanceOfSatisfying(
                        io.chatapi.sdk.errors.UnexpectedHttpStatusException.class,
                        e -> assertThat(e.httpStatus()).isEqualTo(500));
        assertThat(tokenIn(store))
                .as("the error page's token is not the chain's")
                .isNotEqualTo("tok-from-an-error-page");
    }

    @Test
    void a_failed_exchange_whose_store_also_fails_reports_the_exchange_with_the_store_failure_suppressed() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());

        Throwable failure = sendOn(new UnrecordableStore());

        assertThat(failure).isInstanceOf(TransportException.class).hasMessageContaining("exchange failed");
        assertThat(failure.getSuppressed()).singleElement().isInstanceOf(ChainStoreException.class);
    }

    @Test
    void a_reply_whose_new_token_cannot_be_recorded_fails_and_gives_its_connection_back() {
        server.enqueue(new MockResponse.Builder()
                .addHeader(TokenHeaders.REQUEST, "tok-2")
                .body("{\"status\":1,\"content\":[]}")
                .build());

        Throwable failure = sendOn(new UnrecordableStore());

        assertThat(failure).isInstanceOf(ChainStoreException.class);
        assertThat(http.connectionPool().connectionCount())
                .as("the connection was used")
                .isOne();
        assertThat(http.connectionPool().idleConnectionCount())
                .as("and is back in the pool: the reply was closed")
                .isOne();
    }

    private TokenChain chain(ChainStore store) {
        RequestFactory requests = new RequestFactory(server.url("/api/"), "key", RequestEncoding.FORM, "test");
        return new TokenChain(0, store, http, requests, new Redactor("key"), LOG);
    }

    private Throwable authenticateOn(ChainStore store) {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        try (TokenChain.Held held = chain(store).hold("agents.list", deadline, CallEvents.NONE)) {
            return catchThrowable(() -> held.authenticate("agents.list", deadline));
        }
    }

    private Throwable sendOn(ChainStore store) {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        try (TokenChain.Held held = chain(store).hold("agents.list", deadline, CallEvents.NONE)) {
            return catchThrowable(() -> held.send(
                    new Exchange(
                            new Request.Builder().url(server.url("/api/users/list")),
                            "agents.list",
                            false,
                            false,
                            false,
                            deadline,
                            CallEvents.NONE),
                    "tok-1"));
        }
    }

    private static InProcessChainStore storeHolding(String token) throws InterruptedException {
        InProcessChainStore store = new InProcessChainStore();
        try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(1))) {
            turn.token(token);
        }
        return store;
    }

    private static String tokenIn(ChainStore store) throws InterruptedException {
        try (ChainStore.Turn turn = store.acquire(Duration.ofSeconds(1))) {
            return turn.token();
        }
    }

    /** A store whose turn is given but refuses to record the next token. */
    private static final class UnrecordableStore implements ChainStore {
        @Override
        public Turn acquire(Duration maxWait) {
            return new Turn() {
                @Override
                public String token() {
                    return "tok-1";
                }

                @Override
                public void token(String next) {
                    throw new ChainStoreException("chain store: cannot record (test)", false, null);
                }

                @Override
                public void close() {}
            };
        }
    }
}
