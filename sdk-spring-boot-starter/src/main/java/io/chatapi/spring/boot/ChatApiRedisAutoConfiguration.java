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
import org.springframework.core.env.Environment;

/**
 * With {@code chatapi.chain-store=redis}, the client's token chains live in Redis ({@code chat-api-redis}), shared by
 * every process on the API key: replicas then take turns on one chain instead of ending each other's tokens. The Redis
 * connection comes from {@code chatapi.redis.url} only (the starter does not take over Spring Data Redis's connection
 * factory, whose settings are for the application's own data; {@code chatapi.redis.url=${spring.data.redis.url}} points
 * both at one server); without it the application does not start, naming the property. The store's options come from
 * {@code chatapi.redis.*}, its longest hold kept above {@code chatapi.call-timeout}; the connection is checked at start
 * ({@code chatapi.redis.check-at-start}). An application's own {@link RedisChainStoreFactory} bean replaces the one
 * made here, and a {@link ChatApiClientBuilderCustomizer} may still set another store.
 */
@AutoConfiguration(before = ChatApiAutoConfiguration.class)
@ConditionalOnClass({RedisChainStoreFactory.class, RedisClient.class})
@ConditionalOnProperty(prefix = "chatapi", name = "chain-store", havingValue = "redis")
@EnableConfigurationProperties({ChatApiRedisProperties.class, ChatApiProperties.class})
public class ChatApiRedisAutoConfiguration {
    /** Created by Spring. */
    public ChatApiRedisAutoConfiguration() {}

    /**
     * {@return a Lettuce client of {@code chatapi.redis.url}}, which fails commands at once while Redis is down and
     * connects within 2 seconds, as the chat-api-redis README advises; shut down with the context. Unless {@code
     * chatapi.redis.check-at-start=off}, it connects once and sends a PING before the application starts.
     *
     * @param redis the {@code chatapi.redis.*} properties
     * @param environment where the URL was written, to show it (password masked) in a failure
     * @throws ChatApiPropertyException naming {@code chatapi.redis.url} (its password masked) when it is not a Redis
     *     URL, or when the check is {@code fail} and Redis refuses the authentication (NOAUTH, WRONGPASS, NOPERM) or
     *     cannot be reached
     */
    @Bean(destroyMethod = "shutdown")
    @ConditionalOnProperty(prefix = "chatapi.redis", name = "url")
    public RedisClient chatApiRedisClient(ChatApiRedisProperties redis, Environment environment) {
        String shownUrl = PropertyApplier.showingValuesOf(environment).shown("chatapi.redis.url", redis.getUrl());
        RedisURI uri;
        try {
            uri = RedisURI.create(redis.getUrl());
        } catch (IllegalArgumentException e) {
            // Lettuce's message quotes the URL, which may hold a password: only the property is named.
            throw new ChatApiPropertyException(
                    "chatapi.redis.url",
                    shownUrl,
                    "chatapi.redis.url is not a Redis URL (redis://[[user]:password@]host[:port][/database])",
                    "Set chatapi.redis.url to redis://[[user]:password@]host[:port][/database], or rediss:// for TLS.",
                    null);
        }
        RedisClient client = RedisClient.create(uri);
        client.setOptions(ClientOptions.builder()
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .socketOptions(SocketOptions.builder()
                        .connectTimeout(Duration.ofSeconds(2))
                        .build())
                .build());
        try {
            RedisStartCheck.check(client, uri, redis.getCheckAtStart(), shownUrl);
        } catch (RuntimeException failed) {
            client.shutdown();
            throw failed;
        }
        return client;
    }

    /**
     * {@return the factory of the chains' Redis stores}, closed with the context after the client
     *
     * @param redis the {@code chatapi.redis.*} properties
     * @param client the {@code chatapi.*} properties, for the call timeout the longest hold is kept above
     * @param environment where the properties were written, to show a refused value as written
     * @param own the client of {@code chatapi.redis.url}, when set
     * @throws ChatApiPropertyException naming the property when {@code chatapi.redis.url} is not set, or a {@code
     *     chatapi.redis.*} option is refused (a key salt shorter than 16 characters, a lease under 300ms, a longest
     *     hold not above the call timeout)
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public RedisChainStoreFactory chatApiRedisChainStoreFactory(
            ChatApiRedisProperties redis,
            ChatApiProperties client,
            Environment environment,
            @Qualifier("chatApiRedisClient") ObjectProvider<RedisClient> own) {
        RedisClient redisClient = own.getIfAvailable();
        if (redisClient == null) {
            throw ChatApiPropertyException.notSet(
                    "chatapi.redis.url",
                    null,
                    "chatapi.chain-store=redis needs the Redis to keep the chains in",
                    "Set chatapi.redis.url, such as redis://redis.internal:6379 (or ${spring.data.redis.url} to"
                            + " share Spring Data Redis's server), or remove chatapi.chain-store=redis.");
        }
        Duration callTimeout = client.getCallTimeout() != null ? client.getCallTimeout() : Duration.ofSeconds(60);
        RedisChainStoreOptions options =
                RedisStoreSettings.optionsFrom(redis, callTimeout, PropertyApplier.showingValuesOf(environment));
        return RedisChainStore.factory(redisClient, options);
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
