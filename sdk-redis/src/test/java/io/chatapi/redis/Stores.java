package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;
import io.lettuce.core.RedisClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Builds factories for a test, each on its own client (as two replicas would have), all under one fresh key prefix,
 * and closes them after.
 */
final class Stores implements AutoCloseable {
    static final ChainId CHAIN = ChainId.of("https://chat.example.com/api/", "the-api-key", 0);

    private final RedisServer server;
    private final String prefix = "test:" + UUID.randomUUID() + ":";
    private final List<Runnable> open = new ArrayList<>();

    Stores(RedisServer server) {
        this.server = server;
    }

    String prefix() {
        return prefix;
    }

    RedisChainStoreOptions.Builder options() {
        return RedisChainStoreOptions.builder().keyPrefix(prefix).commandTimeout(Duration.ofSeconds(2));
    }

    /** A factory as one replica has it: its own client and connections. */
    RedisChainStoreFactory replica(RedisChainStoreOptions options) {
        RedisClient client = server.client();
        RedisChainStoreFactory factory = RedisChainStore.factory(client, options);
        open.add(client::shutdown);
        open.add(factory::close);
        return factory;
    }

    RedisChainStoreFactory replica() {
        return replica(options().build());
    }

    /** The store of {@link #CHAIN} in a new replica. */
    RedisChainStore store(RedisChainStoreOptions options) {
        return replica(options).open(CHAIN);
    }

    RedisChainStore store() {
        return store(options().build());
    }

    String leaseKey() {
        return ChainKeys.of(prefix, CHAIN).lease();
    }

    String tokenKey() {
        return ChainKeys.of(prefix, CHAIN).token();
    }

    /** The token of {@link #CHAIN} as a reader with the API key opens it from Redis, or null when there is none. */
    String storedToken() throws TokenSeal.Unreadable {
        String stored = server.command("GET", tokenKey());
        return stored.equals("$-1") ? null : new TokenSeal(CHAIN.secret(), tokenKey()).open(stored);
    }

    @Override
    public void close() {
        // Factories before their clients: reverse order of opening.
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).run();
        }
    }
}
