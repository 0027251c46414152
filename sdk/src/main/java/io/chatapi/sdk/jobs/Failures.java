package io.chatapi.sdk.jobs;

import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;

/** What a failed request means to a converging call: the one place that sorts failures for {@link Converge}. */
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
        if (e instanceof AuthenticationException || e instanceof ChainStoreException) {
            return DOOMED;
        }
        if (!(e instanceof ChatApiException failure)) {
            return DOOMED; // a closed client's IllegalStateException, or a bug: never retried
        }
        if (failure.mayHaveBeenProcessed()) {
            return MAYBE_PROCESSED;
        }
        if (failure instanceof TokenRefusedException) {
            return NOT_PROCESSED; // refused for its token: the service processed nothing
        }
        if (failure instanceof UnexpectedHttpStatusException status) {
            int code = status.httpStatus();
            // A 404 or 401 from a proxy or a wrong base URL answers every request the same.
            return code >= 500 || code == 429 || code == 408 ? NOT_PROCESSED : DOOMED;
        }
        if (failure instanceof TransportException) {
            return NOT_PROCESSED;
        }
        return REFUSED; // a refusal, an unreadable reply: the server's answer, not a lost one
    }
}
