package io.chatapi.sdk.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.observe.Outcome;
import java.io.IOException;
import okhttp3.Response;

/**
 * Finds out, with a read and never a write, whether the server keeps several token chains per API key
 * or ends the older ones at each new authentication (the spec does not say). With an authenticated
 * chain's turn held, so that nobody spends its token meanwhile, it authenticates a fresh chain and then
 * reads the agent list with the older chain's token: a reply with a new token shows both chains live; a
 * refusal without one shows that the new authentication ended the older chain. The read is told to listeners as a
 * method and call of its own, {@value #OPERATION}: on a server keeping one chain per key it is the one refused token
 * such a client ever meets (issue 47: the "unexplained request").
 *
 * <p>Whatever the answer, both chains are left usable: when the older chain ended (or the answer is
 * unclear) it takes over the fresh chain's token, and the fresh chain is left without one. The probe's
 * own failures are swallowed as no answer; only a failing {@link io.chatapi.sdk.chain.ChainStore}
 * surfaces, as it would for any call.
 */
final class ChainsPerKeyProbe {
    enum Verdict {
        /** Both chains live: the server keeps several per key. */
        MANY,
        /** The new authentication ended the older chain: one chain per key. */
        ONE,
        /** No answer (a failed exchange, an unexpected reply). */
        UNCLEAR
    }

    private static final ApiCall READ = ApiCall.to(Endpoints.AGENTS_LIST).build();
    /** A refusal is a short envelope; a longer body is not one. */
    private static final long MAX_REFUSAL_BYTES = 64 * 1024;

    /** The name listeners are told for the probe's read. */
    static final String OPERATION = "chains.probe";

    private final RequestFactory requests;
    private final PathMemory paths;
    private final CallLog log;
    private final Listeners listeners;

    ChainsPerKeyProbe(RequestFactory requests, PathMemory paths, CallLog log, Listeners listeners) {
        this.requests = requests;
        this.paths = paths;
        this.log = log;
        this.listeners = listeners;
    }

    /**
     * Runs the probe on {@code older} (authenticated first if it has no token) and {@code fresh}, both
     * turns held by the caller.
     *
     * @throws ChainStoreException when either chain's store fails
     * @throws ChatApiException when the older chain needed authenticating and that failed
     */
    Verdict run(TokenChain.Held older, TokenChain.Held fresh, String operation, Deadline deadline) {
        if (older.token() == null) {
            older.authenticate(operation, deadline);
        }
        String olderToken = older.token();
        try {
            fresh.authenticate(operation, deadline);
        } catch (ChainStoreException e) {
            throw e;
        } catch (ChatApiException e) {
            // Whether the attempt ended the older chain is unknown: it authenticates before its next use.
            log.debug(() -> "probing for chains per key: authenticating a second chain failed ("
                    + e.getClass().getSimpleName() + ")");
            older.record(null, operation, false);
            return Verdict.UNCLEAR;
        }
        Verdict verdict = readWith(older, olderToken, operation, deadline);
        if (verdict != Verdict.MANY) {
            older.record(fresh.token(), operation, false);
            fresh.record(null, operation, false);
        }
        return verdict;
    }

    // Told as a method and call of its own: a refused token here is the probe's answer, not a call's failure.
    private Verdict readWith(TokenChain.Held older, String token, String operation, Deadline deadline) {
        MethodEvents method = listeners.startMethod(OPERATION);
        CallEvents events = method.startCall(OPERATION, false);
        Verdict verdict = readWith(older, token, operation, deadline, events);
        Outcome outcome = verdict == Verdict.MANY
                ? Outcome.SUCCESS
                : verdict == Verdict.ONE ? Outcome.TOKEN_REFUSED : Outcome.OTHER;
        events.finished(null, outcome);
        method.finished(null, outcome);
        return verdict;
    }

    private Verdict readWith(
            TokenChain.Held older, String token, String operation, Deadline deadline, CallEvents events) {
        Endpoint endpoint = READ.endpoint();
        for (PathForm form : paths.order(endpoint)) {
            Response response;
            events.attemptStarted();
            try {
                response = older.send(
                        new Exchange(
                                requests.builder(READ, form),
                                operation,
                                false,
                                false,
                                false,
                                deadline,
                                CallEvents.NONE),
                        token);
            } catch (ChainStoreException e) {
                throw e;
            } catch (ChatApiException e) {
                events.attemptFailed(e);
                return Verdict.UNCLEAR;
            }
            try (response) {
                int code = response.code();
                if (code < 200 || code >= 300) {
                    events.attemptFinished(Outcome.HTTP_ERROR, "UnexpectedHttpStatusException");
                    if (code == 404 || code == 405) {
                        continue; // not routed: the token was not spent, so the other form may carry it
                    }
                    return Verdict.UNCLEAR;
                }
                if (TokenHeaders.from(response) != null) {
                    events.attemptSucceeded();
                    paths.remember(endpoint, form);
                    return Verdict.MANY;
                }
                boolean refused = refusal(response);
                events.attemptFinished(
                        refused ? Outcome.TOKEN_REFUSED : Outcome.OTHER,
                        refused ? "TokenRefusedException" : "UndecodableReplyException");
                return refused ? Verdict.ONE : Verdict.UNCLEAR;
            }
        }
        return Verdict.UNCLEAR;
    }

    /** Whether the reply is a JSON object with a message: the agent list carries none, a refusal does. */
    private static boolean refusal(Response response) {
        try {
            JsonNode body = JsonCodec.readTree(ReplyReader.read(response, MAX_REFUSAL_BYTES));
            return body.isObject() && !Reply.messageOf(body).isEmpty();
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }
}
