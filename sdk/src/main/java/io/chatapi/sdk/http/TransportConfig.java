package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import java.time.Duration;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Everything the transport needs, fixed at build time by {@code ChatApiClient.Builder}.
 *
 * @param baseUrl the API root, ending in {@code /}
 * @param apiKey the developer token; never printed
 * @param http the caller's client or a fresh one; the transport derives its own from it
 * @param connectTimeout TCP and TLS connect timeout
 * @param readTimeout timeout between bytes of a reply
 * @param callTimeout timeout of a whole call: the wait for the token chain, authentication, path
 *     fallback, every attempt and every pause between attempts
 * @param userAgent the {@code User-Agent} header
 * @param pinnedForm the only path form to use, or {@code null} to try the sample form first and
 *     fall back
 * @param encoding how POST parameters travel
 * @param errorMessage what a failure message looks like
 * @param acceptUnrotatedWrites whether a write reply without a new token can be a success
 * @param maxReplyBytes the largest reply body accepted
 * @param readRetries how many times a failed read is tried again
 * @param logLevel how much to log
 * @param rejectionKinds how refusals that a script branches on are recognised
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
        RejectionKinds rejectionKinds) {

    /** Hides the key. */
    @Override
    public String toString() {
        return "TransportConfig[baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + "]";
    }
}
