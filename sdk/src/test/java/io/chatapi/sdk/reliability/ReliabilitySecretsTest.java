package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.sdk.testing.NoDelaySockets;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.FormBody;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The API key, the access tokens and passwords never show: not in an exception's message, its
 * stack trace with every cause, its server text, raw body or excerpt, not in any {@code toString()},
 * and not in the log at the most verbose level, whatever goes wrong. The key travels in the query
 * string of the authentication call, so that call is made to fail in every way there is, OkHttp's own
 * exceptions included.
 *
 * <p>Servers quote what they were sent, and not always as sent: a PHP service writes {@code /} as
 * {@code \/} and non-ASCII as {@code \u00e4}, a proxy quotes the URL with the key percent-encoded, a
 * framework echoes the form body. So the secrets here contain {@code / + = "} and non-ASCII letters,
 * and every check looks for each of those forms, and for any fragment of 8 characters of the key.
 */
class ReliabilitySecretsTest {
    static final String KEY = "K3y+SeCrEt/42==";
    static final String PASSWORD = "pä55/wörd+\"x\"";
    static final String TOKEN = "tk/9+Zq==";

    @StartStop
    MockWebServer server = NoDelay.on(NoDelaySockets.server());

    @RegisterExtension
    final JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL).quiet();

    // ---------------------------------------------------------------- the forms of a secret

    /** A secret as sent, and as a server or proxy may quote it back. */
    static List<String> forms(String secret) {
        Set<String> forms = new LinkedHashSet<>();
        forms.add(secret);
        forms.add(inQuery(secret));
        forms.add(new FormBody.Builder().add("q", secret).build().encodedValue(0));
        forms.add(URLEncoder.encode(secret, StandardCharsets.UTF_8));
        forms.add(json(secret));
        forms.add(php(json(secret), false));
        forms.add(php(json(secret), true));
        return List.copyOf(forms);
    }

    /** As OkHttp percent-encodes it in a query string. */
    static String inQuery(String secret) {
        return HttpUrl.get("http://h/")
                .newBuilder()
                .addQueryParameter("q", secret)
                .build()
                .encodedQuery()
                .substring(2);
    }

    /** JSON-escaped, as Jackson writes it. */
    static String json(String secret) {
        return new String(JsonStringEncoder.getInstance().quoteAsString(secret));
    }

    /** As PHP's json_encode writes it. */
    static String php(String secret) {
        return php(json(secret), false);
    }

    /** PHP's json_encode: {@code \/} for a slash, {@code \}{@code uXXXX} for every non-ASCII char. */
    private static String php(String jsonEscaped, boolean upperHex) {
        StringBuilder out = new StringBuilder();
        for (char c : jsonEscaped.toCharArray()) {
            if (c == '/') {
                out.append("\\/");
            } else if (c > 0x7e) {
                String hex = String.format("%04x", (int) c);
                out.append("\\u").append(upperHex ? hex.toUpperCase() : hex);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String stackTrace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out)); // with every cause and suppressed exception
        return out.toString();
    }

    /** Everything a caller can read off an exception. */
    private static String everything(Throwable t) {
        StringBuilder all = new StringBuilder(stackTrace(t)).append('\n').append(t);
        if (t instanceof RequestRejectedException r) {
            all.append('\n').append(r.serverMessage()).append('\n').append(r.rawBody());
        }
        if (t instanceof AuthenticationException a) {
            all.append('\n').append(a.serverMessage());
        }
        if (t instanceof UndecodableReplyException u) {
            all.append('\n').append(u.excerpt());
        }
        return all.toString();
    }

    private void assertFreeOfSecrets(String what, String text, String... secrets) {
        for (String secret : secrets) {
            for (String form : forms(secret)) {
                assertThat(text).as("%s must not contain %s", what, form).doesNotContain(form);
            }
            // Nor a good part of one, as an excerpt cut in the middle of the secret would show.
            for (int i = 0; i + 8 <= secret.length(); i++) {
                assertThat(text)
                        .as("%s must not contain a fragment of a secret", what)
                        .doesNotContain(secret.substring(i, i + 8));
            }
        }
    }

    private void assertLogFreeOfSecrets(String... secrets) {
        List<String> logged = log.detailedLines();
        assertThat(logged).as("TRACE logging wrote something").isNotEmpty();
        assertFreeOfSecrets("the log", String.join("\n", logged), secrets);
    }

    private ChatApiClientBuilder mockClient() {
        return ChatApiClient.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey(KEY)
                .readTimeout(Duration.ofMillis(400))
                .readRetries(0)
                .logLevel(LogLevel.TRACE); // the most the SDK logs
    }

    /** Where the authentication call is quoted back: its URL with the key percent-encoded, and the key as PHP writes it. */
    private static String echo() {
        String url = "/api/developer/inicialize?developer_token=" + inQuery(KEY);
        return "{\"status\":0,\"error\":\"Error - wrong developer_token " + php(KEY) + " for GET "
                + url.replace("/", "\\/") + "\"}";
    }

    static Stream<Arguments> failedAuthentications() {
        String echo = echo();
        return Stream.of(
                Arguments.of(
                        "connection closed",
                        new MockResponse.Builder()
                                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                                .build()),
                Arguments.of(
                        "connection closed mid-body",
                        new MockResponse.Builder()
                                .body(echo + " ".repeat(5_000))
                                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE)
                                .build()),
                Arguments.of(
                        "timeout",
                        new MockResponse.Builder()
                                .headersDelay(2, TimeUnit.SECONDS)
                                .body(echo)
                                .build()),
                Arguments.of(
                        "HTML 502 quoting the URL",
                        new MockResponse.Builder()
                                .code(502)
                                .body("<html>502 Bad Gateway for " + "/api/developer/inicialize?developer_token="
                                        + inQuery(KEY) + "</html>")
                                .build()),
                Arguments.of(
                        "401 quoting the key",
                        new MockResponse.Builder().code(401).body(echo).build()),
                Arguments.of(
                        "200 without a token, quoting key and URL",
                        new MockResponse.Builder().body(echo).build()),
                Arguments.of(
                        "malformed JSON quoting the key",
                        new MockResponse.Builder()
                                .body(echo.substring(0, echo.length() - 3))
                                .build()),
                Arguments.of(
                        "status line quoting the key",
                        new MockResponse.Builder()
                                .status("HTTP/1.1 2x0 developer_token=" + inQuery(KEY))
                                .build()),
                Arguments.of(
                        "the key straddling the cut of the excerpt",
                        new MockResponse.Builder()
                                .body(" ".repeat(500) + KEY + " " + KEY)
                                .build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("failedAuthentications")
    void a_failed_authentication_never_shows_the_key(String how, MockResponse reply) {
        server.enqueue(reply);
        try (ChatApiClient client = mockClient().build()) {
            Throwable e = catchThrowable(() -> client.agents().list());

            assertThat(e).as(how).isInstanceOf(ChatApiException.class);
            assertFreeOfSecrets(how + ": " + e, everything(e), KEY);
        }
        assertLogFreeOfSecrets(KEY);
    }

    static Stream<Arguments> failedWritesWithAPassword() {
        String formBody = "login=a%40b.c&name=A&password="
                + new FormBody.Builder().add("p", PASSWORD).build().encodedValue(0);
        String rejection = "{\"status\":0,\"content\":\"Error - password " + php(PASSWORD) + " (" + json(PASSWORD)
                + ") too weak; you sent " + formBody + " with token " + php(TOKEN) + "\"}";
        return Stream.of(
                Arguments.of("rejection quoting password, form body and token", ok(rejection)),
                Arguments.of("malformed JSON quoting the password", ok(rejection.substring(0, rejection.length() - 2))),
                Arguments.of(
                        "password straddling the cut of the excerpt", ok("<" + " ".repeat(500) + PASSWORD + PASSWORD)),
                Arguments.of(
                        "connection closed",
                        new MockResponse.Builder()
                                .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
                                .build()),
                Arguments.of(
                        "502 quoting the form body",
                        new MockResponse.Builder().code(502).body(formBody).build()),
                Arguments.of(
                        "timeout",
                        new MockResponse.Builder()
                                .headersDelay(2, TimeUnit.SECONDS)
                                .body(rejection)
                                .build()));
    }

    private static MockResponse ok(String body) {
        return new MockResponse.Builder()
                .addHeader("x-user-token", "tk-next")
                .body(body)
                .build();
    }

    /**
     * Each failure for each write that carries a password, each pair against a server of its own. With
     * one server for both writes, a reply left queued by the first (when its authentication timed out
     * under load, so the write was never sent) could answer the second's authentication (any reply
     * with a token does), and the second write then succeeded on the next reply: one failure seen on a
     * loaded machine.
     */
    static Stream<Arguments> failedWritesOfEachKind() {
        return failedWritesWithAPassword().flatMap(failure -> Stream.of("add", "edit")
                .map(write -> Arguments.of(failure.get()[0], failure.get()[1], write)));
    }

    private static Object write(ChatApiClient client, String which) {
        return which.equals("add")
                ? client.agents()
                        .add(NewAgent.builder()
                                .email("a@b.c")
                                .name("A")
                                .password(PASSWORD)
                                .build())
                // Every readable field set: the edit is sent at once, without reading the agent first.
                : client.agents()
                        .edit(
                                DefaultData.SAM_UUID,
                                AgentUpdate.builder()
                                        .name("Sam")
                                        .jobTitle("")
                                        .chats(1)
                                        .status(AgentStatus.ONLINE)
                                        .password(PASSWORD)
                                        .build());
    }

    @ParameterizedTest(name = "{0}, {2}")
    @MethodSource("failedWritesOfEachKind")
    void a_failed_write_never_shows_the_password_the_key_or_the_token(String how, MockResponse reply, String which) {
        server.enqueue(new MockResponse.Builder()
                .addHeader("x-user-token", TOKEN)
                .body("{\"status\":1}")
                .build());
        if (which.equals("add")) {
            // The add's check for a duplicate: no agent listed, so the write goes out and meets the failure.
            server.enqueue(new MockResponse.Builder()
                    .addHeader("x-user-token", TOKEN)
                    .body("{\"status\":1}")
                    .build());
        }
        server.enqueue(reply);
        try (ChatApiClient client = mockClient().build()) {
            Throwable e = catchThrowable(() -> write(client, which));

            assertThat(e).as(how).isInstanceOf(ChatApiException.class);
            assertFreeOfSecrets(how + ": " + e, everything(e), PASSWORD, KEY, TOKEN);
        }
        assertLogFreeOfSecrets(PASSWORD, KEY, TOKEN);
    }

    @Test
    void a_whole_session_against_the_test_server_shows_no_key_token_or_password_anywhere() throws Exception {
        Set<String> tokens = ConcurrentHashMap.newKeySet();
        // Records every token the server hands out, to look for each of them afterwards.
        OkHttpClient recording = new OkHttpClient.Builder()
                .addNetworkInterceptor(chain -> {
                    okhttp3.Response response = chain.proceed(chain.request());
                    String token = response.header("x-user-token");
                    if (token != null) {
                        tokens.add(token);
                    }
                    return response;
                })
                .build();
        List<Object> seen = new ArrayList<>();
        try (ChatApiTestServer testkit = ChatApiTestServer.builder().apiKey(KEY).build()) {
            ChatApiClientBuilder builder = ChatApiClient.builder()
                    .baseUrl(testkit.baseUrl())
                    .apiKey(KEY)
                    .httpClient(recording)
                    .logLevel(LogLevel.TRACE); // the most the SDK logs
            seen.add(builder);
            try (ChatApiClient client = builder.build()) {
                seen.add(client);
                seen.add(client.async());
                seen.add(client.agents().list());
                seen.add(client.agents().get(DefaultData.ADMIN_UUID));
                seen.add(client.agents().signInHistory(DefaultData.ADMIN_UUID).stream()
                        .toList());
                seen.add(client.agents().domains(DefaultData.ADMIN_UUID));
                NewAgent agent = NewAgent.builder()
                        .email("new@example.com")
                        .name("New")
                        .password(PASSWORD)
                        .build();
                seen.add(agent);
                seen.add(client.agents().add(agent));
                AgentUpdate update = AgentUpdate.builder().password(PASSWORD).build();
                seen.add(update);
                seen.add(client.agents().edit(DefaultData.SAM_UUID, update));
                seen.add(client.domains().list());
                seen.add(client.domains().pluginToken(DefaultData.SHOP_DOMAIN_UUID));
                seen.add(client.domains().add(new NewDomain("new.example.com")));
                seen.add(client.triggers().list());
                seen.add(client.aliases().list());
                seen.add(client.tickets().list());
                seen.add(client.tickets().get(DefaultData.FULL_TICKET_ID));
                RawReply<?> raw = client.withRawReply(c -> c.agents().list());
                seen.add(raw);
                seen.add(raw.headers());
                seen.add(client.async().call(c -> c.agents().list()).get(10, TimeUnit.SECONDS));
                seen.add(catchThrowable(() -> client.agents().get("no-such-agent")));
                seen.add(catchThrowable(() -> client.agents().add(agent))); // a duplicate: refused
                testkit.faults().expireAllTokens(); // refused, then sent again after re-authenticating
                seen.add(client.agents()
                        .add(NewAgent.builder()
                                .email("x@example.com")
                                .name("X")
                                .password(PASSWORD)
                                .build()));
                testkit.faults().onlyOn(Endpoint.ADD_AGENT).next(Fault.EXPIRE_TOKEN, 2); // refused twice: fails
                seen.add(catchThrowable(() -> client.agents()
                        .add(NewAgent.builder()
                                .email("y@example.com")
                                .name("Y")
                                .password(PASSWORD)
                                .build())));
            }
        }
        assertThat(tokens).hasSizeGreaterThan(15);
        String[] secrets =
                Stream.concat(Stream.of(KEY, PASSWORD), tokens.stream()).toArray(String[]::new);
        StringBuilder all = new StringBuilder();
        for (Object value : seen) {
            assertThat(value).isNotNull();
            all.append(value instanceof Throwable t ? everything(t) : String.valueOf(value))
                    .append('\n');
        }
        assertFreeOfSecrets("the session's values", all.toString(), secrets);
        assertLogFreeOfSecrets(secrets);
    }
}
