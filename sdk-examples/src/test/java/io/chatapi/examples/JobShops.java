package io.chatapi.examples;

import io.chatapi.examples.OnboardingExample.Shop;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerKey;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Shops for the job tests, and a count of what a server holds for them: records, and duplicates among them. */
public final class JobShops {
    private JobShops() {}

    /** {@return {@code count} shops with their own addresses and texts} */
    public static List<Shop> of(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new Shop(
                        "shop-" + i + ".example.com",
                        "Cart help for shop " + i + "?",
                        "Hello from shop " + i,
                        "Shop " + i + " ships in two days.",
                        "Goodbye from shop " + i))
                .toList();
    }

    /**
     * What the server holds, counted by identity.
     *
     * @param domains domains listed
     * @param agents agents listed
     * @param triggers triggers listed
     * @param aliases aliases listed
     * @param duplicates records that share an identity with another (0 when none)
     * @param onboarded whether every shop has its trigger and three aliases with its own texts, and the team
     */
    public record Census(int domains, int agents, int triggers, int aliases, int duplicates, boolean onboarded) {}

    /** {@return what the server behind {@code client} holds for {@code shops}} (read without faults) */
    public static Census census(ChatApiClient client, List<Shop> shops) {
        List<Domain> domains = client.domains().list();
        List<Agent> agents = client.agents().list();
        List<Trigger> triggers = client.triggers().list();
        List<Alias> aliases = client.aliases().list();
        int duplicates = twins(domains, d -> d.address().orElse("").toLowerCase())
                + twins(agents, a -> a.email().orElse("").toLowerCase())
                + twins(triggers, t -> TriggerKey.of(t).map(Object::toString).orElse(t.id()))
                + twins(aliases, a -> AliasKey.of(a).map(Object::toString).orElse(a.id()));
        Map<String, String> idByAddress =
                domains.stream().collect(Collectors.toMap(d -> d.address().orElse(""), Domain::id, (a, b) -> a));
        boolean onboarded = shops.stream().allMatch(shop -> {
            String id = idByAddress.get(shop.address());
            if (id == null) {
                return false;
            }
            Set<String> team = client.domains().agents(id).stream()
                    .map(a -> a.email().orElse(""))
                    .collect(Collectors.toSet());
            return team.containsAll(Set.of("ann@example.com", "bob@example.com"))
                    && triggers.stream()
                            .anyMatch(t -> t.message().orElse("").equals(shop.cartHelp())
                                    && TriggerKey.of(t)
                                            .map(k -> k.domainId().equals(id))
                                            .orElse(false))
                    && hasAlias(aliases, id, "hi", shop.hi())
                    && hasAlias(aliases, id, "ship", shop.ship())
                    && hasAlias(aliases, id, "bye", shop.bye());
        });
        return new Census(domains.size(), agents.size(), triggers.size(), aliases.size(), duplicates, onboarded);
    }

    private static boolean hasAlias(List<Alias> aliases, String domainId, String name, String text) {
        return aliases.stream()
                .anyMatch(a -> a.text().orElse("").equals(text)
                        && AliasKey.of(a)
                                .map(k -> k.name().equals(name) && k.domainIds().equals(Set.of(domainId)))
                                .orElse(false));
    }

    private static <T> int twins(List<T> records, Function<T, String> identity) {
        Map<String, Long> counts = records.stream().collect(Collectors.groupingBy(identity, Collectors.counting()));
        return counts.values().stream().mapToInt(n -> (int) (n - 1)).sum();
    }
}
