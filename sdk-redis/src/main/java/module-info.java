/**
 * A {@link io.chatapi.sdk.chain.ChainStore} in Redis, on Lettuce: replicas on one API key share one token chain. Start
 * at {@link io.chatapi.redis.RedisChainStore#factory(io.lettuce.core.RedisClient,
 * io.chatapi.redis.RedisChainStoreOptions)}.
 */
module io.chatapi.redis {
    requires transitive io.chatapi.sdk;
    // An automatic module (Lettuce ships no module-info); its types are in this module's API.
    requires transitive lettuce.core;

    exports io.chatapi.redis;
}
