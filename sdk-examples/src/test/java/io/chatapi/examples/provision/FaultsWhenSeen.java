package io.chatapi.examples.provision;

import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;

/**
 * Arms faults at a chosen step of a run: once the server has seen a request to an endpoint, while that request is
 * held back by a delay, so that the faults apply to what the client sends next (the read that would settle a write,
 * not the reads before it).
 */
public final class FaultsWhenSeen {
    private FaultsWhenSeen() {}

    /**
     * Runs {@code arm} 100 ms after the server first sees a request to {@code endpoint}: while that request is held
     * back by a delay, before whatever the client sends next.
     */
    public static void whenSeen(ChatApiTestServer server, Endpoint endpoint, Runnable arm) {
        whenSeen(server, endpoint, Duration.ofMillis(100), arm);
    }

    /**
     * Runs {@code act} on another thread {@code after} the server first sees a request to {@code endpoint} (it is
     * delayed meanwhile); gives up after 20 s.
     *
     * @return the thread, to join
     */
    public static Thread whenSeen(ChatApiTestServer server, Endpoint endpoint, Duration after, Runnable act) {
        long before = server.counters().requests(endpoint);
        Thread watcher = new Thread(() -> {
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            try {
                while (server.counters().requests(endpoint) == before) {
                    if (System.nanoTime() > deadline) {
                        return;
                    }
                    Thread.sleep(2);
                }
                Thread.sleep(after.toMillis());
                act.run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        watcher.setDaemon(true);
        watcher.start();
        return watcher;
    }

    /**
     * Loses the reply of the next create to {@code create} (processed, then the connection closed), and makes every
     * read of {@code list} after it fail with a gateway page: the engine's final read cannot settle the create, so
     * its outcome stays unknown.
     */
    public static void lostReplyAndNoReadAfter(ChatApiTestServer server, Endpoint create, Endpoint list) {
        server.faults()
                .onlyOn(create)
                .delay(Duration.ofMillis(400), 0)
                .next(Fault.DELAY, 1)
                .next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
        // The create stays in scope: its reply, still held back, is the one lost.
        whenSeen(server, create, () -> server.faults().onlyOn(create, list).badGateway(1.0));
    }
}
