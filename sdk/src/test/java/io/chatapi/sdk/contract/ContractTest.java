package io.chatapi.sdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentRole;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.agents.SignIn;
import io.chatapi.sdk.agents.SignInPage;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.tickets.Conversation;
import io.chatapi.sdk.tickets.ConversationMessage;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Mode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every SDK operation against the testkit, an independent implementation of the spec: the SDK's
 * reading of the wire and the testkit's must agree, and state changes must be visible on read. Each
 * test runs against both of the testkit's readings of the spec: {@link Mode#TIDY}, forgiving where the
 * spec is open, and {@link Mode#STRICT}, literal (edits blank unsent fields, POST parameters only as
 * form fields, refusals worded variously and without a new token). The SDK must hold against both, and
 * against both answers to a question the spec leaves open: whether a new authentication ends the key's
 * older token chains ({@link ChainsPerKey}).
 */
@ParameterizedClass(name = "{0}, {1} chains per key")
@MethodSource("readings")
class ContractTest {

    @RegisterExtension
    final ChatApiTestServerExtension testkit;

    final Mode mode;
    ChatApiTestServer server;
    ChatApiClient client;

    ContractTest(Mode mode, ChainsPerKey chainsPerKey) {
        this.mode = mode;
        this.testkit = new ChatApiTestServerExtension(
                ChatApiTestServer.builder().mode(mode).chainsPerKey(chainsPerKey));
    }

    static Stream<Arguments> readings() {
        return Stream.of(Mode.values())
                .flatMap(mode -> Stream.of(ChainsPerKey.values()).map(chains -> Arguments.of(mode, chains)));
    }

    @BeforeEach
    void connect() {
        server = testkit.server();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                // The testkit's codes (its README): a literal server takes only the words on user/edit.
                .agentStatusCodes(Map.of("1", AgentStatus.ONLINE, "2", AgentStatus.AWAY, "3", AgentStatus.OFFLINE))
                .build();
    }

    @AfterEach
    void disconnect() {
        client.close();
        assertThat(server.counters().tokenViolations()).as("token violations").isZero();
    }

    private String domainIdOf(String address) {
        return client.domains().list().stream()
                .filter(d -> d.address().orElse("").equals(address))
                .findFirst()
                .map(Domain::id)
                .orElseThrow();
    }

    @Test
    void agents_list_get_sign_ins_and_domains_decode_the_seed() {
        List<Agent> agents = client.agents().list();
        assertThat(agents).extracting(Agent::id).contains(DefaultData.ADMIN_UUID, DefaultData.LUKASZ_UUID);
        assertThat(client.agents().seats().maxSubscribedAgents()).isPresent();

        AgentDetail admin = client.agents().get(DefaultData.ADMIN_UUID);
        assertThat(admin.email()).contains(DefaultData.ADMIN_EMAIL);
        assertThat(admin.role()).contains(AgentRole.ADMIN);
        assertThat(admin.name().orElseThrow()).contains("Zoë");

        SignInPage first = client.agents().signInHistory(DefaultData.ADMIN_UUID, 1);
        List<SignIn> all =
                client.agents().signInHistory(DefaultData.ADMIN_UUID).stream().toList();
        assertThat(first.entries()).hasSizeLessThanOrEqualTo(10);
        assertThat(all).hasSize(first.totalEntries().orElseThrow());
        assertThat(all).allSatisfy(s -> assertThat(s.time()).isPresent());

        assertThat(client.agents().domains(DefaultData.ADMIN_UUID))
                .allSatisfy(d -> assertThat(d.pluginToken()).isPresent());
    }

    @Test
    void an_added_agent_is_listed_edited_and_deleted_after_which_get_fails() {
        client.agents()
                .add(NewAgent.builder()
                        .email("new.agent@example.com")
                        .name("Nia Agent")
                        .password("pw-contract")
                        .chats(2)
                        .status(AgentStatus.AWAY)
                        .build());
        String id = client.agents().list().stream()
                .filter(a -> a.email().orElse("").equals("new.agent@example.com"))
                .findFirst()
                .orElseThrow()
                .id();

        String awayCode = client.agents().get(id).statusCode().orElseThrow();
        client.agents()
                .edit(id, AgentUpdate.builder().jobTitle("Night shift").chats(5).build());
        AgentDetail edited = client.agents().get(id);
        assertThat(edited.jobTitle()).contains("Night shift");
        assertThat(edited.chats()).contains(5);
        assertThat(edited.name()).as("a name the edit did not touch").contains("Nia Agent");
        assertThat(edited.statusCode()).as("a status the edit did not touch").contains(awayCode);

        assertThatThrownBy(() -> client.agents()
                        .add(NewAgent.builder()
                                .email("new.agent@example.com")
                                .name("Dup")
                                .password("pw")
                                .build()))
                .isInstanceOf(RequestRejectedException.class);

        client.agents().delete(id);
        assertThatThrownBy(() -> client.agents().get(id)).isInstanceOf(RequestRejectedException.class);
    }

