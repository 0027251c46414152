package io.chatapi.spring.boot;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import java.util.function.Consumer;

/** Maps the {@code chatapi.*} properties onto a builder; what is unset keeps the SDK's default. */
final class ClientSettings {
    private ClientSettings() {}

    static ChatApiClientBuilder builderFrom(ChatApiProperties properties) {
        ChatApiClientBuilder builder = ChatApiClient.builder()
                .baseUrl(required(
                        "chatapi.base-url",
                        properties.getBaseUrl(),
                        "the API root, such as" + " https://chat.example.com/api/"))
                .apiKey(required("chatapi.api-key", properties.getApiKey(), "the API key from the dashboard"))
                .allowInsecureHttp(properties.isAllowInsecureHttp())
                .acceptWritesWithoutNewToken(properties.isAcceptWritesWithoutNewToken());
        try {
            ifSet(properties.getConnectTimeout(), builder::connectTimeout);
            ifSet(properties.getReadTimeout(), builder::readTimeout);
            ifSet(properties.getCallTimeout(), builder::callTimeout);
            ifSet(properties.getReadRetries(), builder::readRetries);
            ifSet(properties.getMaxChains(), builder::maxChains);
            ifSet(properties.getUserAgent(), builder::userAgent);
            ifSet(properties.getMaxReplySize(), size -> builder.maxReplyBytes(size.toBytes()));
            ifSet(properties.getAgentEditIdParameter(), builder::agentEditIdParameter);
            ifSet(properties.getPathForm(), builder::pathForm);
            ifSet(properties.getRequestEncoding(), builder::requestEncoding);
        } catch (IllegalArgumentException refused) {
            throw new IllegalStateException("chatapi: " + refused.getMessage(), refused);
        }
        return builder;
    }

    private static String required(String property, String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(property + " is not set: it must name " + what);
        }
        return value;
    }

    private static <T> void ifSet(T value, Consumer<T> setter) {
        if (value != null) {
            setter.accept(value);
        }
    }
}
