package io.chatapi.sdk;

import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.internal.Validate;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The asynchronous face of a {@link ChatApiClient}, from {@link ChatApiClient#async()}: any synchronous
 * call, run as a unit with {@link #call} (or {@link #withRawReply}) and answered by a {@link
 * CompletableFuture}.
 */
public final class AsyncChatApiClient {
    private final ChatApiClient client;
    private final AsyncUnits units;

    /**
     * Runs units of {@code client}'s calls on {@code executor}; {@link ChatApiClient#async()} builds one on the
     * client's own executor, which is the usual way to get it.
     *
     * @param client the client whose calls the units make
     * @param executor where the units run
     * @throws IllegalArgumentException when either is null
     */
    public AsyncChatApiClient(ChatApiClient client, Executor executor) {
        this.client = Validate.notNull("client", client);
        this.units = new AsyncUnits(Validate.notNull("executor", executor));
    }

    /**
     * Runs synchronous calls on this client as one unit on the {@link ChatApiClientBuilder#asyncExecutor}, sending what
     * they send when made directly, e.g. {@code client.async().call(c -> c.agents().add(newAgent))}.
     *
     * <p>Units run in parallel, each on an executor thread, as far as the client's token chains allow ({@link
     * ChatApiClientBuilder#maxChains}; with one chain their requests take turns). Independent units are not ordered:
     * to make one call after another, make both in one unit or compose the futures ({@code thenCompose}). The default
     * executor (a pool of {@code maxChains} daemon threads the client owns) starts the units one thread submits in
     * that order.
     *
     * <p>Waiting on another unit's future from inside a unit ({@code join}, {@code get}) never deadlocks: a unit that
     * has not started yet is run by the waiting thread itself. Cancelling before a unit starts sends nothing of it;
     * after, the unit finishes (so the token chain stays intact), its result dropped.
     *
     * <p>Nothing is thrown on the caller's thread: the future fails with what the calls throw directly ({@code null}
     * {@code calls} included), or with {@link IllegalStateException} when the client is closed or the executor refuses
     * the unit, nothing sent.
     *
     * @param <T> the type of the result
     * @param calls the calls to make on the synchronous client
     * @return a future that completes with their result, or fails with the exception they throw
     */
    public <T> CompletableFuture<T> call(Function<ChatApiClient, T> calls) {
        return units.submit(() -> Validate.notNull("calls", calls).apply(client));
    }

    /**
     * The asynchronous {@link ChatApiClient#withRawReply}: runs the calls like {@link #call} and
     * completes with their value beside the last reply they received.
     *
     * @param <T> the type of the value the calls return
     * @param calls the calls to make on the synchronous client
     * @return a future that completes with the value and the raw reply, or fails like {@link #call}
     *     ({@link IllegalStateException} also when the calls made no call)
     */
    public <T> CompletableFuture<RawReply<T>> withRawReply(Function<ChatApiClient, T> calls) {
        return units.submit(() -> client.withRawReply(Validate.notNull("calls", calls)));
    }
}
