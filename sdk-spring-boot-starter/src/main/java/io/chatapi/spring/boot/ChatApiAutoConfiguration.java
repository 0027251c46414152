package io.chatapi.spring.boot;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.observe.ChatApiListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * A {@link ChatApiClient} bean built from the {@code chatapi.*} properties, with every {@link ChatApiListener} bean
 * registered and every {@link ChatApiClientBuilderCustomizer} bean applied; closed when the context closes. An
 * application's own {@code ChatApiClient} bean replaces it.
 *
 * <p>The client's log lines go to SLF4J (which every Boot logging system provides), under the SDK's logger names and at
 * their own levels, whether the application runs from an IDE or as an executable jar; a customizer may set another
 * {@code loggerFinder}.
 */
@AutoConfiguration
@EnableConfigurationProperties(ChatApiProperties.class)
public class ChatApiAutoConfiguration {
    private static final String REDIS_STORE = "io.chatapi.redis.RedisChainStoreFactory";

    /** Created by Spring. */
    public ChatApiAutoConfiguration() {}

    /**
     * {@return the client}
     *
     * @param properties the {@code chatapi.*} properties
     * @param environment where the properties were written, to show a refused value as written
     * @param listeners the listener beans, registered in their order
     * @param customizers the customizer beans, applied in their order after the properties
     * @throws ChatApiPropertyException naming the property, its value (never the key's) and the allowed range when
     *     {@code chatapi.base-url} or {@code chatapi.api-key} is unset or blank, a setting is refused, or {@code
     *     chatapi.chain-store=redis} is set without chat-api-redis on the class path
     * @throws IllegalStateException when the client refuses what a customizer set
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public ChatApiClient chatApiClient(
            ChatApiProperties properties,
            Environment environment,
            ObjectProvider<ChatApiListener> listeners,
            ObjectProvider<ChatApiClientBuilderCustomizer> customizers) {
        if (properties.getChainStore() == ChatApiProperties.ChainStoreKind.REDIS
                && !ClassUtils.isPresent(REDIS_STORE, ChatApiAutoConfiguration.class.getClassLoader())) {
            // Never a silent in-process chain in place of the shared one asked for.
            throw new ChatApiPropertyException(
                    "chatapi.chain-store",
                    "redis",
                    "chatapi.chain-store=redis needs io.chatapi:chat-api-redis (and Lettuce) on the class path",
                    "Add the dependency io.chatapi:chat-api-redis, or remove chatapi.chain-store for in-process chains.",
                    null);
        }
        PropertyApplier applier = PropertyApplier.showingValuesOf(environment);
        ChatApiClientBuilder builder =
                ClientSettings.builderFrom(properties, applier).loggerFinder(new Slf4jLoggerFinder());
        listeners.orderedStream().forEach(builder::listener);
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        try {
            return builder.build();
        } catch (IllegalArgumentException refused) {
            throw ClientSettings.refusedByBuild(refused, properties, applier);
        }
    }
}
