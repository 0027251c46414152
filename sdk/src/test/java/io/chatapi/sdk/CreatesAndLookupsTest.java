package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Mode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Creates return what they created (read back from the list, as the replies carry no id), lookups
 * return {@code Optional}, and two candidates are never guessed between; against both readings of
 * the spec.
 */
class CreatesAndLookupsTest {
    private static final String SHOP = DefaultData.SHOP_DOMAIN_UUID;

    private ChatApiTestServer server;
    private ChatApiClient client;

    private void start(Mode mode) {
        server = ChatApiTestServer.builder().mode(mode).build();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        client.agents().list(); // authenticate, so the counts below are the calls' own
        server.counters().reset();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private Map<Endpoint, Long> requests() {
        return server.counters().requestsByEndpoint().entrySet().stream()
                .filter(e -> e.getValue() > 0)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void agents_add_returns_the_new_agent_with_its_id_after_a_check_one_write_and_one_list(Mode mode) {
        start(mode);

        Agent ann = client.agents()
                .add(NewAgent.builder()
                        .email("ann@example.com")
                        .name("Ann Lee")
                        .password("pw-1")
                        .build());

        assertThat(requests()).isEqualTo(Map.of(Endpoint.ADD_AGENT, 1L, Endpoint.LIST_AGENTS, 2L));
        assertThat(ann.id()).isNotBlank();
        assertThat(client.agents().get(ann.id()).email()).contains("ann@example.com");
        assertThat(client.agents().find("ANN@example.com ")).contains(ann);
        assertThat(client.agents().find("nobody@example.com")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void adding_an_agent_whose_email_is_listed_is_refused_after_one_read_and_sends_no_write(Mode mode) {
        start(mode);
        NewAgent again = NewAgent.builder()
                .email(" " + DefaultData.ADMIN_EMAIL.toUpperCase())
                .name("Someone Else")
                .password("pw")
                .build();

        Throwable e = catchThrowable(() -> client.agents().add(again));

        assertThat(e)
                .isInstanceOf(AlreadyExistsException.class)
                .hasMessageContaining("email=" + DefaultData.ADMIN_EMAIL.toUpperCase())
                .hasMessageContaining(DefaultData.ADMIN_UUID)
                .hasMessageNotContaining("pw");
        assertThat(((AlreadyExistsException) e).mayHaveBeenProcessed()).isFalse();
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_AGENTS, 1L));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void findOrAdd_returns_an_existing_agent_after_one_list_and_sends_no_write(Mode mode) {
        start(mode);

        Agent zoe = client.agents()
                .findOrAdd(NewAgent.builder()
                        .email(DefaultData.ADMIN_EMAIL.toUpperCase())
                        .name("Someone Else")
                        .password("pw")
                        .build());

        assertThat(zoe.id()).isEqualTo(DefaultData.ADMIN_UUID);
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_AGENTS, 1L));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void triggers_add_returns_the_trigger_and_find_looks_it_up_by_name_and_domain(Mode mode) {
        start(mode);

        Trigger added = client.triggers()
                .add(TriggerDefinition.builder()
                        .name("Checkout nudge")
                        .url("https://shop.example.com/checkout")
                        .message("Questions about paying?")
                        .displayDelay(Duration.ofSeconds(15))
                        .domainId(SHOP)
                        .build());

        assertThat(requests())
                .as("the check, the write, the read-back")
                .isEqualTo(Map.of(Endpoint.ADD_TRIGGER, 1L, Endpoint.LIST_TRIGGERS, 2L));
        assertThat(added.id()).isNotBlank();
        assertThat(client.triggers().find("Checkout nudge", SHOP)).contains(added);
        assertThat(client.triggers().find("Checkout nudge", DefaultData.SKLEP_DOMAIN_UUID))
                .isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void domains_ensure_registers_what_is_missing_and_never_changes_a_found_domain(Mode mode) {
        start(mode);

        List<Ensured<Domain>> done = client.domains()
                .ensure(List.of(
                        // The seed's shop.example.com, registered with shop 1: found, its shop left as registered.
                        new NewDomain("https://Shop.example.com/", ShopSystem.OTHER),
                        new NewDomain("new-shop.example.com", ShopSystem.PLATFORM_2)));

        assertThat(done)
                .extracting(Ensured::outcome)
                .containsExactly(Ensured.Outcome.UNCHANGED, Ensured.Outcome.CREATED);
        assertThat(done.get(0).record().id()).isEqualTo(SHOP);
        assertThat(done.get(0).record().shop()).contains(ShopSystem.ofCode(1));
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_DOMAINS, 2L, Endpoint.REGISTER_DOMAIN, 1L));
        assertThat(client.domains().find("new-shop.example.com").map(Domain::id))
                .contains(done.get(1).record().id());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void domains_findOrAdd_of_a_list_reads_once_and_registers_only_the_missing(Mode mode) {
        start(mode);

        List<Domain> found = client.domains()
                .findOrAdd(List.of(new NewDomain("shop.example.com"), new NewDomain("other.example.com")));

        assertThat(found.get(0).id()).isEqualTo(SHOP);
        assertThat(found.get(1).address()).contains("other.example.com");
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_DOMAINS, 2L, Endpoint.REGISTER_DOMAIN, 1L));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void triggers_findOrAdd_of_a_list_keeps_a_found_trigger_as_it_is_and_adds_the_missing(Mode mode) {
        start(mode);
        TriggerDefinition.Builder trigger = TriggerDefinition.builder()
                .url("https://shop.example.com/elsewhere")
                .message("Another text")
                .displayDelay(Duration.ofSeconds(3))
                .domainId(SHOP);

        List<Trigger> found = client.triggers()
                .findOrAdd(List.of(
                        trigger.name("Cart help").build(),
                        trigger.name("Checkout nudge").build()));

        assertThat(found).extracting(t -> t.name().orElseThrow()).containsExactly("Cart help", "Checkout nudge");
        assertThat(found.get(0).url())
                .as("found, not edited")
                .isPresent()
                .get()
                .isNotEqualTo("https://shop.example.com/elsewhere");
        assertThat(found.get(1).url()).contains("https://shop.example.com/elsewhere");
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_TRIGGERS, 2L, Endpoint.ADD_TRIGGER, 1L));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void adding_a_trigger_whose_name_its_domain_has_is_refused_after_one_read_and_sends_no_write(Mode mode) {
        start(mode);
        // The seed already has a "Cart help" trigger on the shop domain.
        TriggerDefinition second = TriggerDefinition.builder()
                .name(" Cart help ")
                .url("https://shop.example.com/cart2")
                .message("Again?")
                .displayDelay(Duration.ZERO)
                .domainId(SHOP)
                .build();

        Throwable e = catchThrowable(() -> client.triggers().add(second));

        assertThat(e).isInstanceOf(AlreadyExistsException.class).hasMessageContaining("name=Cart help");
        assertThat(((AlreadyExistsException) e).mayHaveBeenProcessed()).isFalse();
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_TRIGGERS, 1L));
        assertThat(client.triggers().find("Cart help", SHOP)).isPresent();
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void adding_an_alias_whose_name_one_of_its_domains_has_is_refused_after_one_read_and_sends_no_write(Mode mode) {
        start(mode);
        Alias hi = client.aliases().find("hi").orElseThrow();
        server.counters().reset();
        // The seed's "hi" is one alias on the shop and sklep domains: "hi" on the shop alone would be a second.
        AliasDefinition again = AliasDefinition.builder()
                .name("hi")
                .text("Another text")
                .domainId(SHOP)
                .build();

        Throwable same = catchThrowable(() -> client.aliases().add(hi.toDefinition()));
        Throwable overlapping = catchThrowable(() -> client.aliases().add(again));

        assertThat(same).isInstanceOf(AlreadyExistsException.class).hasMessageContaining(hi.id());
        assertThat(overlapping).isInstanceOf(AlreadyExistsException.class).hasMessageContaining(hi.id());
        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 2L));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aliases_add_and_find_and_findOrAdd_of_three_costs_five_requests_then_one(Mode mode) {
        start(mode);
        AliasDefinition.Builder alias = AliasDefinition.builder().domainId(SHOP);
        List<AliasDefinition> three = List.of(
                alias.name("a1").text("One").build(),
                alias.name("a2").text("Two").build(),
                alias.name("a3").text("Three").build());

        List<Alias> first = client.aliases().findOrAdd(three);

        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 2L, Endpoint.ADD_ALIAS, 3L));
        assertThat(first).extracting(a -> a.name().orElse("")).containsExactly("a1", "a2", "a3");
        server.counters().reset();

        List<Alias> again = client.aliases().findOrAdd(three);

        assertThat(requests()).isEqualTo(Map.of(Endpoint.LIST_ALIASES, 1L));
        assertThat(again).isEqualTo(first);
        assertThat(client.aliases().find("a2")).contains(first.get(1));
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void changing_one_field_of_a_trigger_is_one_line_and_keeps_every_other_field(Mode mode) {
        start(mode);
        Trigger t = client.triggers().find("Cart help", SHOP).orElseThrow();

        client.triggers()
                .edit(t.id(), t.toDefinition().toBuilder().message("New words").build());

        Trigger edited = client.triggers().get(t.id());
        assertThat(edited.message()).contains("New words");
        assertThat(edited.toDefinition().toBuilder()
                        .message(t.message().orElseThrow())
                        .build())
                .as("everything but the message as before, also where the server blanks unsent fields")
                .isEqualTo(t.toDefinition());
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void an_alias_added_under_a_name_another_domain_uses_is_told_apart_by_its_domains(Mode mode) {
        start(mode);
        AliasDefinition.Builder ship = AliasDefinition.builder().name("delivery");
        Alias onShop =
                client.aliases().add(ship.text("Two days.").domainId(SHOP).build());

        Alias onSklep = client.aliases()
                .add(ship.text("Dwa dni.")
                        .domainIds(List.of(DefaultData.SKLEP_DOMAIN_UUID))
                        .build());

        assertThat(onSklep.id()).isNotEqualTo(onShop.id());
        assertThat(onSklep.text()).contains("Dwa dni.");
        assertThatThrownBy(() -> client.aliases().find("delivery")).isInstanceOf(AmbiguousMatchException.class);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void changing_one_field_of_an_alias_is_one_line(Mode mode) {
        start(mode);
        Alias hi = client.aliases().find("hi").orElseThrow();

        client.aliases()
                .edit(hi.id(), hi.toDefinition().toBuilder().text("Hey!").build());

        Alias edited = client.aliases().find("hi").orElseThrow();
        assertThat(edited.text()).contains("Hey!");
        assertThat(edited.toDefinition().domainIds())
                .isEqualTo(hi.toDefinition().domainIds());
    }

    @Test
    void bad_input_to_a_builder_names_the_field_and_sends_nothing() {
        start(Mode.TIDY);

        assertThatThrownBy(() -> TriggerDefinition.builder()
                        .name("n")
                        .url("u")
                        .message("m")
                        .domainId(SHOP)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("displayDelay");
        assertThatThrownBy(() -> AliasDefinition.builder().name("n").text("t").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainIds");
        assertThatThrownBy(() -> NewAgent.builder().email("a@example.com").name("A").password("pw").build().toBuilder()
                        .email("no-at")
                        .build())
                .hasMessageContaining("email");
        assertThat(AgentUpdate.builder().name("N").build().toBuilder()
                        .chats(3)
                        .build()
                        .chats())
                .contains(3);
        assertThat(server.counters().totalRequests()).isZero();
    }
}
