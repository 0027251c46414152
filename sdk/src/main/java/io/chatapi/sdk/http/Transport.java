package io.chatapi.sdk.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.ChatApiException;
import io.chatapi.sdk.PathForm;
import io.chatapi.sdk.RawJson;
import io.chatapi.sdk.TransportException;
import io.chatapi.sdk.UndecodableReplyException;
import io.chatapi.sdk.UnexpectedHttpStatusException;
import io.chatapi.sdk.WriteResult;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.json.JsonText;
import io.chatapi.sdk.json.ObjectDecoder;
import io.chatapi.sdk.json.StreamedArray;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import okhttp3.OkHttpClient;
import okhttp3.Response;

/**
 * Sends {@link ApiCall}s: picks the path form, runs the exchange on the token chain, reads and
 * decodes the body, and applies the retry rules.
 *
 * <p>Reads are tried again, up to the configured number of times, after a lost connection, a
 * gateway error, an unreadable body, or a refused token (the first refusal of a call is free).
 * Writes are never sent twice: a write whose reply is lost fails with {@code
 * mayHaveBeenProcessed() == true} and the caller decides.
 */
public final class Transport implements AutoCloseable {
    private final TransportConfig config;
    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final Redactor redactor;
    private final RequestFactory requests;
    private final TokenChain chain;
    private final PathMemory paths;
    private final CallLog log;
    private final ThreadLocal<Reply[]> capture = new ThreadLocal<>();
    private volatile boolean closed;

