package io.chatapi.examples.provision;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real redis-server of the tests' own on a free loopback port, its data in a folder of the test's (a minimal copy
 * of sdk-redis's test launcher; the binary is Debian's redis-server, which sdk-redis's build installs when asked:
 * sdk-redis/src/build/ensure-redis-server.sh). Persistent (AOF) unless asked otherwise, as a ledger's Redis must be.
 * Public for the SDK's multi-process onboarding test in io.chatapi.examples, whose runners share a chain store in it.
 */
public final class RedisForLedger implements AutoCloseable {
    private final int port;
    private final Path data;
    private final boolean persistent;
    private Process process;

    private RedisForLedger(int port, Path data, boolean persistent) {
        this.port = port;
        this.data = data;
        this.persistent = persistent;
    }

    /** Starts a server with AOF on, its files in {@code data}. */
    public static RedisForLedger persistent(Path data) {
        RedisForLedger server = new RedisForLedger(freePort(), data, true);
        server.launch();
        return server;
    }

    /** Starts a server that keeps nothing over a restart (no AOF, no RDB). */
    static RedisForLedger volatileOne(Path data) {
        RedisForLedger server = new RedisForLedger(freePort(), data, false);
        server.launch();
        return server;
    }

    public int port() {
        return port;
    }

    /** {@code redis://127.0.0.1:PORT/NAME} */
    String url(String name) {
        return "redis://127.0.0.1:" + port + "/" + name;
    }

    /** Stops it as a crash would (SIGKILL) and starts it again on the same port, loading what its AOF kept. */
    void restart() {
        process.destroyForcibly();
        waitFor();
        launch();
    }

    /** Stops it and starts it again empty on the same port: its files removed, as a Redis without persistence. */
    void restartEmpty() {
        process.destroyForcibly();
        waitFor();
        try (var files = Files.list(data)) {
            for (Path f : files.toList()) {
                if (Files.isDirectory(f)) {
                    try (var inner = Files.list(f)) {
                        for (Path g : inner.toList()) {
                            Files.delete(g);
                        }
                    }
                }
                Files.delete(f);
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        launch();
    }

    /** Sends one command and returns the first reply line (bulk strings: their text). */
    String command(String... words) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            socket.setSoTimeout(5000);
            OutputStream out = socket.getOutputStream();
            StringBuilder request = new StringBuilder("*" + words.length + "\r\n");
            for (String word : words) {
                request.append('$')
                        .append(word.getBytes(StandardCharsets.UTF_8).length)
                        .append("\r\n")
                        .append(word)
                        .append("\r\n");
            }
            out.write(request.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            InputStream in = socket.getInputStream();
            String first = line(in);
            if (first.startsWith("$") && !first.equals("$-1")) {
                int length = Integer.parseInt(first.substring(1));
                byte[] bytes = in.readNBytes(length);
                return new String(bytes, StandardCharsets.UTF_8);
            }
            return first;
        } catch (IOException e) {
            throw new IllegalStateException("redis-server on port " + port + " did not answer", e);
        }
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            line.append((char) c);
        }
        return line.toString().strip();
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            process.destroy();
            waitFor();
        }
    }

    private void launch() {
        try {
            Files.createDirectories(data);
            List<String> command = new ArrayList<>(List.of(
                    "redis-server",
                    "--port",
                    Integer.toString(port),
                    "--bind",
                    "127.0.0.1",
                    "--save",
                    "",
                    "--appendonly",
                    persistent ? "yes" : "no",
                    "--appendfsync",
                    "always",
                    "--dir",
                    data.toAbsolutePath().toString(),
                    "--daemonize",
                    "no"));
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(
                            data.resolveSibling("redis-" + port + ".log").toFile()))
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "could not start redis-server (Debian: apt-get install redis-server;"
                            + " see sdk-redis/src/build/ensure-redis-server.sh)",
                    e);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("redis-server exited at start, code " + process.exitValue());
            }
            try {
                if ("+PONG".equals(command("PING"))) {
                    return;
                }
            } catch (IllegalStateException notYet) {
                // not listening yet
            }
            sleep(20);
        }
        throw new IllegalStateException("redis-server did not answer on port " + port + " within 10 s");
    }

    private void waitFor() {
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
