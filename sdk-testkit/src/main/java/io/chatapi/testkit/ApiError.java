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

    ApiError(String message) {
        this(STATUS, message);
    }

    ApiError(int status, String message) {
        super("Error - " + message, null, false, false);
        this.status = status;
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
}
