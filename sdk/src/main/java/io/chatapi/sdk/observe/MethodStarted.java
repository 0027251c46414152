package io.chatapi.sdk.observe;

/**
 * An SDK method starts, such as {@code client.aliases().add(...)}: the calls it makes (reads before and after a write,
 * the write itself) follow as its children.
 *
 * @param method the SDK method, as {@code aliases.add}; for a method that makes one call, the name of that call's
 *     operation
 */
public record MethodStarted(String method) {}
