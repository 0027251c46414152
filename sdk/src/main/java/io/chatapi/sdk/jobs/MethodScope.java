package io.chatapi.sdk.jobs;

/**
 * Tells listeners where an SDK method such as {@code aliases.ensure} starts and ends: a converging call is one method,
 * and the engine opens and closes it itself, so that no frame of the client's lies between its verb and the engine.
 */
public interface MethodScope {
    /**
     * Starts the method.
     *
     * @param operation the SDK method, as {@code aliases.ensure}
     * @return what {@link #leave} is handed
     */
    Object enter(String operation);

    /**
     * Ends the method, once.
     *
     * @param entered what {@link #enter} returned
     * @param failure what the method threw, or {@code null} when it returned
     */
    void leave(Object entered, Throwable failure);
}
