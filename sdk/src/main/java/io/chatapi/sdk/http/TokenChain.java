package io.chatapi.sdk.http;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Response;

/**
 * One chain of access tokens. The service hands out a new token with every reply and accepts only the
 * newest, so whoever sends on the chain holds its turn, which its {@link ChainStore} keeps (in memory,
 * or shared by several processes). None waits past its deadline: it fails with a {@link
 * TokenChainTimeoutException}, nothing sent. A turn covers authentication, the request, the reply's
 * headers (the next token, recorded in the store before the turn ends) and the first {@value
 * #PREFETCH_BYTES} bytes of the body, so a slow reader of a long list never holds up other callers. Each
 * request of a turn is tagged with it: the {@link TokenInterceptor} in OkHttp's chain puts the token on it and
 * records the reply's new one through the turn.
 *
 * <p>Whenever the chain's state is unknown (no token yet, a failed exchange, a reply without a usable
 * new token, a refused token), the next exchange authenticates first. A store that fails throws
 * {@link ChainStoreException}: there is no local fallback, which would fight the store's other holders.
 */
final class TokenChain {
    /**
     * Read before the turn passes on: nearly every reply is then complete and its connection back in
     * the pool for the next caller. Released after the headers alone, threads sharing a client would
     * keep several connections (and server threads) busy for one chain.
     */
    static final long PREFETCH_BYTES = 64 * 1024;

    private final int index;
    private final ChainStore store;
    private final OkHttpClient http;
    private final RequestFactory requests;
    private final Redactor redactor;
    private final CallLog log;

    /**
     * @param index which of the client's chains, for log lines
     * @param redactor learns each token so that no message can quote it
     */
    TokenChain(
            int index, ChainStore store, OkHttpClient http, RequestFactory requests, Redactor redactor, CallLog log) {
        this.index = index;
        this.store = store;
        this.http = http;
        this.requests = requests;
        this.redactor = redactor;
        this.log = log;
    }

    /**
     * Sends one exchange on the chain; returns the reply, its body unread beyond the prefetch, for the caller to close.
     *
     * @throws TransportException when the turn could not be had in time or the exchange failed
     * @throws AuthenticationException when (re-)authentication was needed and failed
     * @throws ChainStoreException when the chain's store failed
     */
    Response exchange(Exchange exchange, long waitStarted) {
        String operation = exchange.operation();
        CallEvents events = exchange.events();
        Held held;
        try {
            held = hold(operation, exchange.deadline(), events);
        } catch (RuntimeException e) {
            events.chainWaited(waitStarted, false);
            throw e;
        }
        events.chainWaited(waitStarted, true);
        exchange.handoff().held();
        try (Held turn = held) {
            if (exchange.handoff().abandoned()) {
                throw notSent(operation);
            }
            if (exchange.freshSession() || turn.token() == null) {
                exchange.handoff().authenticating(true);
                turn.authenticate(operation, exchange.deadline(), graceNanos(exchange));
                exchange.handoff().authenticating(false);
            }
            return turn.send(exchange, turn.token());
        }
    }

    // Run on a worker (ExchangeRunner), an exchange's reply is awaited one more call timeout after its caller's
    // deadline, so that the token it carries is kept; a streamed one runs on its caller's thread, within the deadline.
    private static long graceNanos(Exchange exchange) {
        return exchange.streamed()
                ? 0
                : TimeUnit.MILLISECONDS.toNanos(exchange.deadline().totalMillis());
    }

    // The caller left before the request went out (ExchangeRunner): nothing is sent, and nobody reads this.
    private static CallTimeoutException notSent(String operation) {
        return new CallTimeoutException(operation, "the caller stopped waiting; nothing was sent", false, null);
    }

    /** Waits for the chain's turn until the deadline; the turn's authentications are told to {@code events}. */
    Held hold(String operation, Deadline deadline, CallEvents events) {
        ChainStore.Turn turn;
        try {
            turn = store.acquire(Duration.ofNanos(Math.max(0, deadline.remainingNanos())));
        } catch (InterruptedException e) {
            throw TokenChains.interrupted(operation, e);
        } catch (RuntimeException e) {
            throw storeFailed(operation, false, e);
        }
        if (turn == null) {
            throw TokenChains.timedOut(operation, deadline);
        }
        return new Held(turn, operation, events);
    }

    /** Frees what the chain's store holds. */
    void close() {
        try {
            store.close();
        } catch (RuntimeException ignored) {
            // Closing is best effort: a store that cannot be reached lets its lease run out.
        }
    }

