package io.chatapi.sdk.async;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.RawReply;
import io.chatapi.sdk.internal.Wiring;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The asynchronous face of a {@link ChatApiClient}, from {@link ChatApiClient#async()}: the same
 * sub-clients, each call returning a {@link CompletableFuture}.
 *
 * <p>Calls run one at a time in the order they were submitted (the token chain's order), on the
 * executor chosen on the builder. Cancelling a future before its call starts means the call is
 * never sent; cancelling one already under way lets it finish, so the token chain stays intact.
 */
public final class AsyncChatApiClient {
    private final ChatApiClient client;
    private final CallQueue queue;
    private final AsyncAgentsClient agents;
    private final AsyncDomainsClient domains;
    private final AsyncTriggersClient triggers;
    private final AsyncAliasesClient aliases;
    private final AsyncTicketsClient tickets;

    static {
        Wiring.registerAsync(AsyncChatApiClient.class, AsyncChatApiClient::new);
    }

    private AsyncChatApiClient(ChatApiClient client, Executor executor) {
        this.client = client;
        this.queue = new CallQueue(executor);
        this.agents = new AsyncAgentsClient(client.agents(), queue);
        this.domains = new AsyncDomainsClient(client.domains(), queue);
        this.triggers = new AsyncTriggersClient(client.triggers(), queue);
        this.aliases = new AsyncAliasesClient(client.aliases(), queue);
        this.tickets = new AsyncTicketsClient(client.tickets(), queue);
    }

    /** @return {@link ChatApiClient#agents()}, queued */
    public AsyncAgentsClient agents() {
        return agents;
    }

    /** @return {@link ChatApiClient#domains()}, queued */
    public AsyncDomainsClient domains() {
        return domains;
    }

    /** @return {@link ChatApiClient#triggers()}, queued */
    public AsyncTriggersClient triggers() {
        return triggers;
    }

    /** @return {@link ChatApiClient#aliases()}, queued */
    public AsyncAliasesClient aliases() {
        return aliases;
    }

    /** @return {@link ChatApiClient#tickets()}, queued */
    public AsyncTicketsClient tickets() {
        return tickets;
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
     * @return a future that completes with the value and the raw reply, or fails with the exception the
     *     calls throw ({@link IllegalStateException} when they made no call)
     */
    public <T> CompletableFuture<RawReply<T>> withRawReply(Function<ChatApiClient, T> calls) {
        return queue.submit(() -> client.withRawReply(calls));
    }

    /**
     * Queues any sequence of synchronous calls as one unit, for what the typed mirrors do not cover
     * (paging through a whole history, a read followed by a write).
     *
     * @param <T> the type of the result
     * @param calls the calls to make on the synchronous client
     * @return a future that completes with their result, or fails with the exception they throw
     */
    public <T> CompletableFuture<T> call(Function<ChatApiClient, T> calls) {
        return queue.submit(() -> calls.apply(client));
    }
}
