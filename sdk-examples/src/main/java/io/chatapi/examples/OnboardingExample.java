package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * README's main example, runnable: an agency onboards its shops. Every shop gets the same team, a "Cart help"
 * trigger and the aliases "hi", "ship" and "bye", each with the shop's own texts. It converges: run it again and
 * it writes nothing; change a text and that text is the only write. The domains' plug-in tokens are never replaced.
 *
 * <p>Requests ({@code OnboardingExampleTest} counts them, in both testkit modes), for three shops: 36 on an empty
 * server, 15 on a second run (all reads), 17 when one alias text changed.
 *
 * <p>Run it against your server with {@code CHAT_API_BASE_URL}, {@code CHAT_API_KEY}, {@code ANN_PASSWORD} and
 * {@code BOB_PASSWORD} set.
 */
public final class OnboardingExample {
    private OnboardingExample() {}

    /**
     * One shop's address and texts.
     *
     * @param address the shop's website address
     * @param cartHelp the message of its "Cart help" trigger
     * @param hi the text of its alias "hi"
     * @param ship the text of its alias "ship"
     * @param bye the text of its alias "bye"
     */
    public record Shop(String address, String cartHelp, String hi, String ship, String bye) {}

    /** The three shops {@link #main} onboards. */
    static final List<Shop> SHOPS = List.of(
            new Shop(
                    "shop.example.com",
                    "Need a hand with your cart?",
                    "Hello, how can I help?",
                    "We ship within two working days.",
                    "Thank you for visiting!"),
            new Shop(
                    "sklep.example.pl",
                    "Pomóc z koszykiem?",
                    "Dzień dobry, w czym mogę pomóc?",
                    "Wysyłamy w ciągu dwóch dni roboczych.",
                    "Dziękujemy za wizytę!"),
            new Shop(
                    "laden.example.de",
                    "Hilfe beim Warenkorb?",
                    "Hallo, wie kann ich helfen?",
                    "Wir versenden innerhalb von zwei Werktagen.",
                    "Danke für Ihren Besuch!"));

    /**
     * Runs the onboarding against the server the environment names.
     *
     * @param args none
     */
    public static void main(String[] args) {
        try (ChatApiClient client = ChatApiClient.fromEnv()) {
            onboard(client, SHOPS, System.getenv("ANN_PASSWORD"), System.getenv("BOB_PASSWORD"));
            System.out.println("onboarded " + SHOPS.size() + " shops");
        }
    }

    /**
     * The onboarding, exactly as README shows it.
     *
     * @param client the client
     * @param shops the shops to onboard
     * @param annPassword the first agent's initial password, used only if she is added
     * @param bobPassword the second agent's initial password, used only if he is added
     */
    static void onboard(ChatApiClient client, List<Shop> shops, String annPassword, String bobPassword) {
        // README snippet begins
        List<Agent> team = client
                .agents()
                .ensure(List.of(
                        NewAgent.builder()
                                .email("ann@example.com")
                                .name("Ann Lee")
                                .password(annPassword)
                                .build(),
                        NewAgent.builder()
                                .email("bob@example.com")
                                .name("Bob Roy")
                                .password(bobPassword)
                                .build()))
                .stream()
                .map(Ensured::record)
                .toList();
        List<TriggerDefinition> triggers = new ArrayList<>();
        List<AliasDefinition> aliases = new ArrayList<>();
        for (Shop shop : shops) {
            String shopId = client.domains()
                    .findOrAdd(new NewDomain(shop.address(), ShopSystem.PLATFORM_2))
                    .id();
            client.domains().assignAgents(shopId, team);
            triggers.add(TriggerDefinition.builder()
                    .name("Cart help")
                    .url("https://" + shop.address() + "/cart")
                    .message(shop.cartHelp())
                    .displayDelay(Duration.ofSeconds(20))
                    .domainId(shopId)
                    .build());
            AliasDefinition.Builder alias = AliasDefinition.builder().domainId(shopId);
            aliases.add(alias.name("hi").text(shop.hi()).build());
            aliases.add(alias.name("ship").text(shop.ship()).build());
            aliases.add(alias.name("bye").text(shop.bye()).build());
        }
        client.triggers().ensure(triggers); // one read for every shop, then only what is missing or changed
        client.aliases().ensure(aliases);
        // README snippet ends
    }
}
