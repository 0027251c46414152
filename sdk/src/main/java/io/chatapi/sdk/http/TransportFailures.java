package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;

/** Classifies I/O failures: did the request get as far as the server, and was it a timeout? */
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
        return message == null || !message.toLowerCase(Locale.ROOT).contains("connect timed out");
    }

    /**
     * The SDK's exception for an exchange that failed with {@code e}: a {@link CallTimeoutException} when a timeout ran
     * out (the call's, which OkHttp reports as an {@code InterruptedIOException} "timeout", or a socket's connect or
     * read timeout), otherwise a {@link TransportException}.
     */
    static TransportException failure(
            String operation, String message, boolean mayHaveBeenProcessed, IOException e, Redactor redactor) {
        Throwable cause = sanitized(e, redactor);
        return isTimeout(e)
                ? new CallTimeoutException(operation, message, mayHaveBeenProcessed, cause)
                : new TransportException(operation, message, mayHaveBeenProcessed, cause);
    }

    /**
     * Which timeout ran out, and its value, for a message: {@code " (the read timeout of 5000 ms ran out)"}; empty
     * for a failure that is no socket timeout (the call timeout's own message says so).
     */
    static String whichTimeout(IOException e, okhttp3.OkHttpClient http) {
        if (!(e instanceof SocketTimeoutException)) {
            return "";
        }
        String message = e.getMessage() == null ? "" : e.getMessage().toLowerCase(Locale.ROOT);
        return message.contains("connect")
                ? " (the connect timeout of " + http.connectTimeoutMillis() + " ms ran out)"
                : " (the read timeout of " + http.readTimeoutMillis() + " ms ran out)";
    }

    // By type: OkHttp's call timeout and Okio's deadline throw a bare InterruptedIOException ("timeout"), which an
    // interrupted thread's ("interrupted") is not; sockets throw SocketTimeoutException.
    static boolean isTimeout(IOException e) {
        return e instanceof SocketTimeoutException
                || (e instanceof InterruptedIOException
                        && ("timeout".equals(e.getMessage()) || "deadline reached".equals(e.getMessage())));
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
