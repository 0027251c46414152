package io.chatapi.sdk.async;

import io.chatapi.sdk.WriteResult;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggersClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link TriggersClient} with every call returning a {@link CompletableFuture}. Each method sends
 * what its synchronous twin sends; the future completes with its value or fails with the exception
 * it would throw.
 */
public final class AsyncTriggersClient {
  private final TriggersClient triggers;
  private final CallQueue queue;

  AsyncTriggersClient(TriggersClient triggers, CallQueue queue) {
    this.triggers = triggers;
    this.queue = queue;
  }

  /** See {@link TriggersClient#list()}. */
  public CompletableFuture<List<Trigger>> list() {
    return queue.submit(triggers::list);
  }

  /** See {@link TriggersClient#get(String)}. */
  public CompletableFuture<Trigger> get(String triggerId) {
    return queue.submit(() -> triggers.get(triggerId));
  }

  /** See {@link TriggersClient#add(TriggerDefinition)}. */
  public CompletableFuture<WriteResult> add(TriggerDefinition trigger) {
    return queue.submit(() -> triggers.add(trigger));
  }

  /** See {@link TriggersClient#add(TriggerDefinition, String)}. */
  public CompletableFuture<WriteResult> add(TriggerDefinition trigger, String id) {
    return queue.submit(() -> triggers.add(trigger, id));
  }

  /** See {@link TriggersClient#edit(String, TriggerDefinition)}. */
  public CompletableFuture<WriteResult> edit(String triggerId, TriggerDefinition trigger) {
    return queue.submit(() -> triggers.edit(triggerId, trigger));
  }

  /** See {@link TriggersClient#setActive(String, boolean)}. */
  public CompletableFuture<WriteResult> setActive(String triggerId, boolean active) {
    return queue.submit(() -> triggers.setActive(triggerId, active));
  }

  /** See {@link TriggersClient#delete(String)}. */
  public CompletableFuture<WriteResult> delete(String triggerId) {
    return queue.submit(() -> triggers.delete(triggerId));
  }
}