    /**
     * @param config the settings
     * @param ownsHttp whether {@code config.http()} was created by the SDK (and may be shut down on
     *     close) rather than handed in by the caller
     */
    public Transport(TransportConfig config, boolean ownsHttp) {
        this.config = config;
        this.ownsHttp = ownsHttp;
        this.http = config.http()
                .newBuilder()
                .connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.readTimeout())
                .callTimeout(config.callTimeout())
                // A silent re-send would spend a token twice, or duplicate a write.
                .retryOnConnectionFailure(false)
                // The service never redirects; a redirect followed with the token header would spend it.
                .followRedirects(false)
                .followSslRedirects(false)
                // A cached reply carries a spent token.
                .cache(null)
                .build();
        this.redactor = new Redactor(config.apiKey());
        this.requests = new RequestFactory(config.baseUrl(), config.apiKey(), config.encoding(), config.userAgent());
        this.log = new CallLog(config.logLevel(), redactor);
        this.chain =
                new TokenChain(http, requests, redactor, config.callTimeout().toMillis(), log);
        this.paths = new PathMemory(config.pinnedForm());
    }

    /**
     * Sends a read and returns its reply, retrying as the class describes.
     *
     * @throws io.chatapi.sdk.RequestRejectedException when the reply's message reads as an error
     * @throws TransportException when the exchange failed on every try
     * @throws UndecodableReplyException when the body was not a JSON object on every try
     * @throws io.chatapi.sdk.AuthenticationException when the API key is refused
     */
    public Reply read(ApiCall call) {
        return send(call);
    }

    /**
     * Sends a write once and returns the server's acknowledgement.
     *
     * @throws io.chatapi.sdk.RequestRejectedException when the reply's message reads as an error
     * @throws TransportException when the exchange failed; see {@link
     *     ChatApiException#mayHaveBeenProcessed()}
     */
    public WriteResult write(ApiCall call) {
        Reply reply = send(call);
        return new WriteResult(reply.status(), reply.message(), reply.raw());
    }

    /**
     * Runs {@code work} on this thread and returns its value with the last reply it received.
     *
     * @throws IllegalStateException when {@code work} received no reply at all
     */
    public <T> Captured<T> capture(java.util.function.Supplier<T> work) {
        Reply[] previous = capture.get();
        Reply[] slot = new Reply[1];
        capture.set(slot);
        try {
            T value = work.get();
            if (slot[0] == null) {
                throw new IllegalStateException("the call received no reply to capture");
            }
            return new Captured<>(value, slot[0]);
        } finally {
            if (previous == null) {
                capture.remove();
            } else {
                capture.set(previous);
            }
        }
    }

    /** A value and the last reply that produced it. */
    public record Captured<T>(T value, Reply reply) {}

    /**
     * Sends a read whose reply holds a list too long to keep in memory, and hands the list's elements
     * to {@code each} one at a time as they arrive: the body is parsed from the connection, never held
     * whole, so {@code maxReplyBytes} does not apply. Retried as {@link #read} is until the first
     * element has been handed over; a failure after that is thrown, since a retry would hand the same
     * elements over again.
     *
     * @param call the read
     * @param field the top-level array field to stream, such as {@code messages}
     * @param decoder decodes each object element of {@code field} from the tokens
     * @param each receives each decoded element, on this thread
     * @param <T> the element's model
     * @return the reply without the elements: {@code field} is an empty array if it was an array, or
     *     the value as sent if it came in another form (left for the caller to decode)
     * @throws io.chatapi.sdk.RequestRejectedException when the reply's message reads as an error
     * @throws TransportException when the exchange failed, or the connection broke mid-list
     * @throws UndecodableReplyException when the body was not a JSON object
     */
    public <T> Reply readEach(ApiCall call, String field, ObjectDecoder<T> decoder, Consumer<? super T> each) {
        boolean[] handedOver = {false};
        Consumer<T> counting = element -> {
            handedOver[0] = true;
            each.accept(element);
        };
        return send(
                call,
                (c, path, response) ->
                        decodeStreamed(c, path, response, null, field, decoder, counting, Long.MAX_VALUE),
                () -> handedOver[0],
                true);
    }

    /**
     * Sends a read whose reply holds a list the caller keeps whole, and decodes the list's elements
     * as they are parsed, so the reply's text and its whole tree never sit in memory beside the
     * decoded list. Otherwise it is {@link #read}: {@code maxReplyBytes} and the whole-call timeout
     * apply, and a failed read is tried again; {@code restart} runs before every try, so the caller
     * can drop what an earlier, failed try handed over.
     *
     * @param call the read
     * @param field the top-level array field to decode element by element, such as {@code messages}
     * @param restart called before each try, before any element of it is handed over
     * @param decoder decodes each object element of {@code field} from the tokens
     * @param each receives each decoded element, on this thread
     * @param <T> the element's model
     * @return the reply without the elements, as {@link #readEach} returns it
     * @throws io.chatapi.sdk.RequestRejectedException when the reply's message reads as an error
     * @throws TransportException when the exchange failed on every try
     * @throws UndecodableReplyException when the body was not a JSON object, or too large, on every try
     */
    public <T> Reply readAll(
            ApiCall call, String field, Runnable restart, ObjectDecoder<T> decoder, Consumer<? super T> each) {
        return readList(call, field, restart, decoder, each, false);
    }

    /**
     * As {@link #readAll}, for a reply small enough to keep whole: the body is read into memory
     * first, and the returned reply's {@link Reply#raw()} is all of it as sent, list included.
     *
     * @param call the read
     * @param field the top-level array field to decode element by element, such as {@code messages}
     * @param restart called before each try, before any element of it is handed over
     * @param decoder decodes each object element of {@code field} from the tokens
     * @param each receives each decoded element, on this thread
     * @param <T> the element's model
     * @return the reply without the elements, whose {@code raw()} is the whole reply
     * @throws io.chatapi.sdk.RequestRejectedException when the reply's message reads as an error
     * @throws TransportException when the exchange failed on every try
     * @throws UndecodableReplyException when the body was not a JSON object, or too large, on every try
     */
    public <T> Reply readWhole(
            ApiCall call, String field, Runnable restart, ObjectDecoder<T> decoder, Consumer<? super T> each) {
        return readList(call, field, restart, decoder, each, true);
    }

    private <T> Reply readList(
            ApiCall call,
            String field,
            Runnable restart,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each,
            boolean whole) {
        return send(
                call,
                (c, path, response) -> {
                    restart.run();
                    byte[] bytes = whole ? readBody(c, response) : null;
                    return decodeStreamed(c, path, response, bytes, field, decoder, each, config.maxReplyBytes());
                },
                () -> false,
                false);
    }

    /** Sends a call and returns the reply (for writes whose reply carries data of its own). */
    public Reply send(ApiCall call) {
        return send(call, this::decode, () -> false, false);
    }

    /** How a reply body becomes a {@link Reply}: read whole, or streamed. */
    private interface BodyDecoder {
        Reply decode(ApiCall call, String path, Response response);
    }

    /**
     * @param streamed whether the body is consumed while the caller works on each element, which can
     *     take longer than any whole-call timeout; only the timeouts between bytes apply then
     */
    private Reply send(ApiCall call, BodyDecoder decoder, BooleanSupplier noMoreRetries, boolean streamed) {
        if (closed) {
            throw new TransportException(
                    call.endpoint().operation(), "the client is closed; nothing was sent", false, null);
        }
        long start = System.nanoTime();
        try {
            Reply reply = sendWithRetries(call, decoder, noMoreRetries, streamed);
            log.succeeded(call.endpoint(), reply.path(), reply.status(), start);
            Reply[] slot = capture.get();
            if (slot != null) {
                slot[0] = reply;
            }
            return reply;
        } catch (RuntimeException e) {
            log.failed(call.endpoint(), e, start);
            throw e;
        }
    }

    private Reply sendWithRetries(ApiCall call, BodyDecoder decoder, BooleanSupplier noMoreRetries, boolean streamed) {
        boolean write = call.endpoint().write();
        int retriesLeft = write ? 0 : config.readRetries();
        boolean tokenRetried = false;
        int attempt = 0;
        while (true) {
            try {
                Reply reply = attempt(call, decoder, streamed);
                if (reply.isErrorMessage()) {
                    // An error without a new token is how the service refuses a spent or expired token; the
                    // chain has already forgotten it, so a read is safe to send again after re-authenticating.
                    // The first time is free; a token refused again (it can expire again) spends the read-retry
                    // budget like any other failure, which also ends the loop if every token is refused.
                    if (!write && !reply.tokenRotated() && (!tokenRetried || retriesLeft-- > 0)) {
                        tokenRetried = true;
                        log.debug(() ->
                                call.endpoint().operation() + ": token refused; re-authenticating and reading again");
                        continue;
                    }
                    throw reply.rejected("error");
                }
                return reply;
            } catch (TransportException | UndecodableReplyException e) {
                if (retriesLeft-- <= 0
                        || !Retries.isRetryable(e)
                        || noMoreRetries.getAsBoolean()
                        || Thread.currentThread().isInterrupted()) {
                    throw e;
                }
                int failedAttempt = attempt;
                log.debug(() -> call.endpoint().operation() + ": read failed ("
                        + e.getClass().getSimpleName() + "); retry " + (failedAttempt + 1));
                Retries.pause(attempt++, call.endpoint().operation());
            }
        }
    }

    private Reply attempt(ApiCall call, BodyDecoder decoder, boolean streamed) {
        Endpoint endpoint = call.endpoint();
        String operation = endpoint.operation();
        boolean write = endpoint.write();
        List<PathForm> forms = paths.order(endpoint);
        for (int i = 0; ; i++) {
            PathForm form = forms.get(i);
            try (Response response = chain.exchange(requests.builder(call, form), operation, write, streamed)) {
                int code = response.code();
                if ((code == 404 || code == 405) && i + 1 < forms.size()) {
                    PathForm next = forms.get(i + 1);
                    log.debug(() -> endpoint.path(form) + " answered " + code + "; trying " + endpoint.path(next));
                    continue; // not routed here: nothing was processed, so the other form is safe to try
                }
                if (code < 200 || code >= 300) {
                    // 4xx means the request was turned away before the service; 5xx and 3xx may come after.
                    throw new UnexpectedHttpStatusException(operation, code, write && (code >= 500 || code < 400));
                }
                paths.remember(endpoint, form);
                return decoder.decode(call, endpoint.path(form), response);
            }
        }
    }

    private Reply decode(ApiCall call, String path, Response response) {
        boolean rotated = TokenHeaders.from(response) != null;
        byte[] bytes = readBody(call, response);
        JsonNode body;
        try {
            body = JsonCodec.readTree(bytes);
        } catch (IOException | RuntimeException e) {
            throw undecodable(call, "the reply is not JSON", bytes, e);
        }
        if (!body.isObject()) {
            throw undecodable(call, "the reply is not a JSON object", bytes, null);
        }
        return reply(call, path, body, bytes, response, rotated, null);
    }

    /** The whole body, within {@code maxReplyBytes}. */
    private byte[] readBody(ApiCall call, Response response) {
        String operation = call.endpoint().operation();
        boolean write = call.endpoint().write();
        try {
            return ReplyReader.read(response, config.maxReplyBytes());
        } catch (ReplyReader.TooLargeException e) {
            throw tooLarge(operation, write, e);
        } catch (IOException e) {
            throw new TransportException(
                    operation,
                    "reading the reply failed: " + redactor.redact(String.valueOf(e.getMessage()), call.secretValues())
                            + (write ? " (the request may have been processed)" : ""),
                    write,
                    TransportFailures.sanitized(e, redactor));
        }
    }

    /** @param whole the body, already read whole; null to parse it from the connection */
    private <T> Reply decodeStreamed(
            ApiCall call,
            String path,
            Response response,
            byte[] whole,
            String field,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each,
            long maxBytes) {
        String operation = call.endpoint().operation();
        boolean write = call.endpoint().write();
        boolean rotated = TokenHeaders.from(response) != null;
        if (response.body().contentLength() > maxBytes) {
            throw tooLarge(operation, write, new ReplyReader.TooLargeException(maxBytes));
        }
        // A body read whole is parsed in place; otherwise it is parsed from the connection, within the limit.
        BoundedBody body =
                whole != null ? null : new BoundedBody(response.body().byteStream(), maxBytes);
        ObjectNode rest;
        try {
            rest = whole != null
                    ? StreamedArray.read(whole, field, decoder, each)
                    : StreamedArray.read(body, field, decoder, each);
        } catch (ReplyReader.TooLargeException e) {
            throw tooLarge(operation, write, e);
        } catch (JsonProcessingException e) {
            // Not JSON, cut short, or past a parser limit (nesting, number length: StreamConstraintsException
            // is not a StreamReadException). Failures of the connection itself are plain IOExceptions.
            throw undecodable(
                    call, "the reply is not JSON or not a JSON object", whole != null ? whole : body.head(), e);
        } catch (IOException e) {
            throw new TransportException(
                    operation,
                    "reading the reply failed: " + redactor.redact(String.valueOf(e.getMessage()), call.secretValues()),
                    false,
                    TransportFailures.sanitized(e, redactor));
        }
        if (whole != null) {
            return reply(
                    call,
                    path,
                    rest,
                    whole,
                    response,
                    rotated,
                    JsonText.ofWhole(whole).toRaw());
        }
        return reply(call, path, rest, rest.toString().getBytes(StandardCharsets.UTF_8), response, rotated, null);
    }

    private static UndecodableReplyException tooLarge(
            String operation, boolean write, ReplyReader.TooLargeException e) {
        return new UndecodableReplyException(operation, mayHaveBeenProcessed(e.getMessage(), write), "", write, e);
    }

    /** @param raw the whole reply when {@code body} is only part of it; null when it is all of it */
    private Reply reply(
            ApiCall call, String path, JsonNode body, byte[] bytes, Response response, boolean rotated, RawJson raw) {
        String message = Reply.messageOf(body);
        boolean error =
                !message.isEmpty() && config.errorMessage().matcher(message).find();
        return new Reply(call, path, body, bytes, response.headers(), rotated, error, redactor, raw);
    }

    private UndecodableReplyException undecodable(ApiCall call, String problem, byte[] bytes, Throwable cause) {
        String excerpt = redactor.redactExcerpt(ReplyReader.excerptOf(bytes), call.secretValues());
        Throwable safeCause;
        if (cause instanceof StreamConstraintsException) {
            // A string, number or nesting past the parser's limits: the same reply would break them again.
            // The original message names the limit; the full one could quote the body.
            problem = "the reply is not JSON within the parser's limits";
            safeCause = new ReplyReader.TooLargeException(((StreamConstraintsException) cause).getOriginalMessage());
        } else {
            // The parser's message quotes the body; keep only its type so no secret can ride along.
            safeCause = cause == null ? null : new IOException(cause.getClass().getName());
        }
        boolean write = call.endpoint().write();
        return new UndecodableReplyException(
                call.endpoint().operation(), mayHaveBeenProcessed(problem, write), excerpt, write, safeCause);
    }

    /** A write whose reply cannot be read may have taken effect: its message says so, as a lost reply's does. */
    private static String mayHaveBeenProcessed(String problem, boolean write) {
        return write ? problem + " (the request may have been processed)" : problem;
    }

    /**
     * Refuses every later call (it fails without being sent) and releases the connections and
     * threads the SDK created; a caller's own client is left running.
     */
    @Override
    public void close() {
        closed = true;
        if (ownsHttp) {
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }
    }

    /** Used by the facade's {@code toString()}; never shows the key. */
    @Override
    public String toString() {
        return "Transport[baseUrl=" + config.baseUrl() + "]";
    }

    /** Internal: the redactor, for callers that print server text. */
    public Redactor redactor() {
        return redactor;
    }
}
