package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

/**
 * The token chain's step in OkHttp's chain: a request sent in a chain's turn carries the turn's token and its reply's
 * new token is recorded before the reply comes back; an untagged request is left alone; and OkHttp never sends one
 * request of a turn twice (a follow-up, a caller's interceptor retrying), which would spend a token twice or repeat a
 * write.
 */
class TokenInterceptorTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final List<String> recorded = new ArrayList<>();

    private static OkHttpClient.Builder installed() {
        return new OkHttpClient.Builder().addNetworkInterceptor(new TokenInterceptor());
    }

    private Request inTurn(String token) {
        return new Request.Builder()
                .url(server.url("/api/users/list"))
                .tag(
                        TokenInterceptor.Send.class,
                        new TokenInterceptor.Send(token, reply -> recorded.add(TokenHeaders.from(reply))))
                .build();
    }

    private void replyWithToken(String token) {
        server.enqueue(new MockResponse.Builder()
                .addHeader(TokenHeaders.REQUEST, token)
                .body("{\"status\":1}")
                .build());
    }

    private RecordedRequest taken() throws InterruptedException {
        RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
        assertThat(request).isNotNull();
        return request;
    }

    @Test
    void a_request_in_a_turn_carries_its_token_and_the_replys_token_is_recorded_before_the_reply_comes_back()
            throws Exception {
        replyWithToken("tok-2");

        try (Response reply = installed().build().newCall(inTurn("tok-1")).execute()) {
            assertThat(recorded).as("recorded by the time execute returns").containsExactly("tok-2");
            assertThat(reply.body().string()).isEqualTo("{\"status\":1}");
        }
        assertThat(taken().getHeaders().get(TokenHeaders.REQUEST)).isEqualTo("tok-1");
    }

    @Test
    void an_authentication_goes_out_without_a_token_and_its_reply_is_recorded() throws Exception {
        replyWithToken("tok-1");

        try (Response ignored = installed().build().newCall(inTurn(null)).execute()) {
            assertThat(recorded).containsExactly("tok-1");
        }
        assertThat(taken().getHeaders().get(TokenHeaders.REQUEST)).isNull();
    }

    @Test
    void an_untagged_request_passes_through_untouched() throws Exception {
        replyWithToken("tok-9");
        Request plain = new Request.Builder()
                .url(server.url("/api/users/list"))
                .header("X-Mine", "yes")
                .build();

        try (Response reply = installed().build().newCall(plain).execute()) {
            assertThat(reply.header(TokenHeaders.REQUEST)).isEqualTo("tok-9");
        }
        RecordedRequest sent = taken();
        assertThat(sent.getHeaders().get(TokenHeaders.REQUEST)).isNull();
        assertThat(sent.getHeaders().get("X-Mine")).isEqualTo("yes");
        assertThat(recorded).isEmpty();
    }

    @Test
    void a_failed_exchange_records_nothing() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                .build());

        Throwable failure = catchThrowable(
                () -> installed().build().newCall(inTurn("tok-1")).execute());

        assertThat(failure).isInstanceOf(IOException.class);
        assertThat(recorded).isEmpty();
    }

    @Test
    void a_recorder_that_fails_closes_the_reply_and_its_failure_reaches_the_caller() {
        replyWithToken("tok-2");
        IllegalStateException storeDown = new IllegalStateException("store down");
        OkHttpClient http = installed().build();
        Request request = new Request.Builder()
                .url(server.url("/api/users/list"))
                .tag(TokenInterceptor.Send.class, new TokenInterceptor.Send("tok-1", reply -> {
                    throw storeDown;
                }))
                .build();

        assertThat(catchThrowable(() -> http.newCall(request).execute())).isSameAs(storeDown);
        assertThat(http.connectionPool().idleConnectionCount())
                .as("the reply was closed: its connection is back in the pool")
                .isOne();
    }

    @Test
    void okhttps_own_follow_up_of_a_request_in_a_turn_is_refused_before_it_goes_out() {
        // An authenticator makes OkHttp send a request answered 401 again by itself, with the same headers.
        server.enqueue(new MockResponse.Builder()
                .code(401)
                .addHeader(TokenHeaders.REQUEST, "tok-2")
                .build());
        replyWithToken("tok-3");
        OkHttpClient http = installed()
                .authenticator((route, response) -> response.request())
                .build();

        assertThatThrownBy(() -> http.newCall(inTurn("tok-1")).execute())
                .isInstanceOf(IOException.class)
                .hasMessageContaining("a second time");
        assertThat(server.getRequestCount()).as("sent once").isOne();
        assertThat(recorded).containsExactly("tok-2");
    }

    @Test
    void a_callers_interceptor_sending_a_request_in_a_turn_twice_gets_the_second_refused() {
        replyWithToken("tok-2");
        replyWithToken("tok-3");
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    chain.proceed(chain.request()).close();
                    return chain.proceed(chain.request());
                })
                .addNetworkInterceptor(new TokenInterceptor())
                .build();

        assertThatThrownBy(() -> http.newCall(inTurn("tok-1")).execute())
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not sent");
        assertThat(server.getRequestCount()).isOne();
        assertThat(recorded).containsExactly("tok-2");
    }

    @Test
    void a_request_in_a_turn_prints_without_its_token() {
        assertThat(inTurn("tok-SECRET-1").toString())
                .doesNotContain("tok-SECRET-1")
                .contains("TokenInterceptor.Send");
    }

    @Test
    void a_write_answered_401_is_not_sent_again_by_the_callers_authenticator_and_may_have_been_processed() {
        MockChatServer wire = new MockChatServer(server);
        wire.auth().status(401).auth();
        OkHttpClient resending = new OkHttpClient.Builder()
                .authenticator((route, response) -> response.request())
                .build();
        try (Transport transport =
                WireTransport.to(server.url("/api/")).http(resending).build()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.getMessage()).startsWith("agents.add: exchange failed");
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
        }
        assertThat(wire.requestCount())
                .as("the authentication and the write, once")
                .isEqualTo(2);
    }

    @Test
    void the_callers_interceptors_see_the_token_of_the_reply_but_not_of_the_request() {
        MockChatServer wire = new MockChatServer(server);
        wire.auth().reply("{\"status\":1,\"maxUsersSub\":\"5\"}");
        List<String> seen = new ArrayList<>();
        OkHttpClient watching = new OkHttpClient.Builder()
                .addNetworkInterceptor(chain -> {
                    seen.add(chain.request().header(TokenHeaders.REQUEST));
                    Response reply = chain.proceed(chain.request());
                    seen.add(reply.header(TokenHeaders.REQUEST));
                    return reply;
                })
                .build();
        try (Transport transport =
                WireTransport.to(server.url("/api/")).http(watching).build()) {
            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
        }
        assertThat(seen).containsExactly(null, "tok-1", null, "tok-2");
        wire.takeAuth();
        wire.takeCarrying("tok-1");
    }
}
