package io.chatapi.sdk.async;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The asynchronous face of a {@link ChatApiClient}, from {@link ChatApiClient#async()}: any
 * synchronous call, queued with {@link #call} (or {@link #withRawReply}) and answered by a {@link
 * CompletableFuture}. One rule covers every method of every sub-client, so nothing synchronous lacks
 * an asynchronous form.
 */
public final class AsyncChatApiClient {
    private final ChatApiClient client;
    private final CallQueue queue;

    static {
        Wiring.registerAsync(AsyncChatApiClient.class, AsyncChatApiClient::new);
    }

    private AsyncChatApiClient(ChatApiClient client, Executor executor) {
        this.client = client;
        this.queue = new CallQueue(executor);
    }

    /**
     * Queues synchronous calls on this client as one unit and returns at once; the calls send exactly
     * the requests they send when made directly.
     *
     * <pre>{@code
     * CompletableFuture<Agent> ann = client.async().call(c -> c.agents().add(newAgent));
     * client.async().call(c -> c.agents().signInHistory(agentId).stream().toList()) // every page
     *     .thenAccept(signIns -> System.out.println(signIns.size() + " sign-ins"));
     * }</pre>
     *
     * <p>Units run one at a time in the order they were submitted (the token chain's order), on the
     * executor set with {@link ChatApiClientBuilder#asyncExecutor} (by default one daemon thread the
     * client owns); a unit's calls run in its own order, with no other unit's between them. Cancelling
     * the future before its unit starts means nothing of it is sent; cancelling it once the unit is
     * under way lets the unit finish (so the token chain stays intact) and only discards its result.
     *
     * <p>This method throws nothing on the caller's thread: every failure fails the future, with the
     * exception the calls throw when made directly (bad input included, as {@link
     * IllegalArgumentException} before anything is sent, and a {@code null} {@code calls} too). A
     * closed client, and an executor that refuses the unit, fail it with {@link
     * IllegalStateException}, nothing sent.
     *
     * @param <T> the type of the result
     * @param calls the calls to make on the synchronous client
     * @return a future that completes with their result, or fails with the exception they throw
     */
    public <T> CompletableFuture<T> call(Function<ChatApiClient, T> calls) {
        return queue.submit(() -> Validate.notNull("calls", calls).apply(client));
    }

    /**
     * The asynchronous {@link ChatApiClient#withRawReply}: queues the calls like {@link #call} and
     * completes with their value beside the last reply they received (envelope status, headers with
     * tokens masked, JSON).
     *
     * <pre>{@code
     * client.async().withRawReply(c -> c.agents().list())
     *     .thenAccept(reply -> System.out.println(reply.value().size() + " agents; " + reply.json()));
     * }</pre>
     *
     * @param <T> the type of the value the calls return
     * @param calls the calls to make on the synchronous client
     * @return a future that completes with the value and the raw reply, or fails like {@link #call}
     *     ({@link IllegalStateException} also when the calls made no call)
     */
    public <T> CompletableFuture<RawReply<T>> withRawReply(Function<ChatApiClient, T> calls) {
        return queue.submit(() -> client.withRawReply(Validate.notNull("calls", calls)));
    }
}
