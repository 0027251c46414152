package io.chatapi.sdk.async;

import io.chatapi.sdk.core.WriteResult;
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

    /**
     * See {@link TriggersClient#list()}.
     *
     * @return a future that completes with the triggers, or fails with the exception {@code list()}
     *     throws
     */
    public CompletableFuture<List<Trigger>> list() {
        return queue.submit(triggers::list);
    }

    /**
     * See {@link TriggersClient#get(String)}.
     *
     * @param triggerId the trigger's id
     * @return a future that completes with the trigger, or fails with the exception {@code get}
     *     throws
     */
    public CompletableFuture<Trigger> get(String triggerId) {
        return queue.submit(() -> triggers.get(triggerId));
    }

    /**
     * See {@link TriggersClient#add(TriggerDefinition)}.
     *
     * @param trigger the trigger to add
     * @return a future that completes with the new record, with its id (read back from the list), or fails with the exception
     *     {@code add} throws
     */
    public CompletableFuture<Trigger> add(TriggerDefinition trigger) {
        return queue.submit(() -> triggers.add(trigger));
    }

    /**
     * See {@link TriggersClient#add(TriggerDefinition, String)}.
     *
     * @param trigger the trigger to add
     * @param id the value to send as {@code id}
     * @return a future that completes with the new record, with its id (read back from the list), or fails with the exception
     *     {@code add} throws
     */
    public CompletableFuture<Trigger> add(TriggerDefinition trigger, String id) {
        return queue.submit(() -> triggers.add(trigger, id));
    }

    /**
     * See {@link TriggersClient#edit(String, TriggerDefinition)}.
     *
     * @param triggerId the trigger's id
     * @param trigger the full new definition
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code edit} throws
     */
    public CompletableFuture<WriteResult> edit(String triggerId, TriggerDefinition trigger) {
        return queue.submit(() -> triggers.edit(triggerId, trigger));
    }

    /**
     * See {@link TriggersClient#setActive(String, boolean)}.
     *
     * @param triggerId the trigger's id
     * @param active {@code true} to activate, {@code false} to deactivate
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code setActive} throws
     */
    public CompletableFuture<WriteResult> setActive(String triggerId, boolean active) {
        return queue.submit(() -> triggers.setActive(triggerId, active));
    }

    /**
     * See {@link TriggersClient#delete(String)}.
     *
     * @param triggerId the trigger's id
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code delete} throws
     */
    public CompletableFuture<WriteResult> delete(String triggerId) {
        return queue.submit(() -> triggers.delete(triggerId));
    }
}
