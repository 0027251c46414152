package io.chatapi.spring.boot;

import io.chatapi.redis.RedisChainStore;
import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.redis.RedisChainStoreOptions;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import java.time.Duration;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;

/**
 * With {@code chatapi.chain-store=redis}, the client's token chains live in Redis ({@code chat-api-redis}), shared by
 * every process on the API key: replicas then take turns on one chain instead of ending each other's tokens. The Redis
 * connection comes from {@code chatapi.redis.url}, else from Spring Data Redis's Lettuce connection factory when the
 * application has one; with neither the application does not start, naming the property. An application's own {@link
 * RedisChainStoreFactory} bean replaces the one made here, and a {@link ChatApiClientBuilderCustomizer} may still set
 * another store.
 */
@AutoConfiguration(before = ChatApiAutoConfiguration.class)
@ConditionalOnClass({RedisChainStoreFactory.class, RedisClient.class})
@ConditionalOnProperty(prefix = "chatapi", name = "chain-store", havingValue = "redis")
@EnableConfigurationProperties(ChatApiRedisProperties.class)
public class ChatApiRedisAutoConfiguration {
    /** Created by Spring. */
    public ChatApiRedisAutoConfiguration() {}

    /**
     * {@return a Lettuce client of {@code chatapi.redis.url}}, which fails commands at once while Redis is down and
     * connects within 2 seconds, as the chat-api-redis README advises; shut down with the context
     *
     * @param redis the {@code chatapi.redis.*} properties
     * @throws IllegalStateException naming {@code chatapi.redis.url} when it is not a Redis URL
     */
    @Bean(destroyMethod = "shutdown")
    @ConditionalOnProperty(prefix = "chatapi.redis", name = "url")
    public RedisClient chatApiRedisClient(ChatApiRedisProperties redis) {
        RedisURI uri;
        try {
            uri = RedisURI.create(redis.getUrl());
        } catch (IllegalArgumentException e) {
            // Lettuce's message quotes the URL, which may hold a password: only the property is named.
            throw new IllegalStateException(
                    "chatapi.redis.url is not a Redis URL (redis://[:password@]host[:port][/database])", null);
        }
        RedisClient client = RedisClient.create(uri);
        client.setOptions(ClientOptions.builder()
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .socketOptions(SocketOptions.builder()
                        .connectTimeout(Duration.ofSeconds(2))
                        .build())
                .build());
        return client;
    }

    /**
     * {@return the factory of the chains' Redis stores}, closed with the context after the client
     *
     * @param redis the {@code chatapi.redis.*} properties
     * @param own the client of {@code chatapi.redis.url}, when set
     * @throws IllegalStateException naming {@code chatapi.redis.url} when it is not set
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public RedisChainStoreFactory chatApiRedisChainStoreFactory(
            ChatApiRedisProperties redis, @Qualifier("chatApiRedisClient") ObjectProvider<RedisClient> own) {
        RedisChainStoreOptions.Builder options = RedisChainStoreOptions.builder();
        if (redis.getKeyPrefix() != null) {
            try {
                options.keyPrefix(redis.getKeyPrefix());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("chatapi.redis.key-prefix: " + e.getMessage(), e);
            }
        }
        RedisClient client = own.getIfAvailable();
        if (client == null) {
            throw new IllegalStateException("chatapi.chain-store=redis needs chatapi.redis.url (such as"
                    + " redis://redis.internal:6379, or ${spring.data.redis.url} to share Spring Data Redis's server)");
        }
        return RedisChainStore.factory(client, options.build());
    }

    /**
     * {@return the customizer that gives the client the Redis store}; applied before the application's own
     * customizers, which may set another
     *
     * @param factory the factory of the chains' Redis stores
     */
    @Bean
    @Order(Ordered.HIGHEST_PRECEDENCE)
    public ChatApiClientBuilderCustomizer chatApiRedisChainStore(RedisChainStoreFactory factory) {
        return builder -> builder.chainStore(factory);
    }
}
