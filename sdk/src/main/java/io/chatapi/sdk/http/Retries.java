package io.chatapi.sdk.http;

import io.chatapi.sdk.TransportException;
import io.chatapi.sdk.UndecodableReplyException;
import io.chatapi.sdk.UnexpectedHttpStatusException;
import java.io.IOException;

/** When a failed read is worth sending again, and how long to wait first. */
final class Retries {
    private static final long FIRST_PAUSE_MILLIS = 20;
    private static final long MAX_PAUSE_MILLIS = 500;

    private Retries() {}

    /**
     * Gateway errors, lost connections and unreadable bodies pass; a 4xx, an oversized body, or a
     * wait for the chain that already ran out (trying again would only wait longer) do not.
     */
    static boolean isRetryable(RuntimeException e) {
        if (e instanceof UnexpectedHttpStatusException) {
            int code = ((UnexpectedHttpStatusException) e).httpStatus();
            return code >= 500 || code == 429 || code == 408;
        }
        if (e instanceof UndecodableReplyException) {
            return !(e.getCause() instanceof ReplyReader.TooLargeException);
        }
        if (e instanceof TransportException) {
            return e.getCause() instanceof IOException;
        }
        return false;
    }

    /** Waits a little longer after each failure, so a struggling server is not hammered. */
    static void pause(int attempt, String operation) {
        long millis = Math.min(MAX_PAUSE_MILLIS, FIRST_PAUSE_MILLIS << Math.min(attempt, 10));
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException(operation, "interrupted while waiting to retry", false, e);
        }
    }
}
