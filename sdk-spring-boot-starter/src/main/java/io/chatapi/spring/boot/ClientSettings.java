package io.chatapi.spring.boot;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;

/**
 * Maps the {@code chatapi.*} properties onto a builder; what is unset keeps the SDK's default. A value the builder
 * refuses fails with a {@link ChatApiPropertyException} naming the property, its value and the allowed range.
 */
final class ClientSettings {
    private static final String DURATION = " to a positive duration, such as 10s or 1500ms";

    private ClientSettings() {}

    static ChatApiClientBuilder builderFrom(ChatApiProperties properties, PropertyApplier applier) {
        ChatApiClientBuilder builder = ChatApiClient.builder();
        String baseUrl = properties.getBaseUrl();
        if (baseUrl == null || baseUrl.isBlank()) {
            throw ChatApiPropertyException.notSet(
                    "chatapi.base-url",
                    baseUrl,
                    "it must name the API root, such as https://chat.example.com/api/",
                    "Set chatapi.base-url to the API root, such as https://chat.example.com/api/ (or the environment"
                            + " variable CHATAPI_BASE_URL).");
        }
        String apiKey = properties.getApiKey();
        if (apiKey == null || apiKey.isBlank()) {
            throw ChatApiPropertyException.notSet(
                    "chatapi.api-key",
                    apiKey,
                    "it must name the API key from the dashboard",
                    "Set chatapi.api-key to the API key from the dashboard (Settings, API Key), best from a secret"
                            + " store or the environment variable CHATAPI_API_KEY.");
        }
        // Both are checked by build(), whose refusal refusedByBuild names.
        builder.baseUrl(baseUrl).apiKey(apiKey);
        builder.allowInsecureHttp(properties.isAllowInsecureHttp())
                .acceptWritesWithoutNewToken(properties.isAcceptWritesWithoutNewToken());
        applier.set(
                "chatapi.connect-timeout",
                properties.getConnectTimeout(),
                builder::connectTimeout,
                "Set chatapi.connect-timeout" + DURATION + " (default 10s).");
        applier.set(
                "chatapi.read-timeout",
                properties.getReadTimeout(),
                builder::readTimeout,
                "Set chatapi.read-timeout" + DURATION + " (default 30s).");
        applier.set(
                "chatapi.call-timeout",
                properties.getCallTimeout(),
                builder::callTimeout,
                "Set chatapi.call-timeout" + DURATION + " (default 60s).");
        applier.set(
                "chatapi.read-retries",
                properties.getReadRetries(),
                builder::readRetries,
                "Set chatapi.read-retries to a whole number from 0 to 10 (default 2).");
        applier.set(
                "chatapi.max-chains",
                properties.getMaxChains(),
                builder::maxChains,
                "Set chatapi.max-chains to a whole number from 1 to 64 (default 1).");
        applier.set(
                "chatapi.user-agent",
                properties.getUserAgent(),
                builder::userAgent,
                "Set chatapi.user-agent to a non-blank header value, or remove it for the SDK's.");
        applier.set(
                "chatapi.max-reply-size",
                properties.getMaxReplySize(),
                size -> builder.maxReplyBytes(size.toBytes()),
                "Set chatapi.max-reply-size to a size from 1KB to 2047MB (default 64MB).");
        applier.set(
                "chatapi.agent-edit-id-parameter",
                properties.getAgentEditIdParameter(),
                builder::agentEditIdParameter,
                "Set chatapi.agent-edit-id-parameter to a form field name (default uid).");
        applier.set("chatapi.path-form", properties.getPathForm(), builder::pathForm, "Remove chatapi.path-form.");
        applier.set(
                "chatapi.request-encoding",
                properties.getRequestEncoding(),
                builder::requestEncoding,
                "Set chatapi.request-encoding to form or json (default form).");
        return builder;
    }

    /**
     * {@return the exception to fail the start with when {@code build()} refused the client}: the base URL's or the
     * key's property when the refusal is theirs, else the refusal itself (a customizer's setting, for one)
     */
    static RuntimeException refusedByBuild(
            IllegalArgumentException refused, ChatApiProperties properties, PropertyApplier applier) {
        String message = String.valueOf(refused.getMessage());
        if (message.startsWith("baseUrl")) {
            return new ChatApiPropertyException(
                    "chatapi.base-url",
                    applier.shown("chatapi.base-url", properties.getBaseUrl()),
                    message,
                    "Set chatapi.base-url to an http(s) URL of the API root without user info, query or fragment,"
                            + " such as https://chat.example.com/api/ (plain http only on loopback, unless"
                            + " chatapi.allow-insecure-http=true).",
                    refused);
        }
        if (message.startsWith("apiKey")) {
            return new ChatApiPropertyException(
                    "chatapi.api-key",
                    PropertyApplier.hidden(properties.getApiKey()),
                    "refused (the value is not shown: it is a secret)",
                    "Set chatapi.api-key to the dashboard's API key.",
                    null);
        }
        return new IllegalStateException("chatapi: " + message, refused);
    }
}
