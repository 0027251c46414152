package io.chatapi.sdk.ensure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Mode;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The way an agency works: three shops under one account with the same alias and trigger names, each with its own
 * texts. Records are told apart by name and shop, {@code ensure} creates what is missing, edits only what drifted
 * and leaves the rest untouched; against both readings of the spec.
 */
class EnsureTest {
    private static final List<String> SHOPS = List.of("a.example.com", "b.example.com", "c.example.com");
    private static final List<String> NAMES = List.of("hi", "ship", "bye");

    private ChatApiTestServer server;
    private ChatApiClient client;
    private List<String> shopIds;

    private void start(Mode mode) {
        server = ChatApiTestServer.builder().mode(mode).data(TestData.empty()).build();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        shopIds = SHOPS.stream()
                .map(a -> client.domains().add(new NewDomain(a)).id())
                .toList();
        server.counters().reset();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private List<AliasDefinition> aliases(String changedText) {
        List<AliasDefinition> all = new ArrayList<>();
        AliasDefinition.Builder alias = AliasDefinition.builder();
        for (int s = 0; s < SHOPS.size(); s++) {
            alias.domainId(shopIds.get(s)); // sets, never appends: each shop its own alias
            for (String name : NAMES) {
                String text = s == 1 && name.equals("ship") && changedText != null
                        ? changedText
                        : name + " from " + SHOPS.get(s);
                all.add(alias.name(name).text(text).build());
            }
        }
        return all;
    }

    private Map<Endpoint, Long> requests() {
        return server.counters().requestsByEndpoint();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void three_shops_with_the_same_alias_names_get_nine_aliases_each_with_its_shops_text(Mode mode) {
        start(mode);

        List<Ensured<Alias>> created = client.aliases().ensure(aliases(null));

        assertThat(created)
                .extracting(Ensured::outcome)
                .containsOnly(Outcome.CREATED)
                .hasSize(9);
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 2L, Endpoint.ADD_ALIAS, 9L));
        assertThat(client.aliases().list()).hasSize(9);
        for (int s = 0; s < SHOPS.size(); s++) {
            for (String name : NAMES) {
                Alias alias = client.aliases().find(name, shopIds.get(s)).orElseThrow();
                assertThat(alias.text()).contains(name + " from " + SHOPS.get(s));
                assertThat(alias.domains()).hasSize(1);
            }
        }
        assertThat(created.get(4).record().text()).contains("ship from b.example.com");
        assertThatThrownBy(() -> client.aliases().find("hi"))
                .as("by name alone, several shops' aliases match")
                .isInstanceOf(AmbiguousMatchException.class)
                .satisfies(e -> assertThat(((AmbiguousMatchException) e).ids()).hasSize(3));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void ensure_again_reads_once_and_writes_nothing_then_edits_only_the_alias_that_drifted(Mode mode) {
        start(mode);
        List<Ensured<Alias>> first = client.aliases().ensure(aliases(null));
        server.counters().reset();

        List<Ensured<Alias>> again = client.aliases().ensure(aliases(null));

        assertThat(again).extracting(Ensured::outcome).containsOnly(Outcome.UNCHANGED);
        assertThat(again)
                .extracting(Ensured::record)
                .isEqualTo(first.stream().map(Ensured::record).toList());
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 1L));
        server.counters().reset();

        List<Ensured<Alias>> third = client.aliases().ensure(aliases("We ship from b within a day."));

