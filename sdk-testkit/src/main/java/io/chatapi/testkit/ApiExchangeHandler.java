package io.chatapi.testkit;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One HTTP exchange, in order: route (404/405 for unknown paths, which leave tokens alone so a client
 * can try the other path form), faults before processing, the token check and rotation, the
 * endpoint, faults after processing, the reply. Every routed reply is HTTP 200 with the JSON envelope
 * and {@code Content-Type: text/html; charset=UTF-8}, like the live service. In {@link Mode#STRICT}
 * parameters are read {@link ApiRequest#literal literally}, refusals are worded by {@link
 * LiteralRefusals}, and a refusal hands out no token: the one presented is spent, so its chain ends.
 */
final class ApiExchangeHandler implements HttpHandler {
    /** The request and reply header of the access token. */
    static final String TOKEN_HEADER = "x-user-token";
    /** The path every endpoint sits under. */
    static final String BASE_PATH = "/api/";

    private static final String CONTENT_TYPE = "text/html; charset=UTF-8";
    private static final System.Logger LOG = System.getLogger(ChatApiTestServer.class.getName());

    private final Router router;
    private final TokenRegistry tokens;
    private final Faults faults;
    private final Counters counters;
    private final Mode mode;
    private final LiteralRefusals refusals;

    ApiExchangeHandler(
            Router router,
            TokenRegistry tokens,
            Faults faults,
            Counters counters,
            Mode mode,
            LiteralRefusals refusals) {
        this.router = router;
        this.tokens = tokens;
        this.faults = faults;
        this.counters = counters;
        this.mode = mode;
        this.refusals = refusals;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            byte[] body = exchange.getRequestBody().readAllBytes();
            String rawPath = exchange.getRequestURI().getRawPath();
            String path = rawPath.startsWith(BASE_PATH) ? trimSlashes(rawPath.substring(BASE_PATH.length())) : null;
            Router.Match match = path == null
                    ? null
                    : router.match(exchange.getRequestMethod(), path).orElse(null);
            if (match == null) {
                counters.unknownPath();
                boolean otherMethod = path != null && router.knowsPath(path);
                sendHtml(exchange, otherMethod ? 405 : 404, otherMethod ? "Method Not Allowed" : "Not Found");
                return;
            }
            serve(exchange, match, body);
        } finally {
            // Without a reply sent, this closes the connection: the close-after-processing fault.
            exchange.close();
        }
    }

    private void serve(HttpExchange exchange, Router.Match match, byte[] body) throws IOException {
        Endpoint endpoint = match.endpoint();
        counters.request(endpoint);
        boolean spared = faults.spares(endpoint); // served without faults (Faults.after)
        if (!spared && fires(Fault.BAD_GATEWAY, endpoint)) {
            sendHtml(exchange, 502, "Bad Gateway");
            return;
        }
        if (!spared && fires(Fault.DELAY, endpoint) && !pause()) {
            return;
        }
        String nextToken = null;
        if (endpoint.requiresToken()) {
            String token = exchange.getRequestHeaders().getFirst(TOKEN_HEADER);
            boolean missing = token == null || token.isBlank();
            nextToken = missing ? null : rotateToken(token.trim(), endpoint, spared);
            if (nextToken == null) {
                counters.tokenViolation();
                sendJson(exchange, refusal(new ApiError(missing ? "missing token" : "invalid token")), null, false);
                return;
            }
        }
        Reply reply = process(match, exchange, body);
        if (reply.effect() == Reply.Effect.CHANGED) {
            counters.write(endpoint);
        } else if (reply.effect() == Reply.Effect.AUTHENTICATED) {
            nextToken = tokens.startChain();
        } else if (reply.effect() == Reply.Effect.REFUSED && mode == Mode.STRICT && nextToken != null) {
            // The presented token was spent by the rotation above; a literal server hands out no
            // successor with a refusal, so the chain ends here and the client must authenticate again.
            tokens.expire(nextToken);
            nextToken = null;
        }
        if (!spared && fires(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, endpoint)) {
            return;
        }
        if (nextToken != null && !spared && fires(Fault.OMIT_TOKEN_HEADER, endpoint)) {
            nextToken = null;
        }
        sendJson(exchange, reply, nextToken, !spared && fires(Fault.MALFORMED_JSON, endpoint));
    }

    /** The chain's next token, or null when the token is not current or a fault expires it. */
    private String rotateToken(String token, Endpoint endpoint, boolean spared) {
        if (!spared && fires(Fault.EXPIRE_TOKEN, endpoint)) {
            tokens.expire(token);
            return null;
        }
        return tokens.rotate(token);
    }

    private Reply process(Router.Match match, HttpExchange exchange, byte[] body) {
        try {
            String query = exchange.getRequestURI().getRawQuery();
            String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
            ApiRequest request = mode == Mode.STRICT
                    ? ApiRequest.literal(exchange.getRequestMethod(), match.pathParams(), query, contentType, body)
                    : ApiRequest.of(match.pathParams(), query, contentType, body);
            return match.handler().handle(request);
        } catch (ApiError e) {
            return refusal(e);
        } catch (RuntimeException e) {
            // A bug of the testkit, not of the client: say so loudly, without request values.
            LOG.log(System.Logger.Level.ERROR, "testkit endpoint " + match.endpoint() + " failed", e);
            return Reply.refused(new ApiError("internal error of the test server"));
        }
    }

    private Reply refusal(ApiError error) {
        return mode == Mode.STRICT ? refusals.refuse(error) : Reply.refused(error);
    }

    private boolean fires(Fault fault, Endpoint endpoint) {
        boolean fires = faults.fires(fault, endpoint);
        if (fires) {
            counters.fault(fault);
        }
        return fires;
    }

    /** Sleeps the fault's delay; false when the server is shutting down meanwhile. */
    private boolean pause() {
        try {
            Thread.sleep(faults.delay().toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void sendJson(HttpExchange exchange, Reply reply, String token, boolean malformed)
            throws IOException {
        byte[] bytes = PhpJson.bytes(reply.body());
        if (malformed) {
            bytes = Arrays.copyOf(bytes, bytes.length / 2);
        }
        if (token != null) {
            exchange.getResponseHeaders().set(TOKEN_HEADER, token);
        }
        send(exchange, 200, bytes);
    }

    private static void sendHtml(HttpExchange exchange, int code, String reason) throws IOException {
        String page = "<html>\r\n<head><title>" + code + " " + reason + "</title></head>\r\n<body>\r\n"
                + "<center><h1>" + code + " " + reason + "</h1></center>\r\n<hr><center>nginx</center>\r\n"
                + "</body>\r\n</html>\r\n";
        send(exchange, code, page.getBytes(StandardCharsets.US_ASCII));
    }

    private static void send(HttpExchange exchange, int code, byte[] bytes) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
        exchange.sendResponseHeaders(code, bytes.length == 0 ? -1 : bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    private static String trimSlashes(String path) {
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') {
            end--;
        }
        return path.substring(0, end);
    }
}
