package io.chatapi.redis;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.DefaultData;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * One replica of {@link RedisSharedChainProcessesTest}: a JVM of its own making {@code calls} calls on one API key,
 * 40% of them writes (an edit of its own trigger, each with a message of its own), the rest reads. It prints READY,
 * waits for GO on stdin (so that all replicas run at once), and prints one RESULT line.
 *
 * <p>Arguments: base URL, API key, Redis port or {@code none} (each process keeps its chain in memory), key prefix,
 * worker name, calls, trigger id.
 */
public final class SharedChainWorker {
    private SharedChainWorker() {}

    public static void main(String[] args) throws Exception {
        String baseUrl = args[0];
        String apiKey = args[1];
        boolean shared = !args[2].equals("none");
        String name = args[4];
        int calls = Integer.parseInt(args[5]);
        String triggerId = args[6];

        RedisClient redis = null;
        RedisChainStoreFactory chains = null;
        ChatApiClientBuilder builder =
                ChatApiClient.builder().baseUrl(baseUrl).apiKey(apiKey).logLevel(LogLevel.OFF);
        if (shared) {
            redis = RedisClient.create(RedisURI.create("127.0.0.1", Integer.parseInt(args[2])));
            chains = RedisChainStore.factory(
                    redis, RedisChainStoreOptions.builder().keyPrefix(args[3]).build());
            builder.chainStore(chains);
        }
        int ok = 0;
        int writesOk = 0;
        Map<String, Integer> failures = new TreeMap<>();
        try (ChatApiClient client = builder.build()) {
            System.out.println("READY");
            System.out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            if (!"GO".equals(in.readLine())) {
                throw new IllegalStateException("expected GO");
            }
            for (int i = 0; i < calls; i++) {
                boolean write = i % 5 < 2;
                try {
                    if (write) {
                        client.triggers().edit(triggerId, trigger(name, name + "-" + i));
                        writesOk++;
                    } else {
                        client.agents().get(DefaultData.ADMIN_UUID);
                    }
                    ok++;
                } catch (RuntimeException e) {
                    failures.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                }
            }
        } finally {
            if (chains != null) {
                chains.close();
            }
            if (redis != null) {
                redis.shutdown();
            }
        }
        System.out.println("RESULT " + name + " ok=" + ok + " writesOk=" + writesOk + " failures=" + failures);
        System.out.flush();
    }

    /** The trigger worker {@code name} edits: its own, named after it. */
    static TriggerDefinition trigger(String name, String message) {
        return TriggerDefinition.builder()
                .name("replicated-" + name)
                .url("https://shop.example.com/" + name)
                .message(message)
                .displayDelay(Duration.ofSeconds(5))
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
    }
}
