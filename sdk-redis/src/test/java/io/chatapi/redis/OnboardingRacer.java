package io.chatapi.redis;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One runner of {@link OnboardingRaceProcessesTest}: a JVM of its own running README's onboarding of {@code shops}
 * shops (the same shops as every other runner). It prints READY, waits for GO on stdin (so that the runners start at
 * once), and prints one RESULT line: {@code RESULT <name> ok} or {@code RESULT <name> failed <exception>}.
 *
 * <p>Arguments: base URL, API key, Redis port or {@code none} (no shared store: a race is healed afterwards), key
 * prefix, runner name, number of shops.
 */
public final class OnboardingRacer {
    private OnboardingRacer() {}

    public static void main(String[] args) throws Exception {
        boolean shared = !args[2].equals("none");
        String name = args[4];
        int shops = Integer.parseInt(args[5]);
        RedisClient redis = null;
        RedisChainStoreFactory chains = null;
        ChatApiClientBuilder builder = ChatApiClient.builder()
                .baseUrl(args[0])
                .apiKey(args[1])
                .logLevel(LogLevel.OFF)
                .jobBudget(JobBudget.DEFAULT.withPauses(Duration.ofMillis(5), Duration.ofMillis(200)));
        if (shared) {
            redis = RedisClient.create(RedisURI.create("127.0.0.1", Integer.parseInt(args[2])));
            chains = RedisChainStore.factory(
                    redis, RedisChainStoreOptions.builder().keyPrefix(args[3]).build());
            builder.chainStore(chains);
        }
        String result;
        try (ChatApiClient client = builder.build()) {
            System.out.println("READY");
            System.out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            if (!"GO".equals(in.readLine())) {
                throw new IllegalStateException("expected GO");
            }
            onboard(client, shops);
            result = "ok";
        } catch (RuntimeException e) {
            result = "failed " + e.toString().replace('\n', ' ');
        } finally {
            if (chains != null) {
                chains.close();
            }
            if (redis != null) {
                redis.shutdown();
            }
        }
        System.out.println("RESULT " + name + " " + result);
        System.out.flush();
    }

    /** README's onboarding, with the shops of {@link #address}. */
    static void onboard(ChatApiClient client, int shops) {
        List<Agent> team = client
                .agents()
                .ensure(List.of(
                        NewAgent.builder()
                                .email("ann@example.com")
                                .name("Ann Lee")
                                .password("pw-ann-1")
                                .build(),
                        NewAgent.builder()
                                .email("bob@example.com")
                                .name("Bob Roy")
                                .password("pw-bob-1")
                                .build()))
                .stream()
                .map(Ensured::record)
                .toList();
        List<TriggerDefinition> triggers = new ArrayList<>();
        List<AliasDefinition> aliases = new ArrayList<>();
        for (int i = 0; i < shops; i++) {
            String shopId = client.domains()
                    .findOrAdd(new NewDomain(address(i), ShopSystem.PLATFORM_2))
                    .id();
            client.domains().assignAgents(shopId, team);
            triggers.add(TriggerDefinition.builder()
                    .name("Cart help")
                    .url("https://" + address(i) + "/cart")
                    .message("Cart help for shop " + i + "?")
                    .displayDelay(Duration.ofSeconds(20))
                    .domainId(shopId)
                    .build());
            AliasDefinition.Builder alias = AliasDefinition.builder().domainId(shopId);
            aliases.add(alias.name("hi").text("Hello from shop " + i).build());
            aliases.add(
                    alias.name("ship").text("Shop " + i + " ships in two days.").build());
            aliases.add(alias.name("bye").text("Goodbye from shop " + i).build());
        }
        client.triggers().ensure(triggers);
        client.aliases().ensure(aliases);
    }

    static String address(int shop) {
        return "shop-" + shop + ".example.com";
    }
}
