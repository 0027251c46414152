package io.chatapi.sdk.http;

import java.io.IOException;
import java.util.function.Consumer;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The token chain's part of OkHttp's chain: puts the token of a chain's turn on the request sent in it and hands the
 * reply to the turn, which records its new token, before the reply goes back up the chain. A request sent in a turn
 * carries a {@link Send} as its tag; an untagged request passes through untouched.
 *
 * <p>{@link Transport} installs it as the last network interceptor, the nearest to the wire, not as an application
 * interceptor. A network interceptor runs for each request OkHttp puts on a connection, so a second one for the same
 * send (an authenticator's follow-up on a 401, a misdirected-request retry, a caller's interceptor calling {@code
 * proceed} twice) meets a spent {@link Send} and fails with an {@link IOException}, nothing sent; an application
 * interceptor runs once per call and would never see OkHttp's own re-sends, which would go out with the spent token
 * (a write sent twice). The caller's own interceptors, application and network, run outside it: on every attempt and
 * authentication as before, seeing the reply's new token but not the request's.
 */
final class TokenInterceptor implements Interceptor {
    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        Send send = request.tag(Send.class);
        if (send == null) {
            return chain.proceed(request);
        }
        String token = send.take();
        // A failed proceed throws past the recording: the turn's holder decides what a failure leaves on the chain.
        Response reply = chain.proceed(
                token == null
                        ? request
                        : request.newBuilder()
                                .header(TokenHeaders.REQUEST, token)
                                .build());
        try {
            send.recorder.accept(reply);
        } catch (RuntimeException e) {
            reply.close();
            throw e;
        }
        return reply;
    }

    /** The tag of one request sent in a chain's turn: the token it carries, sent at most once, and its recorder. */
    static final class Send {
        private final String token;
        private final Consumer<Response> recorder;
        // OkHttp runs one call's interceptors on the calling thread, one after the other.
        private boolean spent;

        /**
         * @param token the token the request carries, or null for one that carries none (authentication)
         * @param recorder records the new token of the reply; may throw (a failing store), the reply is then closed
         */
        Send(String token, Consumer<Response> recorder) {
            this.token = token;
            this.recorder = recorder;
        }

        private String take() throws IOException {
            if (spent) {
                throw new IOException("OkHttp was about to send the request a second time (a follow-up or an"
                        + " interceptor's retry), with a token already spent or a write already sent; not sent");
            }
            spent = true;
            return token;
        }

        @Override
        public String toString() {
            // The token stays out of anything printed.
            return "TokenInterceptor.Send[" + (token == null ? "no token" : "token") + ", spent=" + spent + "]";
        }
    }
}
