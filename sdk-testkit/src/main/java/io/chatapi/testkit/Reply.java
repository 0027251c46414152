package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What an endpoint answers: the JSON envelope and what the request did to the server.
 *
 * @param body the envelope, with its integer {@code status}
 * @param effect what the request did
 */
record Reply(ObjectNode body, Effect effect) {

    /** What a request did to the server. */
    enum Effect {
        /** Nothing: a read. */
        NONE,
        /** Nothing: the request was refused. */
        REFUSED,
        /** Changed the records; counted as a write. */
        CHANGED,
        /** Authenticated: a token chain starts. */
        AUTHENTICATED
    }

    /** A read: {@code body} as given, nothing changed. */
    static Reply read(ObjectNode body) {
        return new Reply(body, Effect.NONE);
    }

    /** A successful change answered with {@code {"status": status, "content": message}}. */
    static Reply changed(int status, String message) {
        return new Reply(envelope(status).put("content", message), Effect.CHANGED);
    }

    /** A refusal answered with the error's status and {@code "Error - ..."} text. */
    static Reply refused(ApiError error) {
        return refused(error.status(), error.getMessage());
    }

    /** A refusal answered with {@code {"status": status, "content": message}}. */
    static Reply refused(int status, String message) {
        return new Reply(envelope(status).put("content", message), Effect.REFUSED);
    }

    /** A new envelope holding only {@code status}. */
    static ObjectNode envelope(int status) {
        return PhpJson.object().put("status", status);
    }
}