    @Test
    void a_registered_domain_is_listed_with_its_token_assignable_and_deletable() {
        Domain registration = client.domains().add(new NewDomain("contract-shop.example", ShopSystem.PLATFORM_3));
        assertThat(registration.pluginToken()).isPresent();
        String id = domainIdOf("contract-shop.example");
        Domain listed = client.domains().list().stream()
                .filter(d -> d.id().equals(id))
                .findFirst()
                .orElseThrow();
        assertThat(listed.shop()).contains(ShopSystem.PLATFORM_3);
        assertThat(client.domains().pluginToken(id))
                .isEqualTo(registration.pluginToken().orElseThrow());

        client.domains().assignAgent(id, DefaultData.LUKASZ_UUID);
        assertThat(client.agents().domains(DefaultData.LUKASZ_UUID))
                .anySatisfy(d -> assertThat(d.id()).isEqualTo(id));
        // The server refuses a repeated assignment; the SDK reads the agent's domains and counts it as done.
        client.domains().assignAgent(id, DefaultData.LUKASZ_UUID);
        assertThat(client.agents().domains(DefaultData.LUKASZ_UUID))
                .filteredOn(d -> id.equals(d.id()))
                .hasSize(1);
        client.domains().unassignAgent(id, DefaultData.LUKASZ_UUID);
        assertThat(client.agents().domains(DefaultData.LUKASZ_UUID))
                .noneSatisfy(d -> assertThat(d.id()).isEqualTo(id));

        client.domains().delete(id);
        assertThat(client.domains().list()).noneSatisfy(d -> assertThat(d.id()).isEqualTo(id));
        assertThatThrownBy(() -> client.domains().pluginToken(id)).isInstanceOf(RequestRejectedException.class);
    }

    @Test
    void a_new_trigger_is_active_and_its_status_change_is_visible_on_read() {
        TriggerDefinition definition = new TriggerDefinition(
                "Contract trigger",
                "https://shop.example.com/cart",
                "Need help? Zapraszamy!",
                Duration.ofSeconds(15),
                DefaultData.SHOP_DOMAIN_UUID);
        client.triggers().add(definition);
        Trigger added = client.triggers().list().stream()
                .filter(t -> t.name().orElse("").equals("Contract trigger"))
                .findFirst()
                .orElseThrow();
        String id = added.id();
        assertThat(added.active()).contains(true);
        assertThat(added.displayDelay()).contains(Duration.ofSeconds(15));
        assertThat(added.domain().map(d -> d.id())).contains(DefaultData.SHOP_DOMAIN_UUID);

        client.triggers().setActive(id, false);
        assertThat(client.triggers().get(id).active()).contains(false);

        client.triggers()
                .edit(
                        id,
                        new TriggerDefinition(
                                "Renamed",
                                "https://shop.example.com/",
                                "Hi",
                                Duration.ofSeconds(3),
                                DefaultData.SHOP_DOMAIN_UUID));
        Trigger edited = client.triggers().get(id);
        assertThat(edited.name()).contains("Renamed");
        assertThat(edited.message()).contains("Hi");

        client.triggers().delete(id);
        assertThatThrownBy(() -> client.triggers().get(id)).isInstanceOf(RequestRejectedException.class);
    }

    @Test
    void aliases_round_trip_their_domains_in_form_and_json_encoding() {
        for (RequestEncoding encoding : RequestEncoding.values()) {
            try (ChatApiClient c = ChatApiClient.builder()
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .requestEncoding(encoding)
                    .build()) {
                String name = "greet-" + encoding;
                if (mode == Mode.STRICT && encoding == RequestEncoding.JSON) {
                    // A literal server reads POST parameters only as form fields: a JSON body is a write
                    // with no parameters, which it refuses. The SDK must report that, not a success.
                    assertThatThrownBy(() -> c.aliases()
                                    .add(new AliasDefinition(name, "json", List.of(DefaultData.SHOP_DOMAIN_UUID))))
                            .isInstanceOf(RequestRejectedException.class);
                    assertThat(c.aliases().list())
                            .noneSatisfy(a -> assertThat(a.name()).contains(name));
                    continue;
                }
                c.aliases()
                        .add(new AliasDefinition(
                                name,
                                "Grüß Gott & welcome </b>",
                                List.of(DefaultData.SHOP_DOMAIN_UUID, DefaultData.BLOG_DOMAIN_UUID)));
                Alias listed = c.aliases().list().stream()
                        .filter(a -> a.name().orElse("").equals(name))
                        .findFirst()
                        .orElseThrow();
                Alias read = c.aliases().get(listed.id());
                assertThat(read.text()).contains("Grüß Gott & welcome </b>");
                assertThat(read.domains())
                        .extracting(d -> d.id())
                        .containsExactlyInAnyOrder(DefaultData.SHOP_DOMAIN_UUID, DefaultData.BLOG_DOMAIN_UUID);

                c.aliases()
                        .edit(listed.id(), new AliasDefinition(name, "changed", List.of(DefaultData.SHOP_DOMAIN_UUID)));
                assertThat(c.aliases().get(listed.id()).domains()).hasSize(1);
                c.aliases().delete(listed.id());
                assertThat(c.aliases().list())
                        .noneSatisfy(a -> assertThat(a.name()).contains(name));
            }
        }
    }

