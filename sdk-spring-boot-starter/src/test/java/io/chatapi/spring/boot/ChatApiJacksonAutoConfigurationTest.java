package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
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
 * plain fields: values, not {@code Optional} wrappers, and no {@code raw}.
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