        assertThat(third)
                .extracting(Ensured::outcome)
                .filteredOn(o -> o != Outcome.UNCHANGED)
                .containsExactly(Outcome.UPDATED);
        assertThat(third.get(4).outcome()).isEqualTo(Outcome.UPDATED);
        assertThat(third.get(4).record().id()).isEqualTo(first.get(4).record().id());
        assertThat(third.get(4).record().text()).contains("We ship from b within a day.");
        assertThat(server.counters().writesByEndpoint()).isEqualTo(Map.of(Endpoint.EDIT_ALIAS, 1L));
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 2L, Endpoint.EDIT_ALIAS, 1L));
        assertThat(client.aliases().find("ship", shopIds.get(0)).orElseThrow().text())
                .contains("ship from a.example.com");
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void findOrAdd_matches_an_alias_on_exactly_the_domains_asked_for_so_each_shop_gets_its_own(Mode mode) {
        start(mode);
        AliasDefinition.Builder hi = AliasDefinition.builder().name("hi");

        List<Alias> found = shopIds.stream()
                .map(id -> client.aliases()
                        .findOrAdd(hi.text("Hello from " + id).domainId(id).build()))
                .toList();

        assertThat(found).extracting(Alias::id).doesNotHaveDuplicates();
        assertThat(client.aliases().list()).hasSize(3);
        assertThat(client.aliases()
                        .findOrAdd(
                                hi.text("other words").domainId(shopIds.get(2)).build()))
                .as("found, its text kept")
                .isEqualTo(found.get(2));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void an_alias_shared_by_two_shops_is_one_record_and_a_second_of_its_name_on_one_of_them_is_refused(Mode mode) {
        start(mode);
        Alias shared = client.aliases()
                .add(AliasDefinition.builder()
                        .name("hi")
                        .text("Hello from A and B")
                        .domainId(shopIds.get(0))
                        .addDomainId(shopIds.get(1))
                        .build());
        assertThat(client.aliases().find("hi", shopIds.get(1))).contains(shared);
        server.counters().reset();

        Throwable e = catchThrowable(() -> client.aliases().ensure(aliases(null)));

        assertThat(e).isInstanceOf(AlreadyExistsException.class).hasMessageContaining(shared.id());
        assertThat(((AlreadyExistsException) e).mayHaveBeenProcessed()).isFalse();
        assertThat(requests()).as("the read, and nothing sent").isEqualTo(Map.of(Endpoint.LIST_ALIASES, 1L));
        assertThat(client.aliases()
                        .ensure(AliasDefinition.builder()
                                .name("hi")
                                .text("Hello from A and B, again")
                                .domainIds(List.of(shopIds.get(1), shopIds.get(0)))
                                .build())
                        .outcome())
                .as("the same two domains in another order: the same alias")
                .isEqualTo(Outcome.UPDATED);
    }

    private TriggerDefinition cartHelp(int shop, String message) {
        return TriggerDefinition.builder()
                .name("Cart help")
                .url("https://" + SHOPS.get(shop) + "/cart")
                .message(message)
                .displayDelay(Duration.ofSeconds(20))
                .domainId(shopIds.get(shop))
                .build();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void triggers_of_the_same_name_on_three_shops_are_created_then_left_alone_then_edited_where_they_drifted(
            Mode mode) {
        start(mode);
        List<TriggerDefinition> wanted = List.of(cartHelp(0, "A?"), cartHelp(1, "B?"), cartHelp(2, "C?"));

        List<Ensured<Trigger>> created = client.triggers().ensure(wanted);
        client.triggers().setActive(created.get(1).record().id(), false);
        server.counters().reset();
        List<Ensured<Trigger>> again = client.triggers().ensure(wanted);
        Map<Endpoint, Long> secondRun = requests();
        server.counters().reset();
        Ensured<Trigger> edited = client.triggers().ensure(cartHelp(1, "Need a hand, B?"));

        assertThat(created)
                .extracting(Ensured::outcome)
                .containsOnly(Outcome.CREATED)
                .hasSize(3);
        assertThat(again).extracting(Ensured::outcome).containsOnly(Outcome.UNCHANGED);
        assertThat(secondRun).isEqualTo(Map.of(Endpoint.LIST_TRIGGERS, 1L));
        assertThat(edited.outcome()).isEqualTo(Outcome.UPDATED);
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_TRIGGERS, 2L, Endpoint.EDIT_TRIGGER, 1L));
        Trigger b = client.triggers().get(created.get(1).record().id());
        assertThat(b.message()).contains("Need a hand, B?");
        assertThat(b.url()).contains("https://b.example.com/cart");
        assertThat(b.displayDelay()).contains(Duration.ofSeconds(20));
        assertThat(b.active()).as("ensure leaves the active flag alone").contains(false);
        assertThat(client.triggers()
                        .find("Cart help", shopIds.get(0))
                        .orElseThrow()
                        .message())
                .contains("A?");
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void adding_a_trigger_again_is_refused_and_ensure_of_a_repeated_trigger_sends_nothing(Mode mode) {
        start(mode);
        client.triggers().add(cartHelp(0, "A?"));
        server.counters().reset();

        assertThatThrownBy(() -> client.triggers().add(cartHelp(0, "A, again?")))
                .isInstanceOf(AlreadyExistsException.class);
        assertThatThrownBy(() -> client.triggers().ensure(List.of(cartHelp(1, "B?"), cartHelp(1, "B again?"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("definitions[1]");

        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_TRIGGERS, 1L));
        assertThat(client.triggers().list()).hasSize(1);
    }

    private static NewAgent ann(String name, String jobTitle, int chats) {
        return NewAgent.builder()
                .email("ann@example.com")
                .name(name)
                .jobTitle(jobTitle)
                .chats(chats)
                .status(AgentStatus.AWAY)
                .password("pw-ann-1")
                .build();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void an_agent_is_added_then_left_alone_then_edited_only_where_it_drifted_keeping_every_other_field(Mode mode) {
        start(mode);
        client.close();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .agentStatusCodes(Map.of("1", AgentStatus.ONLINE, "2", AgentStatus.AWAY, "3", AgentStatus.OFFLINE))
                .build();

        Ensured<Agent> created = client.agents().ensure(ann("Ann Lee", "Support", 3));
        server.counters().reset();
        Ensured<Agent> same = client.agents().ensure(ann("Ann Lee", "Support", 3));
        Map<Endpoint, Long> unchanged = requests();
        server.counters().reset();
        Ensured<Agent> renamed = client.agents().ensure(ann("Ann Lee-Roy", "Support", 3));
        Map<Endpoint, Long> rename = requests();
        server.counters().reset();
        Ensured<Agent> moreChats = client.agents().ensure(ann("Ann Lee-Roy", "Support", 5));

        assertThat(created.outcome()).isEqualTo(Outcome.CREATED);
        assertThat(same.outcome()).isEqualTo(Outcome.UNCHANGED);
        assertThat(unchanged)
                .as("the list, and the detail the list does not show")
                .isEqualTo(Map.of(Endpoint.LIST_AGENTS, 1L, Endpoint.GET_AGENT, 1L));
        assertThat(renamed.outcome()).isEqualTo(Outcome.UPDATED);
        assertThat(renamed.record().name()).contains("Ann Lee-Roy");
        assertThat(rename)
                .as("a name the list shows differs: no detail read, one edit of every field, the list again")
                .isEqualTo(Map.of(Endpoint.LIST_AGENTS, 2L, Endpoint.EDIT_AGENT, 1L));
        assertThat(moreChats.outcome()).isEqualTo(Outcome.UPDATED);
        AgentDetail ann = client.agents().get(created.record().id());
        assertThat(ann.name()).contains("Ann Lee-Roy");
        assertThat(ann.jobTitle()).contains("Support");
        assertThat(ann.chats()).contains(5);
        assertThat(ann.statusCode())
                .as("away, also where an edit blanks what it is not sent")
                .contains("2");
        assertThat(client.agents().list()).hasSize(1);
    }
}
