package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.observe.Outcome;

/** Names what an exception of a call means, for listeners: by its type, never by its message. */
final class Outcomes {
    private Outcomes() {}

    /** {@return what {@code e} means}: {@link Outcome#TIMEOUT} exactly for a {@link CallTimeoutException} */
    static Outcome of(Throwable e) {
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
        if (e instanceof CallTimeoutException) {
            return Outcome.TIMEOUT;
        }
        if (e instanceof UnexpectedHttpStatusException) {
            return Outcome.HTTP_ERROR;
        }
        if (e instanceof UndecodableReplyException) {
            return Outcome.UNDECODABLE_REPLY;
        }
        if (e instanceof TransportException) {
            return Outcome.TRANSPORT_FAILURE;
        }
        return Outcome.OTHER;
    }
}
