package io.chatapi.redis;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real redis-server of the tests' own, on a free loopback port, without persistence. The build installs the
 * binary when it is missing (src/build/ensure-redis-server.sh).
 */
final class RedisServer implements AutoCloseable {
    private final int port;
    private Process process;

    private RedisServer(int port) {
        this.port = port;
    }

    static RedisServer start() {
        RedisServer server = new RedisServer(freePort());
        try {
            // A file left by an earlier run on this port would be loaded: every server starts empty.
            Files.deleteIfExists(Path.of("target", "redis-data", "redis-" + server.port + ".rdb"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.launch();
        return server;
    }

    int port() {
        return port;
    }

    RedisURI uri() {
        return RedisURI.builder()
                .withHost("127.0.0.1")
                .withPort(port)
                .withTimeout(Duration.ofSeconds(5))
                .build();
    }

    /** A client as the README advises: commands fail at once while disconnected, connecting takes at most 2 s. */
    RedisClient client() {
        RedisClient client = RedisClient.create(uri());
        client.setOptions(ClientOptions.builder()
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .socketOptions(SocketOptions.builder()
                        .connectTimeout(Duration.ofSeconds(2))
                        .build())
                .build());
        return client;
    }

    /** Sends one command in the inline protocol and returns the first reply line (for test set-up only). */
    String command(String... words) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            socket.setSoTimeout(2000);
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
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) != -1 && c != '\n') {
                line.append((char) c);
            }
            String first = line.toString().strip();
            if (first.startsWith("$") && !first.equals("$-1")) {
                line.setLength(0);
                while ((c = in.read()) != -1 && c != '\n') {
                    line.append((char) c);
                }
                return line.toString().strip();
            }
            return first;
        } catch (IOException e) {
            throw new IllegalStateException("redis-server on port " + port + " did not answer", e);
        }
    }

    /** Stops the server as a crash would (SIGKILL); {@link #restart()} starts it again on the same port. */
    void kill() {
        process.destroyForcibly();
        waitFor();
    }

    void restart() {
        launch();
    }

    /**
     * Stops the server after it saved its data (SHUTDOWN SAVE) and starts it again on the same port, loading it: a
     * restart as a Redis with persistence has it, whose keys (a lease and its expiry) survive.
     */
    void restartKeepingData() {
        try {
            command("SHUTDOWN", "SAVE");
        } catch (IllegalStateException expected) {
            // The server closes the connection instead of answering.
        }
        waitFor();
        launch();
    }

    /** Closes every client connection of the server, commands and pub/sub ones, as a network blip would. */
    void killClients() {
        command("CLIENT", "KILL", "TYPE", "normal");
        command("CLIENT", "KILL", "TYPE", "pubsub");
    }

    /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as behind a partition. */
    void freeze() {
        signal("-STOP");
    }

    /** Undoes {@link #freeze()}. */
    void thaw() {
        signal("-CONT");
    }

    private void signal(String signal) {
        try {
            Process kill = new ProcessBuilder("kill", signal, Long.toString(process.pid())).start();
            if (!kill.waitFor(5, TimeUnit.SECONDS) || kill.exitValue() != 0) {
                throw new IllegalStateException("kill " + signal + " failed");
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            signal("-CONT"); // a frozen server would not stop
            process.destroy();
            waitFor();
        }
    }

    private void launch() {
        try {
            Path logs = Files.createDirectories(Path.of("target", "redis-logs"));
            Path log = logs.resolve("redis-" + port + ".log");
            // Where SHUTDOWN SAVE writes and a restart reads, inside target/ (the working directory is the module).
            Path data = Files.createDirectories(Path.of("target", "redis-data"));
            List<String> command = List.of(
                    "redis-server",
                    "--port",
                    Integer.toString(port),
                    "--bind",
                    "127.0.0.1",
                    "--save",
                    "",
                    "--appendonly",
                    "no",
                    "--dir",
                    data.toAbsolutePath().toString(),
                    "--dbfilename",
                    "redis-" + port + ".rdb",
                    "--daemonize",
                    "no");
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "could not start redis-server (the build installs it: see sdk-redis/src/build)", e);
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
