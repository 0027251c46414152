package io.chatapi.spring.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** The {@code chatapi.redis.*} properties, read when {@code chatapi.chain-store=redis}. */
@ConfigurationProperties("chatapi.redis")
public class ChatApiRedisProperties {
    /**
     * The Redis server, as redis://[:password@]host[:port][/database] (rediss:// for TLS); ${spring.data.redis.url}
     * shares Spring Data Redis's. Required with chatapi.chain-store=redis.
     */
    private String url;

    /** Prefix of the keys the chains use in Redis. Default chat-api:chain:. Replicas sharing chains must use the same. */
    private String keyPrefix;

    /** Creates the properties with nothing set. */
    public ChatApiRedisProperties() {}

    /** {@return the Redis URL, or {@code null}} */
    public String getUrl() {
        return url;
    }

    /** @param url the Redis URL */
    public void setUrl(String url) {
        this.url = url;
    }

    /** {@return the key prefix, or {@code null} for the default} */
    public String getKeyPrefix() {
        return keyPrefix;
    }

    /** @param keyPrefix the key prefix */
    public void setKeyPrefix(String keyPrefix) {
        this.keyPrefix = keyPrefix;
    }

    /** Hides the URL, which may carry a password. */
    @Override
    public String toString() {
        return "ChatApiRedisProperties[url=" + (url == null ? "unset" : "(set)") + ", keyPrefix=" + keyPrefix + "]";
    }
}
