package io.chatapi.sdk.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.json.JsonText;
import io.chatapi.sdk.json.ObjectDecoder;
import io.chatapi.sdk.json.StreamedArray;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
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

    ReplyDecoder(long maxReplyBytes, Redactor redactor, EnvelopePolicy policy) {
        this.maxReplyBytes = maxReplyBytes;
        this.redactor = redactor;
        this.policy = policy;
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
     * The reply with {@code field}'s elements handed to {@code each} as they are parsed.
     *
     * @param keepWhole whether to read the body into memory first (within {@code maxReplyBytes}), so
     *     the reply's {@code raw()} is all of it; otherwise it is parsed from the connection
     * @param limited whether {@code maxReplyBytes} applies to a body parsed from the connection
     */
    <T> Reply streamed(
            ApiCall call,
            String path,
            Response response,
            boolean keepWhole,
            boolean limited,
            String field,
            ObjectDecoder<T> decoder,
            Consumer<? super T> each) {
        long maxBytes = limited ? maxReplyBytes : Long.MAX_VALUE;
        boolean rotated = TokenHeaders.from(response) != null;
        if (response.body().contentLength() > maxBytes) {
            throw tooLarge(call, new ReplyReader.TooLargeException(maxBytes));
        }
        byte[] whole = keepWhole ? readBody(call, response) : null;
        // A body read whole is parsed in place; otherwise it is parsed from the connection, within the limit.
        BoundedBody body =
                whole != null ? null : new BoundedBody(response.body().byteStream(), maxBytes);
        ObjectNode rest;
        try {
            rest = whole != null
                    ? StreamedArray.read(whole, field, decoder, each)
                    : StreamedArray.read(body, field, decoder, each);
        } catch (ReplyReader.TooLargeException e) {
            throw tooLarge(call, e);
        } catch (JsonProcessingException e) {
            // Not JSON, cut short, or past a parser limit (nesting, number length: StreamConstraintsException
            // is not a StreamReadException). Failures of the connection itself are plain IOExceptions.
            throw undecodable(
                    call, "the reply is not JSON or not a JSON object", whole != null ? whole : body.head(), e);
        } catch (IOException e) {
            throw readFailed(call, e, false);
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
        return new TransportException(
                call.endpoint().operation(),
                "reading the reply failed: " + redactor.redact(String.valueOf(e.getMessage()), call.secretValues())
                        + (mayHaveBeenProcessed ? " (the request may have been processed)" : ""),
                mayHaveBeenProcessed,
                TransportFailures.sanitized(e, redactor));
    }

    private static UndecodableReplyException tooLarge(ApiCall call, ReplyReader.TooLargeException e) {
        boolean write = call.endpoint().write();
        return new UndecodableReplyException(
                call.endpoint().operation(), mayHaveBeenProcessed(e.getMessage(), write), "", write, e);
    }

    /** @param raw the whole reply when {@code body} is only part of it; null when it is all of it */
    private Reply reply(
            ApiCall call, String path, JsonNode body, byte[] bytes, Response response, boolean rotated, RawJson raw) {
        boolean error = policy.readsAsError(Reply.messageOf(body));
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
}
