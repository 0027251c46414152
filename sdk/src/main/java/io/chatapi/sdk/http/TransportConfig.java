package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import java.time.Duration;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Everything the transport needs: each component is the {@code ChatApiClientBuilder} setting of that
 * name, checked there. {@code baseUrl} ends in {@code /}; {@code apiKey} is never printed; {@code
 * http} is the caller's client or a fresh one; {@code pinnedForm} is {@code null} to try the sample
 * form first and fall back; {@code chains} says how many token chains run and where they keep their
 * tokens.
 */
public record TransportConfig(
        HttpUrl baseUrl,
        String apiKey,
        OkHttpClient http,
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout,
        String userAgent,
        PathForm pinnedForm,
        RequestEncoding encoding,
        Pattern errorMessage,
        boolean acceptUnrotatedWrites,
        long maxReplyBytes,
        int readRetries,
        LogLevel logLevel,
        RejectionKinds rejectionKinds,
        ChainSettings chains) {

    /** The settings with {@link ChainSettings#DEFAULTS}: one chain, kept in this process. */
    public TransportConfig(
            HttpUrl baseUrl,
            String apiKey,
            OkHttpClient http,
            Duration connectTimeout,
            Duration readTimeout,
            Duration callTimeout,
            String userAgent,
            PathForm pinnedForm,
            RequestEncoding encoding,
            Pattern errorMessage,
            boolean acceptUnrotatedWrites,
            long maxReplyBytes,
            int readRetries,
            LogLevel logLevel,
            RejectionKinds rejectionKinds) {
        this(
                baseUrl,
                apiKey,
                http,
                connectTimeout,
                readTimeout,
                callTimeout,
                userAgent,
                pinnedForm,
                encoding,
                errorMessage,
                acceptUnrotatedWrites,
                maxReplyBytes,
                readRetries,
                logLevel,
                rejectionKinds,
                ChainSettings.DEFAULTS);
    }

    /** Hides the key. */
    @Override
    public String toString() {
        return "TransportConfig[baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + "]";
    }
}
