package io.chatapi.examples.export;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.chatapi.sdk.ChatApiClient;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A server of the chat API (authentication, the ticket list, one ticket) that serves the {@link PlantedTicket}: the
 * shop-defined data the testkit cannot seed. Each reply carries a fresh token, as the service's do; the API key is
 * not checked (the redaction, not the chain, is under test).
 */
final class HostileTicketServer implements AutoCloseable {
    private static final String BASE_PATH = "/api/";

    private final HttpServer server;
    private final AtomicInteger tokens = new AtomicInteger();

    private HostileTicketServer(HttpServer server) {
        this.server = server;
    }

    /** Starts one on a free port of the loopback address. */
    static HostileTicketServer start() {
        try {
            HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            HostileTicketServer hostile = new HostileTicketServer(http);
            http.createContext(BASE_PATH, hostile::answer);
            http.start();
            return hostile;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The environment a CLI run needs to export from this server. */
    Map<String, String> env() {
        return Map.of(
                ChatApiClient.ENV_BASE_URL,
                "http://127.0.0.1:" + server.getAddress().getPort() + BASE_PATH,
                ChatApiClient.ENV_API_KEY,
                "hostile-server-test-key");
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath().substring(BASE_PATH.length());
        String body;
        if (path.equals("developer/inicialize")) {
            body = "{\"status\":1}";
        } else if (path.equals("messages/list")) {
            body = PlantedTicket.listReply();
        } else if (path.equals("messages/showmessage/" + PlantedTicket.ID)
                || path.equals("messages/showmessages/" + PlantedTicket.ID)) {
            body = PlantedTicket.singleReply();
        } else {
            body = "{\"status\":0,\"content\":\"no such path\"}";
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.getResponseHeaders().set("x-user-token", "token-" + tokens.incrementAndGet());
        exchange.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
