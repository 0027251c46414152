package io.chatapi.sdk.http;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Hands every reply's new token to the chain, or tells the chain that the reply carried none (its
 * state is then unknown, and the next call re-authenticates). Runs inside the chain's turn.
 */
final class TokenInterceptor implements Interceptor {
    private final TokenChain chain;

    TokenInterceptor(TokenChain chain) {
        this.chain = chain;
    }

    @Override
    public Response intercept(Chain call) throws IOException {
        Response reply = call.proceed(call.request());
        chain.rotate(TokenHeaders.from(reply));
        return reply;
    }
}
