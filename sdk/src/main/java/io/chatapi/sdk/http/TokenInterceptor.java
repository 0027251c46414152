package io.chatapi.sdk.http;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Hands every reply's new token to the chain, or tells the chain that the reply carried none (its
 * state is then unknown, and the next call re-authenticates). A reply whose token cannot be sent
 * fails its exchange with an I/O error that names no token: the chain is broken, as after a lost
 * reply. Runs inside the chain's turn.
 */
final class TokenInterceptor implements Interceptor {
    private final TokenChain chain;

    TokenInterceptor(TokenChain chain) {
        this.chain = chain;
    }

    @Override
    public Response intercept(Chain call) throws IOException {
        Response reply = call.proceed(call.request());
        if (!chain.rotate(TokenHeaders.from(reply))) {
            reply.close();
            throw new IOException("the reply's new access token cannot be sent as a header (it holds a non-ASCII"
                    + " or control character); the next call authenticates afresh");
        }
        return reply;
    }
}
