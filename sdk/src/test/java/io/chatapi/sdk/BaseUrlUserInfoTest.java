package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A base URL carrying user info is refused by the builder, and the password in it is never repeated: not in the
 * message, not in the builder's {@code toString()} (#40 item 4).
 */
class BaseUrlUserInfoTest {
    private static final String PASSWORD = "GwPass123";

    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://u:" + PASSWORD + "@chat.example.com/api/",
                "http://u:" + PASSWORD + "@127.0.0.1:8080/api/",
                "https://" + PASSWORD + "@chat.example.com/",
                "https://u:" + PASSWORD + "@chat.example.com",
                "HTTPS://u:" + PASSWORD + "%40x@chat.example.com/api/"
            })
    void a_base_url_with_user_info_is_refused_without_repeating_it(String baseUrl) {
        ChatApiClientBuilder builder = ChatApiClient.builder().baseUrl(baseUrl).apiKey("key-1");

        IllegalArgumentException refused = catchThrowableOfType(IllegalArgumentException.class, builder::build);

        assertThat(refused.getMessage()).contains("user info").doesNotContain(PASSWORD, "u:");
        assertThat(builder.toString()).doesNotContain(PASSWORD).contains("[user info hidden]@");
    }

    @Test
    void a_user_name_alone_is_refused_too() {
        IllegalArgumentException refused =
                catchThrowableOfType(IllegalArgumentException.class, () -> ChatApiClient.builder()
                        .baseUrl("https://admin@chat.example.com/api/")
                        .apiKey("key-1")
                        .build());

        assertThat(refused.getMessage()).contains("user info").doesNotContain("admin");
    }

    @Test
    void a_malformed_url_holding_a_password_is_not_repeated() {
        IllegalArgumentException refused =
                catchThrowableOfType(IllegalArgumentException.class, () -> ChatApiClient.builder()
                        .baseUrl("https://u:Gw/" + PASSWORD + "@@chat example.com/")
                        .apiKey("key-1")
                        .build());

        assertThat(refused.getMessage()).contains("not an http or https URL").doesNotContain(PASSWORD);
    }

    @Test
    void from_env_refuses_it_as_the_builder_does() {
        IllegalArgumentException refused = catchThrowableOfType(
                IllegalArgumentException.class,
                () -> ChatApiClient.fromEnv(Map.of(
                        ChatApiClient.ENV_BASE_URL,
                        "https://u:" + PASSWORD + "@chat.example.com/api/",
                        ChatApiClient.ENV_API_KEY,
                        "key-1")));

        assertThat(refused.getMessage()).contains("user info").doesNotContain(PASSWORD);
    }

    @Test
    void a_base_url_without_user_info_is_still_accepted_and_shown() {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl("https://chat.example.com/api/")
                .apiKey("key-1")
                .build()) {
            assertThat(client.toString()).contains("chat.example.com").doesNotContain("key-1");
        }
    }
}
