package io.chatapi.sdk.ensure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An edit the server refuses is checked once against the list, then reported: never sent again and again. */
class RefusedEditTest extends ScriptedServerTest {
    private static final String OLD =
            "{\"status\":1,\"aliases\":[{\"id\":\"3\",\"name\":\"hi\",\"text\":\"Old\",\"domains\":[{\"uuid\":\"d-1\"}]}]}";

    @Test
    void a_refused_edit_still_not_in_place_is_the_records_own_failure_sent_once() {
        wire.reply(OLD)
                .reply("{\"status\":0,\"content\":\"Error - text not allowed\"}")
                .reply(OLD);

        Throwable thrown =
                catchThrowable(() -> client.aliases().ensure(new AliasDefinition("hi", "New", List.of("d-1"))));

        assertThat(thrown).isInstanceOf(RequestRejectedException.class).hasMessageContaining("text not allowed");
        assertThat(wire.requestCount())
                .as("auth, list, the edit, the list that shows it not in place")
                .isEqualTo(4);
    }
}
