package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.options.ClientOptions;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import okhttp3.Response;

/**
 * Sends one call to its end within its deadline: picks the path form (falling back on 404 or 405),
 * runs each attempt on the token chain, asks the envelope policy what the reply means. Reads are
 * retried ({@code readRetries} times) after a lost connection, a gateway error, a 408 or 429, an
 * unreadable body or a refused token (the first refusal is free). A 429 or 503's longer {@code
 * Retry-After} is waited out, unless that would pass the deadline: the call then fails at once with
 * that status. Writes are sent once.
 */
record Sender(
        ExchangeRunner chains,
        RequestFactory requests,
        PathMemory paths,
        EnvelopePolicy policy,
        Backoff backoff,
        CallLog log,
        SharedKeyWatch sharedKey) {
    /** How a reply body becomes a {@link Reply}: read whole, or as a list. */
    interface BodyDecoder {
        Reply decode(ApiCall call, String path, Response response);
    }

    /**
     * How a call's reply is read.
     *
     * @param decoder makes the body a {@link Reply}
     * @param noMoreRetries true once a retry would hand the caller something twice
     * @param shape how a list is read; null for a reply read whole
     */
    record Reading(BodyDecoder decoder, BooleanSupplier noMoreRetries, ListRead.Shape shape) {
        /** The body read whole (within {@code maxReplyBytes}) before anything is handed over. */
        static Reading whole(BodyDecoder decoder) {
            return new Reading(decoder, () -> false, null);
        }

        /** The caller works on each element as the body arrives, longer than any call timeout. */
        boolean streamed() {
            return shape != null && shape.streamed;
        }

        /** The decoded reply still reads the body, which its reader closes. */
        boolean keepOpen() {
            return shape != null && shape.keepOpen;
        }
    }

    /**
     * Sends {@code call} to its end within {@code options}' call timeout and read retries (a view's own, per call).
     */
    Reply send(ApiCall call, Reading reading, CallEvents events, ClientOptions options) {
        Deadline deadline = Deadline.after(options.callTimeout());
        String operation = call.endpoint().operation();
        boolean write = call.endpoint().write();
        int retriesLeft = write ? 0 : options.readRetries();
        boolean tokenRetried = false;
        boolean afterRefusal = false;
        int refusals = 0;
        int attempt = 0;
        while (true) {
            events.attemptStarted();
            try {
                Reply reply = attempt(call, reading, afterRefusal, deadline, events);
                afterRefusal = false;
                // Every verdict is named: a verdict the policy does not give cannot pass for a rejection. Not a
                // switch: one on an enum makes javac add a class of switch tables, loaded by every client's first call.
                EnvelopePolicy.Verdict verdict = policy.judge(reply);
                if (verdict == EnvelopePolicy.Verdict.ACCEPTED) {
                    events.attemptSucceeded();
                    return reply;
                }
                if (verdict == EnvelopePolicy.Verdict.REJECTED) {
                    throw policy.rejection(reply, refusals);
                }
                if (verdict != EnvelopePolicy.Verdict.TOKEN_REFUSED) {
                    throw new IllegalStateException("unknown verdict");
                }
                // The chain has forgotten the refused token, so the next send authenticates first. A write goes out
                // once more; a read's first resend is free, later ones (a token can expire again) spend the retry
                // budget, so it ends.
                refusals++;
                sharedKey.refused();
                afterRefusal = true; // sent again after a fresh authentication
                if (!tokenRetried) {
                    tokenRetried = true;
                    events.tokenRefused();
                    log.info(() -> operation + ": token refused; re-authenticating and "
                            + (write ? "sending it again" : "reading again"));
                    continue;
                }
                if (write) {
                    throw policy.rejection(reply, refusals);
                }
                if (!policy.surelyRefused(reply)) {
                    events.attemptSucceeded();
                    return reply; // text instead of data twice: judged for its data, as any read
                }
                if (retriesLeft-- <= 0) {
                    throw policy.rejection(reply, refusals);
                }
                events.tokenRefused();
                log.info(() -> operation + ": token refused again; re-authenticating and reading again");
                continue;
            } catch (TransportException | UndecodableReplyException e) {
                events.attemptFailed(e);
                if (retriesLeft-- <= 0
                        || !Retries.isRetryable(e)
                        || reading.noMoreRetries().getAsBoolean()
                        || Thread.currentThread().isInterrupted()) {
                    throw e;
                }
                long pause = backoff.pauseMillis(attempt, Retries.retryAfter(e));
                if (pause >= deadline.remainingMillis()) {
                    throw e; // waiting would pass the deadline: the failure at hand is the answer
                }
                int retry = ++attempt;
                events.retryScheduled(e, pause);
                log.info(() -> operation + ": read failed (" + e.getClass().getSimpleName() + "); retry " + retry
                        + " in " + pause + " ms");
                backoff.pause(pause, operation);
            } catch (RuntimeException e) { // a rejection, a refused key, or the caller's own code failing
                events.attemptFailed(e);
                throw e;
            }
        }
    }

    // freshSession: authenticate before the first path form's exchange, whatever token the chain holds.
    private Reply attempt(ApiCall call, Reading reading, boolean freshSession, Deadline deadline, CallEvents events) {
        Endpoint endpoint = call.endpoint();
        String operation = endpoint.operation();
        boolean write = endpoint.write();
        List<PathForm> forms = paths.order(endpoint);
        for (int i = 0; ; i++) {
            PathForm form = forms.get(i);
            Response response = chains.exchange(new Exchange(
                    requests.builder(call, form),
                    operation,
                    write,
                    reading.streamed(),
                    freshSession && i == 0,
                    deadline,
                    events));
            boolean handedOver = false;
            try {
                int code = response.code();
                if ((code == 404 || code == 405) && i + 1 < forms.size()) {
                    PathForm next = forms.get(i + 1);
                    log.debug(() -> endpoint.path(form) + " answered " + code + "; trying " + endpoint.path(next));
                    continue; // not routed here: nothing was processed, so the other form is safe to try
                }
                if (code < 200 || code >= 300) {
                    // 4xx means the request was turned away before the service; 5xx and 3xx may come after.
                    throw new UnexpectedHttpStatusException(
                            operation, code, write && (code >= 500 || code < 400), retryAfter(code, response));
                }
                paths.remember(endpoint, form);
                Reply reply = reading.decoder().decode(call, endpoint.path(form), response);
                handedOver = reading.keepOpen();
                return reply;
            } finally {
                if (!handedOver) {
                    response.close();
                }
            }
        }
    }

    /** What a 429 or 503 asks for with {@code Retry-After}; other statuses are not asked to wait. */
    private static Duration retryAfter(int code, Response response) {
        return code == 429 || code == 503
                ? Retries.parseRetryAfter(RetryAfterShield.retryAfter(response), System.currentTimeMillis())
                : null;
    }
}
