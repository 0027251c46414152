package io.chatapi.spring.boot;

import io.chatapi.sdk.ChatApiClientBuilder;

/**
 * Changes the builder of the auto-configured {@link io.chatapi.sdk.ChatApiClient} after the {@code chatapi.*}
 * properties and the listener beans are applied: for settings that are no property, such as {@link
 * ChatApiClientBuilder#httpClient} or {@link ChatApiClientBuilder#agentStatusCodes}. Declare one or more as beans; they
 * run in their {@code @Order}.
 */
@FunctionalInterface
public interface ChatApiClientBuilderCustomizer {
    /**
     * Changes {@code builder}.
     *
     * @param builder the builder, with the properties applied
     */
    void customize(ChatApiClientBuilder builder);
}
