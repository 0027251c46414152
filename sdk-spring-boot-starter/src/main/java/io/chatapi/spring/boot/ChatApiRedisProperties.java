package io.chatapi.spring.boot;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code chatapi.redis.*} properties, read when {@code chatapi.chain-store=redis}: the connection, and the options
 * of chat-api-redis's {@code RedisChainStoreOptions} under the names of its builder.
 */
@ConfigurationProperties("chatapi.redis")
public class ChatApiRedisProperties {
    /**
     * The Redis server, as redis://[[user]:password@]host[:port][/database] (rediss:// for TLS);
     * ${spring.data.redis.url} shares Spring Data Redis's. Required with chatapi.chain-store=redis. Its password is
     * masked in Actuator's env and configprops, even with show-values=always.
     */
    private String url;

    /** Prefix of the keys the chains use in Redis (no braces). Replicas sharing chains must use the same. */
    private String keyPrefix = "chat-api:chain:";

    /**
     * A secret of this deployment (at least 16 characters, such as 32 random bytes in Base64) that keys the chains'
     * names in Redis, so that whoever reads Redis's key names cannot test guessed API keys against them. Every replica
     * sharing a chain must use the same; changing it starts a new chain. Unset, names are not keyed. Never shown in
     * Actuator, logs or messages.
     */
    private String keySalt;

    /**
     * How long a chain's lease lives unless renewed (at least 300ms): the longest a crashed holder keeps the chain from
     * the other replicas. Renewed every half of it while a call holds the chain.
     */
    private Duration leaseTtl = Duration.ofSeconds(2);

    /**
     * How long a Redis outage (a reset connection, a reconnect, a restart) is waited out before a call fails (zero or
     * more, never past the call's own timeout).
     */
    private Duration outageWait = Duration.ofSeconds(5);

    /**
     * The longest one call may hold a chain (its lease renewed): a turn never closed ends after this plus the lease.
     * Must be above chatapi.call-timeout, which a turn lasts at most; a value at or below it fails the start. Unset:
     * the larger of 5 minutes (chat-api-redis's default) and twice chatapi.call-timeout.
     */
    private Duration maxHold;

    /**
     * Whether the start connects to Redis and sends a PING: fail (a wrong password, a refused ACL or an unreachable
     * server stops the start, naming it), warn (logs it and starts; calls then fail until Redis answers), or off.
     */
    private StartCheck checkAtStart = StartCheck.FAIL;

    /** Creates the properties with their defaults. */
    public ChatApiRedisProperties() {}

    /** {@return the Redis URL, or {@code null}} */
    public String getUrl() {
        return url;
    }

    /** @param url the Redis URL */
    public void setUrl(String url) {
        this.url = url;
    }

    /** {@return the key prefix} */
    public String getKeyPrefix() {
        return keyPrefix;
    }

    /** @param keyPrefix the key prefix */
    public void setKeyPrefix(String keyPrefix) {
        this.keyPrefix = keyPrefix;
    }

    /** {@return the key salt, or {@code null} for unkeyed names} */
    public String getKeySalt() {
        return keySalt;
    }

    /** @param keySalt the key salt */
    public void setKeySalt(String keySalt) {
        this.keySalt = keySalt;
    }

    /** {@return the lease's time to live} */
    public Duration getLeaseTtl() {
        return leaseTtl;
    }

    /** @param leaseTtl the lease's time to live */
    public void setLeaseTtl(Duration leaseTtl) {
        this.leaseTtl = leaseTtl;
    }

    /** {@return how long a Redis outage is waited out} */
    public Duration getOutageWait() {
        return outageWait;
    }

    /** @param outageWait how long a Redis outage is waited out */
    public void setOutageWait(Duration outageWait) {
        this.outageWait = outageWait;
    }

    /** {@return the longest hold of a chain, or {@code null} to derive it from the call timeout} */
    public Duration getMaxHold() {
        return maxHold;
    }

    /** @param maxHold the longest hold of a chain */
    public void setMaxHold(Duration maxHold) {
        this.maxHold = maxHold;
    }

    /** {@return what the start does with the Redis connection} */
    public StartCheck getCheckAtStart() {
        return checkAtStart;
    }

    /** @param checkAtStart what the start does with the Redis connection */
    public void setCheckAtStart(StartCheck checkAtStart) {
        this.checkAtStart = checkAtStart;
    }

    /** What the start does with the Redis connection. */
    public enum StartCheck {
        /** A failed PING (authentication, permission, an unreachable server) stops the start, naming the cause. */
        FAIL,
        /** A failed PING is logged as a warning and the application starts. */
        WARN,
        /** No connection at start; the first call finds out. */
        OFF
    }

    /** Hides the URL, which may carry a password, and the salt. */
    @Override
    public String toString() {
        return "ChatApiRedisProperties[url=" + (url == null ? "unset" : "(set)") + ", keyPrefix=" + keyPrefix
                + ", keySalt=" + (keySalt == null ? "unset" : "(set)") + ", leaseTtl=" + leaseTtl + ", outageWait="
                + outageWait + ", maxHold=" + (maxHold == null ? "derived" : maxHold) + ", checkAtStart="
                + checkAtStart + "]";
    }
}
