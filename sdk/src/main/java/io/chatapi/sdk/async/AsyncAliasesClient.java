package io.chatapi.sdk.async;

import io.chatapi.sdk.WriteResult;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasesClient;
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

  /** See {@link AliasesClient#list()}. */
  public CompletableFuture<List<Alias>> list() {
    return queue.submit(aliases::list);
  }

  /** See {@link AliasesClient#get(String)}. */
  public CompletableFuture<Alias> get(String aliasId) {
    return queue.submit(() -> aliases.get(aliasId));
  }

  /** See {@link AliasesClient#add(AliasDefinition)}. */
  public CompletableFuture<WriteResult> add(AliasDefinition alias) {
    return queue.submit(() -> aliases.add(alias));
  }

  /** See {@link AliasesClient#edit(String, AliasDefinition)}. */
  public CompletableFuture<WriteResult> edit(String aliasId, AliasDefinition alias) {
    return queue.submit(() -> aliases.edit(aliasId, alias));
  }

  /** See {@link AliasesClient#delete(String)}. */
  public CompletableFuture<WriteResult> delete(String aliasId) {
    return queue.submit(() -> aliases.delete(aliasId));
  }
}
