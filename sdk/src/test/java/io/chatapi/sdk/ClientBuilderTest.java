package io.chatapi.sdk;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

class ClientBuilderTest {
    private static final String AGENTS = "{\"status\":1}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void a_base_url_without_the_trailing_slash_works_the_same() {
        MockChatServer wire = new MockChatServer(server);
        String noSlash = server.url("/api").toString();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(noSlash)
                .apiKey(MockChatServer.API_KEY)
                .build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            wire.takeAuth();
            assertThat(path(wire.take())).isEqualTo("users/list");
        }
    }

    @Test
    void plain_http_is_refused_on_a_remote_host_unless_the_caller_opts_in() {
        assertThatThrownBy(() -> ChatApiClient.builder()
                        .baseUrl("http://chat.example.com/api/")
                        .apiKey("k")
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plain http")
                .hasMessageContaining("allowInsecureHttp");
        ChatApiClient.builder()
                .baseUrl("http://chat.example.com/api/")
                .apiKey("k")
                .allowInsecureHttp(true)
                .build()
                .close();
        ChatApiClient.builder()
                .baseUrl("https://chat.example.com/api/")
                .apiKey("k")
                .build()
                .close();
        ChatApiClient.builder()
                .baseUrl("http://localhost:9/api/")
                .apiKey("k")
                .build()
                .close();
        ChatApiClient.builder()
                .baseUrl("http://127.0.0.2:9/api/")
                .apiKey("k")
                .build()
                .close();
        ChatApiClient.builder()
                .baseUrl("http://[::1]:9/api/")
                .apiKey("k")
                .build()
                .close();
    }

    @Test
    void missing_or_malformed_settings_fail_with_a_named_error() {
        assertThatThrownBy(() -> ChatApiClient.builder().apiKey("k").build()).hasMessageContaining("baseUrl");
        assertThatThrownBy(() ->
                        ChatApiClient.builder().baseUrl("not a url").apiKey("k").build())
                .hasMessageContaining("baseUrl");
        assertThatThrownBy(
                        () -> ChatApiClient.builder().baseUrl("https://x/api/").build())
                .hasMessageContaining("apiKey");
        assertThatThrownBy(() -> ChatApiClient.builder()
                        .baseUrl("https://x/api/?a=b")
                        .apiKey("k")
                        .build())
                .hasMessageContaining("query");
        assertThatThrownBy(() -> ChatApiClient.builder().callTimeout(Duration.ZERO))
                .hasMessageContaining("callTimeout");
        assertThatThrownBy(() -> ChatApiClient.builder().readRetries(-1)).hasMessageContaining("readRetries");
    }

    @Test
    void from_env_names_the_missing_variable() {
        assertThatThrownBy(() -> ChatApiClient.fromEnv(Map.of(ChatApiClient.ENV_API_KEY, "k")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("CHAT_API_BASE_URL");
        assertThatThrownBy(() -> ChatApiClient.fromEnv(Map.of(ChatApiClient.ENV_BASE_URL, "https://x/api")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("CHAT_API_KEY");
        assertThatThrownBy(() ->
                        ChatApiClient.fromEnv(Map.of(ChatApiClient.ENV_BASE_URL, " ", ChatApiClient.ENV_API_KEY, "k")))
                .hasMessageContaining("CHAT_API_BASE_URL");
    }

    @Test
    void from_env_builds_a_working_client() {
        MockChatServer wire = new MockChatServer(server);
        Map<String, String> env = Map.of(
                ChatApiClient.ENV_BASE_URL,
                server.url("/api").toString(),
                ChatApiClient.ENV_API_KEY,
                MockChatServer.API_KEY);
        try (ChatApiClient client = ChatApiClient.fromEnv(env)) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            wire.takeAuth();
        }
    }

    @Test
    void a_callers_okhttp_client_is_used_but_left_untouched_and_open() {
        MockChatServer wire = new MockChatServer(server);
        OkHttpClient mine = new OkHttpClient.Builder()
                .addInterceptor(chain -> chain.proceed(
                        chain.request().newBuilder().header("X-Mine", "yes").build()))
                .build();
        try (ChatApiClient client = wire.clientBuilder().httpClient(mine).build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            wire.takeAuth();
            assertThat(wire.take().getHeaders().get("X-Mine")).isEqualTo("yes");
        }
        assertThat(mine.interceptors()).hasSize(1);
        assertThat(mine.retryOnConnectionFailure()).isTrue();
        assertThat(mine.followRedirects()).isTrue();
        assertThat(mine.dispatcher().executorService().isShutdown()).isFalse();
    }

    @Test
    void the_user_agent_is_configurable() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client =
                wire.clientBuilder().userAgent("provisioner/2").build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            assertThat(wire.takeAuth().getHeaders().get("User-Agent")).isEqualTo("provisioner/2");
            assertThat(wire.take().getHeaders().get("User-Agent")).isEqualTo("provisioner/2");
        }
    }

    @Test
    void the_default_user_agent_names_the_version_of_the_build() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
            assertThat(wire.takeAuth().getHeaders().get("User-Agent"))
                    .isEqualTo("chat-api-java/" + System.getProperty("chatapi.build.version"))
                    .matches("chat-api-java/\\d+\\.\\d+\\.\\d+.*");
        }
    }

    @Test
    void the_read_timeout_applies_and_a_timed_out_read_is_a_transport_failure() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder()
                .readTimeout(Duration.ofMillis(200))
                .readRetries(0)
                .build()) {
            wire.auth()
                    .raw(new MockResponse.Builder()
                            .headersDelay(2, TimeUnit.SECONDS)
                            .body(AGENTS)
                            .build());
            long start = System.nanoTime();
            assertThatThrownBy(() -> client.agents().list()).isInstanceOf(TransportException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
        }
    }

    @Test
    void to_string_shows_the_base_url_but_never_the_key() {
        ChatApiClientBuilder builder =
                ChatApiClient.builder().baseUrl("https://chat.example.com/api/").apiKey("key-SECRET-xyz");
        try (ChatApiClient client = builder.build()) {
            assertThat(client.toString()).contains("chat.example.com").doesNotContain("key-SECRET-xyz");
            assertThat(builder.toString()).doesNotContain("key-SECRET-xyz");
        }
    }
}
