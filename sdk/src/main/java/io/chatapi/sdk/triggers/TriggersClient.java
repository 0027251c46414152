package io.chatapi.sdk.triggers;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import java.util.List;
import java.util.Optional;

/**
 * Triggers, which open the chat window on a page after a delay, from {@link io.chatapi.sdk.ChatApiClient#triggers()}.
 *
 * <p>A trigger's identity is its {@link TriggerKey}: its name on its domain. The verbs are those of every resource:
 * {@code list}, {@code get}, {@code find}, {@code add}, {@code findOrAdd}, {@code ensure}, {@code edit}, {@code
 * delete}; besides them, {@link #setActive}. Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link io.chatapi.sdk.errors.UndecodableReplyException}
 * or {@link io.chatapi.sdk.errors.AuthenticationException}; a bad argument throws {@link IllegalArgumentException}
 * naming it, before anything is sent. The SDK implements this interface; implement it only as a test double.
 */
public interface TriggersClient {
    /**
     * {@return all triggers, in the server's order}: {@code GET triggers/list}.
     *
     * @throws RequestRejectedException when the reply holds no {@code content} array or object
     */
    List<Trigger> list();

    /**
     * {@return the trigger (its domain's raw() has {@code domainsusers})}: {@code GET triggers/gettrigger/:id}.
     *
     * @param triggerId the trigger's id
     * @throws RequestRejectedException when the reply holds no {@code trigger} object (unknown id)
     */
    Trigger get(String triggerId);

    /**
     * {@return the trigger of this name (exact, trimmed), or empty}: {@code GET triggers/list}. For a single shop, as
     * {@code aliases().find(name)}; where several shops have a trigger of that name this throws: use {@link
     * #find(String, String)}.
     *
     * @param name the trigger's name
     * @throws AmbiguousMatchException when several triggers have that name ({@code ids()} lists them)
     */
    Optional<Trigger> find(String name);

    /**
     * {@return the trigger of this name (exact, trimmed) on a domain, or empty}: {@code GET triggers/list}. A
     * trigger's identity is its {@link TriggerKey}: several shops may each have a trigger of the same name.
     *
     * @param name the trigger's name
     * @param domainId the uuid of its domain
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     */
    Optional<Trigger> find(String name, String domainId);

    /**
     * Adds an active trigger unless its domain has one of that name: {@code GET triggers/list}, then {@code POST
     * triggers/addtrigger} with {@code name}, {@code url}, {@code msg}, {@code time} and {@code domainid}, then
     * {@code GET triggers/list} again, as the reply has no id: 3 requests. The first read is the only guard against a
     * duplicate the service would accept (it has no idempotency key). The spec's {@code id} input, of unstated use,
     * is not sent (see {@link #add(TriggerDefinition, String)}).
     *
     * @param trigger the trigger to add
     * @return the new trigger, as listed
     * @throws AlreadyExistsException when its domain has a trigger of that name ({@link #ensure(TriggerDefinition)}
     *     changes its fields); nothing was sent then
     * @throws CreatedRecordNotFoundException when the add was accepted but no such trigger is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when, read back, several are listed (another client added one meanwhile)
     * @throws TransportException when the reply was lost: use {@link #find} before adding again
     */
    Trigger add(TriggerDefinition trigger);

    /**
     * Adds a trigger like {@link #add(TriggerDefinition)} (3 requests), also sending the spec's {@code id}, of
     * unstated use.
     *
     * @param trigger the trigger to add
     * @param id the value to send as {@code id}
     * @return the new trigger, as listed
     * @throws AlreadyExistsException see {@link #add(TriggerDefinition)}
     * @throws CreatedRecordNotFoundException see {@link #add(TriggerDefinition)}
     * @throws AmbiguousMatchException see {@link #add(TriggerDefinition)}
     */
    Trigger add(TriggerDefinition trigger, String id);