    /** For log lines: nothing for a client's first chain (often its only one), " on chain N" for the others. */
    private String onChain() {
        return index == 0 ? "" : " on chain " + index;
    }

    @Override
    public String toString() {
        return "TokenChain[" + index + ", " + store + "]";
    }

    /**
     * Runs a store operation; any failure of the store becomes a {@link ChainStoreException} naming the
     * operation, so that a store's own exception types never reach the caller.
     */
    private <T> T stored(String operation, boolean mayHaveBeenProcessed, Supplier<T> work) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            throw storeFailed(operation, mayHaveBeenProcessed, e);
        }
    }

    private ChainStoreException storeFailed(String operation, boolean mayHaveBeenProcessed, RuntimeException e) {
        // A store's own words may quote what it stores: only a ChainStoreException's message, redacted, is shown.
        String what = e instanceof ChainStoreException
                ? redactor.redact(e.getMessage())
                : e.getClass().getSimpleName();
        return new ChainStoreException(
                operation,
                "the token chain's store failed: " + what
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                e);
    }

    /** The chain's turn, held by one caller until closed: the only way to read or change its token. */
    final class Held implements AutoCloseable {
        private final ChainStore.Turn turn;
        private final String operation;
        private final CallEvents events;
        private boolean read;
        private String token;

        private Held(ChainStore.Turn turn, String operation, CallEvents events) {
            this.turn = turn;
            this.operation = operation;
            this.events = events;
        }

        /** The chain's current token, read from the store once per turn; null when the chain must authenticate. */
        String token() {
            if (!read) {
                token = stored(operation, false, turn::token);
                // A shared store hands over tokens another process received: mask them here too.
                redactor.rememberToken(token);
                read = true;
            }
            return token;
        }

        /** Records the token the next request on the chain must carry; null makes the next holder authenticate. */
        void record(String next, String operation, boolean mayHaveBeenProcessed) {
            stored(operation, mayHaveBeenProcessed, () -> {
                turn.token(next);
                return null;
            });
            token = next;
            read = true;
        }

        /**
         * Starts the chain afresh: failing to reach the service is a transport failure (nothing went out:
         * safe to retry); only a reply without a usable token is an authentication failure.
         */
        void authenticate(String operation, Deadline deadline) {
            authenticate(operation, deadline, 0);
        }

        /** As {@link #authenticate(String, Deadline)}, its reply awaited {@code graceNanos} past the deadline. */
        void authenticate(String operation, Deadline deadline, long graceNanos) {
            long started = events.clock();
            try {
                exchangeKey(operation, deadline, graceNanos);
                events.authenticated(started, null);
            } catch (RuntimeException e) {
                events.authenticated(started, e);
                throw e;
            }
        }

        private void exchangeKey(String operation, Deadline deadline, long graceNanos) {
            log.debug(() -> "authenticating" + onChain() + " before " + operation);
            Call call = http.newCall(requests.authentication()
                    .newBuilder()
                    .tag(
                            TokenInterceptor.Send.class,
                            new TokenInterceptor.Send(null, reply -> recordHandedOut(reply, operation)))
                    .build());
            call.timeout()
                    .timeout(
                            deadline.remainingNanosFor(operation, "authenticating") + graceNanos, TimeUnit.NANOSECONDS);
            String fresh;
            try (Response reply = call.execute()) {
                fresh = TokenHeaders.from(reply);
                if (fresh == null || !reply.isSuccessful()) {
                    throw noToken(operation, reply); // an error page's token header is no session
                }
            } catch (IOException e) {
                record(null, operation, false);
                throw failed(operation, "authentication request failed: ", e, false);
            }
            if (!TokenHeaders.isSendable(fresh)) {
                throw new TransportException(
                        operation,
                        "authentication request failed: the access token it handed out cannot be sent as a header"
                                + " (it holds a non-ASCII or control character)",
                        false,
                        null);
            }
        }

        // The TokenInterceptor's recorder for an authentication: a token that cannot be sent as a header leaves the
        // chain without one; a reply without a token, or one whose status is not a success, changes nothing (the
        // exchange fails on it: an error page's header is no session).
        private void recordHandedOut(Response reply, String operation) {
            String fresh = TokenHeaders.from(reply);
            redactor.rememberToken(fresh);
            if (fresh != null && reply.isSuccessful()) {
                record(TokenHeaders.isSendable(fresh) ? fresh : null, operation, false);
            }
        }

        private RuntimeException noToken(String operation, Response reply) {
            String serverText = "";
            try {
                serverText = redactor.redactExcerpt(ReplyReader.excerptOf(reply), List.of());
            } catch (RuntimeException unreadable) {
                // The missing token is the failure worth reporting; the body was only for context.
            }
            if (reply.code() < 200 || reply.code() >= 300) {
                return new UnexpectedHttpStatusException(operation, reply.code(), false);
            }
            return new AuthenticationException(
                    "the service handed out no access token (wrong or revoked API key?)", serverText, null);
        }

        /**
         * Sends the exchange's request with {@code withToken} and returns the reply, prefetched; the {@link
         * TokenInterceptor} puts the token on it and records the reply's new token before the reply comes back,
         * within this turn. A new token that cannot be sent as a header is not used: the reply is still good, and
         * the next holder authenticates.
         */
        Response send(Exchange exchange, String withToken) {
            String operation = exchange.operation();
            boolean write = exchange.write();
            Deadline deadline = exchange.deadline();
            Call call = http.newCall(exchange.request()
                    .tag(
                            TokenInterceptor.Send.class,
                            new TokenInterceptor.Send(withToken, reply -> recordNext(reply, withToken, write)))
                    .build());
            if (exchange.streamed()) {
                call.timeout().clearTimeout();
            } else {
                // The call's own timeout runs until its body is read: the rest of the deadline and the grace in which
                // a reply its caller stopped waiting for is still read for its token, not a fresh timeout.
                call.timeout()
                        .timeout(
                                deadline.remainingNanosFor(operation, "sending the request") + graceNanos(exchange),
                                TimeUnit.NANOSECONDS);
            }
            if (!exchange.handoff().send()) {
                throw notSent(operation);
            }
            Response response;
            try {
                response = call.execute();
            } catch (IOException e) {
                boolean reached = TransportFailures.mayHaveReachedServer(e);
                boolean mayHaveBeenProcessed = write && reached;
                TransportException failure = failed(operation, "exchange failed: ", e, mayHaveBeenProcessed);
                if (reached) {
                    try {
                        record(null, operation, mayHaveBeenProcessed);
                    } catch (ChainStoreException alsoStore) {
                        failure.addSuppressed(alsoStore);
                    }
                    log.debug(() -> "exchange failed; the next call" + onChain() + " authenticates first");
                } // else no connection was made: the token was not spent, and the chain keeps it
                throw failure;
            }
            exchange.handoff().replied();
            prefetch(response);
            return response;
        }

        // A reply's new token is the chain's next. A gateway's page without one (a 502, 503, 504, 429 or 408) may have
        // come before the service saw the request or after it spent the token: the token it was sent with is kept,
        // and should it have been spent, the service refuses it and the call authenticates and sends again (for a
        // write, once: a refused token processes nothing). Authenticating after every such page instead costs an
        // authentication each time, where keeping it costs one refused request only when the page came after. Any
        // other reply without a token (a router's 404 before the other path form) leaves the chain unknown.
        private void recordNext(Response reply, String sentWith, boolean write) {
            String next = TokenHeaders.from(reply);
            if (next == null && sentWith != null && UnexpectedHttpStatusException.isPassing(reply.code())) {
                log.debug(() -> "HTTP " + reply.code() + " without a new token; the chain keeps the token it sent");
                return;
            }
            record(usable(next), operation, write);
        }

        // Takes the token a reply carried, or null: the chain's state is then unknown. A token that cannot be sent
        // as a header breaks the chain too, checked as it arrives so that no later call fails on it.
        private String usable(String next) {
            redactor.rememberToken(next);
            if (next == null || !TokenHeaders.isSendable(next)) {
                log.debug(() ->
                        "a reply carried no usable new token; the next call" + onChain() + " authenticates first");
                return null;
            }
            return next;
        }

        /** Ends the turn; never throws. */
        @Override
        public void close() {
            turn.close();
        }
    }

    private TransportException failed(String operation, String what, IOException e, boolean mayHaveBeenProcessed) {
        String cause = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        return TransportFailures.failure(
                operation,
                what
                        + redactor.redact(cause)
                        + TransportFailures.whichTimeout(e, http)
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                e,
                redactor);
    }

    private static void prefetch(Response response) {
        try {
            response.body().source().request(PREFETCH_BYTES);
        } catch (IOException | RuntimeException readLater) {
            // The caller's read meets the same broken stream and knows whether a write may have been processed.
        }
    }
}
