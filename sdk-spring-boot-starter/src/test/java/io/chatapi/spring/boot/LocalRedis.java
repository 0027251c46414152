package io.chatapi.spring.boot;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
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
 * A redis-server of the test's own on a free loopback port, without persistence (the sdk-redis build installs it),
 * optionally requiring a password.
 */
final class LocalRedis implements AutoCloseable {
    private final int port;
    private final Process process;

    private LocalRedis(int port, Process process) {
        this.port = port;
        this.process = process;
    }

    static LocalRedis start() throws IOException, InterruptedException {
        return start(null);
    }

    /** Starts one whose clients must authenticate with {@code password} ({@code requirepass}). */
    static LocalRedis startWithPassword(String password) throws IOException, InterruptedException {
        return start(password);
    }

    private static LocalRedis start(String password) throws IOException, InterruptedException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Path log = Files.createDirectories(Path.of("target", "redis-logs")).resolve("redis-" + port + ".log");
        List<String> command = new ArrayList<>(List.of(
                "redis-server",
                "--port",
                Integer.toString(port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no"));
        if (password != null) {
            command.addAll(List.of("--requirepass", password));
        }
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        LocalRedis redis = new LocalRedis(port, process);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (redis.answers()) {
                return redis;
            }
            Thread.sleep(20);
        }
        redis.close();
        throw new IllegalStateException("redis-server did not answer on port " + port + " within 10 s");
    }

    String url() {
        return "redis://127.0.0.1:" + port;
    }

    /** {@return the URL with {@code password} in its user-info} */
    String url(String password) {
        return "redis://:" + password + "@127.0.0.1:" + port;
    }

    private boolean answers() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            socket.setSoTimeout(1000);
            socket.getOutputStream().write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            // PONG, or NOAUTH from one that requires a password: either way it answers.
            byte[] reply = new byte[5];
            String answer = in.readNBytes(reply, 0, 5) == 5 ? new String(reply, StandardCharsets.US_ASCII) : "";
            return answer.equals("+PONG") || answer.equals("-NOAU");
        } catch (IOException notYet) {
            return false;
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }
}
