package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.util.regex.Pattern;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a reply's envelope decides success, whatever its status number and Content-Type say. */
class EnvelopeTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void a_write_succeeds_with_its_status_and_message_whatever_the_status_number() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .reply("{\"status\":2,\"content\":\"account deleted\"}")
                    .reply("{\"status\":0,\"content\":\"account deleted\"}");

            WriteResult two = client.agents().delete("a1");
            WriteResult zero = client.agents().delete("a1");

            assertThat(two.status()).isEqualTo(2);
            assertThat(two.message()).isEqualTo("account deleted");
            assertThat(zero.status()).isZero();
            assertThat(two.raw().field("content").asText()).isEqualTo("account deleted");
        }
    }

    @Test
    void a_write_result_says_minus_one_for_a_status_that_is_absent_or_not_a_number() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .reply("{\"content\":\"account deleted\"}")
                    .reply("{\"status\":\"done\",\"content\":\"account deleted\"}")
                    .reply("{\"status\":\" 2 \",\"content\":\"account deleted\"}");

            assertThat(client.agents().delete("a1").status()).isEqualTo(-1);
            assertThat(client.agents().delete("a1").status()).isEqualTo(-1);
            assertThat(client.agents().delete("a1").status()).isEqualTo(2);
        }
    }

    @Test
    void a_write_whose_message_reads_error_fails_even_with_a_success_status() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            String body = "{\"status\":1,\"content\":\"Error - user already exist\"}";
            wire.auth().reply(body);

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.status()).isEqualTo(1);
                        assertThat(e.serverMessage()).isEqualTo("Error - user already exist");
                        assertThat(e.endpoint()).isEqualTo("users/delete/:uid");
                        assertThat(e.rawBody()).isEqualTo(body);
                        assertThat(e.operation()).isEqualTo("agents.delete");
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
        }
    }

    @Test
    void the_error_pattern_is_configurable() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder()
                .errorMessagePattern(Pattern.compile("^Fehler"))
                .build()) {
            wire.auth()
                    .reply("{\"status\":1,\"content\":\"Error - but not for this server\"}")
                    .reply("{\"status\":1,\"content\":\"Fehler: nein\"}");

            assertThat(client.agents().delete("a1").message()).startsWith("Error");
            assertThatThrownBy(() -> client.agents().delete("a1")).isInstanceOf(RequestRejectedException.class);
        }
    }

    @Test
    void json_labelled_text_html_or_with_no_content_type_is_decoded() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .raw(new MockResponse.Builder()
                            .addHeader("x-user-token", "t")
                            .addHeader("Content-Type", "text/plain")
                            .body("{\"status\":1,\"maxUsersSub\":7}")
                            .build());

            assertThat(client.agents().seats().maxSubscribedAgents()).contains(7);
        }
    }

    @Test
    void a_reply_that_is_not_json_fails_with_an_excerpt_and_a_write_may_have_been_processed() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth()
                    .reply("<html><body>Fatal error: something broke</body></html>")
                    .reply("<html>oops</html>");

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOfSatisfying(UndecodableReplyException.class, e -> {
                        assertThat(e.excerpt()).contains("Fatal error: something broke");
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(UndecodableReplyException.class, e -> assertThat(e.mayHaveBeenProcessed())
                            .isTrue());
        }
    }

    @Test
    void a_reply_that_is_json_but_not_an_object_is_undecodable() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().reply("[1,2,3]");

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("not a JSON object");
        }
    }

    @Test
    void a_reply_over_the_size_limit_fails_clearly_without_reading_it_all() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().maxReplyBytes(2048).build()) {
            wire.auth().reply("{\"status\":1,\"pad\":\"" + "x".repeat(10_000) + "\"}");

            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit of 2048 bytes");
            assertThat(wire.requestCount()).isEqualTo(2);
        }
    }

    @Test
    void absurdly_deep_nesting_is_refused_as_undecodable() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().reply("{\"status\":1,\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}");

            assertThatThrownBy(() -> client.agents().list()).isInstanceOf(UndecodableReplyException.class);
        }
    }

    @Test
    void a_read_whose_payload_is_missing_is_rejected_with_the_servers_message() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().reply("{\"status\":0,\"content\":\"no such user\"}");

            assertThatThrownBy(() -> client.agents().get("nobody"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.serverMessage()).isEqualTo("no such user");
                        assertThat(e.endpoint()).isEqualTo("users/getuser/:uid");
                    });
        }
    }

    @Test
    void a_write_refused_without_a_new_token_and_without_the_word_error_fails_and_was_not_processed() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            String body = "{\"status\":0,\"content\":\"Access denied\"}";
            wire.auth().replyWithoutToken(body);

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.status()).isZero();
                        assertThat(e.serverMessage()).isEqualTo("Access denied");
                        assertThat(e.rawBody()).isEqualTo(body);
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                    });
            assertThat(wire.requestCount()).isEqualTo(2); // never sent again
        }
    }

    @Test
    void a_write_that_reads_like_success_without_a_new_token_fails_as_possibly_processed_and_the_chain_restarts() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .replyWithoutToken("{\"status\":2,\"content\":\"account deleted\"}")
                    .auth()
                    .reply("{\"status\":2,\"content\":\"account deleted\"}");

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> {
                        assertThat(e.serverMessage()).isEqualTo("account deleted");
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                        assertThat(e.getMessage()).contains("no new token").contains("may have been processed");
                    });
            assertThat(client.agents().delete("a1").message()).isEqualTo("account deleted");
            assertThat(wire.requestCount()).isEqualTo(4); // the second delete authenticated afresh
        }
    }

    @Test
    void a_write_whose_reply_has_data_but_no_new_token_is_not_a_success_either() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .reply("{\"status\":1,\"content\":[]}") // register's pre-check: no such domain yet
                    .replyWithoutToken(
                            "{\"status\":2,\"content\":\"domain added\",\"token\":\"p1\",\"address\":\"a.example\"}");

            assertThatThrownBy(() -> client.domains().add(new NewDomain("a.example")))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> assertThat(e.mayHaveBeenProcessed())
                            .isTrue());
        }
    }

    @Test
    void a_server_that_does_not_rotate_tokens_can_be_accepted_by_a_setting_and_the_error_pattern_still_decides() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder()
                .acceptWritesWithoutNewToken(true)
                .errorMessagePattern(Pattern.compile("^\\s*(error|access denied)\\b", Pattern.CASE_INSENSITIVE))
                .build()) {
            wire.auth()
                    .replyWithoutToken("{\"status\":2,\"content\":\"account deleted\"}")
                    .auth()
                    .replyWithoutToken("{\"status\":0,\"content\":\"Access denied\"}");

            assertThat(client.agents().delete("a1").message()).isEqualTo("account deleted");
            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> assertThat(e.mayHaveBeenProcessed())
                            .isFalse());
        }
    }

    @ParameterizedTest(name = "\"{0}\" without a new token: may have been processed = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Access denied|false",
                "Invalid token|false",
                "Not allowed for your role|false",
                "Failed to save the agent|false",
                "Token expired|false",
                "You cannot do this|false",
                "user already exists|false",
                "agent added|true",
                "account updated|true",
                "OK|true",
                "''|true"
            })
    void whether_an_unconfirmed_write_may_have_been_processed_follows_its_wording(String message, boolean maybe) {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            String reply = "{\"status\":1,\"content\":\"" + message + "\"}";
            // A token refusal is sent once more after authenticating: the script answers it the same way.
            wire.auth().replyWithoutToken(reply).auth().replyWithoutToken(reply);
            boolean tokenRefusal = message.matches("(?i)invalid token|token expired");

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(RequestRejectedException.class, e -> assertThat(e.mayHaveBeenProcessed())
                            .isEqualTo(maybe))
                    .satisfies(
                            e -> assertThat(e instanceof TokenRefusedException).isEqualTo(tokenRefusal));
            assertThat(wire.requestCount()).isEqualTo(tokenRefusal ? 4 : 2);
        }
    }

    @Test
    void a_read_whose_data_came_without_a_new_token_is_still_accepted() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth().replyWithoutToken("{\"status\":1,\"content\":{\"user\":{\"uuid\":\"a1\"}}}");

            assertThat(client.agents().get("a1").id()).isEqualTo("a1");
        }
    }
}
