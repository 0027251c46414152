package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TokenChainTest {
    private static final String AGENTS = "{\"status\":1,\"maxUsersSub\":\"5\",\"currentUsersSub\":1}";
    private static final String ADDED = "{\"status\":1,\"content\":\"agent added\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    MockChatServer wire;

    private MockChatServer wire() {
        if (wire == null) {
            wire = new MockChatServer(server);
        }
        return wire;
    }

    private static NewAgent newAgent() {
        return NewAgent.builder()
                .email("ann@example.com")
                .name("Ann Lee")
                .password("pw-SECRET-1")
                .build();
    }

    @Test
    void building_a_client_sends_nothing_and_the_first_call_authenticates_with_the_key() {
        try (ChatApiClient client = wire().client()) {
            assertThat(wire().requestCount()).isZero();
            wire().auth().reply(AGENTS);

            client.agents().list();

            wire().takeAuth();
            RecordedRequest list = wire().take();
            assertThat(path(list)).isEqualTo("users/list");
            assertThat(list.getHeaders().get("x-user-token")).isEqualTo("tok-1");
        }
    }

    @Test
    void every_request_carries_the_token_of_the_reply_before_it() {
        try (ChatApiClient client = wire().client()) {
            wire().auth().reply(AGENTS).reply(AGENTS).reply(AGENTS);

            client.agents().list();
            client.agents().list();
            client.agents().list();

            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-1");
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-3");
            assertThat(wire().requestCount()).isEqualTo(4);
        }
    }

    @Test
    void the_token_header_is_read_in_any_letter_case_and_under_its_prose_name() {
        try (ChatApiClient client = wire().client()) {
            wire().raw(new MockResponse.Builder()
                            .addHeader("X-USER-TOKEN", "upper")
                            .body("{\"status\":1}")
                            .build())
                    .raw(new MockResponse.Builder()
                            .addHeader("x-token-user", "prose")
                            .body(AGENTS)
                            .build())
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "next")
                            .body(AGENTS)
                            .build());

            client.agents().list();
            client.agents().list();

            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("upper");
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("prose");
        }
    }

    @Test
    void a_reply_without_a_new_token_makes_the_next_call_authenticate_first() {
        try (ChatApiClient client = wire().client()) {
            wire().auth().replyWithoutToken(AGENTS).auth().reply(AGENTS);

            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);
            client.agents().list();

            wire().takeAuth();
            assertThat(path(wire().take())).isEqualTo("users/list");
            wire().takeAuth();
            RecordedRequest second = wire().take();
            assertThat(second.getHeaders().get("x-user-token")).isEqualTo("tok-2");
        }
    }

    @Test
    void a_read_refused_for_its_token_is_sent_again_once_after_authenticating() {
        try (ChatApiClient client = wire().client()) {
            wire().auth()
                    .replyWithoutToken("{\"status\":0,\"content\":\"Error - invalid token\"}")
                    .auth()
                    .reply(AGENTS);

            assertThat(client.agents().seats().currentSubscribedAgents()).contains(1);

            wire().takeAuth();
            wire().take();
            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
        }
    }

    @Test
    void a_read_refused_twice_for_its_token_with_no_retry_budget_fails_with_the_servers_message() {
        try (ChatApiClient client = wire().clientBuilder().readRetries(0).build()) {
            String refused = "{\"status\":0,\"content\":\"Error - invalid token\"}";
            wire().auth().replyWithoutToken(refused).auth().replyWithoutToken(refused);

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(RequestRejectedException.class)
                    .hasMessageContaining("Error - invalid token");
            assertThat(wire().requestCount()).isEqualTo(4);
        }
    }

    @Test
    void a_read_refused_again_after_re_authenticating_spends_the_read_retry_budget() {
        try (ChatApiClient client = wire().clientBuilder().readRetries(1).build()) {
            String refused = "{\"status\":0,\"content\":\"Error - invalid token\"}";
            wire().auth()
                    .replyWithoutToken(refused)
                    .auth()
                    .replyWithoutToken(refused)
                    .auth()
                    .reply(AGENTS);

            assertThat(client.agents().seats().currentSubscribedAgents()).contains(1);
            assertThat(wire().requestCount()).isEqualTo(6);
        }
    }

    @Test
    void a_write_refused_for_its_token_is_sent_once_more_after_authenticating() {
        try (ChatApiClient client = wire().client()) {
            wire().auth()
                    .reply(AGENTS) // the add's check for a duplicate
                    .replyWithoutToken("{\"status\":0,\"content\":\"Error - invalid token\"}")
                    .auth()
                    .reply(ADDED)
                    .reply("{\"status\":1,\"u1\":{\"uuid\":\"u1\",\"email\":\"ann@example.com\"}}");

            assertThat(client.agents().add(newAgent()).id()).isEqualTo("u1");

            wire().takeAuth();
            assertThat(path(wire().take())).isEqualTo("users/list");
            RecordedRequest refused = wire().take();
            wire().takeAuth();
            RecordedRequest again = wire().take();
            assertThat(path(refused)).isEqualTo("users/add");
            assertThat(path(again)).isEqualTo("users/add");
            assertThat(again.getHeaders().get("x-user-token")).isEqualTo("tok-3");
            assertThat(again.getBody().utf8()).isEqualTo(refused.getBody().utf8());
        }
    }

    @Test
    void a_write_refused_for_its_token_twice_is_sent_exactly_twice_and_fails_saying_so() {
        try (ChatApiClient client = wire().client()) {
            String refused = "{\"status\":0,\"content\":\"Error - missing token\"}";
            wire().auth()
                    .reply(AGENTS) // the add's check for a duplicate
                    .replyWithoutToken(refused)
                    .auth()
                    .replyWithoutToken(refused)
                    .auth()
                    .reply(ADDED);

            assertThatThrownBy(() -> client.agents().add(newAgent()))
                    .isInstanceOfSatisfying(TokenRefusedException.class, e -> {
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                        assertThat(e.serverMessage()).isEqualTo("Error - missing token");
                        assertThat(e.endpoint()).isEqualTo("users/add");
                    })
                    .hasMessageContaining("refused 2 times")
                    .hasMessageContaining("nothing was processed");
            assertThat(wire().requestCount()).isEqualTo(5);
        }
    }

    @Test
    void a_write_refused_with_a_new_token_was_processed_by_the_server_and_is_not_sent_again() {
        try (ChatApiClient client = wire().client()) {
            wire().auth().reply(AGENTS).reply("{\"status\":0,\"content\":\"Error - invalid token\"}");

            assertThatThrownBy(() -> client.agents().add(newAgent()))
                    .isInstanceOf(RequestRejectedException.class)
                    .isNotInstanceOf(TokenRefusedException.class);
            assertThat(wire().requestCount()).isEqualTo(3);
        }
    }

    @Test
    void a_write_refused_for_another_reason_without_a_new_token_is_not_sent_again() {
        try (ChatApiClient client = wire().client()) {
            wire().auth().reply(AGENTS).replyWithoutToken("{\"status\":0,\"content\":\"Error - not allowed\"}");

            assertThatThrownBy(() -> client.agents().add(newAgent()))
                    .isInstanceOf(RequestRejectedException.class)
                    .isNotInstanceOf(TokenRefusedException.class)
                    .satisfies(e -> assertThat(((ChatApiException) e).mayHaveBeenProcessed())
                            .isFalse());
            assertThat(wire().requestCount()).isEqualTo(3);
        }
    }

    @Test
    void a_write_refusal_reads_as_a_token_refusal_by_the_configured_pattern() {
        try (ChatApiClient client = wire().clientBuilder()
                .tokenRefusalPattern(java.util.regex.Pattern.compile("sesja wygasła"))
                .build()) {
            String polish = "{\"status\":0,\"content\":\"Błąd - sesja wygasła\"}";
            wire().auth().reply(AGENTS).replyWithoutToken(polish).auth().replyWithoutToken(polish);

            assertThatThrownBy(() -> client.agents().add(newAgent())).isInstanceOf(TokenRefusedException.class);
            assertThat(wire().requestCount()).isEqualTo(5);
        }
    }

    @Test
    void a_read_whose_connection_drops_is_retried_on_a_fresh_chain() {
        try (ChatApiClient client = wire().client()) {
            wire().auth()
                    .raw(new MockResponse.Builder()
                            .onRequestStart(SocketEffect.ShutdownConnection.INSTANCE)
                            .build())
                    .auth()
                    .reply(AGENTS);

            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);

            wire().takeAuth();
            wire().take();
            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
        }
    }

    @Test
    void a_write_whose_reply_is_lost_fails_as_maybe_processed_and_is_never_resent() {
        try (ChatApiClient client = wire().client()) {
            wire().auth()
                    .reply(AGENTS) // the add's check for a duplicate
                    .raw(new MockResponse.Builder()
                            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                            .build())
                    .auth()
                    .reply(AGENTS);

            assertThatThrownBy(() -> client.agents().add(newAgent()))
                    .isInstanceOf(TransportException.class)
                    .hasMessageContaining("may have been processed")
                    .satisfies(e -> assertThat(((ChatApiException) e).mayHaveBeenProcessed())
                            .isTrue());
            assertThat(wire().requestCount()).isEqualTo(3);

            // The chain state is unknown after the failure: the next call authenticates again.
            client.agents().list();
            wire().takeAuth();
            assertThat(path(wire().take())).isEqualTo("users/list");
            assertThat(path(wire().take())).isEqualTo("users/add");
            wire().takeAuth();
            assertThat(path(wire().take())).isEqualTo("users/list");
        }
    }

    @Test
    void a_read_meeting_a_gateway_error_is_retried_and_a_write_is_not() {
        try (ChatApiClient client = wire().client()) {
            wire().auth().status(502).reply(AGENTS); // the 502 page has no token: the chain keeps its own
            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);

            wire().reply(AGENTS).status(502); // the add's check for a duplicate passes; its write meets the 502
            assertThatThrownBy(() -> client.agents().add(newAgent()))
                    .isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                        assertThat(e.httpStatus()).isEqualTo(502);
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                    });
            assertThat(wire().requestCount()).isEqualTo(5);
        }
    }

    @Test
    void a_key_that_yields_no_token_fails_authentication_with_the_servers_text_and_no_secret() {
        try (ChatApiClient client = wire().client()) {
            wire().replyWithoutToken("{\"status\":0,\"content\":\"Error - wrong developer token "
                    + MockChatServer.API_KEY + "\"}");

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOfSatisfying(AuthenticationException.class, e -> {
                        assertThat(e.serverMessage()).contains("Error - wrong developer token");
                        assertThat(e.serverMessage()).doesNotContain(MockChatServer.API_KEY);
                        assertThat(e.getMessage()).doesNotContain(MockChatServer.API_KEY);
                    });
            assertThat(wire().requestCount()).isEqualTo(1);
        }
    }

    private MockChatServer replyWithToken(String token, String body) {
        return wire().raw(new MockResponse.Builder()
                .addHeaderLenient("x-user-token", token)
                .body(body)
                .build());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tok-\u00e9t\u00e9", "tok-\u0001-ctl", "tok-\u4e2d"})
    void a_write_whose_new_token_cannot_be_sent_succeeds_without_quoting_it_and_the_next_call_authenticates_afresh(
            String unsendable) {
        try (ChatApiClient client = wire().clientBuilder()
                .logLevel(io.chatapi.sdk.core.LogLevel.DEBUG)
                .build()) {
            wire().auth();
            replyWithToken(unsendable, "{\"status\":2,\"content\":\"account deleted\"}");
            wire().auth().reply(AGENTS);

            // A new token came, so the server processed the write: its reply stands.
            assertThat(client.agents().delete("a1").message()).isEqualTo("account deleted");
            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);

            wire().takeAuth();
            assertThat(path(wire().take())).isEqualTo("users/delete/a1");
            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
            assertThat(wire().requestCount()).isEqualTo(4);
        }
    }

    @Test
    void a_read_whose_new_token_cannot_be_sent_returns_its_data_and_the_next_call_authenticates() {
        try (ChatApiClient client = wire().client()) {
            wire().auth();
            replyWithToken("tok-\u00e9", AGENTS);
            wire().auth().reply("{\"status\":1,\"maxUsersSub\":\"7\"}");

            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);
            assertThat(wire().requestCount()).isEqualTo(2);
            assertThat(client.agents().seats().maxSubscribedAgents()).contains(7);

            wire().takeAuth();
            wire().take();
            wire().takeAuth();
            assertThat(wire().take().getHeaders().get("x-user-token")).isEqualTo("tok-2");
        }
    }

    @Test
    void an_authentication_handing_out_an_unsendable_token_fails_the_call_and_the_next_one_starts_over() {
        try (ChatApiClient client = wire().clientBuilder().readRetries(0).build()) {
            replyWithToken("tok-\u00e9", "{\"status\":1}");
            wire().auth().reply(AGENTS);

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(TransportException.class)
                    .hasMessageContaining("authentication request failed")
                    .hasMessageNotContaining("tok-\u00e9");
            assertThat(client.agents().seats().maxSubscribedAgents()).contains(5);
        }
    }
}