    /**
     * {@return the trigger of this name on this domain, unchanged, or added if there is none}: {@code GET
     * triggers/list}, and when adding, {@code POST triggers/addtrigger} and the list again. Fields that differ are
     * kept as they are: {@link #ensure(TriggerDefinition)} changes them.
     *
     * @param trigger the trigger to find by name and domain, or add
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     * @throws CreatedRecordNotFoundException see {@link #add(TriggerDefinition)}
     * @throws JobIncompleteException when the job budget ran out before the trigger was found or added
     */
    Trigger findOrAdd(TriggerDefinition trigger);

    /**
     * {@return one trigger per entry, in order: found unchanged (same name on the same domain), or added}: {@code GET
     * triggers/list}, {@code POST triggers/addtrigger} per missing trigger, then {@code GET triggers/list} again if
     * any was added. Fields that differ are kept as they are: {@link #ensure(List)} changes them.
     *
     * @param triggers the triggers to find or add; no two of the same name on one domain
     * @throws IllegalArgumentException when {@code triggers} is null, holds null, or repeats a name on a domain
     * @throws AmbiguousMatchException when a domain has several triggers of an entry's name; nothing was sent then
     * @throws JobIncompleteException when some trigger is not found or added at the end (see {@link #ensure(List)})
     */
    List<Trigger> findOrAdd(List<TriggerDefinition> triggers);

    /**
     * Makes the trigger exist as defined; see {@link #ensure(List)}.
     *
     * @param trigger the trigger as it should be
     * @return the trigger as listed, and whether it was created, updated or left unchanged
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the trigger was confirmed as defined
     */
    Ensured<Trigger> ensure(TriggerDefinition trigger);

    /**
     * Makes each trigger exist as defined, for any number of shops at once: {@code GET triggers/list}; then {@code
     * POST triggers/addtrigger} per trigger missing (matched by its {@link TriggerKey}: the name on the domain) and
     * {@code POST triggers/edittriggers} per trigger whose url, message or delay differs; then, if anything was
     * written, {@code GET triggers/list} again. Triggers as defined are left untouched: a run that changes nothing
     * costs one read. Whether a trigger is active is not part of its definition: ensure leaves it as it is (a new
     * trigger starts active), see {@link #setActive}.
     *
     * <p>It converges through failures, within the client's {@code jobBudget}: a write whose reply is lost, a gateway
     * page or a refused token is resolved by the next list read (present and as wanted is done, absent is sent again),
     * and reads are retried. A record that fails for a reason of its own does not stop the others.
     *
     * @param triggers the triggers as they should be; no two of the same name on one domain
     * @return one result per entry, in order: the trigger as listed, and whether it was created, updated or unchanged
     * @throws IllegalArgumentException when {@code triggers} is null, holds null, or repeats a name on a domain
     * @throws AmbiguousMatchException when a domain has several triggers of an entry's name; nothing was sent then
     * @throws JobIncompleteException when some trigger is not as defined at the end (the budget ran out, the server
     *     refused it, another writer gave it other content, or a failure stopped the rest): {@code outcomes()} tells
     *     each one's
     */
    List<Ensured<Trigger>> ensure(List<TriggerDefinition> triggers);

    /**
     * Replaces a trigger's definition: {@code POST triggers/edittriggers} with {@code triggerId} and every
     * field {@link #add(TriggerDefinition)} sends, as the spec lists them all as inputs.
     *
     * @param triggerId the trigger's id
     * @param trigger the full new definition
     * @return the server's acknowledgement, such as {@code trigger updated}
     */
    WriteResult edit(String triggerId, TriggerDefinition trigger);

    /**
     * Activates or deactivates a trigger: {@code POST triggers/changetriggerstatus}, {@code id}, {@code status}.
     *
     * @param triggerId the trigger's id
     * @param active {@code true} to activate, {@code false} to deactivate
     * @return the server's acknowledgement, such as {@code trigger status changed}
     */
    WriteResult setActive(String triggerId, boolean active);

    /**
     * Deletes a trigger: {@code GET triggers/deletetrigger/:id}, sent once (a GET that changes state).
     *
     * @param triggerId the trigger's id
     * @return the server's acknowledgement, such as {@code trigger deleted}
     */
    WriteResult delete(String triggerId);
}
