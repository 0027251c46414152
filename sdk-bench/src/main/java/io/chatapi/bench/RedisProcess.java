package io.chatapi.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * A redis-server of the benchmark's own on a free loopback port, without persistence, stopped with the JVM at the
 * latest. Needs the {@code redis-server} binary (Debian: {@code apt-get install redis-server}).
 */
final class RedisProcess implements AutoCloseable {
    private final int port;
    private final Process process;

    private RedisProcess(int port, Process process) {
        this.port = port;
        this.process = process;
    }

    static RedisProcess start() {
        int port = freePort();
        Process process;
        try {
            process = new ProcessBuilder(
                            "redis-server",
                            "--port",
                            Integer.toString(port),
                            "--bind",
                            "127.0.0.1",
                            "--save",
                            "",
                            "--appendonly",
                            "no")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "the Redis benchmark needs redis-server on PATH (Debian: apt-get install redis-server)", e);
        }
        RedisProcess redis = new RedisProcess(port, process);
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (redis.answersPing()) {
                return redis;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("redis-server did not answer on port " + port + " within 10 s");
    }

    int port() {
        return port;
    }

    private boolean answersPing() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = new byte[5];
            return in.readNBytes(reply, 0, 5) == 5 && new String(reply, StandardCharsets.US_ASCII).equals("+PONG");
        } catch (IOException notYet) {
            return false;
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
