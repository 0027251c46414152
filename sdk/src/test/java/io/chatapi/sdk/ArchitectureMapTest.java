package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.net.SocketFactory;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The maintainer map (sdk/ARCHITECTURE.md) is checked, not trusted: every class it names exists in the SDK's main
 * code, and the path of {@code agents().list()} it gives is the stack recorded at the wire, when the request's first
 * byte is written to the socket: the caller's thread down to where it waits, and the exchange worker's down to the
 * socket. Change the path and this fails until the map says the same.
 */
class ArchitectureMapTest {
    private static final Path MAP = Path.of("ARCHITECTURE.md");
    private static final Path MAIN = Path.of("src/main/java/io/chatapi/sdk");
    private static final Path TESTS = Path.of("src/test/java/io/chatapi/sdk");
    private static final Pattern NAMED = Pattern.compile("`([A-Z][A-Za-z0-9]+)(?:\\.([A-Z][A-Za-z0-9]+))?[`.(]");
    private static final Pattern PATH_LINE = Pattern.compile("^(caller|worker): (.+)$", Pattern.MULTILINE);
    private static final String AGENTS = "{\"status\":1,\"content\":{\"a1\":{\"uuid\":\"a1\",\"email\":\"x@y.z\"}}}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    @Test
    void every_class_the_map_names_exists_in_the_sdk() throws IOException {
        String map = Files.readString(MAP);
        List<String> missing = new ArrayList<>();
        Matcher named = NAMED.matcher(map);
        int count = 0;
        while (named.find()) {
            count++;
            if (!exists(named.group(1))) {
                missing.add(named.group(1));
            }
        }
        assertThat(count).as("classes named").isGreaterThan(20);
        assertThat(missing)
                .as("classes the map names that the SDK does not have")
                .isEmpty();
    }

    @Test
    void the_path_of_agents_list_in_the_map_is_the_stack_at_the_wire() throws IOException {
        MockChatServer wire = new MockChatServer(server);
        Thread caller = Thread.currentThread();
        List<List<String>> recorded = new CopyOnWriteArrayList<>();
        OkHttpClient http = new OkHttpClient.Builder()
                .socketFactory(new RecordingSockets(() -> {
                    StackTraceElement[] here = Thread.currentThread().getStackTrace();
                    boolean listRequest = Arrays.stream(here)
                            .anyMatch(f -> f.getClassName().endsWith("TokenChain$Held")
                                    && f.getMethodName().equals("send"));
                    if (listRequest && recorded.isEmpty()) { // its first write; the authentication's is not it
                        recorded.add(sdkPath(caller.getStackTrace()));
                        recorded.add(sdkPath(here));
                    }
                }))
                .build();
        try (ChatApiClient client = wire.clientBuilder().httpClient(http).build()) {
            wire.auth().reply(AGENTS);
            client.agents().list();
        }

        String map = Files.readString(MAP);
        Matcher lines = PATH_LINE.matcher(map);
        List<String> documented = new ArrayList<>();
        while (lines.find()) {
            documented.add(lines.group(1) + ": " + lines.group(2).trim());
        }
        assertThat(recorded).as("the request was recorded at the wire").hasSize(2);
        assertThat(documented)
                .as("the map's path of agents().list() (ARCHITECTURE.md) against the stacks recorded at the wire")
                .containsExactly(
                        "caller: " + String.join(" > ", recorded.get(0)),
                        "worker: " + String.join(" > ", recorded.get(1)));
    }

    private static boolean exists(String simpleName) {
        if (simpleName.endsWith("Test")) { // a test the map points to, for the proof of a claim
            try (Stream<Path> files = Files.walk(TESTS)) {
                return files.anyMatch(f -> f.getFileName().toString().equals(simpleName + ".java"));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        try (Stream<Path> files = Files.walk(MAIN)) {
            return files.anyMatch(f -> f.getFileName().toString().equals(simpleName + ".java"))
                    || nestedExists(simpleName);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    // A nested type (TokenInterceptor.Send is named as Send) is declared inside some file of the SDK.
    private static boolean nestedExists(String simpleName) throws IOException {
        Pattern declared = Pattern.compile("(class|record|interface|enum) " + simpleName + "\\b");
        try (Stream<Path> files = Files.walk(MAIN)) {
            return files.filter(f -> f.toString().endsWith(".java")).anyMatch(f -> {
                try {
                    return declared.matcher(Files.readString(f)).find();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }

    /** The SDK's main classes on a stack, outermost first, each run of one class once; nested as Outer.Inner. */
    static List<String> sdkPath(StackTraceElement[] stack) {
        List<String> path = new ArrayList<>();
        List<StackTraceElement> outermostFirst = new ArrayList<>(Arrays.asList(stack));
        java.util.Collections.reverse(outermostFirst);
        for (StackTraceElement frame : outermostFirst) {
            String name = frame.getClassName();
            if (!name.startsWith("io.chatapi.sdk.") || name.contains("Test") || name.contains(".testing.")) {
                continue;
            }
            String simple = name.substring(name.lastIndexOf('.') + 1);
            int lambda = simple.indexOf("$$Lambda");
            if (lambda >= 0) {
                simple = simple.substring(0, lambda);
            }
            simple = simple.replaceAll("\\$\\d+$", "").replace('$', '.');
            if (path.isEmpty() || !path.get(path.size() - 1).equals(simple)) {
                path.add(simple);
            }
        }
        return path;
    }

    /** Sockets that run {@code onWrite} before each write to the connection. */
    private static final class RecordingSockets extends SocketFactory {
        private final Runnable onWrite;

        RecordingSockets(Runnable onWrite) {
            this.onWrite = onWrite;
        }

        @Override
        public Socket createSocket() {
            return new Socket() {
                @Override
                public OutputStream getOutputStream() throws IOException {
                    return new FilterOutputStream(super.getOutputStream()) {
                        @Override
                        public void write(byte[] b, int off, int len) throws IOException {
                            onWrite.run();
                            out.write(b, off, len);
                        }
                    };
                }
            };
        }

        @Override
        public Socket createSocket(String host, int port) {
            throw new UnsupportedOperationException("OkHttp connects an unconnected socket");
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress localHost, int localPort) {
            throw new UnsupportedOperationException("OkHttp connects an unconnected socket");
        }

        @Override
        public Socket createSocket(InetAddress host, int port) {
            throw new UnsupportedOperationException("OkHttp connects an unconnected socket");
        }

        @Override
        public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
            throw new UnsupportedOperationException("OkHttp connects an unconnected socket");
        }
    }
}
