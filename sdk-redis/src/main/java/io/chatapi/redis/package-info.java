/**
 * Replicas on one API key share one token chain through Redis: {@link io.chatapi.redis.RedisChainStore#factory(
 * io.lettuce.core.RedisClient, io.chatapi.redis.RedisChainStoreOptions)} gives the {@code ChainStore.Factory} to pass
 * to the client builder. Redis holds the chain's live token: protect it like the API key.
 */
package io.chatapi.redis;
