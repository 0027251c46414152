package io.chatapi.spring.boot;

import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * With Actuator in the application, a sanitizing function that keeps the API key, the Redis key salt and the Redis
 * URL's password out of the {@code env} and {@code configprops} endpoints, even with {@code show-values=always}.
 */
@AutoConfiguration
@ConditionalOnClass(SanitizingFunction.class)
public class ChatApiActuatorAutoConfiguration {
    /** Created by Spring. */
    public ChatApiActuatorAutoConfiguration() {}

    /**
     * {@return the function that masks the starter's secrets}; first in order, since Actuator stops at the first
     * function that changes a value
     */
    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE)
    @ConditionalOnMissingBean(name = "chatApiSanitizingFunction")
    public SanitizingFunction chatApiSanitizingFunction() {
        return new ChatApiSanitizingFunction();
    }
}
