package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Boot 4's own {@code JsonMapper} (Jackson 3), as a controller returning SDK models uses it, renders them as their
 * plain fields under their own names: values, not {@code Optional} wrappers, no wire names and no {@code raw}.
 */
class ChatApiJacksonAutoConfigurationTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(
                    JacksonAutoConfiguration.class,
                    ChatApiJacksonAutoConfiguration.class,
                    ChatApiAutoConfiguration.class));

    @Test
    void boots_json_mapper_writes_a_list_of_aliases_as_plain_fields() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            runner.withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey())
                    .run(context -> {
                        List<Alias> aliases =
                                context.getBean(ChatApiClient.class).aliases().list();
                        JsonMapper mapper = context.getBean(JsonMapper.class);

                        String json = mapper.writeValueAsString(aliases);

                        assertThat(json).doesNotContain("\"raw\"").doesNotContain("present");
                        JsonNode first = mapper.readTree(json).get(0);
                        Alias alias = aliases.get(0);
                        assertThat(first.get("id").asString()).isEqualTo(alias.id());
                        assertThat(first.get("name").asString())
                                .isEqualTo(alias.name().orElseThrow());
                        assertThat(first.get("text").asString())
                                .isEqualTo(alias.text().orElseThrow());
                        assertThat(first.get("domains").isArray()).isTrue();
                    });
        }
    }

    @Test
    void boots_json_mapper_writes_agents_and_domains_by_their_own_names_and_reads_them_back() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            runner.withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey())
                    .run(context -> {
                        ChatApiClient client = context.getBean(ChatApiClient.class);
                        Agent agent = client.agents().list().get(0);
                        List<Domain> domains = client.domains().list();
                        JsonMapper mapper = context.getBean(JsonMapper.class);

                        JsonNode agentJson = mapper.readTree(mapper.writeValueAsString(agent));
                        JsonNode domainJson = mapper.readTree(mapper.writeValueAsString(domains.get(0)));

                        assertThat(agentJson.get("id").asString()).isEqualTo(agent.id());
                        assertThat(agentJson.has("uuid")).isFalse();
                        assertThat(agentJson.has("domainCount")).isTrue();
                        assertThat(domainJson.get("id").asString())
                                .isEqualTo(domains.get(0).id());
                        assertThat(domainJson.has("pluginToken")).isTrue();
                        assertThat(domainJson.has("token")).isFalse();
                        assertThat(domainJson.has("active_inactive")).isFalse();
                        Agent read = mapper.readValue(mapper.writeValueAsString(agent), Agent.class);
                        assertThat(read.id()).isEqualTo(agent.id());
                        assertThat(read.domainCount()).isEqualTo(agent.domainCount());
                        assertThat(read.role()).isEqualTo(agent.role());
                    });
        }
    }

    @Test
    void without_the_module_jackson_3_would_write_raw_as_an_object() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            runner.withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey())
                    .run(context -> {
                        List<Alias> aliases =
                                context.getBean(ChatApiClient.class).aliases().list();

                        assertThat(JsonMapper.builder().build().writeValueAsString(aliases))
                                .as("the control: a bare Jackson 3 mapper")
                                .contains("\"raw\":{");
                    });
        }
    }
}
