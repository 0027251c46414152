package io.chatapi.sdk.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import org.junit.jupiter.api.Test;

/** How a converging call reads a failure: stop, send again, read back, or the record's own refusal. */
class FailuresTest {
    @Test
    void a_refused_key_a_closed_client_a_store_down_or_a_wrong_base_url_stop_the_job() {
        assertThat(Failures.of(new AuthenticationException("refused", "Error - bad key", null)))
                .isEqualTo(Failures.DOOMED);
        assertThat(Failures.of(new IllegalStateException("closed"))).isEqualTo(Failures.DOOMED);
        assertThat(Failures.of(new ChainStoreException("down", false, null))).isEqualTo(Failures.DOOMED);
        assertThat(Failures.of(new UnexpectedHttpStatusException("aliases.add", 404, false)))
                .isEqualTo(Failures.DOOMED);
    }

    @Test
    void a_gateway_page_a_refused_token_or_a_connection_that_never_reached_the_server_is_sent_again() {
        assertThat(Failures.of(new UnexpectedHttpStatusException("aliases.add", 502, false)))
                .isEqualTo(Failures.NOT_PROCESSED);
        assertThat(Failures.of(new TokenRefusedException("aliases.add", 2, 0, "Error - invalid token", "x", "{}")))
                .isEqualTo(Failures.NOT_PROCESSED);
        assertThat(Failures.of(new TransportException("aliases.add", "refused", false, null)))
                .isEqualTo(Failures.NOT_PROCESSED);
    }

    @Test
    void a_lost_reply_is_read_back_and_a_refusal_is_the_records_own() {
        assertThat(Failures.of(new TransportException("aliases.add", "closed", true, null)))
                .isEqualTo(Failures.MAYBE_PROCESSED);
        assertThat(Failures.of(new UnexpectedHttpStatusException("aliases.add", 504, true)))
                .isEqualTo(Failures.MAYBE_PROCESSED);
        assertThat(Failures.of(new AlreadyExistsException("agents.add", "users/add", "Error - user already exist")))
                .isEqualTo(Failures.REFUSED);
        assertThat(Failures.of(new RequestRejectedException("aliases.add", 0, "Error - no", "x", "{}")))
                .isEqualTo(Failures.REFUSED);
    }

    @Test
    void the_engine_reads_the_failures_own_word_on_retrying_as_the_transport_does() {
        // A reply the SDK cannot read is the record's failure in a job, garbled or oversized.
        assertThat(Failures.of(new io.chatapi.sdk.errors.UndecodableReplyException(
                        "aliases.list", "not JSON", "<html>", false, new java.io.IOException("x"))))
                .isEqualTo(Failures.REFUSED);
        assertThat(Failures.of(new io.chatapi.sdk.errors.UndecodableReplyException(
                        "aliases.list", "too large", "", false, false, null)))
                .isEqualTo(Failures.REFUSED);
        // A chain wait that ran out is worth the job's next try.
        assertThat(Failures.of(new io.chatapi.sdk.errors.TokenChainTimeoutException("aliases.list", "waited")))
                .isEqualTo(Failures.NOT_PROCESSED);
        // An interrupted caller asked to stop.
        assertThat(Failures.of(
                        new TransportException("aliases.list", "interrupted", false, new InterruptedException())))
                .isEqualTo(Failures.DOOMED);
    }
}
