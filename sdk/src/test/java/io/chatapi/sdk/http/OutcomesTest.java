package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.observe.Outcome;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** A failure's outcome for listeners and metrics, by its type alone: the most specific type decides. */
class OutcomesTest {
    @Test
    void each_failure_type_has_its_outcome_and_a_foreign_one_is_other() {
        assertThat(Outcomes.of(null)).isEqualTo(Outcome.SUCCESS);
        assertThat(Outcomes.of(new TokenRefusedException("op", 2, 0, "Error - invalid token", "users/list", "")))
                .isEqualTo(Outcome.TOKEN_REFUSED);
        assertThat(Outcomes.of(new RequestRejectedException("op", 0, "Access denied", "users/list", "")))
                .isEqualTo(Outcome.REJECTED);
        assertThat(Outcomes.of(new UndecodableReplyException("op", "not JSON", "<html>", false, new IOException())))
                .isEqualTo(Outcome.UNDECODABLE_REPLY);
        assertThat(Outcomes.of(new TransportException("op", "reset", false, null)))
                .isEqualTo(Outcome.TRANSPORT_FAILURE);
        assertThat(Outcomes.of(new IllegalArgumentException("a caller's own failure")))
                .isEqualTo(Outcome.OTHER);
    }
}
