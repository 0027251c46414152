package io.chatapi.sdk.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockWebServer;

/**
 * Server sockets whose accepted connections send at once (TCP_NODELAY), for MockWebServer. Its replies are written
 * in two parts, head and body; with Nagle's algorithm on, the body waits for the client's delayed acknowledgement of
 * the head, about 40 ms on Linux, so a test of hundreds of calls in a row measured the kernel's timer, not the SDK.
 */
public final class NoDelaySockets extends ServerSocketFactory {
    /** {@return a MockWebServer, not started, whose connections send at once} */
    public static MockWebServer server() {
        MockWebServer server = new MockWebServer();
        server.setServerSocketFactory(new NoDelaySockets());
        return server;
    }

    @Override
    public ServerSocket createServerSocket() throws IOException {
        return new NoDelayServerSocket();
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        ServerSocket socket = createServerSocket();
        socket.bind(new InetSocketAddress(port));
        return socket;
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog) throws IOException {
        ServerSocket socket = createServerSocket();
        socket.bind(new InetSocketAddress(port), backlog);
        return socket;
    }

    @Override
    public ServerSocket createServerSocket(int port, int backlog, InetAddress address) throws IOException {
        ServerSocket socket = createServerSocket();
        socket.bind(new InetSocketAddress(address, port), backlog);
        return socket;
    }

    private static final class NoDelayServerSocket extends ServerSocket {
        NoDelayServerSocket() throws IOException {
            super();
        }

        @Override
        public Socket accept() throws IOException {
            Socket accepted = super.accept();
            accepted.setTcpNoDelay(true);
            return accepted;
        }
    }
}
