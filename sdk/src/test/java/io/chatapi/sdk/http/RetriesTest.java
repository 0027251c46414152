package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which failures a read is sent again after, and which failures prove a request never left. */
class RetriesTest {
    @ParameterizedTest
    @ValueSource(ints = {408, 429, 500, 502, 503, 504})
    void gateway_and_throttling_statuses_are_retried(int code) {
        assertThat(Retries.isRetryable(new UnexpectedHttpStatusException("op", code, false)))
                .isTrue();
    }

    @ParameterizedTest
    @ValueSource(ints = {301, 400, 401, 403, 404, 405, 413})
    void statuses_that_would_come_back_the_same_are_not_retried(int code) {
        assertThat(Retries.isRetryable(new UnexpectedHttpStatusException("op", code, false)))
                .isFalse();
    }

    @Test
    void a_lost_connection_and_an_unreadable_body_are_retried() {
        assertThat(Retries.isRetryable(new TransportException("op", "reset", false, new IOException("reset"))))
                .isTrue();
        assertThat(Retries.isRetryable(
                        new UndecodableReplyException("op", "not JSON", "<html>", false, new IOException("x"))))
                .isTrue();
    }

    @Test
    void an_oversized_body_an_interrupted_wait_and_a_rejection_are_not_retried() {
        assertThat(Retries.isRetryable(new UndecodableReplyException(
                        "op", "too large", "", false, false, new ReplyReader.TooLargeException(1024))))
                .isFalse();
        // A chain wait that ran out is worth another try (a later call, a job's next try): the deadline, not the
        // failure, ends the call's own retries. An interrupted one is not: the caller asked to stop.
        assertThat(Retries.isRetryable(new TransportException("op", "interrupted", false, new InterruptedException())))
                .isFalse();
        assertThat(Retries.isRetryable(new RequestRejectedException("op", 0, "Access denied", "users/list", "")))
                .isFalse();
    }

    @Test
    void only_failures_before_a_connection_exists_prove_the_request_never_reached_the_server() {
        assertThat(TransportFailures.mayHaveReachedServer(new ConnectException("refused")))
                .isFalse();
        assertThat(TransportFailures.mayHaveReachedServer(new UnknownHostException("nowhere")))
                .isFalse();
        assertThat(TransportFailures.mayHaveReachedServer(new SocketTimeoutException("connect timed out")))
                .isFalse();
        assertThat(TransportFailures.mayHaveReachedServer(new SocketTimeoutException("Read timed out")))
                .isTrue();
        assertThat(TransportFailures.mayHaveReachedServer(new IOException("unexpected end of stream")))
                .isTrue();
    }

    @Test
    void a_call_deadline_a_stream_deadline_and_a_socket_timeout_are_timeouts_and_an_interruption_is_not() {
        assertThat(TransportFailures.isTimeout(new InterruptedIOException("timeout")))
                .isTrue();
        assertThat(TransportFailures.isTimeout(new InterruptedIOException("deadline reached")))
                .isTrue();
        assertThat(TransportFailures.isTimeout(new SocketTimeoutException("Read timed out")))
                .isTrue();
        assertThat(TransportFailures.isTimeout(new InterruptedIOException("interrupted")))
                .isFalse();
        assertThat(TransportFailures.isTimeout(new IOException("timeout"))).isFalse();

        Redactor redactor = new Redactor("key");
        assertThat(TransportFailures.failure(
                        "op", "m", false, new InterruptedIOException("deadline reached"), redactor))
                .isInstanceOf(CallTimeoutException.class);
        assertThat(TransportFailures.failure("op", "m", false, new InterruptedIOException("interrupted"), redactor))
                .isNotInstanceOf(CallTimeoutException.class)
                .isInstanceOf(TransportException.class);
    }
}
