package io.chatapi.sdk.http;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.json.JsonCodec;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import okhttp3.Response;

/**
 * Reads a reply's body and decodes it into a {@link Reply}: whole, or with one list field decoded
 * element by element as it is parsed. Bodies over {@code maxReplyBytes}, bodies that are not a JSON
 * object and broken connections become the SDK's exceptions, with any quoted text redacted.
 */
final class ReplyDecoder {
    private final long maxReplyBytes;
    private final Redactor redactor;
    private final EnvelopePolicy policy;
    private final RejectionKinds rejectionKinds;

    /** @param rejectionKinds how the rejections of every reply it makes are told apart */
    ReplyDecoder(long maxReplyBytes, Redactor redactor, EnvelopePolicy policy, RejectionKinds rejectionKinds) {
        this.maxReplyBytes = maxReplyBytes;
        this.redactor = redactor;
        this.policy = policy;
        this.rejectionKinds = rejectionKinds;
    }

    /** {@return this decoder with another size limit} (a view's, per call) */
    ReplyDecoder limitedTo(long maxBytes) {
        return maxBytes == maxReplyBytes ? this : new ReplyDecoder(maxBytes, redactor, policy, rejectionKinds);
    }

    /** The reply with its whole body read and parsed. */
    Reply whole(ApiCall call, String path, Response response) {
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

    /**
     * Opens the reply with a cursor on {@code how}'s list field, its first element already bound; the caller closes
     * it. A list kept with its raw reply reads the body into memory first (within {@code maxReplyBytes}); others are
     * parsed from the connection, within {@code maxReplyBytes} unless streamed.
     */
    <T> OpenList<T> open(ApiCall call, String path, Response response, ListRead<T> how) {
        boolean keepWhole = how.shape() == ListRead.Shape.KEPT_WITH_RAW;
        long maxBytes = how.shape().streamed ? Long.MAX_VALUE : maxReplyBytes;
        if (response.body().contentLength() > maxBytes) {
            throw tooLarge(call, new ReplyReader.TooLargeException(maxBytes));
        }
        byte[] whole = keepWhole ? readBody(call, response) : null;
        // A body read whole is parsed from memory; otherwise from the connection, within the limit.
        BoundedBody body = new BoundedBody(
                whole != null
                        ? new ByteArrayInputStream(whole)
                        : response.body().byteStream(),
                maxBytes);
        OpenList.Failures failures = e -> failure(call, e, body.head());
        JsonParser parser = null;
        try {
            parser = JsonCodec.mapper().createParser(body);
            boolean rotated = TokenHeaders.from(response) != null;
            return new OpenList<>(
                    parser,
                    how.type(),
                    how.field(),
                    failures,
                    rest -> reply(
                            call,
                            path,
                            rest,
                            whole != null ? whole : rest.toString().getBytes(StandardCharsets.UTF_8),
                            response,
                            rotated,
                            whole != null ? RawJson.of(whole, 0, whole.length) : null),
                    // OkHttp would read up to 100 ms of the rest to reuse the connection: for an endless
                    // list that is tens of MB. A deadline already passed makes it give the connection up.
                    () -> response.body().source().timeout().deadlineNanoTime(System.nanoTime()));
        } catch (IOException e) {
            closeQuietly(parser);
            throw failures.translate(e);
        }
    }

    private static void closeQuietly(JsonParser parser) {
        try {
            if (parser != null) {
                parser.close();
            }
        } catch (IOException ignored) {
            // the reply has failed already; its connection is dropped either way
        }
    }

    /** The SDK's exception for a body that failed while it was parsed. */
    private RuntimeException failure(ApiCall call, IOException e, byte[] head) {
        if (e instanceof ReplyReader.TooLargeException tooLarge) {
            return tooLarge(call, tooLarge);
        }
        if (e instanceof JsonProcessingException) {
            // Not JSON, cut short, or past a parser limit (nesting, number length: StreamConstraintsException
            // is not a StreamReadException). Failures of the connection itself are plain IOExceptions.
            return undecodable(call, "the reply is not JSON or not a JSON object", head, e);
        }
        return readFailed(call, e, false);
    }

    /** The whole body, within {@code maxReplyBytes}. */
    private byte[] readBody(ApiCall call, Response response) {
        try {
            return ReplyReader.read(response, maxReplyBytes);
        } catch (ReplyReader.TooLargeException e) {
            throw tooLarge(call, e);
        } catch (IOException e) {
            throw readFailed(call, e, call.endpoint().write());
        }
    }

    private TransportException readFailed(ApiCall call, IOException e, boolean mayHaveBeenProcessed) {
        return TransportFailures.failure(
                call.endpoint().operation(),
                "reading the reply failed: " + redactor.redact(String.valueOf(e.getMessage()), call.secretValues())
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                e,
                redactor);
    }

    private static UndecodableReplyException tooLarge(ApiCall call, ReplyReader.TooLargeException e) {
        boolean write = call.endpoint().write();
        return new UndecodableReplyException(
                call.endpoint().operation(), mayHaveBeenProcessed(e.getMessage(), write), "", write, false, e);
    }

    /** @param raw the whole reply when {@code body} is only part of it; null when it is all of it */
    private Reply reply(
            ApiCall call, String path, JsonNode body, byte[] bytes, Response response, boolean rotated, RawJson raw) {
        boolean error = policy.readsAsError(Reply.messageOf(body));
        return new Reply(call, path, body, bytes, response.headers(), rotated, error, redactor, rejectionKinds, raw);
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
                call.endpoint().operation(),
                mayHaveBeenProcessed(problem, write),
                excerpt,
                write,
                !(safeCause instanceof ReplyReader.TooLargeException),
                safeCause);
    }

    /** A write whose reply cannot be read may have taken effect: its message says so, as a lost reply's does. */
    private static String mayHaveBeenProcessed(String problem, boolean write) {
        return write ? problem + " (the request may have been processed)" : problem;
    }
}
