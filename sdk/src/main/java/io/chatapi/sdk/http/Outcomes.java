package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.observe.Outcome;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;

/** Names what an exception of a call means, for listeners: by its type, never by its message. */
final class Outcomes {
    private Outcomes() {}

    /**
     * @param timedOut whether the call's deadline had passed when it failed: a transport failure is then its timeout
     */
    static Outcome of(Throwable e, boolean timedOut) {
        if (e == null) {
            return Outcome.SUCCESS;
        }
        if (e instanceof NotFoundException) {
            return Outcome.NOT_FOUND;
        }
        if (e instanceof AlreadyExistsException) {
            return Outcome.ALREADY_EXISTS;
        }
        if (e instanceof TokenRefusedException) {
            return Outcome.TOKEN_REFUSED;
        }
        if (e instanceof RequestRejectedException) {
            return Outcome.REJECTED;
        }
        if (e instanceof AuthenticationException) {
            return Outcome.AUTHENTICATION_FAILED;
        }
        if (e instanceof TokenChainTimeoutException) {
            return Outcome.CHAIN_TIMEOUT;
        }
        if (e instanceof UnexpectedHttpStatusException) {
            return Outcome.HTTP_ERROR;
        }
        if (e instanceof UndecodableReplyException) {
            return causedByTimeout(e) ? Outcome.TIMEOUT : Outcome.UNDECODABLE_REPLY;
        }
        if (e instanceof TransportException) {
            return timedOut || causedByTimeout(e) ? Outcome.TIMEOUT : Outcome.TRANSPORT_FAILURE;
        }
        return Outcome.OTHER;
    }

    // OkHttp ends a call whose timeout ran out with an InterruptedIOException "timeout"; sockets with their own type.
    private static boolean causedByTimeout(Throwable e) {
        for (Throwable cause = e.getCause(); cause != null && cause != cause.getCause(); cause = cause.getCause()) {
            if (cause instanceof SocketTimeoutException
                    || (cause instanceof InterruptedIOException && "timeout".equals(cause.getMessage()))) {
                return true;
            }
        }
        return false;
    }
}
