package io.chatapi.sdk.observe;

import java.util.Locale;

/** How a call, an attempt or an authentication ended. */
public enum Outcome {
    /** It succeeded. */
    SUCCESS,
    /** The service answered that the record does not exist ({@code NotFoundException}): an expected answer. */
    NOT_FOUND,
    /** The service answered that the record exists already ({@code AlreadyExistsException}): an expected answer. */
    ALREADY_EXISTS,
    /** The service refused the request ({@code RequestRejectedException}) for another reason. */
    REJECTED,
    /**
     * The service refused the access token: an attempt's outcome, followed by re-authentication and a retry; a call's
     * when it was refused again after that ({@code TokenRefusedException}).
     */
    TOKEN_REFUSED,
    /** The service refused the API key ({@code AuthenticationException}). */
    AUTHENTICATION_FAILED,
    /** The service answered with an HTTP status other than 2xx ({@code UnexpectedHttpStatusException}). */
    HTTP_ERROR,
    /** The reply was no JSON object, or too large ({@code UndecodableReplyException}). */
    UNDECODABLE_REPLY,
    /** The connection failed or broke ({@code TransportException}). */
    TRANSPORT_FAILURE,
    /** The call timeout, or a connect or read timeout, ran out. */
    TIMEOUT,
    /** The call timeout ran out while waiting for the token chain ({@code TokenChainTimeoutException}). */
    CHAIN_TIMEOUT,
    /** The client was closed: nothing was sent. */
    CLIENT_CLOSED,
    /** Anything else, such as an exception thrown by the caller's own code while a list was handed over. */
    OTHER;

    private final String tag = name().toLowerCase(Locale.ROOT);

    /** {@return the name in lower case, such as {@code not_found}: the form metrics tags use} */
    public String tag() {
        return tag;
    }

    /**
     * {@return whether this outcome is a failure worth an alarm}: {@code false} for {@link #SUCCESS} and for the
     * expected answers {@link #NOT_FOUND} and {@link #ALREADY_EXISTS}, which callers look for.
     */
    public boolean isFailure() {
        return this != SUCCESS && this != NOT_FOUND && this != ALREADY_EXISTS;
    }
}
