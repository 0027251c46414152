package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.List;

/**
 * README's main example, runnable: onboards a shop. Registers the domain, adds two agents, assigns
 * them, adds a trigger and three aliases, and edits the trigger. It can run again: what exists is
 * found and kept (the domain's plug-in token is never replaced), and an assignment already in place
 * counts as done. On a fresh server it makes 19 requests, authentication included; on a second run
 * about half as many ({@code OnboardingExampleTest} counts them).
 *
 * <p>Run it against your server with {@code CHAT_API_BASE_URL}, {@code CHAT_API_KEY}, {@code
 * ANN_PASSWORD} and {@code BOB_PASSWORD} set.
 */
public final class OnboardingExample {
    private OnboardingExample() {}

    /**
     * Runs the onboarding against the server the environment names.
     *
     * @param args none
     */
    public static void main(String[] args) {
        try (ChatApiClient client = ChatApiClient.fromEnv()) {
            Trigger trigger = onboard(client, System.getenv("ANN_PASSWORD"), System.getenv("BOB_PASSWORD"));
            System.out.println("onboarded; trigger " + trigger.id());
        }
    }

    /**
     * The onboarding, exactly as README shows it.
     *
     * @param client the client
     * @param annPassword the first agent's initial password
     * @param bobPassword the second agent's initial password
     * @return the trigger, as found or added before the edit
     */
    static Trigger onboard(ChatApiClient client, String annPassword, String bobPassword) {
        // README snippet begins
        Domain shop = client.domains().findOrRegister("shop.example.com", ShopSystem.PLATFORM_2);
        String shopId = shop.id();
        List<Agent> team = client.agents()
                .findOrAdd(List.of(
                        NewAgent.builder()
                                .email("ann@example.com")
                                .name("Ann Lee")
                                .password(annPassword)
                                .build(),
                        NewAgent.builder()
                                .email("bob@example.com")
                                .name("Bob Roy")
                                .password(bobPassword)
                                .build()));
        team.forEach(agent -> client.domains().assignAgent(shopId, agent.id()));
        Trigger cartHelp = client.triggers()
                .findOrAdd(TriggerDefinition.builder()
                        .name("Cart help")
                        .url("https://shop.example.com/cart")
                        .message("Need a hand?")
                        .displayDelay(Duration.ofSeconds(20))
                        .domainId(shopId)
                        .build());
        AliasDefinition.Builder alias = AliasDefinition.builder().domainId(shopId);
        client.aliases()
                .findOrAdd(List.of(
                        alias.name("hi").text("Hello, how can I help?").build(),
                        alias.name("ship")
                                .text("We ship within two working days.")
                                .build(),
                        alias.name("bye").text("Thank you for visiting!").build()));
        client.triggers()
                .edit(
                        cartHelp.id(),
                        cartHelp.toDefinition().toBuilder()
                                .message("Need a hand with your cart?")
                                .build());
        // README snippet ends
        return cartHelp;
    }
}
