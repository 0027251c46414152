package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/** The one options object: toBuilder keeps every setting, so a withOptions view changes only what it sets. */
class ClientOptionsTest {
    private final OkHttpClient http = new OkHttpClient();
    private final ChatApiListener listener = new ChatApiListener() {};

    private ClientOptions everySettingChanged() {
        return ClientOptions.builder()
                .baseUrl(HttpUrl.get("https://chat.example.com/api/"))
                .apiKey("key-123")
                .http(http)
                .connectTimeout(Duration.ofSeconds(1))
                .readTimeout(Duration.ofSeconds(2))
                .callTimeout(Duration.ofSeconds(3))
                .userAgent("ua")
                .pinnedForm(PathForm.values()[0])
                .encoding(RequestEncoding.JSON)
                .errorMessage(Pattern.compile("bad"))
                .acceptUnrotatedWrites(true)
                .maxReplyBytes(4096)
                .readRetries(7)
                .logLevel(LogLevel.OFF)
                .rejectionKinds(new RejectionKinds(Pattern.compile("nf"), Pattern.compile("ae")))
                .chains(new ChainSettings(3, ChainSettings.DEFAULTS.store(), Pattern.compile("tr")))
                .listener(listener)
                .loggerFinder(System.LoggerFinder.getLoggerFinder())
                .jobBudget(JobBudget.DEFAULT)
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
                .ignoringFields("callTimeout", "readRetries")
                .isEqualTo(original);
        assertThat(original.callTimeout()).isEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void the_address_key_and_http_client_are_required_and_the_key_never_printed() {
        assertThatThrownBy(() -> ClientOptions.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("baseUrl");
        assertThat(everySettingChanged().toString()).doesNotContain("key-123").contains("chat.example.com");
    }
}
