package io.chatapi.sdk.http;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Keeps OkHttp from sending a request again on its own. OkHttp re-sends a request answered 503 with
 * {@code Retry-After: 0}, whatever {@code retryOnConnectionFailure} says, which would spend a token
 * twice or repeat a write; and it fails with a {@code NumberFormatException} on a 503 whose {@code
 * Retry-After} is past {@link Integer#MAX_VALUE} seconds. As a network interceptor this hands OkHttp
 * a 503 without the header, and keeps the value under another name for {@link Sender}, which alone
 * decides what is sent again.
 */
final class RetryAfterShield implements Interceptor {
    static final String HEADER = "Retry-After";

    /** Where a 503's {@code Retry-After} is kept out of OkHttp's sight. */
    static final String KEPT = "X-Chat-Api-Sdk-Retry-After";

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response reply = chain.proceed(chain.request());
        String retryAfter = reply.header(HEADER);
        if (reply.code() != 503 || retryAfter == null) {
            return reply;
        }
        return reply.newBuilder().removeHeader(HEADER).header(KEPT, retryAfter).build();
    }

    /** The reply's {@code Retry-After} value, wherever it is kept, or {@code null}. */
    static String retryAfter(Response reply) {
        String kept = reply.header(KEPT);
        return kept != null ? kept : reply.header(HEADER);
    }
}
