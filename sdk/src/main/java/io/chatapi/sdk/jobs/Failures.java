package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;

/**
 * What a failed request means to a converging call, read from what the failure says of itself ({@link
 * ChatApiException#retryable()}, {@link ChatApiException#mayHaveBeenProcessed()}): the meaning the transport's read
 * retries and the listeners' outcome read too, not a second rule of statuses.
 */
enum Failures {
    /** Nothing can succeed after it: the API key refused, the client closed, the store down, a wrong base URL. */
    DOOMED,
    /** Nothing was carried out (a gateway page, a refused token, a connection that never reached the server). */
    NOT_PROCESSED,
    /** A write may have been carried out: its reply was lost or unreadable. */
    MAYBE_PROCESSED,
    /** The server answered and said no: the record's own failure. */
    REFUSED;

    static Failures of(RuntimeException e) {
        if (!(e instanceof ChatApiException failure)) {
            return DOOMED; // a closed client's IllegalStateException, or a bug: never retried
        }
        if (failure instanceof AuthenticationException || failure instanceof ChainStoreException) {
            return DOOMED; // every later request would meet it too
        }
        if (failure.mayHaveBeenProcessed()) {
            return MAYBE_PROCESSED;
        }
        if (failure instanceof UndecodableReplyException) {
            // The server answered with what the SDK cannot read: the record's failure. Retryable as a read of the
            // transport is, but a job would meet the same reply until its budget ran out (ReplyTransportFuzzTest).
            return REFUSED;
        }
        if (failure.retryable()) {
            return NOT_PROCESSED;
        }
        // Not worth another try: an exchange that fails alike every time (a proxy's 404, an interruption) stops
        // the job; the service's own answer (a refusal, an oversized reply) is the record's failure.
        return failure instanceof TransportException ? DOOMED : REFUSED;
    }
}
