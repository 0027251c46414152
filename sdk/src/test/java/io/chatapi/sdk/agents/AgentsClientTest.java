package io.chatapi.sdk.agents;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static io.chatapi.sdk.testing.MockChatServer.form;
import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class AgentsClientTest extends ScriptedServerTest {
    /** An agent list holding Ann, her e-mail in another letter case than the one added. */
    static final String ANN_LISTED = "{\"status\":1,\"maxUsersSub\":\"5\",\"currentUsersSub\":2,"
            + "\"z-zoe\":{\"uuid\":\"z-zoe\",\"email\":\"zoe@example.com\"},"
            + "\"a-ann\":{\"uuid\":\"a-ann\",\"email\":\"Ann@Example.com\"}}";

    static final String NO_AGENTS = "{\"status\":1,\"maxUsersSub\":\"5\",\"currentUsersSub\":1,"
            + "\"z-zoe\":{\"uuid\":\"z-zoe\",\"email\":\"zoe@example.com\"}}";

    @Test
    void list_decodes_the_keyed_object_in_order_and_seats_reads_the_counters_mixed_in() {
        wire.reply(fixture("agents/list.json")).reply(fixture("agents/list.json"));

        RawReply<List<Agent>> reply = client.withRawReply(c -> c.agents().list());
        List<Agent> list = reply.value();
        AgentSeats seats = client.agents().seats();

        wire.takeAuth();
        RecordedRequest request = wire.take();
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("users/list");
        assertThat(path(wire.take())).as("seats reads the same list").isEqualTo("users/list");
        assertThat(seats.maxSubscribedAgents()).contains(10);
        assertThat(seats.currentSubscribedAgents()).contains(2);
        assertThat(list)
                .extracting(Agent::id)
                .as("an agent sent without a uuid is left out of the typed list")
                .containsExactly("3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f", "9a8b7c6d-0000-4e3f-8a1b-2c3d4e5f6a7b");
        assertThat(reply.json().field("b-no-uuid").path("name").asText())
                .as("still in the raw reply")
                .isEqualTo("Legacy");
        Agent zoe = list.get(0);
        assertThat(zoe.name()).contains("Zoë Müller");
        assertThat(zoe.role()).contains(AgentRole.ADMIN);
        assertThat(zoe.email()).contains("zoe@example.com");
        assertThat(zoe.photo()).contains("https://cdn.example.com/img/zoe.png");
        assertThat(zoe.pid()).contains("0");
        assertThat(zoe.domainCount()).contains(2);
        assertThat(zoe.subscription()).contains(true);
        Agent piotr = list.get(1);
        assertThat(piotr.domainCount()).contains(1);
        assertThat(piotr.subscription()).contains(false);
    }

    @Test
    void list_reads_an_agent_with_odd_values_leniently_and_keeps_them_raw() {
        wire.reply(fixture("agents/list.json").replace("\"photo\":\"\"}", "\"photo\":\"\",\"uuid\":\"b-no-uuid\"}"));

        // A record with odd values still decodes; what could not be read is empty and kept raw.
        Agent legacy = client.agents().list().get(2);
        assertThat(legacy.id()).isEqualTo("b-no-uuid");
        assertThat(legacy.role()).isEmpty();
        assertThat(legacy.raw().field("role").asText()).isEqualTo("supervisor");
        assertThat(legacy.domainCount()).isEmpty();
        assertThat(legacy.subscription()).isEmpty();
        assertThat(legacy.photo()).isEmpty();
    }

    @Test
    void list_falls_back_to_the_described_path() {
        wire.status(404).auth().reply("{\"status\":1,\"maxUsersSub\":\"1\",\"currentUsersSub\":0}");

        assertThat(client.agents().list()).isEmpty();

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/list");
        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/lists");
    }

    @Test
    void list_wrapped_in_content_reads_the_agents_inside_it() {
        String wrapped = "{\"status\":1,\"content\":{\"a1\":{\"uuid\":\"a1\",\"name\":\"Ann\"},"
                + "\"b2\":{\"uuid\":\"b2\",\"name\":\"Bo\"},\"maxUsersSub\":\"5\",\"currentUsersSub\":2}}";
        wire.reply(wrapped).reply(wrapped);

        List<Agent> list = client.agents().list();
        AgentSeats seats = client.agents().seats();

        assertThat(list).extracting(Agent::id).containsExactly("a1", "b2");
        assertThat(seats.maxSubscribedAgents()).contains(5);
        assertThat(seats.currentSubscribedAgents()).contains(2);
    }

    @Test
    void list_wrapped_in_content_as_json_text_reads_the_agents_inside_it() {
        String asText =
                "{\"status\":1,\"content\":\"{\\\"a1\\\":{\\\"uuid\\\":\\\"a1\\\"},\\\"currentUsersSub\\\":1}\"}";
        wire.reply(asText).reply(asText);

        List<Agent> list = client.agents().list();
        AgentSeats seats = client.agents().seats();

        assertThat(list).extracting(Agent::id).containsExactly("a1");
        assertThat(seats.currentSubscribedAgents()).contains(1);
    }

    @Test
    void list_whose_reply_holds_a_message_instead_of_the_list_is_a_rejection_carrying_it() {
        wire.reply("{\"status\":0,\"content\":\"Access denied\"}").reply("{\"status\":1,\"message\":\"Try later\"}");

        assertThatThrownBy(() -> client.agents().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Access denied");
        assertThatThrownBy(() -> client.agents().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Try later");
    }

    @Test
    void list_that_is_empty_in_any_form_reads_as_no_agents() {
        wire.reply("{\"status\":1,\"content\":[]}")
                .reply("{\"status\":1,\"content\":{}}")
                .reply("{\"status\":1,\"maxUsersSub\":\"5\",\"currentUsersSub\":0}")
                .reply("{\"status\":1}");

        for (int i = 0; i < 4; i++) {
            assertThat(client.agents().list()).isEmpty();
        }
    }

    @Test
    void get_decodes_media_job_title_chats_layout_and_domains() {
        wire.reply(fixture("agents/detail.json"));

        AgentDetail agent = client.agents().get("3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f");

        wire.takeAuth();
        RecordedRequest request = wire.take();
        assertThat(path(request)).isEqualTo("users/getuser/3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f");
        assertThat(request.getHeaders().get("x-user-token")).isEqualTo("tok-1");
        assertThat(agent.id()).isEqualTo("3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f");
        assertThat(agent.name()).contains("Zoë Müller");
        assertThat(agent.email()).contains("zoe@example.com");
        assertThat(agent.role()).contains(AgentRole.ADMIN);
        assertThat(agent.statusCode()).contains("1");
        assertThat(agent.chats()).contains(3);
        assertThat(agent.jobTitle()).contains("Head of support");
        assertThat(agent.photoUrl()).contains("https://cdn.example.com/img/zoe.png");
        assertThat(agent.raw().field("extra_field").asText()).isEqualTo("kept");

        DashboardLayout layout = agent.dashboardLayout().orElseThrow();
        assertThat(layout.columns()).hasSize(2);
        assertThat(layout.columns().get(0).width()).contains("8");
        assertThat(layout.columns().get(0).blocks())
                .extracting(b -> b.name().orElse("?"))
                .containsExactly("chat", "cart");
        assertThat(layout.columns().get(0).blocks().get(1).index()).contains(1);
        assertThat(layout.columns().get(0).blocks().get(1).background()).contains("#ffeecc");
        assertThat(layout.columns().get(1).width()).contains("4");

        assertThat(agent.domains()).hasSize(2);
        DomainSummary shop = agent.domains().get(0);
        assertThat(shop.id()).isEqualTo("d-1");
        assertThat(shop.address()).contains("shop.example.com");
        assertThat(shop.pluginToken()).isEmpty();
        assertThat(shop.active()).contains(true);
        assertThat(shop.chatClientId()).contains("17");
        assertThat(shop.visibility()).contains("1");
        assertThat(shop.shop()).contains(ShopSystem.PLATFORM_2);
        assertThat(agent.domains().get(1).shop()).isEmpty();
    }

    @Test
    void get_with_an_empty_or_garbled_layout_reads_it_as_empty() {
        wire.reply("{\"status\":1,\"content\":{\"user\":{\"uuid\":\"a\",\"conversationblocks\":\"\"}}}")
                .reply(
                        "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"a\",\"conversationblocks\":\"[{broken\",\"domains\":{}}}}");

        assertThat(client.agents().get("a").dashboardLayout()).isEmpty();
        AgentDetail garbled = client.agents().get("a");
        assertThat(garbled.dashboardLayout()).isEmpty();
        assertThat(garbled.raw().field("conversationblocks").asText()).isEqualTo("[{broken");
        assertThat(garbled.domains()).isEmpty();
        assertThat(garbled.photoUrl()).isEmpty();
    }

    @Test
    void add_checks_the_list_then_sends_every_field_as_a_form_and_returns_the_agent_read_back_by_email() {
        wire.reply(NO_AGENTS)
                .reply("{\"status\":1,\"content\":\"agent added\"}")
                .reply(ANN_LISTED);

        Agent added = client.agents()
                .add(NewAgent.builder()
                        .email("ann@example.com")
                        .name("Ann Lee")
                        .jobTitle("Support")
                        .password("pw-1")
                        .chats(4)
                        .status(AgentStatus.AWAY)
                        .build());

        wire.takeAuth();
        assertThat(path(wire.take())).as("the check for a duplicate").isEqualTo("users/list");
        RecordedRequest request = wire.take();
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("users/add");
        assertThat(request.getHeaders().get("x-user-token")).isEqualTo("tok-2");
        assertThat(form(request))
                .containsExactly(
                        "login=ann@example.com",
                        "name=Ann Lee",
                        "job_title=Support",
                        "password=pw-1",
                        "chat=4",
                        "status=away");
        assertThat(path(wire.takeCarrying("tok-3"))).as("the read-back").isEqualTo("users/list");
        assertThat(added.id()).isEqualTo("a-ann");
        assertThat(added.email()).contains("Ann@Example.com");
    }

    @Test
    void ensure_of_a_listed_agent_whose_name_differs_edits_every_field_but_never_sends_the_password() {
        wire.reply(ANN_LISTED.replace("\"email\":\"Ann@", "\"name\":\"Ann Old\",\"email\":\"Ann@"))
                .reply("{\"status\":1,\"content\":\"account updated\"}")
                .reply(ANN_LISTED);

        Ensured<Agent> ensured = client.agents()
                .ensure(NewAgent.builder()
                        .email("ANN@example.com")
                        .name("Ann Lee")
                        .jobTitle("Support")
                        .password("pw-SECRET-9")
                        .chats(4)
                        .status(AgentStatus.AWAY)
                        .build());

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/list");
        RecordedRequest edit = wire.take();
        assertThat(path(edit)).as("no detail read: the name differs already").isEqualTo("user/edit");
        assertThat(form(edit))
                .containsExactly("uid=a-ann", "name=Ann Lee", "job_title=Support", "chat=4", "status=away");
        assertThat(edit.getBody().utf8()).doesNotContain("pw-SECRET-9", "password");
        assertThat(path(wire.take())).as("the read-back").isEqualTo("users/list");
        assertThat(ensured.outcome()).isEqualTo(Ensured.Outcome.UPDATED);
        assertThat(ensured.record().id()).isEqualTo("a-ann");
    }

    @Test
    void add_defaults_are_an_empty_job_title_one_chat_and_online() {
        wire.reply(NO_AGENTS)
                .reply("{\"status\":1,\"content\":\"agent added\"}")
                .reply(ANN_LISTED);

        client.agents()
                .add(NewAgent.builder()
                        .email("ann@example.com")
                        .name("Ann")
                        .password("pw")
                        .build());

        wire.takeAuth();
        wire.take(); // the check for a duplicate
        assertThat(form(wire.take()))
                .containsExactly(
                        "login=ann@example.com", "name=Ann", "job_title=", "password=pw", "chat=1", "status=online");
    }

    @Test
    void new_agent_input_is_validated_naming_the_field() {
        assertThatThrownBy(() -> NewAgent.builder().name("A").password("p").build())
                .hasMessageContaining("email");
        assertThatThrownBy(() -> NewAgent.builder()
                        .email("no-at-sign")
                        .name("A")
                        .password("p")
                        .build())
                .hasMessageContaining("email");
        assertThatThrownBy(() -> NewAgent.builder().email("a@b.c").password("p").build())
                .hasMessageContaining("name");
        assertThatThrownBy(() -> NewAgent.builder().email("a@b.c").name("A").build())
                .hasMessageContaining("password");
        assertThatThrownBy(() -> NewAgent.builder().chats(-1)).hasMessageContaining("chats");
        assertThatThrownBy(() -> AgentUpdate.builder().build()).hasMessageContaining("at least one");
        assertThatThrownBy(() -> client.agents().add(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agent");
        assertThat(wire.requestCount()).isZero();
    }

    @Test
    void edit_reads_the_agent_first_and_sends_its_current_values_for_the_fields_not_set() {
        wire.reply(fixture("agents/detail.json")).reply("{\"status\":1,\"content\":\"account updated\"}");

        WriteResult result =
                client.agents().edit("a1", AgentUpdate.builder().chats(2).build());

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("users/getuser/a1");
        RecordedRequest edit = wire.takeCarrying("tok-2");
        assertThat(edit.getMethod()).isEqualTo("POST");
        assertThat(path(edit)).isEqualTo("user/edit");
        // A server reading "all as in add" literally would blank a field left out: every one is sent.
        assertThat(form(edit))
                .containsExactly("uid=a1", "name=Zoë Müller", "job_title=Head of support", "chat=2", "status=1");
        assertThat(result.message()).isEqualTo("account updated");
    }

    @Test
    void edit_of_one_field_on_a_server_that_blanks_what_an_edit_leaves_out_keeps_every_other_field() {
        // A literal reading of "all as in add": user/edit replaces the whole record with what it is sent.
        Map<String, String> agent =
                new ConcurrentHashMap<>(Map.of("name", "Ann Lee", "job_title", "Support", "chat", "3", "status", "2"));
        server.setDispatcher(new Dispatcher() {
            private int tokens;

            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String body = "{\"status\":1}";
                if (path(request).equals("users/getuser/a1")) {
                    body = "{\"status\":1,\"content\":{\"user\":{\"uuid\":\"a1\",\"name\":\"" + agent.get("name")
                            + "\",\"job_title\":\"" + agent.get("job_title") + "\",\"chats\":\"" + agent.get("chat")
                            + "\",\"status\":\"" + agent.get("status") + "\"}}}";
                } else if (path(request).equals("user/edit")) {
                    Map<String, String> sent = new HashMap<>();
                    form(request).forEach(field -> sent.put(field.split("=")[0], field.split("=", 2)[1]));
                    agent.keySet().forEach(field -> agent.put(field, sent.getOrDefault(field, "")));
                    body = "{\"status\":1,\"content\":\"account updated\"}";
                }
                return new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-" + (++tokens))
                        .body(body)
                        .build();
            }
        });

        client.agents().edit("a1", AgentUpdate.builder().chats(5).build());

        assertThat(agent)
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of("name", "Ann Lee", "job_title", "Support", "chat", "5", "status", "2"));
    }

    @Test
    void edit_sends_the_current_status_as_the_word_its_code_maps_to_when_the_codes_are_configured() {
        client.close();
        client = wire.clientBuilder()
                .agentStatusCodes(Map.of("1", AgentStatus.AWAY, "2", AgentStatus.ONLINE))
                .build();
        wire.reply(fixture("agents/detail.json")).reply("{\"status\":1,\"content\":\"account updated\"}");

        client.agents().edit("a1", AgentUpdate.builder().chats(2).build());

        wire.takeAuth();
        wire.take();
        // The read shows code "1"; a server that takes only the words gets the word it means.
        assertThat(form(wire.take()))
                .containsExactly("uid=a1", "name=Zoë Müller", "job_title=Head of support", "chat=2", "status=away");
    }

    @Test
    void agent_status_codes_refuse_blank_codes_and_null_statuses() {
        assertThatThrownBy(() -> wire.clientBuilder().agentStatusCodes(Map.of(" ", AgentStatus.AWAY)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agentStatusCodes");
        assertThatThrownBy(() -> wire.clientBuilder().agentStatusCodes(null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void edit_sends_the_values_it_sets_over_the_ones_read() {
        wire.reply(fixture("agents/detail.json")).reply("{\"status\":1,\"content\":\"account updated\"}");

        client.agents()
                .edit(
                        "a1",
                        AgentUpdate.builder()
                                .name("Ann B")
                                .jobTitle("")
                                .status(AgentStatus.OFFLINE)
                                .build());

        wire.takeAuth();
        wire.take();
        assertThat(form(wire.take())).containsExactly("uid=a1", "name=Ann B", "job_title=", "chat=3", "status=offline");
    }

    @Test
    void edit_that_sets_every_readable_field_is_sent_without_a_read() {
        wire.reply("{\"status\":1,\"content\":\"account updated\"}");

        client.agents()
                .edit(
                        "a1",
                        AgentUpdate.builder()
                                .name("Ann B")
                                .jobTitle("Support")
                                .chats(2)
                                .status(AgentStatus.OFFLINE)
                                .build());

        wire.takeAuth();
        RecordedRequest edit = wire.take();
        assertThat(path(edit)).isEqualTo("user/edit");
        assertThat(form(edit)).containsExactly("uid=a1", "name=Ann B", "job_title=Support", "chat=2", "status=offline");
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void edit_leaves_out_a_field_the_read_does_not_show_and_sends_the_password_only_when_set() {
        wire.reply("{\"status\":1,\"content\":{\"user\":{\"uuid\":\"a1\",\"name\":\"Ann\",\"chats\":\"4\"}}}")
                .reply("{\"status\":1,\"content\":\"account updated\"}");

        client.agents().edit("a1", AgentUpdate.builder().password("new-pw").build());

        wire.takeAuth();
        wire.take();
        assertThat(form(wire.take())).containsExactly("uid=a1", "name=Ann", "password=new-pw", "chat=4");
    }

    @Test
    void edit_of_an_agent_the_read_cannot_find_fails_and_sends_no_edit() {
        wire.reply("{\"status\":0,\"content\":\"Access denied\"}");

        assertThatThrownBy(() -> client.agents()
                        .edit("a1", AgentUpdate.builder().chats(2).build()))
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("Access denied");

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/getuser/a1");
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void the_edit_id_field_name_is_configurable() {
        try (ChatApiClient custom =
                wire.clientBuilder().agentEditIdParameter("id").build()) {
            wire.reply(fixture("agents/detail.json")).reply("{\"status\":1,\"content\":\"account updated\"}");

            custom.agents()
                    .edit(
                            "a1",
                            AgentUpdate.builder()
                                    .jobTitle("")
                                    .password("new-pw")
                                    .build());

            wire.takeAuth();
            wire.take();
            assertThat(form(wire.take()))
                    .containsExactly("id=a1", "name=Zoë Müller", "job_title=", "password=new-pw", "chat=3", "status=1");
        }
    }

    @Test
    void delete_sends_the_id_in_the_path_and_the_form() {
        wire.reply("{\"status\":2,\"content\":\"account deleted\"}");

        WriteResult result = client.agents().delete("a1");

        wire.takeAuth();
        RecordedRequest request = wire.take();
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("users/delete/a1");
        assertThat(form(request)).containsExactly("uid=a1");
        assertThat(result.status()).isEqualTo(2);
    }

    @Test
    void sign_in_history_reads_one_page_with_its_paging_fields() {
        wire.reply(fixture("agents/signins-page1.json"));

        SignInPage page = client.agents().signInHistory("a1", 1);

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/logginghistory/a1/1");
        assertThat(page.agentId()).contains("a1");
        assertThat(page.agentName()).contains("Zoë");
        assertThat(page.page()).contains(1);
        assertThat(page.firstPage()).contains(1);
        assertThat(page.lastPage()).contains(2);
        assertThat(page.nextPage()).contains(2);
        assertThat(page.previousPage()).contains(1);
        assertThat(page.totalPages()).contains(2);
        assertThat(page.totalEntries()).contains(3);
        assertThat(page.hasNextPage()).isTrue();
        SignIn first = page.entries().get(0);
        assertThat(first.time()).contains(Instant.ofEpochSecond(1_700_000_300L));
        assertThat(first.ip()).contains("203.0.113.5");
        assertThat(first.browser()).contains("Firefox");
        assertThat(first.browserVersion()).contains("120.0");
        assertThat(first.platform()).contains("Linux");
        assertThat(page.entries().get(1).browser()).isEmpty();
    }

    @Test
    void sign_in_history_iterates_every_page_lazily_and_stops_at_the_last() {
        wire.reply(fixture("agents/signins-page1.json")).reply(fixture("agents/signins-page2.json"));

        SignInHistory history = client.agents().signInHistory("a1");
        assertThat(wire.requestCount()).isZero();
        List<String> ips = history.stream().map(s -> s.ip().orElse("?")).toList();

        assertThat(ips).containsExactly("203.0.113.5", "203.0.113.6", "203.0.113.7");
        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/logginghistory/a1/1");
        assertThat(path(wire.take())).isEqualTo("users/logginghistory/a1/2");
        assertThat(wire.requestCount()).isEqualTo(3);
    }

    @Test
    void sign_in_history_refuses_page_zero() {
        assertThatThrownBy(() -> client.agents().signInHistory("a1", 0)).hasMessageContaining("page");
        assertThat(wire.requestCount()).isZero();
    }

    @Test
    void domains_lists_the_agents_domains_with_tokens() {
        wire.reply(fixture("agents/domains.json"));

        List<DomainSummary> domains = client.agents().domains("a1");

        wire.takeAuth();
        assertThat(path(wire.take())).isEqualTo("users/getuserdomains/a1");
        assertThat(domains).hasSize(1);
        assertThat(domains.get(0).pluginToken()).contains("pt-abc");
        assertThat(domains.get(0).shop()).isEmpty();
        assertThat(domains.get(0).raw().field("shops").asText()).isEqualTo("9");
    }
}
