package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.Outcome;
import java.time.Duration;

/**
 * One SDK method's events, told to what each listener returned from {@code methodStarted}: its calls start here, so
 * they are told to the method's listeners, and its end. Used by the one thread that runs the method.
 */
public final class MethodEvents {
    static final MethodEvents NONE = new MethodEvents(Listeners.NONE, new ChatApiListener[0], "", 0);

    private final Listeners listeners;
    private final ChatApiListener[] forMethod;
    private final String method;
    private final long startNanos;
    private final boolean active;
    private int calls;

    MethodEvents(Listeners listeners, ChatApiListener[] forMethod, String method, long startNanos) {
        this.listeners = listeners;
        this.forMethod = forMethod;
        this.method = method;
        this.startNanos = startNanos;
        this.active = forMethod.length > 0;
    }

    /** A call of this method starts. */
    CallEvents startCall(String operation, boolean write) {
        if (!active) {
            return CallEvents.NONE;
        }
        calls++;
        return listeners.startCall(forMethod, operation, write);
    }

    /** @param failure what the method throws, or {@code null} when it returns */
    void finished(Throwable failure) {
        finished(failure, Outcomes.of(failure));
    }

    void finished(Throwable failure, Outcome outcome) {
        if (active) {
            listeners.deliver(
                    forMethod,
                    "methodFinished",
                    new MethodFinished(
                            method,
                            outcome,
                            failure == null ? "none" : failure.getClass().getSimpleName(),
                            Duration.ofNanos(System.nanoTime() - startNanos),
                            calls,
                            failure instanceof ChatApiException e && e.mayHaveBeenProcessed()),
                    ChatApiListener::methodFinished);
        }
    }
}
