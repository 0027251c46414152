package io.chatapi.micrometer;

import io.chatapi.sdk.observe.Outcome;

/**
 * Stands for a failed SDK method or request on its Observation, so that tracing marks the span as an error: listeners are never handed
 * the exception itself, which may hold server text. Its message names the operation, the outcome and the exception's
 * class; it has no stack trace.
 */
public final class ChatApiCallFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ChatApiCallFailure(String operation, Outcome outcome, String errorType) {
        super(operation + " failed: " + outcome.tag() + " (" + errorType + ")", null, false, false);
    }
}
