package io.chatapi.micrometer;

import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.Outcome;
import io.micrometer.observation.Observation;

/**
 * The context of one SDK method's {@link Observation} (such as {@code aliases.add}), for a {@link
 * ChatApiMethodObservationConvention} to name and tag: the method from the start, its outcome once it has ended. The
 * requests it makes are Observations of their own ({@link ChatApiCallContext}), its children.
 */
public final class ChatApiMethodContext extends Observation.Context {
    private final String method;
    private MethodFinished finished;

    /** @param method the SDK method, such as {@code aliases.add} */
    public ChatApiMethodContext(String method) {
        this.method = method;
    }

    /** {@return the SDK method, such as {@code aliases.add}} */
    public String method() {
        return method;
    }

    /** {@return how the method ended; {@code null} while it runs} */
    public Outcome outcome() {
        return finished == null ? null : finished.outcome();
    }

    /** {@return the end of the method; {@code null} while it runs} */
    public MethodFinished finished() {
        return finished;
    }

    void finish(MethodFinished event) {
        finished = event;
    }
}
