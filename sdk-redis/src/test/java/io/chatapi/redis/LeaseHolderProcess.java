package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainStore;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.time.Duration;

/**
 * A replica that takes the chain's turn, records a token and then hangs mid-call, for {@link
 * RedisChainStoreCrashTest} to kill with SIGKILL. Arguments: Redis port, key prefix, lease TTL in ms, token, and optionally the
 * renewal period in ms.
 */
public final class LeaseHolderProcess {
    private LeaseHolderProcess() {}

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        RedisChainStoreOptions.Builder builder = RedisChainStoreOptions.builder()
                .keyPrefix(args[1])
                .leaseTtl(Duration.ofMillis(Long.parseLong(args[2])));
        if (args.length > 4) {
            builder.renewEvery(Duration.ofMillis(Long.parseLong(args[4])));
        }
        RedisChainStoreOptions options = builder.build();
        RedisClient client = RedisClient.create(RedisURI.create("127.0.0.1", port));
        ChainStore store = RedisChainStore.factory(client, options).open(Stores.CHAIN);
        ChainStore.Turn turn = store.acquire(Duration.ofSeconds(20));
        if (turn == null) {
            System.out.println("NO TURN");
            System.exit(1);
        }
        turn.token(args[3]);
        System.out.println("HOLDING");
        System.out.flush();
        // A call that never ends: only the watchdog keeps the lease, until the process is killed.
        Thread.sleep(Long.MAX_VALUE);
    }
}
