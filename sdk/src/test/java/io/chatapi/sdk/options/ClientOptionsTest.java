package io.chatapi.sdk.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Pattern;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/** The one options object: toBuilder keeps every setting, so a withOptions view changes only what it sets. */
class ClientOptionsTest {
    private final OkHttpClient http = new OkHttpClient();
    private final ChatApiListener listener = new ChatApiListener() {};

    private ClientOptions everySettingChanged() {
        return ClientOptions.builder()
                .baseUrl("https://chat.example.com/api/")
                .apiKey("key-123")
                .httpClient(http)
                .connectTimeout(Duration.ofSeconds(1))
                .readTimeout(Duration.ofSeconds(2))
                .callTimeout(Duration.ofSeconds(3))
                .userAgent("ua")
                .pathForm(PathForm.values()[0])
                .requestEncoding(RequestEncoding.JSON)
                .errorMessagePattern(Pattern.compile("bad"))
                .acceptWritesWithoutNewToken(true)
                .maxReplyBytes(4096)
                .readRetries(7)
                .logLevel(LogLevel.OFF)
                .notFoundMessagePattern(Pattern.compile("nf"))
                .alreadyExistsMessagePattern(Pattern.compile("ae"))
                .maxChains(3)
                .chainStore(ClientOptions.builder()
                        .baseUrl("https://a.example/")
                        .apiKey("k")
                        .build()
                        .chainStore())
                .tokenRefusalPattern(Pattern.compile("tr"))
                .listener(listener)
                .loggerFinder(System.LoggerFinder.getLoggerFinder())
                .jobBudget(JobBudget.DEFAULT)
                .allowInsecureHttp(true)
                .agentEditIdParameter("id")
                .agentStatusCodes(Map.of("1", AgentStatus.ONLINE))
                .asyncExecutor(Runnable::run)
                .build();
    }

    @Test
    void to_builder_keeps_every_setting() {
        ClientOptions original = everySettingChanged();
        ClientOptions copy = original.toBuilder().build();

        assertThat(copy).usingRecursiveComparison().isEqualTo(original);
        assertThat(copy.listeners()).containsExactly(listener);
    }

    @Test
    void a_per_call_change_leaves_the_rest() {
        ClientOptions original = everySettingChanged();
        ClientOptions view = original.toBuilder()
                .callTimeout(Duration.ofMillis(300))
                .readRetries(0)
                .build();

        assertThat(view.callTimeout()).isEqualTo(Duration.ofMillis(300));
        assertThat(view.readRetries()).isZero();
        assertThat(view)
                .usingRecursiveComparison()
                .ignoringFields("settings.callTimeout", "settings.readRetries")
                .isEqualTo(original);
        assertThat(original.callTimeout()).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void the_address_and_key_are_required_and_the_key_never_printed() {
        assertThatThrownBy(() -> ClientOptions.builder().build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseUrl");
        assertThat(everySettingChanged().toString()).doesNotContain("key-123").contains("chat.example.com");
    }
}
