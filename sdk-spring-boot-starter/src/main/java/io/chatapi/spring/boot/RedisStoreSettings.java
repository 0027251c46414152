package io.chatapi.spring.boot;

import io.chatapi.redis.RedisChainStoreOptions;
import java.time.Duration;

/**
 * Maps the {@code chatapi.redis.*} properties onto chat-api-redis's options, and keeps the longest hold of a chain above
 * the call timeout: a turn lasts one call, so a hold that ends first would let another replica take the chain while
 * the call still runs on it.
 */
final class RedisStoreSettings {
    /** chat-api-redis's own default longest hold, kept when the call timeout is short. */
    static final Duration SDK_MAX_HOLD = Duration.ofMinutes(5);

    private RedisStoreSettings() {}

    static RedisChainStoreOptions optionsFrom(
            ChatApiRedisProperties redis, Duration callTimeout, PropertyApplier applier) {
        RedisChainStoreOptions.Builder options = RedisChainStoreOptions.builder();
        applier.set(
                "chatapi.redis.key-prefix",
                redis.getKeyPrefix(),
                options::keyPrefix,
                "Set chatapi.redis.key-prefix to a prefix without '{' or '}' (default chat-api:chain:).");
        if (redis.getKeySalt() != null) {
            try {
                options.keySalt(redis.getKeySalt());
            } catch (IllegalArgumentException refused) {
                // Never the salt itself, nor a message that might quote it: only the rule.
                throw new ChatApiPropertyException(
                        "chatapi.redis.key-salt",
                        PropertyApplier.hidden(redis.getKeySalt()),
                        "a key salt must have at least 16 characters",
                        "Set chatapi.redis.key-salt to a secret of at least 16 characters, such as 32 random bytes in"
                                + " Base64 (openssl rand -base64 32), the same on every replica; or remove it.",
                        null);
            }
        }
        applier.set(
                "chatapi.redis.lease-ttl",
                redis.getLeaseTtl(),
                options::leaseTtl,
                "Set chatapi.redis.lease-ttl to a duration of at least 300ms (default 2s).");
        applier.set(
                "chatapi.redis.outage-wait",
                redis.getOutageWait(),
                options::outageWait,
                "Set chatapi.redis.outage-wait to zero or a positive duration (default 5s).");
        Duration maxHold = redis.getMaxHold();
        if (maxHold == null) {
            Duration twice = callTimeout.multipliedBy(2);
            maxHold = twice.compareTo(SDK_MAX_HOLD) > 0 ? twice : SDK_MAX_HOLD;
        } else if (maxHold.compareTo(callTimeout) <= 0) {
            throw new ChatApiPropertyException(
                    "chatapi.redis.max-hold",
                    applier.shown("chatapi.redis.max-hold", maxHold),
                    "the longest hold of a chain must be above chatapi.call-timeout ("
                            + applier.shown("chatapi.call-timeout", callTimeout)
                            + "): a call holds the chain until it ends, and a hold that ends first lets another"
                            + " replica take the chain while the call still runs on it",
                    "Set chatapi.redis.max-hold above chatapi.call-timeout, or remove it: unset, it is the larger of"
                            + " 5 minutes and twice chatapi.call-timeout.",
                    null);
        }
        applier.set(
                "chatapi.redis.max-hold",
                maxHold,
                options::maxHold,
                "Set chatapi.redis.max-hold above chatapi.call-timeout and at least chatapi.redis.lease-ttl.");
        try {
            return options.build();
        } catch (IllegalArgumentException refused) {
            // build() checks the hold against the lease: both are named, as the lease may be the one to change.
            throw new ChatApiPropertyException(
                    "chatapi.redis.max-hold",
                    applier.shown("chatapi.redis.max-hold", maxHold) + " (with chatapi.redis.lease-ttl = "
                            + applier.shown("chatapi.redis.lease-ttl", redis.getLeaseTtl()) + ")",
                    refused.getMessage(),
                    "Set chatapi.redis.max-hold to at least chatapi.redis.lease-ttl, or shorten the lease.",
                    refused);
        }
    }
}
