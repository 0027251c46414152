package io.chatapi.sdk.http;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A call sent again after its token was refused goes out on a session just begun: it authenticates once, before the
 * first path form it tries, and not again before the second form when the first answers 404 (the session is fresh
 * already, and the 404 handed out the chain's next token). A call not after a refusal never authenticates for the
 * fallback when the chain holds a token. The refusal here comes from a token check that runs before routing, so the
 * sample form answering it says nothing about whether that form exists.
 *
 * <p>The 404s carry a new token, as a reply from behind the token check does: a 404 without one leaves the chain
 * unknown and the second form authenticates whatever the call (see {@code PathFormTest}), which would hide a second
 * authentication.
 */
class FreshSessionPathFallbackTest {
    private static final String REFUSAL = "{\"status\":0,\"content\":\"Error - token expired\"}";
    private static final String USER = "{\"status\":1,\"media\":{},\"content\":{\"user\":{\"uuid\":\"a1\"}}}";
    private static final String DELETED = "{\"status\":2,\"content\":\"account deleted\"}";
    private static final String AUTHENTICATION = "developer/inicialize";
    /** The token a 404 hands out; named apart from MockChatServer's counted {@code tok-N}. */
    private static final String NOT_FOUND_TOKEN = "tok-from-404";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    /**
     * One call of each kind on an endpoint with two path forms.
     *
     * @param call sends it and returns what shows it succeeded
     * @param sample the path of the form tried first
     * @param described the path of the fallback form
     * @param reply the data the fallback form answers with
     * @param expected what {@code call} returns for {@code reply}
     */
    record Case(
            String name,
            Function<ChatApiClient, String> call,
            String sample,
            String described,
            String reply,
            String expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> calls() {
        return Stream.of(
                new Case(
                        "a read (agents.get)",
                        client -> client.agents().get("a1").id(),
                        "users/getuser/a1",
                        "user/a1",
                        USER,
                        "a1"),
                new Case(
                        "a write (agents.delete)",
                        client -> client.agents().delete("a1").message(),
                        "users/delete/a1",
                        "user/delete",
                        DELETED,
                        "account deleted"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void a_resend_after_a_refused_token_authenticates_once_and_not_again_before_the_fallback_form(Case c) {
        wire.auth() // tok-1
                .replyWithoutToken(REFUSAL)
                .auth() // tok-2
                .raw(notFound())
                .reply(c.reply()); // tok-3
        try (ChatApiClient client = client().build()) {
            assertThat(c.call().apply(client)).isEqualTo(c.expected());
        }

        List<RecordedRequest> sent = sent(5);
        assertThat(sent)
                .extracting(MockChatServer::path)
                .containsExactly(AUTHENTICATION, c.sample(), AUTHENTICATION, c.sample(), c.described());
        assertThat(sent)
                .as("the resend's first form carries its fresh session's token; the fallback the token the 404 handed"
                        + " out, on the same session")
                .extracting(FreshSessionPathFallbackTest::token)
                .containsExactly(null, "tok-1", null, "tok-2", NOT_FOUND_TOKEN);
        assertThat(authentications(sent.subList(2, 5)))
                .as("between the refusal and the success")
                .isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void a_call_not_after_a_refusal_falls_back_on_the_token_the_chain_holds_without_authenticating(Case c) {
        wire.auth() // tok-1
                .reply(USER) // tok-2: the chain holds a token
                .raw(notFound())
                .reply(c.reply()); // tok-3
        try (ChatApiClient client = client().build()) {
            client.agents().get("a0");
            assertThat(c.call().apply(client)).isEqualTo(c.expected());
        }

        List<RecordedRequest> sent = sent(4);
        assertThat(sent)
                .extracting(MockChatServer::path)
                .containsExactly(AUTHENTICATION, "users/getuser/a0", c.sample(), c.described());
        assertThat(sent)
                .extracting(FreshSessionPathFallbackTest::token)
                .containsExactly(null, "tok-1", "tok-2", NOT_FOUND_TOKEN);
        assertThat(authentications(sent.subList(2, 4))).isZero();
    }

    /**
     * Replicas sharing one chain store: another one records its reply's token in the store between this call's refusal
     * and its resend. The resend still authenticates first (a session just begun, not one that may be about to
     * expire), and sends on that authentication's token, not on the one found in the store.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("calls")
    void a_resend_after_a_refused_token_authenticates_even_when_the_shared_store_holds_a_token(Case c) {
        ReplicaStore store = new ReplicaStore("tok-of-a-replica");
        wire.auth() // tok-1
                .replyWithoutToken(REFUSAL)
                .auth() // tok-2
                .reply(c.reply()); // tok-3
        try (ChatApiClient client = client().chainStore(chain -> store).build()) {
            assertThat(c.call().apply(client)).isEqualTo(c.expected());
        }

        assertThat(store.replicaRecorded)
                .as("the replica recorded its token before the resend")
                .isTrue();
        List<RecordedRequest> sent = sent(4);
        assertThat(sent)
                .extracting(MockChatServer::path)
                .containsExactly(AUTHENTICATION, c.sample(), AUTHENTICATION, c.sample());
        assertThat(sent).extracting(FreshSessionPathFallbackTest::token).containsExactly(null, "tok-1", null, "tok-2");
    }

    /** A short call timeout: a client that sends more than the script answers fails fast instead of waiting. */
    private ChatApiClientBuilder client() {
        return wire.clientBuilder().callTimeout(Duration.ofSeconds(5));
    }

    /** Every request the server received, in order; checks there were exactly {@code count}. */
    private List<RecordedRequest> sent(int count) {
        List<RecordedRequest> sent = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            sent.add(wire.take());
        }
        assertThat(wire.requestCount()).as("requests sent").isEqualTo(count);
        return sent;
    }

    private static long authentications(List<RecordedRequest> requests) {
        return requests.stream()
                .filter(request -> path(request).equals(AUTHENTICATION))
                .count();
    }

    private static String token(RecordedRequest request) {
        return request.getHeaders().get("x-user-token");
    }

    private static MockResponse notFound() {
        return new MockResponse.Builder()
                .code(404)
                .addHeader("x-user-token", NOT_FOUND_TOKEN)
                .body("<html>404</html>")
                .build();
    }

    /**
     * One chain's store shared with another replica of the client: when the turn that forgot this client's refused
     * token has ended, the replica takes a turn and records the token its own reply carried, once.
     */
    private static final class ReplicaStore implements ChainStore {
        private final ChainStore shared = new InProcessChainStore();
        private final String replicaToken;
        volatile boolean replicaRecorded;

        ReplicaStore(String replicaToken) {
            this.replicaToken = replicaToken;
        }

        @Override
        public Turn acquire(Duration maxWait) throws InterruptedException {
            Turn turn = shared.acquire(maxWait);
            if (turn == null) {
                return null;
            }
            return new Turn() {
                private boolean forgot;

                @Override
                public String token() {
                    return turn.token();
                }

                @Override
                public void token(String next) {
                    turn.token(next);
                    forgot = next == null;
                }

                @Override
                public void close() {
                    turn.close();
                    if (forgot && !replicaRecorded) {
                        replicaRecorded = recordAsTheReplica();
                    }
                }
            };
        }

        // Never throws, as a turn's close must not: a replica that got no turn leaves replicaRecorded false.
        private boolean recordAsTheReplica() {
            try (Turn replica = shared.acquire(Duration.ofSeconds(1))) {
                if (replica == null) {
                    return false;
                }
                replica.token(replicaToken);
                return true;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }
}
