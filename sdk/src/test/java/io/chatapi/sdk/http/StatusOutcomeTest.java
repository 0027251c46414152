package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What an HTTP status other than 2xx means for a call: a failure with that status, sent once for a
 * write, with {@code mayHaveBeenProcessed()} true unless the status proves the request was turned
 * away (4xx); and how far the path fallback and the token-refusal retry go before they give up.
 */
class StatusOutcomeTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";
    private static final String REFUSED = "{\"status\":0,\"content\":\"Error - invalid token\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    private Transport transport() {
        return WireTransport.to(server.url("/api/"))
                .backoff(new Backoff(millis -> {}, bound -> bound))
                .build();
    }

    @ParameterizedTest(name = "a write answered {0}: may have been processed = {1}")
    @CsvSource({"300,true", "302,true", "399,true", "400,false", "403,false", "499,false", "500,true", "502,true"})
    void a_write_answered_with_a_status_other_than_2xx_fails_once_and_says_whether_it_may_have_been_processed(
            int code, boolean mayHaveBeenProcessed) {
        wire.auth().status(code);
        try (Transport transport = transport()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.httpStatus()).isEqualTo(code);
                        assertThat(e.mayHaveBeenProcessed()).isEqualTo(mayHaveBeenProcessed);
                    });
        }
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_read_answered_with_a_redirect_fails_with_that_status_and_is_not_followed() {
        wire.auth().status(300);
        try (Transport transport = transport()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_ADD).build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> assertThat(e.httpStatus())
                            .isEqualTo(300));
        }
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void a_read_routed_under_neither_path_form_fails_with_the_404_after_trying_both_once() {
        wire.auth().status(404).auth().status(404);
        try (Transport transport = transport()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> assertThat(e.httpStatus())
                            .isEqualTo(404));
        }
        wire.takeAuth();
        assertThat(MockChatServer.path(wire.take())).isEqualTo("users/list");
        wire.takeAuth();
        assertThat(MockChatServer.path(wire.take())).isEqualTo("users/lists");
        assertThat(wire.requestCount()).isEqualTo(4);
    }

    @ParameterizedTest(name = "authentication answered {0}")
    @ValueSource(ints = {300, 302, 500})
    void an_authentication_answered_with_a_status_other_than_2xx_fails_as_that_status_not_as_a_refused_key(int code) {
        wire.status(code);
        try (Transport transport =
                WireTransport.to(server.url("/api/")).readRetries(0).build()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.httpStatus()).isEqualTo(code);
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
        assertThat(wire.requestCount()).isEqualTo(1);
    }

    @Test
    void a_read_whose_token_is_refused_more_often_than_its_retries_allow_fails_with_the_servers_message() {
        // One free re-authentication, then one per read retry (one here): the fourth try is never sent.
        wire.auth()
                .replyWithoutToken(REFUSED)
                .auth()
                .replyWithoutToken(REFUSED)
                .auth()
                .replyWithoutToken(REFUSED)
                .auth()
                .reply(LIST);
        try (Transport transport =
                WireTransport.to(server.url("/api/")).readRetries(1).build()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.serverMessage()).isEqualTo("Error - invalid token");
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
        assertThat(wire.requestCount()).isEqualTo(6);
    }

    @Test
    void a_write_without_a_message_and_without_a_new_token_fails_saying_no_new_token_came() {
        wire.auth().replyWithoutToken("{\"status\":1}");
        try (Transport transport = transport()) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.serverMessage()).isEqualTo("no new token in the reply");
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
        }
    }
}
