package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A bare client of the wire for the testkit's own tests: java.net.http and one token chain, nothing of
 * the SDK. Each request sends the chain's current token and keeps the new one when the reply has it.
 */
final class WireClient {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final String baseUrl;
    private String token;

    WireClient(ChatApiTestServer server) {
        this.baseUrl = server.baseUrl();
    }

    /** A client that has authenticated with the server's key. */
    static WireClient authenticated(ChatApiTestServer server) {
        WireClient client = new WireClient(server);
        WireReply reply = client.get("developer/inicialize?developer_token=" + encode(server.apiKey()));
        assertThat(reply.status()).isEqualTo(1);
        assertThat(reply.token()).isNotBlank();
        return client;
    }

    String token() {
        return token;
    }

    void token(String token) {
        this.token = token;
    }

    WireReply get(String path) {
        return send(request(path).GET());
    }

    WireReply postForm(String path, String form) {
        return send(request(path)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)));
    }

    WireReply postJson(String path, String json) {
        return send(request(path)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    /** Sends {@code request} as built, adding the current token; throws IOException as it comes. */
    WireReply trySend(HttpRequest.Builder request) throws IOException {
        if (token != null) {
            request.header("x-user-token", token);
        }
        try {
            HttpResponse<byte[]> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            WireReply reply = new WireReply(response);
            if (reply.token() != null) {
                token = reply.token();
            }
            return reply;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(10));
    }

    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private WireReply send(HttpRequest.Builder request) {
        try {
            return trySend(request);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
