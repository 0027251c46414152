package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.OnboardingExample.Shop;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Mode;
import io.chatapi.testkit.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * README's onboarding, the way an agency runs it: three shops with the same alias and trigger names, each with its
 * own texts, run three times against an empty server in both testkit modes, each run by a new client as a new
 * process would. The requests of each run are printed and held to their budget.
 */
class OnboardingExampleTest {
    private static final List<String> NAMES = List.of("hi", "ship", "bye");

    @ParameterizedTest
    @EnumSource(Mode.class)
    void three_shops_get_their_own_aliases_and_triggers_a_second_run_writes_nothing_and_a_changed_text_is_one_write(
            Mode mode) {
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().mode(mode).data(TestData.empty()).build()) {
            List<Shop> shops = OnboardingExample.SHOPS;

            Run first = run(server, shops, mode, "first");

            assertThat(first.requests()).isEqualTo(36);
            assertThat(first.requestsByEndpoint()).containsEntry(Endpoint.AUTHENTICATE, 1L);
            assertThat(first.writesByEndpoint())
                    .isEqualTo(Map.of(
                            Endpoint.ADD_AGENT, 2L,
                            Endpoint.REGISTER_DOMAIN, 3L,
                            Endpoint.ASSIGN_AGENT, 6L,
                            Endpoint.ADD_TRIGGER, 3L,
                            Endpoint.ADD_ALIAS, 9L));
            State afterFirst = State.read(server);
            afterFirst.assertOnboarded(shops);

            Run second = run(server, shops, mode, "second");

            assertThat(second.writesByEndpoint())
                    .as("nothing written on the second run")
                    .isEmpty();
            assertThat(second.requests()).isEqualTo(15);
            assertThat(second.tokenViolations()).isZero();
            assertThat(State.read(server)).isEqualTo(afterFirst);

            List<Shop> changed = new ArrayList<>(shops);
            Shop pl = shops.get(1);
            changed.set(1, new Shop(pl.address(), pl.cartHelp(), pl.hi(), "Wysyłamy jutro.", pl.bye()));
            Run third = run(server, changed, mode, "third");

            assertThat(third.writesByEndpoint()).isEqualTo(Map.of(Endpoint.EDIT_ALIAS, 1L));
            assertThat(third.requests()).isEqualTo(17);
            State afterThird = State.read(server);
            afterThird.assertOnboarded(changed);
            assertThat(afterThird.aliasIds()).isEqualTo(afterFirst.aliasIds());
        }
    }

    /** What the server counted during one run. */
    private record Run(
            long requests,
            Map<Endpoint, Long> requestsByEndpoint,
            Map<Endpoint, Long> writesByEndpoint,
            long tokenViolations) {}

    /** One run by a fresh client, as a new process would make it; returns the server's counts of that run. */
    private static Run run(ChatApiTestServer server, List<Shop> shops, Mode mode, String which) {
        server.counters().reset();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            assertThat(OnboardingExample.onboard(client, shops, "pw-ann-1", "pw-bob-1"))
                    .as("records not as wanted, by shop")
                    .isEmpty();
        }
        Run counted = new Run(
                server.counters().totalRequests(),
                server.counters().requestsByEndpoint(),
                server.counters().writesByEndpoint(),
                server.counters().tokenViolations());
        System.out.println("onboarding, " + mode + ", " + which + " run: " + counted);
        return counted;
    }

    /** What the server holds, read with a client of its own (after the run's counts were taken). */
    private record State(
            Map<String, String> tokenByAddress,
            Map<String, List<String>> agentsByAddress,
            Map<String, String> triggerMessageByAddress,
            Map<AliasKey, String> aliasTextByKey,
            List<String> aliasIds) {

        static State read(ChatApiTestServer server) {
            try (ChatApiClient client = ChatApiClient.builder()
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .build()) {
                List<Domain> domains = client.domains().list();
                Map<String, String> addressById = domains.stream()
                        .collect(Collectors.toMap(Domain::id, d -> d.address().orElseThrow()));
                List<Trigger> triggers = client.triggers().list();
                List<Alias> aliases = client.aliases().list();
                assertThat(triggers).extracting(t -> t.name().orElseThrow()).containsOnly("Cart help");
                return new State(
                        domains.stream()
                                .collect(Collectors.toMap(d -> d.address().orElseThrow(), d -> d.pluginToken()
                                        .orElseThrow())),
                        domains.stream()
                                .collect(Collectors.toMap(
                                        d -> d.address().orElseThrow(), d -> client.domains().agents(d.id()).stream()
                                                .map(a -> a.email().orElseThrow())
                                                .sorted()
                                                .toList())),
                        triggers.stream()
                                .collect(Collectors.toMap(
                                        t -> addressById.get(t.domain()
                                                .map(DomainSummary::id)
                                                .orElseThrow()),
                                        t -> t.message().orElseThrow())),
                        aliases.stream()
                                .collect(Collectors.toMap(a -> AliasKey.of(a).orElseThrow(), a -> a.text()
                                        .orElseThrow())),
                        aliases.stream().map(Alias::id).sorted().toList());
            }
        }

        /** Three shops, the team on each, one trigger and three aliases per shop with its own texts, no more. */
        void assertOnboarded(List<Shop> shops) {
            assertThat(tokenByAddress.keySet()).containsExactlyInAnyOrderElementsOf(addresses(shops));
            assertThat(agentsByAddress.values()).containsOnly(List.of("ann@example.com", "bob@example.com"));
            assertThat(triggerMessageByAddress)
                    .isEqualTo(shops.stream().collect(Collectors.toMap(Shop::address, Shop::cartHelp)));
            assertThat(aliasIds).as("9 aliases: 0 duplicates").hasSize(9).doesNotHaveDuplicates();
            for (Shop shop : shops) {
                for (String name : NAMES) {
                    assertThat(aliasTextByKey.entrySet())
                            .filteredOn(e -> e.getKey().name().equals(name)
                                    && e.getKey().domainIds().size() == 1)
                            .filteredOn(e -> e.getValue().equals(textOf(shop, name)))
                            .as("%s on %s", name, shop.address())
                            .hasSize(1);
                }
            }
        }

        private static List<String> addresses(List<Shop> shops) {
            return shops.stream().map(Shop::address).toList();
        }

        private static String textOf(Shop shop, String name) {
            return switch (name) {
                case "hi" -> shop.hi();
                case "ship" -> shop.ship();
                default -> shop.bye();
            };
        }
    }

    @Test
    void readme_shows_the_onboarding_exactly_as_the_example_runs_it() throws IOException {
        String example = Files.readString(Path.of("src/main/java/io/chatapi/examples/OnboardingExample.java"));
        String readme = Files.readString(Path.of("../README.md"));
        Matcher snippet = Pattern.compile("// README snippet begins\\n(.*?)// README snippet ends", Pattern.DOTALL)
                .matcher(example);
        assertThat(snippet.find()).isTrue();
        Matcher block = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        List<String> blocks = new ArrayList<>();
        while (block.find()) {
            blocks.add(withoutBlanks(block.group(1)));
        }

        assertThat(blocks)
                .as("README's java blocks, blanks aside")
                .anyMatch(b -> b.contains(withoutBlanks(snippet.group(1))));
    }

    private static String withoutBlanks(String code) {
        return code.replaceAll("//[^\\n]*", "").replaceAll("\\s+", "");
    }

    @Test
    void the_example_shops_share_their_alias_and_trigger_names_but_not_their_texts() {
        List<Shop> shops = OnboardingExample.SHOPS;
        assertThat(shops).hasSize(3);
        assertThat(shops).extracting(Shop::hi).doesNotHaveDuplicates();
        assertThat(shops).extracting(Shop::ship).doesNotHaveDuplicates();
        assertThat(shops).extracting(Shop::cartHelp).doesNotHaveDuplicates();
    }
}
