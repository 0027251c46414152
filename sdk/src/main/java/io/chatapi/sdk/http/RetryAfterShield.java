package io.chatapi.sdk.http;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Hides a 503's {@code Retry-After} from OkHttp, for {@link Sender} alone to act on: OkHttp re-sends
 * on {@code Retry-After: 0} whatever {@code retryOnConnectionFailure} says (spending a token twice or
 * repeating a write), and fails with a {@code NumberFormatException} past {@link Integer#MAX_VALUE}
 * seconds.
 */
final class RetryAfterShield implements Interceptor {
    static final String HEADER = "Retry-After";

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

    static String retryAfter(Response reply) {
        String kept = reply.header(KEPT);
        return kept != null ? kept : reply.header(HEADER);
    }
}
