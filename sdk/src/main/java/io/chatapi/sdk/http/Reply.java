package io.chatapi.sdk.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import okhttp3.Headers;

/** A decoded reply: the envelope's {@code status} and message, the JSON body, and whether the token rotated. */
public final class Reply {
    private final ApiCall call;
    private final String path;
    private final JsonNode body;
    private final byte[] bodyBytes;
    private final Headers headers;
    private final boolean tokenRotated;
    private final boolean errorMessage;
    private final Redactor redactor;
    private final RawJson raw;
    private final RejectionKinds rejectionKinds;

    /**
     * @param rejectionKinds how this reply's rejections are told apart (the client's settings)
     * @param raw the whole reply when {@code body} is only part of it (a list decoded apart); else null
     */
    Reply(
            ApiCall call,
            String path,
            JsonNode body,
            byte[] bodyBytes,
            Headers headers,
            boolean tokenRotated,
            boolean errorMessage,
            Redactor redactor,
            RejectionKinds rejectionKinds,
            RawJson raw) {
        this.call = call;
        this.path = path;
        this.body = body;
        this.bodyBytes = bodyBytes;
        this.headers = headers;
        this.tokenRotated = tokenRotated;
        this.errorMessage = errorMessage;
        this.redactor = redactor;
        this.rejectionKinds = rejectionKinds;
        this.raw = raw;
    }

    /** The reply's HTTP headers with token and cookie values masked. */
    public Map<String, List<String>> redactedHeaders() {
        Map<String, List<String>> out = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String name : headers.names()) {
            boolean secret = name.equalsIgnoreCase(TokenHeaders.REQUEST)
                    || name.equalsIgnoreCase(TokenHeaders.PROSE_NAME)
                    || name.equalsIgnoreCase("Set-Cookie");
            List<String> values = headers.values(name).stream()
                    .map(v -> secret ? Redactor.MASK : redactor.redact(v))
                    .toList();
            out.put(name, values);
        }
        return Collections.unmodifiableMap(out);
    }

    /** The envelope {@code status} (numbers in strings accepted), or {@code -1} when absent. */
    public int status() {
        JsonNode status = body.get("status");
        try {
            return status == null || !status.isValueNode()
                    ? -1
                    : new BigDecimal(status.asText().trim()).intValueExact();
        } catch (ArithmeticException | NumberFormatException notAStatus) {
            return -1;
        }
    }

    /** The server's text: {@code content} if a string, else a {@code message} or {@code error} string, else empty. */
    public String message() {
        return messageOf(body);
    }

    static String messageOf(JsonNode body) {
        for (String field : new String[] {"content", "message", "error"}) {
            JsonNode value = body.get(field);
            if (value != null && value.isTextual()) {
                return value.asText();
            }
        }
        return "";
    }

    /** The whole JSON body. Callers must not modify it. */
    public JsonNode body() {
        return body;
    }

    /** The whole reply as sent, for a model to keep. */
    public RawJson raw() {
        return raw != null ? raw : RawJson.of(body);
    }

    /** Whether the message reads as a failure ({@code Error - …}), as the envelope policy decided. */
    public boolean isErrorMessage() {
        return errorMessage;
    }

    boolean tokenRotated() {
        return tokenRotated;
    }

    ApiCall call() {
        return call;
    }

    /** The path template that answered, such as {@code users/list}. */
    public String path() {
        return path;
    }

    /**
     * The payload field a read expects, or a {@link RequestRejectedException} carrying the server's
     * message when it is not there (the service answers a failed read with a message, not data).
     *
     * @param field the top-level field, such as {@code content}
     * @param kind what the payload must look like, such as {@code JsonNode::isObject}
     */
    public JsonNode require(String field, Predicate<JsonNode> kind) {
        return optional(field, kind).orElseThrow(() -> rejected("no " + field + " in the reply"));
    }

    /** The payload field if present and of the right kind. */
    public Optional<JsonNode> optional(String field, Predicate<JsonNode> kind) {
        return Optional.ofNullable(body.get(field))
                .filter(value -> !value.isNull())
                .filter(kind);
    }

    /**
     * A rejection of this call, carrying the server's message or, failing that, {@code why}; a {@link
     * io.chatapi.sdk.errors.NotFoundException} or {@link io.chatapi.sdk.errors.AlreadyExistsException}
     * when the message reads so (see {@link RejectionKinds}).
     */
    public RequestRejectedException rejected(String why) {
        return rejected(why, false);
    }

    /** The failure of a call whose token was refused {@code refusals} times, this reply the last. */
    TokenRefusedException tokenRefused(int refusals) {
        return new TokenRefusedException(
                call.endpoint().operation(),
                refusals,
                status(),
                redactor.redact(message(), call.secretValues()),
                path,
                redactor.redact(new String(bodyBytes, StandardCharsets.UTF_8), call.secretValues()));
    }

    /** As {@link #rejected(String)}, for a write that the server may have carried out all the same. */
    RequestRejectedException rejected(String why, boolean mayHaveBeenProcessed) {
        String message = message();
        return rejectionKinds.rejection(
                call.endpoint().operation(),
                status(),
                redactor.redact(message.isEmpty() ? why : message, call.secretValues()),
                path,
                redactor.redact(new String(bodyBytes, StandardCharsets.UTF_8), call.secretValues()),
                mayHaveBeenProcessed);
    }
}
