package io.chatapi.sdk.errors;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The refusals a script branches on, told apart by the server's wording (a documented heuristic). */
class ErrorKindsTest extends ScriptedServerTest {

    @Test
    void a_refusal_worded_already_exist_is_an_AlreadyExistsException_that_was_not_processed() {
        // The add's check for a duplicate lists no agent; the server then refuses the write (another runner's agent).
        wire.reply("{\"status\":1}").reply("{\"status\":1,\"content\":\"Error - user already exist\"}");

        Throwable e = catchThrowable(() -> client.agents()
                .add(NewAgent.builder()
                        .email("ann@example.com")
                        .name("Ann")
                        .password("pw")
                        .build()));

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/list");
        assertThat(path(wire.take())).isEqualTo("users/add");
        assertThat(wire.requestCount()).as("refused: no read-back").isEqualTo(3);
        assertThat(e).isInstanceOf(AlreadyExistsException.class).isInstanceOf(RequestRejectedException.class);
        AlreadyExistsException exists = (AlreadyExistsException) e;
        assertThat(exists.serverMessage()).isEqualTo("Error - user already exist");
        assertThat(exists.mayHaveBeenProcessed()).isFalse();
    }

    @Test
    void a_refusal_worded_not_found_is_a_NotFoundException() {
        wire.reply("{\"status\":0,\"content\":\"Error - trigger not found\"}");

        Throwable e = catchThrowable(() -> client.triggers().delete("42"));

        assertThat(e).isInstanceOf(NotFoundException.class);
        assertThat(((NotFoundException) e).endpoint()).isEqualTo("triggers/deletetrigger/:id");
    }

    @Test
    void a_read_whose_payload_is_replaced_by_a_not_found_text_is_a_NotFoundException() {
        // No "Error" prefix, so the envelope takes it; the agents client misses content.user and rejects.
        wire.reply("{\"status\":0,\"content\":\"user does not exist\"}");

        assertThatThrownBy(() -> client.agents().get("a-404")).isInstanceOf(NotFoundException.class);
    }

    @Test
    void other_refusals_stay_plain_RequestRejectedExceptions() {
        wire.reply("{\"status\":0,\"content\":\"Error - access denied\"}");

        Throwable e = catchThrowable(() -> client.triggers().delete("42"));

        assertThat(e.getClass()).isEqualTo(RequestRejectedException.class);
    }

    @Test
    void the_patterns_are_settings() throws Exception {
        try (ChatApiClient polish = wire.clientBuilder()
                .notFoundMessagePattern(Pattern.compile("nie znaleziono", Pattern.CASE_INSENSITIVE))
                .alreadyExistsMessagePattern(Pattern.compile("już istnieje", Pattern.CASE_INSENSITIVE))
                .build()) {
            wire.reply("{\"status\":0,\"content\":\"Error - nie znaleziono\"}");
            wire.reply("{\"status\":0,\"content\":\"Error - agent już istnieje\"}");

            assertThatThrownBy(() -> polish.triggers().delete("42")).isInstanceOf(NotFoundException.class);
            assertThatThrownBy(() -> polish.triggers().delete("43")).isInstanceOf(AlreadyExistsException.class);
        }
    }

    @Test
    void a_closed_client_throws_IllegalStateException_and_sends_nothing() {
        client.close();

        assertThatThrownBy(() -> client.agents().list())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed")
                .hasMessageContaining("nothing was sent");
        assertThat(server.getRequestCount()).isZero();
    }
}
