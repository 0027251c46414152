package io.chatapi.spring.boot;

import io.chatapi.sdk.ChatApiClient;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * A "chatApi" health indicator, only when {@code chatapi.health.enabled=true}: each check is a call, which rotates the
 * token and takes a turn on the chain (see {@link ChatApiProperties.Health#isEnabled()}).
 */
@AutoConfiguration(after = ChatApiAutoConfiguration.class)
@ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
@ConditionalOnBooleanProperty("chatapi.health.enabled")
@ConditionalOnBean(ChatApiClient.class)
public class ChatApiHealthAutoConfiguration {
    /** Created by Spring. */
    public ChatApiHealthAutoConfiguration() {}

    /**
     * {@return the health indicator}
     *
     * @param client the client it checks
     * @param properties the {@code chatapi.health.*} settings
     */
    @Bean
    @ConditionalOnMissingBean(name = "chatApiHealthIndicator")
    public ChatApiHealthIndicator chatApiHealthIndicator(ChatApiClient client, ChatApiProperties properties) {
        return new ChatApiHealthIndicator(client, properties.getHealth().getTimeout());
    }
}
