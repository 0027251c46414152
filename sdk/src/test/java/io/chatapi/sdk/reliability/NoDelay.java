package io.chatapi.sdk.reliability;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import javax.net.ServerSocketFactory;
import mockwebserver3.MockWebServer;

/**
 * Makes a MockWebServer answer without Nagle's algorithm. It writes a reply's headers and body
 * separately; with Nagle on, the body waits for the client's delayed ACK, about 40 ms per exchange,
 * which would make a few hundred fuzzed exchanges take many seconds.
 */
final class NoDelay {
    private NoDelay() {}

    /** Call before the server starts. */
    static MockWebServer on(MockWebServer server) {
        server.setServerSocketFactory(new ServerSocketFactory() {
            @Override
            public ServerSocket createServerSocket() throws IOException {
                return new ServerSocket() {
                    @Override
                    public Socket accept() throws IOException {
                        Socket socket = super.accept();
                        socket.setTcpNoDelay(true);
                        return socket;
                    }
                };
            }

            @Override
            public ServerSocket createServerSocket(int port) {
                throw new UnsupportedOperationException("MockWebServer binds an unbound socket");
            }

            @Override
            public ServerSocket createServerSocket(int port, int backlog) {
                throw new UnsupportedOperationException("MockWebServer binds an unbound socket");
            }

            @Override
            public ServerSocket createServerSocket(int port, int backlog, InetAddress address) {
                throw new UnsupportedOperationException("MockWebServer binds an unbound socket");
            }
        });
        return server;
    }
}