    @Test
    void tickets_decode_client_data_geo_info_and_the_agent() {
        List<Ticket> tickets = client.tickets().list();
        assertThat(tickets).extracting(t -> t.id()).contains(DefaultData.FULL_TICKET_ID);
        Ticket listed = tickets.stream()
                .filter(t -> t.id().equals(DefaultData.FULL_TICKET_ID))
                .findFirst()
                .orElseThrow();
        assertThat(listed.clientData()).isPresent();

        Conversation conversation = client.tickets().get(DefaultData.FULL_TICKET_ID);
        assertThat(conversation.messages()).isNotEmpty();
        ConversationMessage first = conversation.messages().get(0);
        assertThat(first.clientData().flatMap(c -> c.userInfo())).isPresent();
        assertThat(first.clientData().flatMap(c -> c.cart())).isPresent();
        assertThat(first.clientData().flatMap(c -> c.orders())).isPresent();
        assertThat(first.clientData().flatMap(c -> c.recentActivity())).isPresent();
        assertThat(first.clientData().map(c -> c.abandonedProducts()).orElseThrow())
                .isNotEmpty();
        assertThat(first.clientData().flatMap(c -> c.conversion())).isPresent();
        assertThat(first.geoInfo()).isPresent();
        assertThat(conversation.messages())
                .anySatisfy(m -> assertThat(m.agent()).isPresent());
        assertThat(first.timeSent()).isPresent();

        assertThatThrownBy(() -> client.tickets().get("999999")).isInstanceOf(RequestRejectedException.class);
    }

    @Test
    void an_agent_edit_of_some_fields_keeps_the_others() {
        AgentDetail before = client.agents().get(DefaultData.HANAKO_UUID);

        client.agents()
                .edit(DefaultData.HANAKO_UUID, AgentUpdate.builder().chats(7).build());

        AgentDetail after = client.agents().get(DefaultData.HANAKO_UUID);
        assertThat(after.chats()).contains(7);
        assertThat(after.name()).isEqualTo(before.name()).isPresent();
        assertThat(after.jobTitle()).isEqualTo(before.jobTitle()).isPresent();
        assertThat(after.statusCode()).isEqualTo(before.statusCode()).isPresent();
    }

    @Test
    void a_refused_write_throws_whatever_its_wording_and_the_next_call_works() {
        assertThatThrownBy(() -> client.agents().delete("no-such-agent")).isInstanceOf(RequestRejectedException.class);
        assertThatThrownBy(() -> client.aliases().delete("999")).isInstanceOf(RequestRejectedException.class);
        assertThatThrownBy(() -> client.triggers().setActive("999", true)).isInstanceOf(RequestRejectedException.class);

        assertThat(client.agents().list()).isNotEmpty();
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void a_refused_read_throws_and_the_next_call_works() {
        assertThatThrownBy(() -> client.agents().get("no-such-agent")).isInstanceOf(RequestRejectedException.class);
        assertThatThrownBy(() -> client.triggers().get("999")).isInstanceOf(RequestRejectedException.class);

        assertThat(client.agents().get(DefaultData.ADMIN_UUID).id()).isEqualTo(DefaultData.ADMIN_UUID);
    }

    @Test
    void both_pinned_path_forms_reach_every_read_endpoint() {
        for (PathForm form : PathForm.values()) {
            try (ChatApiClient c = ChatApiClient.builder()
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .pathForm(form)
                    .build()) {
                assertThat(c.agents().list()).isNotEmpty();
                assertThat(c.agents().get(DefaultData.ADMIN_UUID).id()).isEqualTo(DefaultData.ADMIN_UUID);
                assertThat(c.agents().signInHistory(DefaultData.ADMIN_UUID, 1).entries())
                        .isNotEmpty();
                assertThat(c.agents().domains(DefaultData.ADMIN_UUID)).isNotEmpty();
                assertThat(c.domains().list()).isNotEmpty();
                assertThat(c.triggers().get(DefaultData.INACTIVE_TRIGGER_ID).active())
                        .contains(false);
                assertThat(c.tickets().get(DefaultData.FULL_TICKET_ID).messages())
                        .isNotEmpty();
            }
        }
        assertThat(server.counters().unknownPaths()).isZero();
    }
}
