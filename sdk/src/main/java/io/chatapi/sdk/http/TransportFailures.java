package io.chatapi.sdk.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.UnknownHostException;

/** Classifies I/O failures: did the request get as far as the server? */
final class TransportFailures {
    private TransportFailures() {}

    // Only a failure before a connection exists proves the server did not get the request; a later one (a reset, a
    // read timeout) may come after it acted.
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

    // The failure, or a copy with its secret masked, so that a logged cause cannot leak what the message hides.
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
