package io.chatapi.sdk.domains;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static io.chatapi.sdk.testing.MockChatServer.form;
import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.util.List;
import java.util.Optional;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class DomainsClientTest extends ScriptedServerTest {

    @Test
    void list_decodes_every_field_and_orders_by_the_sequence_keys() {
        wire.reply(fixture("domains/list.json"));

        List<Domain> domains = client.domains().list();

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("chat/list");
        // Sent as "2", "1", "10", "3": the keys are sequence numbers, so "10" would come last; it has a
        // blank uuid, so it is left out of the typed list (the raw reply keeps it).
        assertThat(domains)
                .extracting(d -> d.address().orElse("?"))
                .containsExactly("https://sklep.example.pl/münchen", "blog.example.org", "m.example.com");

        Domain shop = domains.get(0);
        assertThat(shop.id()).isEqualTo("5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a");
        assertThat(shop.agentCount()).contains(2);
        assertThat(shop.pluginToken()).contains("e1d2c3b4a5968778695a4b3c2d1e0f9a");
        assertThat(shop.active()).contains(true);
        assertThat(shop.chatClientId()).contains("17");
        assertThat(shop.activeInactive()).contains(true);
        assertThat(shop.visibility()).contains("1");
        assertThat(shop.shop()).contains(ShopSystem.PLATFORM_2);

        Domain blog = domains.get(1);
        assertThat(blog.agentCount()).as("a count sent as a string").contains(1);
        assertThat(blog.active()).contains(false);
        assertThat(blog.visibility()).contains("0");
        assertThat(blog.shop()).as("shops null").isEmpty();

        Domain mobile = domains.get(2);
        assertThat(mobile.agentCount()).contains(0);
        assertThat(mobile.active()).as("a JSON boolean").contains(true);
        assertThat(mobile.activeInactive()).contains(false);
        assertThat(mobile.visibility()).as("a number").contains("1");
        assertThat(mobile.shop()).as("a number").contains(ShopSystem.PLATFORM_4);
    }

    @Test
    void list_reads_bad_values_as_empty_and_keeps_them_raw() {
        wire.reply(fixture("domains/list.json").replace("\"uuid\":\"\"", "\"uuid\":\"d-legacy\""));

        Domain legacy = client.domains().list().get(3);

        assertThat(legacy.id()).isEqualTo("d-legacy");
        assertThat(legacy.pluginToken()).as("null token").isEmpty();
        assertThat(legacy.agentCount()).isEmpty();
        assertThat(legacy.raw().field("agents").asText()).isEqualTo("many");
        assertThat(legacy.active()).isEmpty();
        assertThat(legacy.raw().field("active").asText()).isEqualTo("maybe");
        assertThat(legacy.chatClientId()).as("an object").isEmpty();
        assertThat(legacy.activeInactive()).as("a number").contains(true);
        assertThat(legacy.visibility()).as("the summaries' spelling").contains("1");
        assertThat(legacy.shop()).as("unknown code 9").isEmpty();
        assertThat(legacy.raw().field("shops").asText()).isEqualTo("9");
        assertThat(legacy.raw().field("added_later").asText()).isEqualTo("kept");
    }

    @Test
    void list_accepts_an_array_and_reads_an_empty_object_as_no_domains() {
        wire.reply("{\"status\":1,\"content\":{}}")
                .reply("{\"status\":1,\"content\":[]}")
                .reply(
                        "{\"status\":\"1\",\"content\":[{\"uuid\":\"b\",\"address\":\"b.example\"},{\"uuid\":\"a\",\"address\":\"a.example\"},\"junk\"]}");

        assertThat(client.domains().list()).isEmpty();
        assertThat(client.domains().list()).isEmpty();
        assertThat(client.domains().list()).extracting(d -> d.id()).containsExactly("b", "a");

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        wire.takeCarrying("tok-2");
        wire.takeCarrying("tok-3");
    }

    @Test
    void list_with_a_counter_among_the_sequence_keys_reads_every_domain_and_not_the_counter() {
        wire.reply("{\"status\":1,\"content\":{\"2\":{\"uuid\":\"b\"},\"total\":2,\"1\":{\"uuid\":\"a\"},"
                + "\"page\":\"1\",\"flags\":[1]}}");

        assertThat(client.domains().list()).extracting(d -> d.id()).containsExactly("a", "b");
    }

    @Test
    void list_whose_content_is_a_message_is_a_rejection_carrying_it() {
        wire.reply("{\"status\":0,\"content\":\"Access denied\"}");

        assertThatThrownBy(() -> client.domains().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Access denied");
    }

    @Test
    void list_decodes_a_text_html_reply_with_php_escapes() {
        wire.raw(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "text/html; charset=UTF-8")
                .addHeader("x-user-token", "tok-html")
                .body(
                        "{\"status\":1,\"content\":{\"1\":{\"uuid\":\"d-1\",\"address\":\"https:\\/\\/m\\u00fcnchen.example\\/\",\"shops\":\"0\"}}}")
                .build());

        List<Domain> domains = client.domains().list();

        assertThat(domains).singleElement().satisfies(d -> {
            assertThat(d.address()).contains("https://münchen.example/");
            assertThat(d.shop()).contains(ShopSystem.OTHER);
        });
    }

    @Test
    void list_without_content_is_rejected_with_the_body() {
        wire.reply("{\"status\":0}");

        assertThatThrownBy(() -> client.domains().list())
                .isInstanceOf(RequestRejectedException.class)
                .satisfies(e ->
                        assertThat(((RequestRejectedException) e).rawBody()).isEqualTo("{\"status\":0}"))
                .hasMessageContaining("no content");
    }

    @Test
    void list_falls_back_to_the_described_path_and_remembers_it() {
        wire.status(404).auth().reply("{\"status\":1,\"content\":{}}").reply("{\"status\":1,\"content\":{}}");

        client.domains().list();
        client.domains().list();

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("chat/list");
        // The 404 carried no token, so the chain authenticates again before the other form.
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("domains/list");
        assertThat(path(wire.takeCarrying("tok-3"))).isEqualTo("domains/list");
        assertThat(wire.requestCount()).isEqualTo(5);
    }

    static final String NO_DOMAINS = "{\"status\":1,\"content\":[]}";

    static String domainsListing(String address, String id) {
        return "{\"status\":1,\"content\":{\"1\":{\"uuid\":\"d-other\",\"address\":\"other.example\"},"
                + "\"2\":{\"uuid\":\"" + id + "\",\"address\":\"" + address
                + "\",\"token\":\"c0ffee1234567890abcdef0123456789\",\"shops\":\"1\"}}}";
    }

    @Test
    void register_checks_the_list_sends_the_trimmed_address_and_shop_code_and_returns_the_domain_read_back() {
        wire.reply(NO_DOMAINS)
                .reply(fixture("domains/register.json"))
                .reply(domainsListing("sklep.example.pl", "d-new"));

        Domain registered = client.domains().add(new NewDomain("  sklep.example.pl ", ShopSystem.PLATFORM_1));

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).as("the pre-check").isEqualTo("chat/list");
        RecordedRequest request = wire.takeCarrying("tok-2");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("chat/registerdomain");
        assertThat(form(request)).containsExactly("domain=sklep.example.pl", "shop=1");
        assertThat(path(wire.takeCarrying("tok-3"))).as("the read-back").isEqualTo("chat/list");
        assertThat(registered.id()).contains("d-new");
        assertThat(registered.pluginToken()).contains("c0ffee1234567890abcdef0123456789");
        assertThat(registered.shop()).contains(ShopSystem.PLATFORM_1);
    }

    @Test
    void register_defaults_to_shop_code_zero() {
        wire.reply(NO_DOMAINS)
                .reply(
                        "{\"status\":2,\"content\":\"domain added\",\"token\":\"t\",\"shop\":0,\"address\":\"a.example\"}")
                .reply(domainsListing("a.example", "d-a"));

        client.domains().add(new NewDomain("a.example"));

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        assertThat(form(wire.takeCarrying("tok-2"))).containsExactly("domain=a.example", "shop=0");
    }

    @Test
    void register_refused_by_the_server_is_rejected_and_not_sent_again() {
        wire.reply(NO_DOMAINS).reply("{\"status\":1,\"content\":\"Error - domain already exists\"}");

        assertThatThrownBy(() -> client.domains().add(new NewDomain("a.example")))
                .isInstanceOf(AlreadyExistsException.class)
                .satisfies(e -> assertThat(((RequestRejectedException) e).serverMessage())
                        .isEqualTo("Error - domain already exists"));
        assertThat(wire.requestCount()).isEqualTo(3);
    }

    @Test
    void register_of_an_address_already_listed_throws_AlreadyExists_and_sends_no_write() {
        wire.reply(domainsListing("Shop.Example.com", "d-shop"));

        Throwable e = catchThrowable(() -> client.domains().add(new NewDomain(" shop.example.com")));

        assertThat(e).isInstanceOf(AlreadyExistsException.class).hasMessageContaining("d-shop");
        assertThat(((AlreadyExistsException) e).mayHaveBeenProcessed()).isFalse();
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("chat/list");
        assertThat(wire.requestCount())
                .as("the list only: the live plug-in token is untouched")
                .isEqualTo(2);
    }

    @Test
    void registerReplacingToken_sends_the_write_without_a_pre_check_and_reads_the_domain_back() {
        wire.reply("{\"status\":2,\"content\":\"domain added\",\"token\":\"new\"}")
                .reply(domainsListing("shop.example.com", "d-shop"));

        Domain domain = client.domains().addReplacingToken(new NewDomain("shop.example.com", ShopSystem.OTHER));

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("chat/registerdomain");
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("chat/list");
        assertThat(domain.id()).contains("d-shop");
    }

    @Test
    void findOrRegister_returns_a_listed_domain_after_one_request_and_registers_a_missing_one_in_three() {
        wire.reply(domainsListing("shop.example.com", "d-shop"));

        assertThat(client.domains()
                        .findOrAdd(new NewDomain("SHOP.example.com", ShopSystem.OTHER))
                        .id())
                .contains("d-shop");
        assertThat(wire.requestCount()).isEqualTo(2); // authentication and the list

        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\"}")
                .reply(domainsListing("new.example.com", "d-new"));
        assertThat(client.domains()
                        .findOrAdd(new NewDomain("new.example.com", ShopSystem.OTHER))
                        .id())
                .contains("d-new");
        assertThat(wire.requestCount()).isEqualTo(5);
    }

    @Test
    void findOrRegister_of_an_address_typed_with_scheme_and_slash_finds_the_listed_host_and_sends_no_write() {
        wire.reply(domainsListing("a.example.com", "d-a"));

        Domain found = client.domains().findOrAdd(new NewDomain("https://A.example.com/", ShopSystem.OTHER));

        assertThat(found.id()).isEqualTo("d-a");
        assertThat(wire.requestCount()).as("authentication and the list").isEqualTo(2);
    }

    @Test
    void an_address_registered_with_scheme_and_slash_by_hand_is_found_by_its_host() {
        wire.reply(domainsListing("http://b.example.com/", "d-b"));

        assertThat(client.domains().find("b.example.com")).map(Domain::id).contains("d-b");
    }

    @Test
    void register_sends_the_address_as_its_identity_reads_without_scheme_or_trailing_slash() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\"}")
                .reply(domainsListing("new.example.com/shop", "d-new"));

        Domain registered = client.domains().add(new NewDomain(" https://New.Example.com/shop/ ", ShopSystem.OTHER));

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        assertThat(form(wire.takeCarrying("tok-2"))).containsExactly("domain=new.example.com/shop", "shop=0");
        assertThat(registered.id()).isEqualTo("d-new");
    }

    @Test
    void findByAddress_ignores_case_and_two_matches_are_ambiguous() {
        wire.reply(domainsListing("shop.example.com", "d-shop"));
        assertThat(client.domains().find("Shop.Example.Com")).map(Domain::id).contains("d-shop");

        wire.reply(domainsListing("shop.example.com", "d-shop"));
        assertThat(client.domains().find("missing.example.com")).isEmpty();

        wire.reply("{\"status\":1,\"content\":{\"1\":{\"uuid\":\"d-1\",\"address\":\"a.example\"},"
                + "\"2\":{\"uuid\":\"d-2\",\"address\":\"A.example\"}}}");
        assertThatThrownBy(() -> client.domains().find("a.example"))
                .isInstanceOf(AmbiguousMatchException.class)
                .satisfies(e -> assertThat(((AmbiguousMatchException) e).ids()).containsExactly("d-1", "d-2"));
    }

    private static final String ON_D1 =
            "{\"status\":1,\"content\":{\"domains\":[{\"uuid\":\"d-1\",\"address\":\"a.example\"}]}}";
    private static final String ON_NONE = "{\"status\":1,\"content\":{\"domains\":[]}}";

    @Test
    void an_assignment_already_in_place_is_a_success_after_one_read_and_sends_no_write() {
        wire.reply(ON_D1);

        WriteResult result = client.domains().assignAgent("d-1", "a-1");

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a-1");
        assertThat(wire.requestCount()).as("auth and the read: no write").isEqualTo(2);
        assertThat(result.status()).isEqualTo(-1);
        assertThat(result.message()).isEmpty();
    }

    @Test
    void an_assignment_made_by_someone_else_between_the_check_and_the_write_counts_as_done() {
        wire.reply(ON_NONE)
                .reply("{\"status\":1,\"content\":\"Error - user already exist\"}")
                .reply(ON_D1);

        WriteResult result = client.domains().assignAgent("d-1", "a-1");

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a-1");
        assertThat(path(wire.take())).isEqualTo("domains/adduser");
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a-1");
        assertThat(result.message()).isEqualTo("Error - user already exist");
    }

    @Test
    void a_refused_assignment_that_is_not_in_place_is_thrown() {
        wire.reply(ON_NONE)
                .reply("{\"status\":1,\"content\":\"Error - user already exist\"}")
                .reply(ON_NONE);

        assertThatThrownBy(() -> client.domains().assignAgent("d-1", "a-1")).isInstanceOf(AlreadyExistsException.class);
    }

    @Test
    void assigning_a_team_reads_the_domains_only_of_agents_listed_with_some_and_writes_only_the_missing() {
        Agent fresh = agent("a-new", 0);
        Agent onIt = agent("a-on", 2);
        Agent elsewhere = agent("a-else", 1);
        wire.reply(ON_D1) // a-on's domains
                .reply("{\"status\":1,\"content\":{\"domains\":[{\"uuid\":\"d-9\"}]}}") // a-else's
                .reply("{\"status\":1,\"content\":\"user assigned to domain\"}")
                .reply("{\"status\":1,\"content\":\"user assigned to domain\"}");

        List<Ensured<Agent>> result = client.domains().assignAgents("d-1", List.of(fresh, onIt, elsewhere));

        assertThat(result)
                .extracting(Ensured::outcome)
                .containsExactly(Ensured.Outcome.CREATED, Ensured.Outcome.UNCHANGED, Ensured.Outcome.CREATED);
        assertThat(result).extracting(Ensured::record).containsExactly(fresh, onIt, elsewhere);
        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a-on");
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a-else");
        RecordedRequest first = wire.take();
        assertThat(form(first)).containsExactly("user=a-new", "domain=d-1");
        assertThat(form(wire.take())).containsExactly("user=a-else", "domain=d-1");
        assertThat(wire.requestCount()).isEqualTo(5);
    }

    @Test
    void assigning_an_agent_whose_count_is_stale_meets_the_refusal_checks_it_and_counts_it_in_place() {
        wire.reply("{\"status\":1,\"content\":\"Error - user already exist\"}").reply(ON_D1);

        List<Ensured<Agent>> result = client.domains().assignAgents("d-1", List.of(agent("a-1", 0)));

        assertThat(result).extracting(Ensured::outcome).containsExactly(Ensured.Outcome.UNCHANGED);
        assertThat(wire.requestCount()).isEqualTo(3);
    }

    private static Agent agent(String id, int domainCount) {
        return new Agent(
                id,
                Optional.of("A"),
                Optional.of(id + "@example.com"),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.of(domainCount),
                Optional.empty(),
                RawJson.none());
    }

    @Test
    void agents_of_a_domain_reads_the_agent_list_and_the_domains_of_each_agent_with_domains() {
        wire.reply("{\"status\":1,\"a\":{\"uuid\":\"a\",\"domains\":1},\"b\":{\"uuid\":\"b\",\"domains\":0},"
                        + "\"c\":{\"uuid\":\"c\",\"domains\":2}}")
                .reply("{\"status\":1,\"content\":{\"domains\":[{\"uuid\":\"d-1\"}]}}")
                .reply("{\"status\":1,\"content\":{\"domains\":[{\"uuid\":\"d-2\"}]}}");

        assertThat(client.domains().agents("d-1")).extracting(Agent::id).containsExactly("a");

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/list");
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a");
        assertThat(path(wire.take())).as("b has no domain: not read").isEqualTo("users/getuserdomains/c");
        assertThat(wire.requestCount()).isEqualTo(4);
    }

    @Test
    void delete_posts_the_id_in_the_path() {
        wire.reply("{\"status\":1,\"content\":\"row deleted\"}");

        WriteResult result = client.domains().delete("5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a");

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("domain/delete/5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a");
        assertThat(form(request)).isEmpty();
        assertThat(result.status()).isEqualTo(1);
        assertThat(result.message()).isEqualTo("row deleted");
    }

    @Test
    void delete_keeps_an_id_with_a_slash_in_one_path_segment() {
        wire.reply("{\"status\":1,\"content\":\"row deleted\"}");

        client.domains().delete("a/b");

        wire.takeAuth();
        assertThat(wire.takeCarrying("tok-1").getUrl().encodedPath()).isEqualTo("/api/domain/delete/a%2Fb");
    }

    @Test
    void assign_agent_checks_the_agents_domains_then_sends_user_and_domain() {
        wire.reply(ON_NONE).reply("{\"status\":1,\"content\":\"user assigned to domain\"}");

        WriteResult result = client.domains().assignAgent("d-1", "a-1");

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("users/getuserdomains/a-1");
        RecordedRequest request = wire.takeCarrying("tok-2");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("domains/adduser");
        assertThat(form(request)).containsExactly("user=a-1", "domain=d-1");
        assertThat(result.message()).isEqualTo("user assigned to domain");
    }

    @Test
    void unassign_agent_sends_uid_and_id() {
        wire.reply("{\"status\":1,\"content\":\"row deleted\"}");

        WriteResult result = client.domains().unassignAgent("d-1", "a-1");

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("domains/removeagent");
        assertThat(form(request)).containsExactly("uid=a-1", "id=d-1");
        assertThat(result.status()).isEqualTo(1);
    }

    @Test
    void unassign_agent_answered_with_an_error_text_under_status_1_is_rejected() {
        wire.reply("{\"status\":1,\"content\":\"Error - user already exist\"}");

        assertThatThrownBy(() -> client.domains().unassignAgent("d-1", "a-1"))
                .isInstanceOf(RequestRejectedException.class)
                .satisfies(e -> {
                    RequestRejectedException rejected = (RequestRejectedException) e;
                    assertThat(rejected.status()).isEqualTo(1);
                    assertThat(rejected.serverMessage()).isEqualTo("Error - user already exist");
                    assertThat(rejected.endpoint()).isEqualTo("domains/removeagent");
                    assertThat(rejected.rawBody()).contains("user already exist");
                });
        assertThat(wire.requestCount()).as("a write is never sent twice").isEqualTo(2);
    }

    @Test
    void input_is_validated_naming_the_parameter_before_anything_is_sent() {
        DomainsClient domains = client.domains();
        assertThatThrownBy(() -> domains.add(new NewDomain(null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("address");
        assertThatThrownBy(() -> domains.add(new NewDomain("  ")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("address");
        assertThatThrownBy(() -> domains.add(new NewDomain("a.example", null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shop");
        assertThatThrownBy(() -> domains.add(new NewDomain("a.example", ShopSystem.ofCode(9))))
                .hasMessageContaining("0–4");
        assertThatThrownBy(() -> domains.delete(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> domains.delete(".."))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> domains.delete("x".repeat(201)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> domains.assignAgent("", "a-1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> domains.assignAgent("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agentId");
        assertThatThrownBy(() -> domains.unassignAgent(null, "a-1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> domains.unassignAgent("d-1", " "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agentId");
        assertThatThrownBy(() -> domains.pluginToken(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThat(wire.requestCount()).isZero();
    }
}
