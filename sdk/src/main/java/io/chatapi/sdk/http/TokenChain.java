package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import okhttp3.Call;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Owns the access token. The service hands out a new token with every reply and accepts only the
 * newest, so calls on one chain take turns. The lock is not fair: a fair one hands every turn to a
 * parked thread, a context switch per call: 10–25% more CPU per call and a median wait of 16 calls,
 * against 3–10% and one call unfair, for a similar longest wait (bench module, shared client, 16
 * threads, 2 cores). Waiters still queue in arrival order among themselves, and none waits past its
 * deadline: it fails with a {@link TokenChainTimeoutException}, nothing sent. A turn covers the
 * request, the reply's headers (the next token) and the first {@value #PREFETCH_BYTES} bytes of the
 * body, so a slow reader of a long list never holds up other callers.
 *
 * <p>Whenever the chain's state is unknown (no token yet, a failed exchange, a reply without a new
 * token, a refused token), the next exchange authenticates first.
 */
public final class TokenChain {
    /**
     * Read before the turn passes on: nearly every reply is then complete and its connection back in
     * the pool for the next caller. Released after the headers alone, threads sharing a client would
     * keep several connections (and server threads) busy for one chain.
     */
    static final long PREFETCH_BYTES = 64 * 1024;

    private final ReentrantLock turn = new ReentrantLock();
    private final OkHttpClient http;
    private final RequestFactory requests;
    private final Redactor redactor;
    private final CallLog log;

    // Guarded by turn.
    private String token;

    /** @param redactor learns each token so that no message can quote it */
    TokenChain(OkHttpClient base, RequestFactory requests, Redactor redactor, CallLog log) {
        this.log = log;
        this.http = base.newBuilder().addInterceptor(this::intercept).build();
        this.requests = requests;
        this.redactor = redactor;
    }

    /**
     * Sends one request on the chain; returns the reply, its body unread beyond the prefetch, for the
     * caller to close.
     *
     * @param request without its token, which is added when the call's turn comes
     * @param streamed whether the caller reads the body at its own pace: the deadline then bounds the
     *     turn and authentication, and only connect and read timeouts the exchange
     * @param deadline shared by the turn, authentication and the exchange until its body is read
     * @throws TransportException when the turn could not be had in time or the exchange failed
     * @throws AuthenticationException when (re-)authentication was needed and failed
     */
    Response exchange(
            Request.Builder request,
            String operation,
            boolean write,
            boolean streamed,
            Deadline deadline,
            CallEvents events) {
        acquireTurn(operation, deadline, events);
        try {
            if (token == null) {
                long started = events.clock();
                try {
                    authenticate(operation, deadline);
                    events.authenticated(started, null);
                } catch (RuntimeException e) {
                    events.authenticated(started, e);
                    throw e;
                }
            }
            Request withToken = request.header(TokenHeaders.REQUEST, token).build();
            Response response = execute(withToken, operation, write, streamed, deadline);
            prefetch(response);
            return response;
        } finally {
            turn.unlock();
        }
    }

    // Hands every reply's new token to rotate(), inside the turn. An unsendable token fails the exchange with an
    // I/O error that names no token: the chain is broken, as after a lost reply.
    private Response intercept(Interceptor.Chain call) throws IOException {
        Response reply = call.proceed(call.request());
        if (!rotate(TokenHeaders.from(reply))) {
            reply.close();
            throw new IOException("the reply's new access token cannot be sent as a header (it holds a non-ASCII"
                    + " or control character); the next call authenticates afresh");
        }
        return reply;
    }

    // Takes the token a reply carried, or null: the chain's state is then unknown. A token that cannot be sent as a
    // header breaks the chain too, checked as it arrives so no later call fails on it; only then returns false.
    boolean rotate(String nextToken) {
        redactor.rememberToken(nextToken);
        boolean usable = nextToken != null && TokenHeaders.isSendable(nextToken);
        if (!usable) {
            log.debug(() -> "a reply carried no usable new token; the next call authenticates first");
        }
        token = usable ? nextToken : null;
        return usable || nextToken == null;
    }

    // Failing to reach the service is a transport failure (nothing went out: safe to retry); only a reply without a
    // token is an authentication failure.
    private void authenticate(String operation, Deadline deadline) {
        log.debug(() -> "authenticating before " + operation);
        Call call = http.newCall(requests.authentication());
        call.timeout().timeout(deadline.remainingNanosFor(operation, "authenticating"), TimeUnit.NANOSECONDS);
        try (Response reply = call.execute()) {
            if (token != null) {
                return;
            }
            String serverText = "";
            try {
                serverText = redactor.redactExcerpt(ReplyReader.excerptOf(reply), List.of());
            } catch (RuntimeException unreadable) {
                // The missing token is the failure worth reporting; the body was only for context.
            }
            if (reply.code() < 200 || reply.code() >= 300) {
                throw new UnexpectedHttpStatusException(operation, reply.code(), false);
            }
            throw new AuthenticationException(
                    "the service handed out no access token (wrong or revoked API key?)", serverText, null);
        } catch (IOException e) {
            throw failed(operation, "authentication request failed: ", e, false);
        }
    }

    private Response execute(Request request, String operation, boolean write, boolean streamed, Deadline deadline) {
        Call call = http.newCall(request);
        if (streamed) {
            call.timeout().clearTimeout();
        } else {
            // The call's own timeout runs until its body is read: the rest of the deadline, not a fresh one.
            call.timeout().timeout(deadline.remainingNanosFor(operation, "sending the request"), TimeUnit.NANOSECONDS);
        }
        try {
            return call.execute();
        } catch (IOException e) {
            token = null;
            log.debug(() -> "exchange failed; the next call authenticates first");
            throw failed(operation, "exchange failed: ", e, write && TransportFailures.mayHaveReachedServer(e));
        }
    }

    private TransportException failed(String operation, String what, IOException e, boolean mayHaveBeenProcessed) {
        String cause = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        return new TransportException(
                operation,
                what + redactor.redact(cause) + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                TransportFailures.sanitized(e, redactor));
    }

    private static void prefetch(Response response) {
        try {
            response.body().source().request(PREFETCH_BYTES);
        } catch (IOException | RuntimeException readLater) {
            // The caller's read meets the same broken stream and knows whether a write may have been processed.
        }
    }

    private void acquireTurn(String operation, Deadline deadline, CallEvents events) {
        boolean acquired;
        long started = events.clock();
        try {
            acquired = turn.tryLock(Math.max(0, deadline.remainingNanos()), TimeUnit.NANOSECONDS);
            events.chainWaited(started, acquired);
        } catch (InterruptedException e) {
            events.chainWaited(started, false);
            Thread.currentThread().interrupt();
            throw new TransportException(operation, "interrupted while waiting for the token chain", false, e);
        }
        if (!acquired) {
            // The deadline counts from the call's start, so the whole timeout has passed since then.
            throw new TokenChainTimeoutException(
                    operation,
                    "waited " + deadline.totalMillis()
                            + " ms for the token chain (the call timeout, counted from the call's start)"
                            + " without getting a turn; nothing was sent");
        }
    }
}
