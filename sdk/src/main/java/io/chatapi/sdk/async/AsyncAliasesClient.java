package io.chatapi.sdk.async;

import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasesClient;
import io.chatapi.sdk.core.WriteResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link AliasesClient}, queued: each method sends what the method of the same name and arguments
 * there sends, and its future completes with that method's value or fails with the exception it
 * would throw (bad input included).
 */
public final class AsyncAliasesClient {
    private final AliasesClient aliases;
    private final CallQueue queue;

    AsyncAliasesClient(AliasesClient aliases, CallQueue queue) {
        this.aliases = aliases;
        this.queue = queue;
    }

    /** @return the future of {@link AliasesClient#list()} */
    public CompletableFuture<List<Alias>> list() {
        return queue.submit(aliases::list);
    }

    /**
     * @param aliasId the alias's id
     * @return the future of {@link AliasesClient#get(String)}
     */
    public CompletableFuture<Alias> get(String aliasId) {
        return queue.submit(() -> aliases.get(aliasId));
    }

    /**
     * @param alias the alias to add
     * @return the future of {@link AliasesClient#add(AliasDefinition)}: the new alias, read back with
     *     its id
     */
    public CompletableFuture<Alias> add(AliasDefinition alias) {
        return queue.submit(() -> aliases.add(alias));
    }

    /**
     * @param aliasId the alias's id
     * @param alias the full new definition
     * @return the future of {@link AliasesClient#edit(String, AliasDefinition)}
     */
    public CompletableFuture<WriteResult> edit(String aliasId, AliasDefinition alias) {
        return queue.submit(() -> aliases.edit(aliasId, alias));
    }

    /**
     * @param aliasId the alias's id
     * @return the future of {@link AliasesClient#delete(String)}
     */
    public CompletableFuture<WriteResult> delete(String aliasId) {
        return queue.submit(() -> aliases.delete(aliasId));
    }
}
