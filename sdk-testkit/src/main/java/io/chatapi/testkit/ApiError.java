package io.chatapi.testkit;

/**
 * A refused request: the server answers HTTP 200 with {@code {"status": status, "content": "Error -
 * message"}}, the way the live service signals failures. Thrown before any state is changed.
 */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The status most failures carry; see {@link ChatApiTestServer} for the one exception. */
    static final int STATUS = 0;

    private final int status;
    private final String reason;

    ApiError(String reason) {
        this(STATUS, reason);
    }

    ApiError(int status, String reason) {
        super("Error - " + reason, null, false, false);
        this.status = status;
        this.reason = reason;
    }

    static ApiError notFound(String what) {
        return new ApiError(what + " not found");
    }

    static ApiError missing(String parameter) {
        return new ApiError("missing parameter " + parameter);
    }

    int status() {
        return status;
    }

    /** The cause in plain words, without the {@code "Error - "} of the tidy wording. */
    String reason() {
        return reason;
    }
}
