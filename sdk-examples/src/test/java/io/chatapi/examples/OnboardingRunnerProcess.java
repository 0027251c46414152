package io.chatapi.examples;

import io.chatapi.redis.RedisChainStore;
import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.redis.RedisChainStoreOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * One runner of {@link OnboardingManyProcessesTest}: a JVM of its own that runs README's onboarding ({@link
 * OnboardingExample#onboard}, exactly as README shows it) each time it is told to, with a new client each time (its
 * own token chain, or the chain store in Redis), so that one JVM serves every trial of the test (starting JVMs is
 * the slow part on a busy machine). It prints READY, then for each line {@code GO <base URL> <API key> <Redis port or
 * none> <key prefix> <shops>} on stdin one line: {@code RESULT ok}, {@code RESULT notdone <lines>} (the records the
 * example reports not as wanted) or {@code RESULT threw <exception>} (anything that escaped); it ends at the end of
 * its input.
 */
public final class OnboardingRunnerProcess {
    /** README's budget with shorter pauses (5 to 500 ms instead of 100 ms to 5 s), so the trials stay quick. */
    static final JobBudget BUDGET = JobBudget.DEFAULT.withPauses(Duration.ofMillis(5), Duration.ofMillis(500));

    private OnboardingRunnerProcess() {}

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        System.out.println("READY");
        System.out.flush();
        for (String line; (line = in.readLine()) != null; ) {
            String[] go = line.split(" ");
            if (go.length != 6 || !go[0].equals("GO")) {
                throw new IllegalArgumentException("expected GO and 5 words, got: " + line);
            }
            String result = run(go[1], go[2], go[3], go[4], Integer.parseInt(go[5]));
            System.out.println("RESULT " + result.replace('\n', ' '));
            System.out.flush();
        }
    }

    private static String run(String baseUrl, String apiKey, String redisPort, String prefix, int shops) {
        RedisClient redis = null;
        RedisChainStoreFactory chains = null;
        try {
            ChatApiClientBuilder builder = ChatApiClient.builder()
                    .baseUrl(baseUrl)
                    .apiKey(apiKey)
                    .logLevel(LogLevel.OFF)
                    .jobBudget(BUDGET);
            if (!redisPort.equals("none")) {
                redis = RedisClient.create(RedisURI.create("127.0.0.1", Integer.parseInt(redisPort)));
                chains = RedisChainStore.factory(
                        redis,
                        RedisChainStoreOptions.builder().keyPrefix(prefix).build());
                builder.chainStore(chains);
            }
            try (ChatApiClient client = builder.build()) {
                List<String> notDone = OnboardingExample.onboard(client, JobShops.of(shops), "pw-ann-1", "pw-bob-1");
                return notDone.isEmpty() ? "ok" : "notdone " + String.join(" | ", notDone);
            }
        } catch (RuntimeException | Error e) {
            return "threw " + e;
        } finally {
            if (chains != null) {
                chains.close();
            }
            if (redis != null) {
                redis.shutdown();
            }
        }
    }
}
