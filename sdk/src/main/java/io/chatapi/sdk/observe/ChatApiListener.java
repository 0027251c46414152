package io.chatapi.sdk.observe;

/**
 * Told what a client does, one method per event; every method does nothing unless overridden. Registered with {@link
 * io.chatapi.sdk.ChatApiClientBuilder#listener}.
 *
 * <p>An SDK method, such as {@code client.aliases().add(...)}, is told once: {@link #methodStarted} before its first
 * call, {@link #methodFinished} after it returned or threw. Its calls are told to the listener {@link #methodStarted}
 * returned, so that they can be its children (in a trace, one span per method with its requests under it). A method
 * that makes one call is a method of one call, named as that call's operation.
 *
 * <p>A call is one request of an SDK operation, such as {@code agents.add}, with its retries (a method that reads back
 * what it created makes two calls). Its events come in this order, all on the thread that runs the call: {@link
 * #callStarted}; then for each attempt a {@link #chainWaited} (the wait for the token chain's turn), an {@link
 * #authenticated} when the chain needed a new token, and an {@link #attemptFinished}, with a {@link #retryScheduled}
 * between attempts; and last, always, {@link #callFinished}. A call refused before it reached the chain (the client
 * closed) has only its start and finish.
 *
 * <p>{@link #callStarted} returns the listener for the rest of that call's events: by default this one, for a listener
 * that keeps no state per call (a counter); or a new object holding the call's own state (a timer sample, a span).
 *
 * <p>Listeners run inside the call and add to its time: keep them quick and never block. A listener that throws does
 * not fail the call: the SDK logs its first failure at {@code WARNING} and later ones at {@code DEBUG}, and goes on.
 * Implementations must be safe for use by many threads, as calls of one client run on many.
 */
public interface ChatApiListener {
    /**
     * An SDK method starts.
     *
     * @param event the method's name, such as {@code aliases.add}
     * @return the listener of this method's calls and end: {@code this} by default
     */
    default ChatApiListener methodStarted(MethodStarted event) {
        return this;
    }

    /**
     * The SDK method ended, returning or throwing, after its last call finished.
     *
     * @param event its outcome, duration and number of calls
     */
    default void methodFinished(MethodFinished event) {}

    /**
     * A call starts.
     *
     * @param event the operation and whether it is a write
     * @return the listener of this call's later events: {@code this} by default
     */
    default ChatApiListener callStarted(CallStarted event) {
        return this;
    }

    /**
     * The call got its turn on the token chain, or gave up waiting (it then fails, nothing sent).
     *
     * @param event how long it waited
     */
    default void chainWaited(ChainWaited event) {}

    /**
     * The chain had no usable token, so the call authenticated before its request.
     *
     * @param event how the authentication ended and how long it took
     */
    default void authenticated(Authenticated event) {}

    /**
     * One attempt of the call ended: its request was answered, refused or lost.
     *
     * @param event the attempt's number and outcome
     */
    default void attemptFinished(AttemptFinished event) {}

    /**
     * A read will be sent again after a pause (writes never are).
     *
     * @param event why, and how long the pause is
     */
    default void retryScheduled(RetryScheduled event) {}

    /**
     * The call ended, returning or throwing.
     *
     * @param event its outcome, duration and number of retries
     */
    default void callFinished(CallFinished event) {}

    /**
     * A timed-out call's reply came (or was given up) in the background, after the call failed: see {@link LateReply}.
     * Called on an SDK worker thread.
     *
     * @param event the reply's end
     */
    default void lateReply(LateReply event) {}
}
