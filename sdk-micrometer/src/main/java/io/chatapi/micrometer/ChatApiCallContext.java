package io.chatapi.micrometer;

import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.Outcome;
import io.micrometer.observation.Observation;
import java.time.Duration;

/**
 * The context of one request's {@link Observation} (a call, in the SDK's listener SPI: one request with its retries),
 * for an {@link ChatApiObservationConvention} to name and tag: the
 * operation from the start, the outcome once the call has ended.
 */
public final class ChatApiCallContext extends Observation.Context {
    private final String operation;
    private final boolean write;
    private Duration chainWait = Duration.ZERO;
    private CallFinished finished;

    /**
     * @param operation the SDK operation, such as {@code agents.add}
     * @param write whether it changes state on the server
     */
    public ChatApiCallContext(String operation, boolean write) {
        this.operation = operation;
        this.write = write;
    }

    /** {@return the SDK operation, such as {@code agents.add}} */
    public String operation() {
        return operation;
    }

    /** {@return whether the call changes state on the server} */
    public boolean write() {
        return write;
    }

    /** {@return how long the call has waited for the token chain, over all its attempts} */
    public Duration chainWait() {
        return chainWait;
    }

    /** {@return how the call ended; {@code null} while it runs} */
    public Outcome outcome() {
        return finished == null ? null : finished.outcome();
    }

    /** {@return the end of the call; {@code null} while it runs} */
    public CallFinished finished() {
        return finished;
    }

    void addChainWait(Duration waited) {
        chainWait = chainWait.plus(waited);
    }

    void finish(CallFinished event) {
        finished = event;
    }
}
