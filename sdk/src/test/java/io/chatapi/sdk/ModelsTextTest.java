package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentSeats;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.agents.SignInPage;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.testing.ScriptedServerTest;
import io.chatapi.sdk.triggers.Trigger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every model read from the service's sample replies prints short, without its raw JSON and without a person's
 * e-mail, name, photo or IP address (tickets and client data: {@code PersonalDataTest}).
 */
class ModelsTextTest extends ScriptedServerTest {
    /** The personal values in the agent fixtures. */
    private static final List<String> PERSONAL = List.of(
            "zoe@example.com",
            "piotr@example.com",
            "Piotr Nowak",
            "Müller",
            "Zoë",
            "cdn.example.com",
            "203.0.113.5",
            "203.0.113.6");

    private static void assertShortAndImpersonal(Object model) {
        String text = String.valueOf(model);
        assertThat(text)
                .as(model.getClass().getSimpleName())
                .hasSizeLessThanOrEqualTo(600)
                .doesNotContain("\"")
                .doesNotContain("@")
                .doesNotContain("raw");
        for (String value : PERSONAL) {
            assertThat(text).as(model.getClass().getSimpleName()).doesNotContain(value);
        }
    }

    @Test
    void agents_and_sign_ins_show_that_a_name_email_photo_or_ip_is_there_but_not_what() {
        wire.reply(fixture("agents/list.json"))
                .reply(fixture("agents/detail.json"))
                .reply(fixture("agents/signins-page1.json"))
                .reply(fixture("agents/list.json"));

        List<Agent> agents = client.agents().list();
        AgentDetail detail = client.agents().get("a-1");
        SignInPage page = client.agents().signInHistory("a1", 1);
        AgentSeats seats = client.agents().seats();

        List<Object> models = new ArrayList<>(List.of(seats, detail, page));
        models.addAll(agents);
        models.addAll(page.entries());
        models.addAll(detail.domains());
        detail.dashboardLayout().ifPresent(layout -> {
            models.add(layout);
            models.addAll(layout.columns());
        });
        models.forEach(ModelsTextTest::assertShortAndImpersonal);

        assertThat(seats.toString()).isEqualTo("AgentSeats[maxSubscribedAgents=10, currentSubscribedAgents=2]");
        assertThat(agents.get(0).toString())
                .isEqualTo("Agent[id=3f1c2a9e-7b41-4c55-9a0e-1d2b3c4d5e6f, name=[hidden], email=[hidden], role=ADMIN,"
                        + " pid=0, photo=[hidden], domainCount=2, subscription=true]");
        assertThat(page.entries().get(0).toString())
                .isEqualTo("SignIn[time=2023-11-14T22:18:20Z, ip=[hidden], browser=Firefox, browserVersion=120.0,"
                        + " platform=Linux]");
    }

    @Test
    void domains_triggers_and_aliases_print_short_with_plugin_tokens_hidden() {
        wire.reply(fixture("domains/list.json"))
                .reply(fixture("triggers/list.json"))
                .reply(fixture("aliases/list.json"));

        List<Domain> domains = client.domains().list();
        List<Trigger> triggers = client.triggers().list();
        List<Alias> aliases = client.aliases().list();

        List<Object> models = new ArrayList<>();
        models.addAll(domains);
        models.addAll(triggers);
        models.addAll(aliases);
        assertThat(models).hasSizeGreaterThan(3);
        models.forEach(ModelsTextTest::assertShortAndImpersonal);
        for (Domain domain : domains) {
            domain.pluginToken()
                    .ifPresent(token ->
                            assertThat(domain.toString()).doesNotContain(token).contains("pluginToken=[hidden]"));
        }
    }

    @Test
    void inputs_hide_the_persons_name_and_email_and_mask_the_password() {
        NewAgent agent = NewAgent.builder()
                .email("zoe@example.com")
                .name("Zoë Müller")
                .password("pw-1")
                .build();

        assertThat(agent.toString())
                .isEqualTo("NewAgent[email=[hidden], name=[hidden], chats=1, status=ONLINE, password=[redacted]]");
    }
}
