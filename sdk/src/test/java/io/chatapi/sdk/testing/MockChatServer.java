package io.chatapi.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * Scripts a MockWebServer the way the chat service answers: an authentication reply carrying the
 * first token, then replies that each carry the next token ({@code tok-1}, {@code tok-2}, …), so a
 * test can check that every request carried the token of the reply before it.
 */
public final class MockChatServer {
    /** The API key tests use; assertions check it never leaks. */
    public static final String API_KEY = "key-SECRET-0123456789";

    private final MockWebServer server;
    private int tokensIssued;
    private final List<RecordedRequest> taken = new ArrayList<>();

    public MockChatServer(MockWebServer server) {
        this.server = server;
    }

    /** A client builder pointed at the server's {@code /api/} root with the test key. */
    public ChatApiClientBuilder clientBuilder() {
        return ChatApiClient.builder().baseUrl(server.url("/api/").toString()).apiKey(API_KEY);
    }

    /** A client with the default settings. */
    public ChatApiClient client() {
        return clientBuilder().build();
    }

    /** The token the next reply will carry. */
    public String nextToken() {
        return "tok-" + (tokensIssued + 1);
    }

    /** Enqueues a successful authentication reply with a new token. */
    public MockChatServer auth() {
        return reply("{\"status\":1}");
    }

    /** Enqueues an HTTP 200 reply with the given body, a new token, and the live service's text/html. */
    public MockChatServer reply(String json) {
        tokensIssued++;
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .addHeader("Content-Type", "text/html; charset=UTF-8")
                .addHeader("x-user-token", "tok-" + tokensIssued)
                .body(json)
                .build());
        return this;
    }

    /** Enqueues a reply built by the test (no token is counted unless it adds one). */
    public MockChatServer raw(MockResponse response) {
        server.enqueue(response);
        return this;
    }

    /** Enqueues an HTTP 200 JSON reply that carries no new token. */
    public MockChatServer replyWithoutToken(String json) {
        return raw(new MockResponse.Builder().code(200).body(json).build());
    }

    /** Enqueues a bare HTTP status with no token, as a front server would send. */
    public MockChatServer status(int code) {
        return raw(new MockResponse.Builder()
                .code(code)
                .body("<html>" + code + "</html>")
                .build());
    }

    /** Takes the next recorded request (waits at most 5 s). */
    public RecordedRequest take() {
        try {
            RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
            assertThat(request).as("expected another request").isNotNull();
            taken.add(request);
            return request;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Takes the next request, after checking it carried the token of the reply before it. */
    public RecordedRequest takeCarrying(String token) {
        RecordedRequest request = take();
        assertThat(request.getHeaders().get("x-user-token")).as("token carried").isEqualTo(token);
        return request;
    }

    /** Takes the authentication request and checks its shape. */
    public RecordedRequest takeAuth() {
        RecordedRequest auth = take();
        assertThat(auth.getMethod()).isEqualTo("GET");
        assertThat(auth.getUrl().encodedPath()).isEqualTo("/api/developer/inicialize");
        assertThat(auth.getUrl().queryParameter("developer_token")).isEqualTo(API_KEY);
        assertThat(auth.getHeaders().get("x-user-token")).isNull();
        return auth;
    }

    /** The path below {@code /api/}, such as {@code users/list}. */
    public static String path(RecordedRequest request) {
        return request.getUrl().encodedPath().substring("/api/".length());
    }

    /** The decoded form body as a list of name=value strings in order. */
    public static List<String> form(RecordedRequest request) {
        List<String> out = new ArrayList<>();
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        if (body.isEmpty()) {
            return out;
        }
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            out.add(decode(pair.substring(0, eq)) + "=" + decode(pair.substring(eq + 1)));
        }
        return out;
    }

    private static String decode(String s) {
        return java.net.URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    /** How many requests reached the server. */
    public int requestCount() {
        return server.getRequestCount();
    }

    /** A fixture file from {@code src/test/resources/fixtures/}. */
    public static String fixture(String name) {
        try (InputStream in = MockChatServer.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
