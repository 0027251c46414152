package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.options.ClientOptions;
import io.chatapi.sdk.testing.MockChatServer;
import java.time.Duration;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/** Transports for the http tests, with the defaults a client builder gives unless a test says otherwise. */
final class WireTransport {
    private HttpUrl baseUrl;
    private OkHttpClient http = new OkHttpClient();
    private Duration readTimeout = Duration.ofSeconds(5);
    private Duration callTimeout = Duration.ofSeconds(30);
    private long maxReplyBytes = 1 << 20;
    private int readRetries = 2;
    private LogLevel logLevel = LogLevel.OFF;
    private Backoff backoff = Backoff.STANDARD;
    private ChatApiListener listener;
    private boolean ownsHttp = true;

    private WireTransport(HttpUrl baseUrl) {
        this.baseUrl = baseUrl;
    }

    static WireTransport to(HttpUrl baseUrl) {
        return new WireTransport(baseUrl);
    }

    WireTransport http(OkHttpClient http) {
        this.http = http;
        return this;
    }

    WireTransport readTimeout(Duration readTimeout) {
        this.readTimeout = readTimeout;
        return this;
    }

    WireTransport callTimeout(Duration callTimeout) {
        this.callTimeout = callTimeout;
        return this;
    }

    WireTransport maxReplyBytes(long maxReplyBytes) {
        this.maxReplyBytes = maxReplyBytes;
        return this;
    }

    WireTransport readRetries(int readRetries) {
        this.readRetries = readRetries;
        return this;
    }

    WireTransport logLevel(LogLevel logLevel) {
        this.logLevel = logLevel;
        return this;
    }

    WireTransport backoff(Backoff backoff) {
        this.backoff = backoff;
        return this;
    }

    WireTransport listener(ChatApiListener listener) {
        this.listener = listener;
        return this;
    }

    /** Whether the transport may shut the HTTP client down when closed (true: the SDK made it). */
    WireTransport ownsHttp(boolean ownsHttp) {
        this.ownsHttp = ownsHttp;
        return this;
    }

    Transport build() {
        ClientOptions.Builder config = ClientOptions.builder()
                .baseUrl(baseUrl.toString())
                .apiKey(MockChatServer.API_KEY)
                .connectTimeout(Duration.ofSeconds(2))
                .readTimeout(readTimeout)
                .callTimeout(callTimeout)
                .userAgent("test")
                .maxReplyBytes(maxReplyBytes)
                .readRetries(readRetries)
                .logLevel(logLevel);
        if (listener != null) {
            config.listener(listener);
        }
        return new Transport(config.build(), http, ownsHttp, backoff);
    }
}
