package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The testkit server with its default seed on 127.0.0.1, one SDK client and one hand-written client
 * pointed at it, shared by every thread of a benchmark. Both clients have made one call of each kind
 * before measuring starts (authenticated, found their path forms, opened their connection).
 */
@State(Scope.Benchmark)
public class Loopback {
    ChatApiTestServer server;
    ChatApiClient sdk;
    HandClient hand;
    HandFields handFields;
    /** The ticket both clients read: the default seed's first one. */
    String ticketId;

    @Setup(Level.Trial)
    public void start() {
        server = ChatApiTestServer.start();
        sdk = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        hand = new HandClient(server.baseUrl(), server.apiKey());
        handFields = new HandFields(hand.mapper());
        ticketId = sdk.tickets().list().get(0).id();
        sdk.agents().list();
        sdk.tickets().get(ticketId);
        handFields.agents(hand.get("users/list"));
        handFields.conversation(hand.get("messages/showmessage/" + ticketId));
    }

    @TearDown(Level.Trial)
    public void stop() {
        sdk.close();
        hand.close();
        server.close();
    }
}
