package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.options.ClientOptions;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 46 item 6: the settings live in one immutable object. The client builder holds none of its own (it hands each
 * to {@link ClientOptions.Builder}), each of its setters is an option of the same name that a client reports back, and
 * a client made from another's options runs with the same settings.
 */
class OneOptionsObjectTest {
    @Test
    void the_client_builder_keeps_no_setting_of_its_own() {
        List<Field> fields = Arrays.stream(ChatApiClientBuilder.class.getDeclaredFields())
                .filter(f -> !Modifier.isStatic(f.getModifiers()))
                .toList();

        assertThat(fields).singleElement().satisfies(f -> assertThat(f.getType())
                .isEqualTo(ClientOptions.Builder.class));
    }

    @Test
    void every_setter_of_the_client_builder_is_an_option_read_back_by_the_same_name() {
        Set<String> setters = publicNames(ChatApiClientBuilder.class, ChatApiClientBuilder.class);
        setters.removeAll(Set.of("build", "options", "toString"));

        assertThat(publicNames(ClientOptions.Builder.class, ClientOptions.Builder.class))
                .containsAll(setters);
        Set<String> readBack = publicNames(ClientOptions.class, null);
        setters.remove("listener"); // read back as listeners()
        assertThat(readBack).containsAll(setters).contains("listeners");
    }

    @Test
    void a_client_made_from_another_clients_options_runs_with_the_same_settings() {
        try (ChatApiClient first = ChatApiClient.builder()
                        .baseUrl("https://chat.example.com/api")
                        .apiKey(" key ")
                        .callTimeout(Duration.ofSeconds(7))
                        .readRetries(4)
                        .maxChains(3)
                        .agentEditIdParameter("id")
                        .build();
                ChatApiClient second = ChatApiClient.create(
                        first.options().toBuilder().readRetries(1).build())) {
            ClientOptions options = second.options();

            assertThat(options.baseUrl()).hasToString("https://chat.example.com/api/");
            assertThat(options.apiKey()).isEqualTo("key");
            assertThat(options.callTimeout()).isEqualTo(Duration.ofSeconds(7));
            assertThat(options.readRetries()).isEqualTo(1);
            assertThat(options.maxChains()).isEqualTo(3);
            assertThat(options.agentEditIdParameter()).isEqualTo("id");
            assertThat(first.options().readRetries()).isEqualTo(4);
            assertThat(first.withOptions(CallOptions.builder().readRetries(0).build())
                            .options()
                            .readRetries())
                    .isZero();
        }
    }

    private static Set<String> publicNames(Class<?> type, Class<?> returning) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
                .filter(m -> returning == null || m.getReturnType() == returning)
                .map(Method::getName)
                .collect(Collectors.toCollection(java.util.TreeSet::new));
    }
}
