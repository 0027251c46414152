package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

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
     * Runs the onboarding against the server the environment names; exits with 1 when some record is not as wanted,
     * after listing them by shop.
     *
     * @param args none
     */
    public static void main(String[] args) {
        List<String> notDone;
        try (ChatApiClient client = ChatApiClient.fromEnv()) {
            notDone = onboard(client, SHOPS, System.getenv("ANN_PASSWORD"), System.getenv("BOB_PASSWORD"));
        }
        notDone.forEach(System.err::println);
        System.out.println("onboarded " + SHOPS.size() + " shops" + (notDone.isEmpty() ? "" : "; run again to finish"));
        if (!notDone.isEmpty()) {
            System.exit(1);
        }
    }

    /**
     * The onboarding, exactly as README shows it: the team first (the rest needs it), then each shop, then every
     * shop's trigger and aliases. It carries on past a shop's or a record's failure to the next, and reports what is
     * not as wanted by shop address; running it again finishes the job.
     *
     * @param client the client
     * @param shops the shops to onboard
     * @param annPassword the first agent's initial password, used only if she is added
     * @param bobPassword the second agent's initial password, used only if he is added
     * @return one line per record not as wanted, naming its shop's address; empty when every record is
     * @throws ChatApiException when the team cannot be ensured (nothing else is tried then)
     */
    static List<String> onboard(ChatApiClient client, List<Shop> shops, String annPassword, String bobPassword) {
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
        List<String> notDone = new ArrayList<>();
        Map<String, String> addressOf = new HashMap<>(); // domain id -> shop address, to report by shop
        List<TriggerDefinition> triggers = new ArrayList<>();
        List<AliasDefinition> aliases = new ArrayList<>();
        for (Shop shop : shops) {
            String shopId;
            try {
                shopId = client.domains()
                        .findOrAdd(new NewDomain(shop.address(), ShopSystem.PLATFORM_2))
                        .id();
                client.domains().assignAgents(shopId, team);
            } catch (ChatApiException e) {
                notDone.add(shop.address() + ": " + e.getMessage()); // the next shop all the same
                continue;
            }
            addressOf.put(shopId, shop.address());
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
        // One read for every shop, then only what is missing or changed; a record that fails is reported, and the
        // other records, and the aliases after the triggers, carry on.
        notDone.addAll(perRecord(
                "triggers",
                () -> client.triggers().ensure(triggers),
                i -> addressOf.get(triggers.get(i).domainId()) + ": trigger Cart help"));
        notDone.addAll(perRecord(
                "aliases",
                () -> client.aliases().ensure(aliases),
                i -> addressOf.get(aliases.get(i).domainIds().get(0)) + ": alias "
                        + aliases.get(i).name()));
        return notDone;
        // README snippet ends
    }

    /**
     * Runs a batch {@code ensure} and lists its records not as wanted, each named by {@code what} (by its place in
     * the batch), with its outcome and why: the per-record way of reading {@link JobIncompleteException}.
     *
     * @param kind the records' kind, for a failure that stopped the whole batch
     * @param ensure the batch
     * @param what names the record at a place in the batch
     * @return one line per record not done; empty when the batch is done
     */
    static List<String> perRecord(String kind, Runnable ensure, IntFunction<String> what) {
        try {
            ensure.run();
            return List.of();
        } catch (JobIncompleteException e) {
            return e.outcomes().stream()
                    .filter(o -> o.state() != RecordOutcome.State.DONE)
                    .map(o -> what.apply(o.index()) + " " + o.state()
                            + o.failure().map(f -> ": " + f.getMessage()).orElse(""))
                    .toList();
        } catch (ChatApiException e) {
            return List.of("every shop's " + kind + ": " + e.getMessage()); // the batch stopped as a whole
        }
    }
}
