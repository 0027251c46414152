package io.chatapi.sdk.aliases;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static io.chatapi.sdk.testing.MockChatServer.form;
import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class AliasesClientTest extends ScriptedServerTest {
    static final AliasDefinition HI =
            new AliasDefinition("hi", "Dzień dobry! W czym mogę pomóc?", List.of("d-1", "d-2"));

    /** The alias list after HI was added, with id 4. */
    static final String HI_LISTED =
            "{\"status\":1,\"aliases\":[{\"id\":\"3\",\"name\":\"hey\",\"domains\":[{\"uuid\":\"d-1\"}]},"
                    + "{\"id\":\"4\",\"name\":\"hi\",\"domains\":[{\"uuid\":\"d-2\"},{\"uuid\":\"d-1\"}]}]}";

    /** The alias list before HI was added: "hi" on another domain only. */
    static final String OTHERS_LISTED =
            "{\"status\":1,\"aliases\":[{\"id\":\"3\",\"name\":\"hey\",\"domains\":[{\"uuid\":\"d-1\"}]},"
                    + "{\"id\":\"2\",\"name\":\"hi\",\"domains\":[{\"uuid\":\"d-3\"}]}]}";

    @Test
    void list_decodes_every_alias_with_its_domains() {
        wire.reply(fixture("aliases/list.json"));

        List<Alias> aliases = client.aliases().list();

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("aliases/index");
        assertThat(aliases).hasSize(3);

        Alias hi = aliases.get(0);
        assertThat(hi.id()).contains("3");
        assertThat(hi.name()).contains("hi");
        assertThat(hi.text()).contains("Dzień dobry! W czym mogę pomóc? Zobacz https://sklep.example.pl/faq");
        assertThat(hi.domains())
                .extracting(d -> d.id())
                .containsExactly("5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a", "0b5e7d2c-2222-4c1a-9f00-aa11bb22cc33");
        DomainSummary shop = hi.domains().get(0);
        assertThat(shop.address()).contains("sklep.example.pl");
        assertThat(shop.pluginToken()).contains("e1d2c3b4a5968778695a4b3c2d1e0f9a");
        assertThat(shop.active()).contains(true);
        assertThat(shop.chatClientId()).contains("17");
        assertThat(shop.visibility()).contains("1");
        assertThat(shop.shop()).contains(ShopSystem.PLATFORM_2);
        assertThat(hi.domains().get(1).shop()).isEmpty();

        Alias bye = aliases.get(1);
        assertThat(bye.id()).as("a number").contains("4");
        assertThat(bye.domains()).as("{} is PHP's empty array").isEmpty();
    }

    @Test
    void list_reads_bad_values_as_empty_and_keeps_them_raw() {
        wire.reply(fixture("aliases/list.json"));

        Alias broken = client.aliases().list().get(2);

        assertThat(broken.id()).contains("5");
        assertThat(broken.name()).isEmpty();
        assertThat(broken.text()).isEmpty();
        assertThat(broken.raw().field("text").isObject()).isTrue();
        assertThat(broken.domains()).isEmpty();
        assertThat(broken.raw().field("domains").asText()).isEqualTo("not a list");
        assertThat(broken.raw().field("extra").asText()).isEqualTo("kept");
    }

    @Test
    void list_accepts_an_empty_object_a_keyed_object_and_content_in_place_of_aliases() {
        wire.reply("{\"status\":1,\"aliases\":{}}")
                .reply("{\"status\":1,\"aliases\":{\"7\":{\"id\":\"7\"},\"8\":{\"id\":\"8\"}}}")
                .reply("{\"status\":1,\"content\":[{\"id\":\"9\"}]}");

        assertThat(client.aliases().list()).isEmpty();
        assertThat(client.aliases().list()).extracting(a -> a.id()).containsExactly("7", "8");
        assertThat(client.aliases().list()).extracting(a -> a.id()).containsExactly("9");

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        wire.takeCarrying("tok-2");
        wire.takeCarrying("tok-3");
    }

    @Test
    void list_with_a_counter_among_the_keyed_aliases_reads_every_alias_and_not_the_counter() {
        wire.reply("{\"status\":1,\"aliases\":{\"7\":{\"id\":\"7\"},\"8\":{\"id\":\"8\"},\"total\":2}}");

        assertThat(client.aliases().list()).extracting(a -> a.id()).containsExactly("7", "8");
    }

    @Test
    void list_whose_content_is_a_message_is_a_rejection_carrying_it() {
        wire.reply("{\"status\":0,\"content\":\"Access denied\"}");

        assertThatThrownBy(() -> client.aliases().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Access denied");
    }

    @Test
    void list_without_aliases_is_rejected() {
        wire.reply("{\"status\":0}");

        assertThatThrownBy(() -> client.aliases().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("no aliases");
    }

    @Test
    void get_reads_the_top_level_fields_and_domains_selected() {
        wire.reply(fixture("aliases/get.json"));

        Alias alias = client.aliases().get("3");

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("aliases/getalias/3");
        assertThat(alias.id()).contains("3");
        assertThat(alias.name()).contains("hi");
        assertThat(alias.text()).contains("Dzień dobry! W czym mogę pomóc?");
        assertThat(alias.domains()).singleElement().satisfies(d -> {
            assertThat(d.id()).contains("5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a");
            assertThat(d.shop()).contains(ShopSystem.PLATFORM_2);
        });
        assertThat(alias.raw().field("status").asInt()).isEqualTo(1);
    }

    @Test
    void get_accepts_the_alias_wrapped_in_an_object() {
        wire.reply("{\"status\":1,\"alias\":{\"id\":\"3\",\"name\":\"hi\",\"text\":\"Hello\",\"domainsSelected\":{}}}");

        Alias alias = client.aliases().get("3");

        assertThat(alias.name()).contains("hi");
        assertThat(alias.domains()).isEmpty();
    }

    @Test
    void get_without_alias_fields_is_rejected() {
        wire.reply("{\"status\":0}").reply("{\"status\":1,\"content\":\"not found\",\"id\":null}");

        assertThatThrownBy(() -> client.aliases().get("3"))
                .isInstanceOf(RequestRejectedException.class)
                .satisfies(e ->
                        assertThat(((RequestRejectedException) e).rawBody()).isEqualTo("{\"status\":0}"));
        assertThatThrownBy(() -> client.aliases().get("3"))
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("not found");
    }

    @Test
    void add_checks_the_list_sends_the_domains_as_a_php_array_and_returns_the_alias_read_back_by_name_and_domains() {
        wire.reply(OTHERS_LISTED)
                .reply("{\"status\":2,\"content\":\"alias added\"}")
                .reply(HI_LISTED);

        Alias added = client.aliases().add(HI);

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).as("the check first").isEqualTo("aliases/index");
        RecordedRequest request = wire.takeCarrying("tok-2");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("aliases/addalias");
        assertThat(form(request))
                .containsExactly("name=hi", "text=Dzień dobry! W czym mogę pomóc?", "domains[]=d-1", "domains[]=d-2");
        assertThat(path(wire.takeCarrying("tok-3"))).as("the read-back").isEqualTo("aliases/index");
        assertThat(added.id()).contains("4");
    }

    @Test
    void add_in_json_mode_sends_the_domains_as_a_json_array() {
        client.close();
        client = wire.clientBuilder().requestEncoding(RequestEncoding.JSON).build();
        wire.reply(OTHERS_LISTED)
                .reply("{\"status\":2,\"content\":\"alias added\"}")
                .reply(HI_LISTED);

        client.aliases().add(HI);

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        RecordedRequest request = wire.takeCarrying("tok-2");
        assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
        assertThat(request.getBody().utf8())
                .isEqualTo(
                        "{\"name\":\"hi\",\"text\":\"Dzień dobry! W czym mogę pomóc?\",\"domains\":[\"d-1\",\"d-2\"]}");
    }

    @Test
    void edit_sends_the_id_and_the_full_definition() {
        wire.reply("{\"status\":1,\"content\":\"alias updated\"}");

        WriteResult result = client.aliases().edit("3", new AliasDefinition("hey", "Hello", List.of("d-9")));

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("alias/editalias");
        assertThat(form(request)).containsExactly("id=3", "name=hey", "text=Hello", "domains[]=d-9");
        assertThat(result.message()).isEqualTo("alias updated");
    }

    @Test
    void delete_is_a_get_that_falls_back_to_the_described_spelling_and_remembers_it() {
        wire.status(404)
                .auth()
                .reply("{\"status\":2,\"content\":\"alias deleted\"}")
                .reply("{\"status\":2,\"content\":\"alias deleted\"}");

        WriteResult result = client.aliases().delete("3");
        client.aliases().delete("4");

        wire.takeAuth();
        RecordedRequest sample = wire.takeCarrying("tok-1");
        assertThat(sample.getMethod()).isEqualTo("GET");
        assertThat(path(sample)).isEqualTo("aliases/deletealias/3");
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("aliases/delatealias/3");
        assertThat(path(wire.takeCarrying("tok-3"))).isEqualTo("aliases/delatealias/4");
        assertThat(result.message()).isEqualTo("alias deleted");
    }

    @Test
    void a_refused_write_is_rejected_with_the_servers_message() {
        wire.reply(OTHERS_LISTED).reply("{\"status\":1,\"content\":\"Error - alias exists\"}");

        assertThatThrownBy(() -> client.aliases().add(HI))
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Error - alias exists");
        assertThat(wire.requestCount()).isEqualTo(3);
    }

    @Test
    void definitions_are_validated_naming_the_field_and_copy_the_list() {
        assertThatThrownBy(() -> new AliasDefinition(" ", "t", List.of("d"))).hasMessageContaining("name");
        assertThatThrownBy(() -> new AliasDefinition("n", null, List.of("d"))).hasMessageContaining("text");
        assertThatThrownBy(() -> new AliasDefinition("n", "t", null)).hasMessageContaining("domainIds");
        assertThatThrownBy(() -> new AliasDefinition("n", "t", List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainIds")
                .hasMessageContaining("at least one");
        assertThatThrownBy(() -> new AliasDefinition("n", "t", List.of("d", " ")))
                .hasMessageContaining("domainIds[1]");

        List<String> ids = new ArrayList<>(List.of("d-1"));
        AliasDefinition definition = new AliasDefinition("n", "t", ids);
        ids.add("d-2");
        assertThat(definition.domainIds()).containsExactly("d-1");
        assertThatThrownBy(() -> definition.domainIds().add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void calls_are_validated_naming_the_parameter_before_anything_is_sent() {
        AliasesClient aliases = client.aliases();
        AliasDefinition longId = new AliasDefinition("n", "t", List.of("d-1", "d".repeat(201)));
        assertThatThrownBy(() -> aliases.get(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("aliasId");
        assertThatThrownBy(() -> aliases.add(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alias");
        assertThatThrownBy(() -> aliases.add(longId))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainIds[1]");
        assertThatThrownBy(() -> aliases.edit(" ", HI))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("aliasId");
        assertThatThrownBy(() -> aliases.edit("3", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("alias");
        assertThatThrownBy(() -> aliases.delete(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("aliasId");
        assertThat(wire.requestCount()).isZero();
    }

    @Test
    void decoded_aliases_are_immutable() {
        wire.reply(fixture("aliases/list.json"));

        List<Alias> aliases = client.aliases().list();

        assertThatThrownBy(() -> aliases.remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> aliases.get(0).domains().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
