package io.chatapi.micrometer;

import io.chatapi.sdk.observe.CallFinished;

/**
 * Stands for a failed call on its Observation, so that tracing marks the span as an error: listeners are never handed
 * the exception itself, which may hold server text. Its message names the operation, the outcome and the exception's
 * class; it has no stack trace.
 */
public final class ChatApiCallFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ChatApiCallFailure(CallFinished call) {
        super(
                call.operation() + " failed: " + call.outcome().tag() + " (" + call.errorType() + ")",
                null,
                false,
                false);
    }
}
