package io.chatapi.sdk.domains;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code domains/gettoken/:id}, whose success body the spec does not show. */
class PluginTokenTest extends ScriptedServerTest {
    static final String TOKEN = "e1d2c3b4a5968778695a4b3c2d1e0f9a";

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{\"status\":1,\"token\":\"" + TOKEN + "\"}",
                "{\"status\":0,\"content\":\"" + TOKEN + "\"}",
                "{\"status\":1,\"content\":\" " + TOKEN + " \"}",
                "{\"status\":1,\"content\":{\"token\":\"" + TOKEN + "\"}}",
                "{\"status\":1,\"content\":{\"domain_token\":\"" + TOKEN + "\"}}",
                "{\"status\":1,\"data\":{\"plugin_token\":\"" + TOKEN + "\"}}",
                "{\"status\":1,\"data\":\"" + TOKEN + "\"}",
                "{\"status\":1,\"domain\":{\"token\":\"" + TOKEN + "\"}}",
                "{\"status\":1,\"content\":{\"domain\":{\"address\":\"a\",\"token\":\"" + TOKEN + "\"}}}",
                "{\"status\":1,\"content\":\"done\",\"token\":\"" + TOKEN + "\"}",
            })
    void the_token_is_found_wherever_a_server_could_plausibly_put_it(String body) {
        wire.reply(body);

        String token = client.domains().pluginToken("d-1");

        assertThat(token).isEqualTo(TOKEN);
        wire.takeAuth();
        RecordedRequest request = wire.take();
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("domains/gettoken/d-1");
        assertThat(request.getHeaders().get("x-user-token")).isEqualTo("tok-1");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{\"status\":0}",
                "{\"status\":1,\"content\":\"success\"}",
                "{\"status\":1,\"content\":\"Token generated for your domain 42\"}",
                "{\"status\":1,\"content\":{}}",
                "{\"status\":1,\"token\":\"  \",\"content\":{\"token\":null}}",
                "{\"status\":1,\"content\":[\"" + TOKEN + "\"]}",
            })
    void a_reply_without_a_token_is_rejected_with_its_body(String body) {
        wire.reply(body);

        assertThatThrownBy(() -> client.domains().pluginToken("d-1"))
                .isInstanceOf(RequestRejectedException.class)
                .satisfies(e ->
                        assertThat(((RequestRejectedException) e).rawBody()).isEqualTo(body));
    }

    @Test
    void an_error_text_is_rejected_with_the_servers_message() {
        // Carries a fresh token, so the transport takes it as a real refusal rather than a spent token.
        wire.reply("{\"status\":1,\"content\":\"Error - no such domain\"}");

        assertThatThrownBy(() -> client.domains().pluginToken("d-1"))
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Error - no such domain");
    }
}
