package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

/**
 * Why the chain's turn is taken around OkHttp's call and not inside {@link TokenInterceptor}: a network interceptor
 * runs once OkHttp holds a connection, so a caller waiting there for its turn would keep a connection (and a server
 * thread) idle for the whole wait, one per waiting caller. Taken before the call, the wait holds none, and the next
 * holder reuses the connection the last one gave back.
 */
class TurnBeforeConnectionTest {
    private static final String AGENTS = "{\"status\":1,\"maxUsersSub\":\"5\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    @Test
    void a_caller_waiting_for_the_chains_turn_holds_no_connection_and_then_reuses_the_one_given_back()
            throws Exception {
        wire.auth()
                .raw(new MockResponse.Builder()
                        .addHeader("x-user-token", wire.nextToken())
                        .body(AGENTS)
                        .headersDelay(600, TimeUnit.MILLISECONDS)
                        .build())
                .reply(AGENTS);

        try (Transport transport = WireTransport.to(server.url("/api/")).build()) {
            CompletableFuture<Reply> holder = CompletableFuture.supplyAsync(
                    () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()));
            wire.takeAuth();
            RecordedRequest first = wire.take(); // the holder's request is out; its reply is 600 ms away

            Thread waiter = new Thread(
                    () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()));
            waiter.start();
            awaitParked(waiter);

            assertThat(holder.isDone()).as("the turn is still held").isFalse();
            holder.get(10, TimeUnit.SECONDS);
            waiter.join(10_000);
            RecordedRequest second = wire.take();

            assertThat(second.getConnectionIndex())
                    .as("the waiter opened no connection of its own while it waited")
                    .isEqualTo(first.getConnectionIndex());
        }
    }

    @Test
    void the_same_wait_taken_inside_a_network_interceptor_would_hold_a_second_connection() throws Exception {
        // The design not taken, on plain OkHttp: the turn (here a lock) waited for inside a network interceptor.
        server.enqueue(new MockResponse.Builder()
                .body(AGENTS)
                .headersDelay(600, TimeUnit.MILLISECONDS)
                .build());
        server.enqueue(new MockResponse.Builder().body(AGENTS).build());
        ReentrantLock turn = new ReentrantLock();
        OkHttpClient http = new OkHttpClient.Builder()
                .addNetworkInterceptor(chain -> {
                    turn.lock();
                    try {
                        Response reply = chain.proceed(chain.request());
                        reply.body().source().request(TokenChain.PREFETCH_BYTES);
                        return reply;
                    } finally {
                        turn.unlock();
                    }
                })
                .build();
        Request request =
                new Request.Builder().url(server.url("/api/users/list")).build();

        CompletableFuture<String> holder = CompletableFuture.supplyAsync(() -> {
            try (Response reply = http.newCall(request).execute()) {
                return reply.body().string();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        RecordedRequest first = server.takeRequest();
        Thread waiter = new Thread(() -> {
            try (Response reply = http.newCall(request).execute()) {
                reply.body().string();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        waiter.start();
        awaitParked(waiter);
        holder.get(10, TimeUnit.SECONDS);
        waiter.join(10_000);
        RecordedRequest second = server.takeRequest();

        assertThat(second.getConnectionIndex())
                .as("the waiter had opened a connection of its own before it waited")
                .isNotEqualTo(first.getConnectionIndex());
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }

    /** Waits until the thread is parked on a lock's condition: waiting for the chain's turn. */
    private static void awaitParked(Thread thread) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!(LockSupport.getBlocker(thread) instanceof Condition)
                && !(LockSupport.getBlocker(thread) instanceof AbstractQueuedSynchronizer)) {
            if (System.nanoTime() > until) {
                throw new AssertionError("the second caller never waited for the turn: " + thread.getState());
            }
            Thread.sleep(5);
        }
    }
}
