package io.chatapi.sdk.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.UnknownHostException;

/** Classifies I/O failures: did the request get as far as the server? */
final class TransportFailures {
    private TransportFailures() {}

    /**
     * Whether the server may have received the request. Only failures that happen before a
     * connection exists prove that it did not; anything later (a reset, a timeout while reading, a
     * closed stream) may come after the server acted.
     */
    static boolean mayHaveReachedServer(IOException e) {
        if (e instanceof ConnectException
                || e instanceof UnknownHostException
                || e instanceof NoRouteToHostException
                || e instanceof PortUnreachableException) {
            return false;
        }
        String message = e.getMessage();
        return message == null || !message.toLowerCase(java.util.Locale.ROOT).contains("connect timed out");
    }

    /**
     * The failure itself when its message holds no secret, else a copy with the secret masked and
     * the same stack trace, so a logged cause cannot leak what the exception message hides.
     */
    static Throwable sanitized(IOException e, Redactor redactor) {
        String message = e.getMessage();
        String clean = redactor.redact(message);
        if (message == null || clean.equals(message)) {
            return e;
        }
        IOException copy = new IOException(e.getClass().getName() + ": " + clean);
        copy.setStackTrace(e.getStackTrace());
        return copy;
    }
}
