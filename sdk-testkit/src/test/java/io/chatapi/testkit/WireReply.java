package io.chatapi.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** One reply as the wire carried it: HTTP code, headers, raw body and its JSON. */
final class WireReply {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpResponse<byte[]> response;

    WireReply(HttpResponse<byte[]> response) {
        this.response = response;
    }

    int code() {
        return response.statusCode();
    }

    String header(String name) {
        return response.headers().firstValue(name).orElse(null);
    }

    /** The new token, or null when the reply has none. */
    String token() {
        return header("x-user-token");
    }

    String body() {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    byte[] bytes() {
        return response.body();
    }

    JsonNode json() {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + body(), e);
        }
    }

    int status() {
        JsonNode status = json().get("status");
        if (status == null || !status.isInt()) {
            throw new AssertionError("no integer status in " + body());
        }
        return status.intValue();
    }

    String content() {
        return json().path("content").asText(null);
    }

    @Override
    public String toString() {
        return code() + " " + body();
    }
}
