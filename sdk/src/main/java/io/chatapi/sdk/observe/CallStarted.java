package io.chatapi.sdk.observe;

/**
 * A call starts.
 *
 * @param operation the SDK operation, such as {@code agents.add}
 * @param write whether it changes state on the server (then it is never sent twice)
 */
public record CallStarted(String operation, boolean write) {}
