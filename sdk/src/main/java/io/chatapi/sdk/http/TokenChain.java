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
 * newest, so calls on one chain go one at a time. The lock is not fair: a thread that has just
 * finished a call may take the next turn before a parked waiter wakes up. A fair lock hands every
 * turn to a parked thread, a context switch per call; with 16 threads on 2 cores that cost 10–25%
 * more CPU time per call and a median wait of 16 calls, against 3–10% and the time of one call
 * unfair, and a similar longest wait (measured with the bench module's shared-client workload).
 * Waiting threads still queue in arrival order among themselves, and none waits past its call's
 * deadline: it then fails with a {@link TokenChainTimeoutException}, nothing sent. The lock covers
 * sending the request, receiving the reply's headers (where the next token is) and the first
 * {@value #PREFETCH_BYTES} bytes of the body; the rest of a longer body is read after the lock is
 * released, so a slow reader of a long list never holds up other callers.
 *
 * <p>Whenever the chain's state is unknown (no client has authenticated yet, an exchange failed, a
 * reply carried no new token, or the server refused the token), the next exchange authenticates
 * first.
 */
public final class TokenChain {
    /**
     * How much of a body is read before the turn passes on. Nearly every reply is smaller: it is then
     * complete, its connection is back in the pool, and the next caller reuses it. Released after the
     * headers alone, a reply still holds its connection while the next call goes out, and many
     * threads sharing a client keep several connections (and server threads) busy for one chain.
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
     * Sends one request on the chain and returns the reply with its headers read and its body unread
     * (beyond the prefetch); the caller must close it.
     *
     * @param request the request without its token, which is added when the call's turn comes
     * @param streamed whether the caller will consume the body at its own pace (a streamed list); the
     *     deadline then bounds the wait for the turn and authentication, and only connect and read
     *     timeouts apply to the exchange itself
     * @param deadline when the whole call must be over: the wait for the turn, authentication and the
     *     exchange (until its body is read) each get only what is left
     * @throws TransportException when the turn could not be had in time or the exchange failed
     * @throws AuthenticationException when (re-)authentication was needed and failed
     */
    Response exchange(Request.Builder request, String operation, boolean write, boolean streamed, Deadline deadline) {
        acquireTurn(operation, deadline);
        try {
            if (token == null) {
                authenticate(operation, deadline);
            }
            Request withToken = request.header(TokenHeaders.REQUEST, token).build();
            Response response = execute(withToken, operation, write, streamed, deadline);
            prefetch(response);
            return response;
        } finally {
            turn.unlock();
        }
    }

    /**
     * Hands every reply's new token to {@link #rotate}, inside the turn. A reply whose token cannot be
     * sent fails its exchange with an I/O error that names no token: the chain is broken, as after a
     * lost reply.
     */
    private Response intercept(Interceptor.Chain call) throws IOException {
        Response reply = call.proceed(call.request());
        if (!rotate(TokenHeaders.from(reply))) {
            reply.close();
            throw new IOException("the reply's new access token cannot be sent as a header (it holds a non-ASCII"
                    + " or control character); the next call authenticates afresh");
        }
        return reply;
    }

    /**
     * Takes the token a reply carried, or null: without a usable one the chain's state is unknown. A
     * token that cannot be sent as a header (a non-ASCII or control character) breaks the chain as a
     * missing one does, but is checked here, where it arrives, so that no later call fails on it.
     *
     * @return whether the chain can go on with the reply's token
     */
    boolean rotate(String nextToken) {
        redactor.rememberToken(nextToken);
        boolean usable = nextToken != null && TokenHeaders.isSendable(nextToken);
        if (!usable) {
            log.debug(() -> "a reply carried no usable new token; the next call authenticates first");
        }
        token = usable ? nextToken : null;
        return usable || nextToken == null;
    }

    /**
     * Fetches a first token. A failure to reach the service is a transport failure (the call never
     * went out, so it is safe to try again); only a reply without a token is an authentication one.
     */
    private void authenticate(String operation, Deadline deadline) {
        log.debug(() -> "authenticating before " + operation);
        Call call = http.newCall(requests.authentication());
        call.timeout().timeout(deadline.remainingNanosFor(operation, "authenticating"), TimeUnit.NANOSECONDS);
        Response reply;
        try {
            reply = call.execute();
        } catch (IOException e) {
            throw failed(operation, "authentication request failed: ", e, false);
        }
        try (reply) {
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

    /**
     * Buffers the start of the body, which hands a short reply's connection back to the pool. A
     * failure here is left for the caller's read of the body, which meets the same broken stream and
     * reports it with what the call knows (whether a write may have been processed).
     */
    private static void prefetch(Response response) {
        try {
            response.body().source().request(PREFETCH_BYTES);
        } catch (IOException | RuntimeException readLater) {
            // See above: the caller's read reports it.
        }
    }

    private void acquireTurn(String operation, Deadline deadline) {
        boolean acquired;
        try {
            acquired = turn.tryLock(Math.max(0, deadline.remainingNanos()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
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
