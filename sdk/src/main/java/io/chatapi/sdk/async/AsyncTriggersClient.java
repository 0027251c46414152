package io.chatapi.sdk.async;

import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggersClient;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link TriggersClient}, queued: each method sends what the method of the same name and arguments
 * there sends, and its future completes with that method's value or fails with the exception it
 * would throw (bad input included).
 */
public final class AsyncTriggersClient {
    private final TriggersClient triggers;
    private final CallQueue queue;

    AsyncTriggersClient(TriggersClient triggers, CallQueue queue) {
        this.triggers = triggers;
        this.queue = queue;
    }

    /** @return the future of {@link TriggersClient#list()} */
    public CompletableFuture<List<Trigger>> list() {
        return queue.submit(triggers::list);
    }

    /**
     * @param triggerId the trigger's id
     * @return the future of {@link TriggersClient#get(String)}
     */
    public CompletableFuture<Trigger> get(String triggerId) {
        return queue.submit(() -> triggers.get(triggerId));
    }

    /**
     * @param trigger the trigger to add
     * @return the future of {@link TriggersClient#add(TriggerDefinition)}: the new trigger, read back
     *     with its id
     */
    public CompletableFuture<Trigger> add(TriggerDefinition trigger) {
        return queue.submit(() -> triggers.add(trigger));
    }

    /**
     * @param trigger the trigger to add
     * @param id the value to send as {@code id}
     * @return the future of {@link TriggersClient#add(TriggerDefinition, String)}: the new trigger,
     *     read back with its id
     */
    public CompletableFuture<Trigger> add(TriggerDefinition trigger, String id) {
        return queue.submit(() -> triggers.add(trigger, id));
    }

    /**
     * @param triggerId the trigger's id
     * @param trigger the full new definition
     * @return the future of {@link TriggersClient#edit(String, TriggerDefinition)}
     */
    public CompletableFuture<WriteResult> edit(String triggerId, TriggerDefinition trigger) {
        return queue.submit(() -> triggers.edit(triggerId, trigger));
    }

    /**
     * @param triggerId the trigger's id
     * @param active {@code true} to activate, {@code false} to deactivate
     * @return the future of {@link TriggersClient#setActive(String, boolean)}
     */
    public CompletableFuture<WriteResult> setActive(String triggerId, boolean active) {
        return queue.submit(() -> triggers.setActive(triggerId, active));
    }

    /**
     * @param triggerId the trigger's id
     * @return the future of {@link TriggersClient#delete(String)}
     */
    public CompletableFuture<WriteResult> delete(String triggerId) {
        return queue.submit(() -> triggers.delete(triggerId));
    }
}
