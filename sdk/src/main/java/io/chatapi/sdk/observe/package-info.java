/**
 * Watching the client at work, for metrics and traces: a {@link io.chatapi.sdk.observe.ChatApiListener} registered
 * with {@link io.chatapi.sdk.ChatApiClientBuilder#listener} is told when each SDK method (such as {@code
 * aliases.add}) starts and ends, when each call (request) it makes starts and ends, and of each attempt, retry,
 * authentication and wait for the token chain. The events carry names, outcomes, exception types and
 * durations: never the API key, a token, a password, a request or reply body, or a URL. The Micrometer module ({@code
 * io.chatapi:chat-api-micrometer}) is one such listener.
 */
package io.chatapi.sdk.observe;
