package io.chatapi.sdk.async;

import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.WriteResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link AliasesClient} with every call returning a {@link CompletableFuture}. Each method sends
 * what its synchronous twin sends; the future completes with its value or fails with the exception
 * it would throw.
 */
public final class AsyncAliasesClient {
    private final AliasesClient aliases;
    private final CallQueue queue;

    AsyncAliasesClient(AliasesClient aliases, CallQueue queue) {
        this.aliases = aliases;
        this.queue = queue;
    }

    /**
     * See {@link AliasesClient#list()}.
     *
     * @return a future that completes with the aliases, or fails with the exception {@code list()}
     *     throws
     */
    public CompletableFuture<List<Alias>> list() {
        return queue.submit(aliases::list);
    }

    /**
     * See {@link AliasesClient#get(String)}.
     *
     * @param aliasId the alias's id
     * @return a future that completes with the alias, or fails with the exception {@code get} throws
     */
    public CompletableFuture<Alias> get(String aliasId) {
        return queue.submit(() -> aliases.get(aliasId));
    }

    /**
     * See {@link AliasesClient#add(AliasDefinition)}.
     *
     * @param alias the alias to add
     * @return a future that completes with the new record, with its id (read back from the list), or fails with the exception
     *     {@code add} throws
     */
    public CompletableFuture<Alias> add(AliasDefinition alias) {
        return queue.submit(() -> aliases.add(alias));
    }

    /**
     * See {@link AliasesClient#edit(String, AliasDefinition)}.
     *
     * @param aliasId the alias's id
     * @param alias the full new definition
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code edit} throws
     */
    public CompletableFuture<WriteResult> edit(String aliasId, AliasDefinition alias) {
        return queue.submit(() -> aliases.edit(aliasId, alias));
    }

    /**
     * See {@link AliasesClient#delete(String)}.
     *
     * @param aliasId the alias's id
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code delete} throws
     */
    public CompletableFuture<WriteResult> delete(String aliasId) {
        return queue.submit(() -> aliases.delete(aliasId));
    }
}
