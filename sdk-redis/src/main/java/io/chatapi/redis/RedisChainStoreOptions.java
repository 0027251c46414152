package io.chatapi.redis;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link RedisChainStore} names its keys and times its lease. Immutable; start from {@link #defaults()} or
 * {@link #builder()}.
 */
public final class RedisChainStoreOptions {
    private static final Duration MIN_LEASE_TTL = Duration.ofMillis(300);

    private final String keyPrefix;
    private final Duration leaseTtl;
    private final Duration commandTimeout;
    private final Duration pollInterval;
    private final Duration maxHold;
    private final byte[] keySalt;
    private final Duration renewEvery;
    private final Duration outageWait;
    private final boolean adoptUnsealedTokens;

    private RedisChainStoreOptions(Builder builder) {
        this.adoptUnsealedTokens = builder.adoptUnsealedTokens;
        this.keySalt = builder.keySalt;
        this.keyPrefix = builder.keyPrefix;
        this.leaseTtl = builder.leaseTtl;
        this.commandTimeout = builder.commandTimeout;
        this.pollInterval = builder.pollInterval;
        this.maxHold = builder.maxHold;
        this.renewEvery = builder.renewEvery != null ? builder.renewEvery : leaseTtl.dividedBy(2);
        this.outageWait = builder.outageWait;
        if (maxHold.compareTo(leaseTtl) < 0) {
            throw new IllegalArgumentException("maxHold must be at least leaseTtl (" + leaseTtl + "), was " + maxHold);
        }
        if (renewEvery.compareTo(leaseTtl) >= 0) {
            throw new IllegalArgumentException(
                    "renewEvery must be shorter than leaseTtl (" + leaseTtl + "), was " + renewEvery);
        }
    }

    /**
     * {@return the defaults: key prefix {@code chat-api:chain:}, a 2 s lease renewed every second while held (a killed
     * holder stalls the chain 1 to 2 s; the module README has the measurements), 2 s per Redis command, Redis outages
     * of up to 5 s waited out, a 100 ms poll between release notices, and turns renewed for at most 5 minutes}
     */
    public static RedisChainStoreOptions defaults() {
        return builder().build();
    }

    /** {@return a builder holding the defaults} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return what every key and channel name of the store starts with} */
    public String keyPrefix() {
        return keyPrefix;
    }

    /** {@return how long a lease lives without renewal: the longest a crashed holder keeps the chain} */
    public Duration leaseTtl() {
        return leaseTtl;
    }

    /**
     * {@return how often a held lease is renewed: one Redis command per held lease each time (half the lease TTL
     * unless set)}
     */
    public Duration renewEvery() {
        return renewEvery;
    }

    /**
     * {@return how long a Redis outage (a reset connection, a reconnect, a restart) is waited out before a store
     * operation fails: taking the lease, renewing it and recording the token are tried again meanwhile, never past
     * the call's deadline}
     */
    public Duration outageWait() {
        return outageWait;
    }

    /** {@return the longest the store waits for one Redis command before it fails with a ChainStoreException} */
    public Duration commandTimeout() {
        return commandTimeout;
    }

    /** {@return the longest a waiter sleeps before it asks Redis again, when no release notice wakes it earlier} */
    public Duration pollInterval() {
        return pollInterval;
    }

    /** {@return how long a held turn's lease is renewed at most: a turn never closed ends after this plus the TTL} */
    public Duration maxHold() {
        return maxHold;
    }

    /** {@return whether key names are keyed by a salt ({@link Builder#keySalt}); the salt itself is never shown} */
    public boolean keySalted() {
        return keySalt != null;
    }

    /**
     * {@return whether a token left in clear by a store before sealing is used once by a chain with no sealed token
     * (false by default: it is deleted unused, and the chain authenticates once)}
     */
    public boolean adoptUnsealedTokens() {
        return adoptUnsealedTokens;
    }

    /** The salt's bytes, or null; for {@link ChainKeys} only. */
    byte[] keySaltBytes() {
        return keySalt == null ? null : keySalt.clone();
    }

    @Override
    public String toString() {
        return "RedisChainStoreOptions[keyPrefix=" + keyPrefix + ", keySalt=" + (keySalt == null ? "none" : "[set]")
                + ", leaseTtl=" + leaseTtl + ", commandTimeout=" + commandTimeout + ", pollInterval=" + pollInterval
                + ", maxHold=" + maxHold + ", renewEvery=" + renewEvery + ", outageWait=" + outageWait
                + ", adoptUnsealedTokens=" + adoptUnsealedTokens + "]";
    }

    /** Sets the options one by one; {@link #build()} checks them together. */
    public static final class Builder {
        private String keyPrefix = "chat-api:chain:";
        private Duration leaseTtl = Duration.ofSeconds(2);
        private Duration commandTimeout = Duration.ofSeconds(2);
        private Duration pollInterval = Duration.ofMillis(100);
        private Duration maxHold = Duration.ofMinutes(5);
        private byte[] keySalt;
        private Duration renewEvery;
        private Duration outageWait = Duration.ofSeconds(5);
        private boolean adoptUnsealedTokens;

        private Builder() {}

        /**
         * Sets whether a chain with no sealed token uses the token a store before sealing left in clear under the old
         * names, once (it is then written sealed; the clear one is deleted either way, at a store's first turn and
         * whenever the chain has no sealed token). On for the few minutes of a rolling upgrade, it spares the chain an
         * authentication; leave it off afterwards: whoever can write to Redis could plant a token of their own account
         * there, and a sealed token cannot be planted without the API key.
         *
         * @param adopt true to use a clear token once; false (the default) to delete it unused
         * @return this builder
         */
        public Builder adoptUnsealedTokens(boolean adopt) {
            this.adoptUnsealedTokens = adopt;
            return this;
        }

        /**
         * Keys the chain's name in Redis by a secret of this deployment: the name then holds an HMAC-SHA-256, keyed
         * by the salt, of material derived from the base URL and API key, so that whoever can read Redis's key names
         * cannot test guessed API keys against them at all (without a salt the name is a slow PBKDF2 derivation, which
         * a guess can still be tested against, at that cost). Every replica sharing a chain must use the same salt;
         * changing it starts a new chain (the next call authenticates). Keep it with the API key, in your secret
         * store.
         *
         * @param keySalt at least 16 characters, such as 32 random bytes in Base64
         * @return this builder
         * @throws IllegalArgumentException when {@code keySalt} is null or shorter than 16 characters (the message
         *     never holds it)
         */
        public Builder keySalt(String keySalt) {
            if (keySalt == null || keySalt.length() < 16) {
                throw new IllegalArgumentException("keySalt must have at least 16 characters");
            }
            this.keySalt = keySalt.getBytes(StandardCharsets.UTF_8);
            return this;
        }

        /**
         * Sets what every key and channel name starts with, so that several applications (or tests) can share one
         * Redis. Replicas that share a chain must use the same prefix.
         *
         * @param keyPrefix the prefix, possibly empty
         * @return this builder
         * @throws IllegalArgumentException when {@code keyPrefix} is null or holds a brace (braces mark Redis Cluster
         *     hash tags, which the store sets itself)
         */
        public Builder keyPrefix(String keyPrefix) {
            if (keyPrefix == null) {
                throw new IllegalArgumentException("keyPrefix must not be null");
            }
            if (keyPrefix.indexOf('{') >= 0 || keyPrefix.indexOf('}') >= 0) {
                throw new IllegalArgumentException("keyPrefix must not contain '{' or '}'");
            }
            this.keyPrefix = keyPrefix;
            return this;
        }

        /**
         * Sets how long a lease lives unless renewed. The holder renews it every {@link #renewEvery} (half of this
         * unless set) while its turn lasts, so a long call keeps its turn; a holder killed mid-turn frees the chain
         * once this has passed since its last renewal.
         *
         * @param leaseTtl at least 300 ms
         * @return this builder
         * @throws IllegalArgumentException when {@code leaseTtl} is null or shorter than 300 ms
         */
        public Builder leaseTtl(Duration leaseTtl) {
            this.leaseTtl = atLeast("leaseTtl", leaseTtl, MIN_LEASE_TTL);
            return this;
        }

        /**
         * Sets how long the store waits for one Redis command (a connection that is down fails at once when the
         * client rejects commands while disconnected, else after this).
         *
         * @param commandTimeout at least 1 ms
         * @return this builder
         * @throws IllegalArgumentException when {@code commandTimeout} is null or shorter than 1 ms
         */
        public Builder commandTimeout(Duration commandTimeout) {
            this.commandTimeout = atLeast("commandTimeout", commandTimeout, Duration.ofMillis(1));
            return this;
        }

        /**
         * Sets the longest a waiter sleeps between two tries when no release notice comes (notices are lost while a
         * connection reconnects, and a factory built on a bare connection gets none).
         *
         * @param pollInterval at least 1 ms
         * @return this builder
         * @throws IllegalArgumentException when {@code pollInterval} is null or shorter than 1 ms
         */
        public Builder pollInterval(Duration pollInterval) {
            this.pollInterval = atLeast("pollInterval", pollInterval, Duration.ofMillis(1));
            return this;
        }

        /**
         * Sets how often a held lease is renewed: each time costs Redis one command per held lease. A renewal that
         * fails (Redis away) is tried again sooner, within {@link #outageWait}; the lease is lost only when no
         * renewal gets through for a whole TTL.
         *
         * @param renewEvery at least 1 ms and shorter than the lease TTL ({@link #build()} checks it); unset, half
         *     the lease TTL
         * @return this builder
         * @throws IllegalArgumentException when {@code renewEvery} is null or shorter than 1 ms
         */
        public Builder renewEvery(Duration renewEvery) {
            this.renewEvery = atLeast("renewEvery", renewEvery, Duration.ofMillis(1));
            return this;
        }

        /**
         * Sets how long a Redis outage is waited out: a store operation whose command fails because Redis is away (a
         * reset connection, a reconnect, a restart, a server loading its data) is sent again until this has passed,
         * and never past the call's deadline. Zero fails at the first such failure. An error answered by Redis
         * itself (a denied command) is never retried.
         *
         * @param outageWait zero or more
         * @return this builder
         * @throws IllegalArgumentException when {@code outageWait} is null or negative
         */
        public Builder outageWait(Duration outageWait) {
            this.outageWait = atLeast("outageWait", outageWait, Duration.ZERO);
            return this;
        }

        /**
         * Sets how long a held turn is renewed at most. Set it above the client's {@code callTimeout}: a turn is
         * held for one call.
         *
         * @param maxHold at least the lease TTL
         * @return this builder
         * @throws IllegalArgumentException when {@code maxHold} is null or not positive ({@link #build()} checks it
         *     against the lease TTL)
         */
        public Builder maxHold(Duration maxHold) {
            this.maxHold = atLeast("maxHold", maxHold, Duration.ofMillis(1));
            return this;
        }

        /**
         * {@return the options}
         *
         * @throws IllegalArgumentException when {@code maxHold} is shorter than {@code leaseTtl}, or {@code
         *     renewEvery} is not shorter than it
         */
        public RedisChainStoreOptions build() {
            return new RedisChainStoreOptions(this);
        }

        private static Duration atLeast(String name, Duration value, Duration min) {
            Objects.requireNonNull(min);
            if (value == null) {
                throw new IllegalArgumentException(name + " must not be null");
            }
            if (value.compareTo(min) < 0) {
                throw new IllegalArgumentException(name + " must be at least " + min + ", was " + value);
            }
            return value;
        }
    }
}
