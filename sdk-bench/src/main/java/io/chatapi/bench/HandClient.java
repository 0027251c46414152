package io.chatapi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The baseline: what a developer writes by hand with OkHttp and Jackson's tree model. It
 * authenticates once, carries the {@code x-user-token} of each reply to the next request, and parses
 * each body with {@link ObjectMapper#readTree(byte[])}. No retries, no path fallback, no envelope
 * check beyond "the token came back": the least a working client can do.
 *
 * <p>Not thread-safe on its own, like any hand-written token chain; {@link #get} is {@code
 * synchronized} so that many threads can share one, each call holding the chain from request to
 * parsed body.
 */
final class HandClient {
    private static final String TOKEN = "x-user-token";

    private final OkHttpClient http;
    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpUrl base;
    private final String apiKey;
    private String token;

    HandClient(String baseUrl, String apiKey) {
        this.http = new OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .build();
        this.base = HttpUrl.get(baseUrl);
        this.apiKey = apiKey;
    }

    /** GETs {@code path} (relative to the API root) with the current token and returns the parsed body. */
    synchronized JsonNode get(String path) {
        try {
            return mapper.readTree(bytes(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** GETs {@code path} with the current token and returns the body as sent. */
    synchronized byte[] bytes(String path) {
        if (token == null) {
            authenticate();
        }
        Request request = new Request.Builder()
                .url(base.resolve(path))
                .header(TOKEN, token)
                .build();
        try (Response response = http.newCall(request).execute()) {
            token = response.header(TOKEN);
            if (!response.isSuccessful() || token == null) {
                throw new IllegalStateException(path + " answered HTTP " + response.code() + " without a new token");
            }
            return response.body().bytes();
        } catch (IOException e) {
            token = null;
            throw new UncheckedIOException(e);
        }
    }

    /** The mapper the baseline parses with; embedded JSON strings go through it too. */
    ObjectMapper mapper() {
        return mapper;
    }

    private void authenticate() {
        HttpUrl url = base.resolve("developer/inicialize")
                .newBuilder()
                .addQueryParameter("developer_token", apiKey)
                .build();
        try (Response response =
                http.newCall(new Request.Builder().url(url).build()).execute()) {
            token = response.header(TOKEN);
            if (token == null) {
                throw new IllegalStateException("authentication answered without a token");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void close() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
