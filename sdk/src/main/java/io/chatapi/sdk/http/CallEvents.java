package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.Authenticated;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.LateReply;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.observe.RetryScheduled;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BiConsumer;

/**
 * One call's events, built and handed to its listeners as the call goes (on its thread, so unsynchronized). {@link
 * #NONE}, for a client without listeners, returns at once from every method: a call then allocates nothing for
 * listeners and reads no clock for them.
 */
final class CallEvents {
    static final CallEvents NONE = new CallEvents(Listeners.NONE, new ChatApiListener[0], "", false, 0);

    private static final String NO_ERROR = "none";

    private final Listeners listeners;
    private final ChatApiListener[] forCall;
    private final String operation;
    private final boolean write;
    private final long startNanos;
    private final boolean active;
    // The events of the part of the call an exchange worker runs (the wait for a chain, authentication), held for
    // the caller's thread to deliver (ExchangeRunner): listeners hear a call on the thread that runs it. Null: now.
    private final Queue<Runnable> deferred;
    private int attempts;
    private int retries;
    private long attemptStartNanos;

    CallEvents(Listeners listeners, ChatApiListener[] forCall, String operation, boolean write, long startNanos) {
        this(listeners, forCall, operation, write, startNanos, null);
    }

    private CallEvents(
            Listeners listeners,
            ChatApiListener[] forCall,
            String operation,
            boolean write,
            long startNanos,
            Queue<Runnable> deferred) {
        this.listeners = listeners;
        this.forCall = forCall;
        this.operation = operation;
        this.write = write;
        this.startNanos = startNanos;
        this.active = forCall.length > 0;
        this.deferred = deferred;
    }

    /** {@return events for an exchange worker}: its chain waits and authentications held for {@link #deliverHeld()} */
    CallEvents heldForCaller() {
        return active
                ? new CallEvents(listeners, forCall, operation, write, startNanos, new ConcurrentLinkedQueue<>())
                : this;
    }

    /** Delivers, on this thread, what a worker's events held so far (the caller's thread, or the worker's late). */
    void deliverHeld() {
        if (deferred != null) {
            for (Runnable event = deferred.poll(); event != null; event = deferred.poll()) {
                event.run();
            }
        }
    }

    private <E> void deliver(String name, E event, BiConsumer<ChatApiListener, E> method) {
        if (deferred == null) {
            listeners.deliver(forCall, name, event, method);
        } else {
            deferred.add(() -> listeners.deliver(forCall, name, event, method));
        }
    }

    /** {@return now, to time a step with; 0 when nobody listens} */
    long clock() {
        return active ? System.nanoTime() : 0;
    }

    void attemptStarted() {
        if (active) {
            attemptStartNanos = System.nanoTime();
        }
    }

    void chainWaited(long sinceNanos, boolean acquired) {
        if (active) {
            deliver(
                    "chainWaited",
                    new ChainWaited(operation, since(sinceNanos), acquired),
                    ChatApiListener::chainWaited);
        }
    }

    /** @param failure why authentication failed, or {@code null} when it succeeded */
    void authenticated(long sinceNanos, RuntimeException failure) {
        if (active) {
            deliver(
                    "authenticated",
                    new Authenticated(operation, outcome(failure), errorType(failure), since(sinceNanos)),
                    ChatApiListener::authenticated);
        }
    }

    /** An attempt ended with a reply the envelope policy accepted or judged, or with a failure. */
    void attemptFinished(Outcome outcome, String errorType) {
        if (active) {
            attempts++;
            listeners.deliver(
                    forCall,
                    "attemptFinished",
                    new AttemptFinished(operation, attempts, outcome, errorType, since(attemptStartNanos)),
                    ChatApiListener::attemptFinished);
        }
    }

    void attemptSucceeded() {
        if (active) {
            attemptFinished(Outcome.SUCCESS, NO_ERROR);
        }
    }

    /** The attempt's token was refused: the call authenticates and sends again at once. */
    void tokenRefused() {
        if (active) {
            attemptFinished(Outcome.TOKEN_REFUSED, "RequestRejectedException");
            retryScheduled(Outcome.TOKEN_REFUSED, 0);
        }
    }

    void attemptFailed(RuntimeException failure) {
        if (active) {
            attemptFinished(outcome(failure), errorType(failure));
        }
    }

    void retryScheduled(RuntimeException reason, long pauseMillis) {
        if (active) {
            retryScheduled(outcome(reason), pauseMillis);
        }
    }

    void retryScheduled(Outcome reason, long pauseMillis) {
        if (active) {
            retries++;
            listeners.deliver(
                    forCall,
                    "retryScheduled",
                    new RetryScheduled(operation, retries, reason, Duration.ofMillis(pauseMillis)),
                    ChatApiListener::retryScheduled);
        }
    }

    /** @param failure what the call throws, or {@code null} when it returns */
    void finished(Throwable failure) {
        if (active) {
            finished(failure, outcome(failure));
        }
    }

    void finished(Throwable failure, Outcome outcome) {
        if (active) {
            boolean mayHaveBeenProcessed = failure instanceof ChatApiException e && e.mayHaveBeenProcessed();
            listeners.deliver(
                    forCall,
                    "callFinished",
                    new CallFinished(
                            operation,
                            write,
                            outcome,
                            errorType(failure),
                            since(startNanos),
                            retries,
                            mayHaveBeenProcessed),
                    ChatApiListener::callFinished);
        }
    }

    /**
     * A timed-out call's reply ended in the background (on a worker thread; reads only final fields).
     *
     * @param httpStatus the reply's status, or -1 when none came
     */
    void lateReply(int httpStatus, boolean tokenKept) {
        if (active) {
            listeners.deliver(
                    forCall,
                    "lateReply",
                    new LateReply(operation, write, httpStatus, tokenKept, since(startNanos)),
                    ChatApiListener::lateReply);
        }
    }

    // By the failure's type alone, so that a metric's outcome and the exception a caller catches agree.
    private static Outcome outcome(Throwable failure) {
        return Outcomes.of(failure);
    }

    private static String errorType(Throwable failure) {
        return failure == null ? NO_ERROR : failure.getClass().getSimpleName();
    }

    private static Duration since(long nanos) {
        return Duration.ofNanos(System.nanoTime() - nanos);
    }
}
