package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.PrintWriter;
import java.io.StringWriter;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The key, tokens and passwords never reach a message, a stack trace or a toString(). */
class SecretsTest {
    private static final String PASSWORD = "pw-SECRET-42";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private static String everything(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out + " " + t;
    }

    @Test
    void a_server_that_echoes_the_password_and_token_has_them_masked_in_the_rejection() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.client()) {
            wire.auth()
                    .reply("{\"status\":1}") // the add's check for a duplicate: no agent listed
                    .reply("{\"status\":0,\"content\":\"Error - bad password " + PASSWORD + " for token tok-2 key "
                            + MockChatServer.API_KEY + "\"}");

            Throwable e = catchThrowable(() -> client.agents()
                    .add(NewAgent.builder()
                            .email("a@b.c")
                            .name("A")
                            .password(PASSWORD)
                            .build()));

            assertThat(e).isInstanceOf(RequestRejectedException.class);
            RequestRejectedException rejected = (RequestRejectedException) e;
            for (String text : new String[] {everything(e), rejected.serverMessage(), rejected.rawBody()}) {
                assertThat(text)
                        .doesNotContain(PASSWORD)
                        .doesNotContain("tok-2")
                        .doesNotContain(MockChatServer.API_KEY);
            }
            assertThat(rejected.serverMessage()).contains("Error - bad password [redacted]");
        }
    }

    @Test
    void a_failed_authentication_exchange_does_not_leak_the_key_from_its_url() {
        MockChatServer wire = new MockChatServer(server);
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.raw(new MockResponse.Builder()
                    .onResponseStart(mockwebserver3.SocketEffect.ShutdownConnection.INSTANCE)
                    .build());

            Throwable e = catchThrowable(() -> client.agents().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(everything(e)).doesNotContain(MockChatServer.API_KEY);
        }
    }

    @Test
    void input_objects_never_print_their_password() {
        NewAgent agent =
                NewAgent.builder().email("a@b.c").name("A").password(PASSWORD).build();
        AgentUpdate update = AgentUpdate.builder().password(PASSWORD).build();

        assertThat(agent.toString()).doesNotContain(PASSWORD).contains("[redacted]");
        assertThat(update.toString()).doesNotContain(PASSWORD).contains("[redacted]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"k", "kn", "Host1234", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"})
    void a_short_or_long_key_is_masked_where_it_stands_and_never_inside_the_words_of_a_message(String key) {
        OkHttpClient noDns = new OkHttpClient.Builder()
                .dns(host -> {
                    throw new java.net.UnknownHostException(
                            "no address for " + host + ": Unknown host, key=" + key + " not known");
                })
                .build();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl("https://chat.example.com/api/")
                .apiKey(key)
                .httpClient(noDns)
                .readRetries(0)
                .build()) {
            Throwable e = catchThrowable(() -> client.agents().list());

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(e.getMessage())
                    .contains("UnknownHostException: no address for chat.example.com: Unknown host, key=[redacted] not"
                            + " known");
        }
    }
}
