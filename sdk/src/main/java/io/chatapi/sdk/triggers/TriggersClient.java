package io.chatapi.sdk.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Converge;
import io.chatapi.sdk.internal.Job;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;

/**
 * Triggers, which open the chat window on a page after a delay, from {@link io.chatapi.sdk.ChatApiClient#triggers()}.
 *
 * <p>Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException};
 * a bad argument throws {@link IllegalArgumentException} naming it, before anything is sent.
 */
public final class TriggersClient {
    private final Transport transport;
    private final TriggerKind kind = new TriggerKind(this);

    /**
     * Built by {@link io.chatapi.sdk.ChatApiClient}; get this client from it. Public only because the facade lives in
     * another package: its parameters are internal types, outside the module's exports.
     *
     * @param transport the client's transport
     */
    public TriggersClient(Transport transport) {
        this.transport = transport;
    }

    /**
     * {@return all triggers, in the server's order}: {@code GET triggers/list}.
     *
     * @throws RequestRejectedException when the reply holds no {@code content} array or object
     */
    public List<Trigger> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.TRIGGERS_LIST).build());
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(content, Trigger.class);
    }

    /**
     * {@return the trigger (its domain's raw() has {@code domainsusers})}: {@code GET triggers/gettrigger/:id}.
     *
     * @param triggerId the trigger's id
     * @throws RequestRejectedException when the reply holds no {@code trigger} object (unknown id)
     */
    public Trigger get(String triggerId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.TRIGGERS_GET)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build());
        JsonNode trigger = JsonCodec.container(reply.body().get("trigger"))
                .filter(node -> node.isObject() && !node.isEmpty())
                .orElseThrow(() -> reply.rejected("no trigger in the reply"));
        return JsonCodec.bind(JsonCodec.withId(trigger, "id", triggerId), Trigger.class);
    }

    /**
     * {@return the trigger of this name (exact, trimmed), or empty}: {@code GET triggers/list}. For a single shop, as
     * {@code aliases().find(name)}; where several shops have a trigger of that name this throws: use {@link
     * #find(String, String)}.
     *
     * @param name the trigger's name
     * @throws AmbiguousMatchException when several triggers have that name ({@code ids()} lists them)
     */
    public Optional<Trigger> find(String name) {
        String wanted = Validate.notBlank("name", name).trim();
        return transport.method(
                "triggers.find",
                () -> Matches.atMostOne(
                        list(),
                        t -> t.name().map(n -> n.trim().equals(wanted)).orElse(false),
                        Trigger::id,
                        "triggers.find",
                        "name=" + wanted));
    }

    /**
     * {@return the trigger of this name (exact, trimmed) on a domain, or empty}: {@code GET triggers/list}. A
     * trigger's identity is its {@link TriggerKey}: several shops may each have a trigger of the same name.
     *
     * @param name the trigger's name
     * @param domainId the uuid of its domain
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     */
    public Optional<Trigger> find(String name, String domainId) {
        TriggerKey key = new TriggerKey(Validate.notBlank("name", name), ApiCall.requireId("domainId", domainId));
        return transport.method(
                "triggers.find",
                () -> Matches.atMostOne(
                        list(),
                        t -> TriggerKey.of(t).equals(Optional.of(key)),
                        Trigger::id,
                        "triggers.find",
                        key.toString()));
    }

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
    public Trigger add(TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return transport.method("triggers.add", () -> Converge.add(kind, trigger, () -> kind.create(trigger)));
    }

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
    public Trigger add(TriggerDefinition trigger, String id) {
        Validate.notNull("trigger", trigger);
        String sentId = ApiCall.requireId("id", id);
        return transport.method(
                "triggers.add",
                () -> Converge.add(
                        kind,
                        trigger,
                        () -> send(ApiCall.to(Endpoints.TRIGGERS_ADD).param("id", sentId), trigger)));
    }

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
    public Trigger findOrAdd(TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return transport.method("triggers.findOrAdd", () -> Converge.one(
                        kind, "triggers.findOrAdd", trigger, Converge.Mode.FIND_OR_ADD, Job.of(transport))
                .record());
    }

    /**
     * Makes the trigger exist as defined; see {@link #ensure(List)}.
     *
     * @param trigger the trigger as it should be
     * @return the trigger as listed, and whether it was created, updated or left unchanged
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the trigger was confirmed as defined
     */
    public Ensured<Trigger> ensure(TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return transport.method(
                "triggers.ensure",
                () -> Converge.one(kind, "triggers.ensure", trigger, Converge.Mode.ENSURE, Job.of(transport)));
    }

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
    public List<Ensured<Trigger>> ensure(List<TriggerDefinition> triggers) {
        return transport.method(
                "triggers.ensure",
                () -> Converge.converge(kind, "triggers.ensure", triggers, Converge.Mode.ENSURE, Job.of(transport)));
    }

    void create(TriggerDefinition trigger) {
        send(ApiCall.to(Endpoints.TRIGGERS_ADD), trigger);
    }

    /**
     * Replaces a trigger's definition: {@code POST triggers/edittriggers} with {@code triggerId} and every
     * field {@link #add(TriggerDefinition)} sends, as the spec lists them all as inputs.
     *
     * @param triggerId the trigger's id
     * @param trigger the full new definition
     * @return the server's acknowledgement, such as {@code trigger updated}
     */
    public WriteResult edit(String triggerId, TriggerDefinition trigger) {
        return send(
                ApiCall.to(Endpoints.TRIGGERS_EDIT).param("triggerId", ApiCall.requireId("triggerId", triggerId)),
                trigger);
    }

    /**
     * Activates or deactivates a trigger: {@code POST triggers/changetriggerstatus}, {@code id}, {@code status}.
     *
     * @param triggerId the trigger's id
     * @param active {@code true} to activate, {@code false} to deactivate
     * @return the server's acknowledgement, such as {@code trigger status changed}
     */
    public WriteResult setActive(String triggerId, boolean active) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_CHANGE_STATUS)
                .param("id", ApiCall.requireId("triggerId", triggerId))
                .param("status", active ? "1" : "0")
                .build());
    }

    /**
     * Deletes a trigger: {@code GET triggers/deletetrigger/:id}, sent once (a GET that changes state).
     *
     * @param triggerId the trigger's id
     * @return the server's acknowledgement, such as {@code trigger deleted}
     */
    public WriteResult delete(String triggerId) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_DELETE)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build());
    }

    private WriteResult send(ApiCall.Builder call, TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return transport.write(call.param("name", trigger.name())
                .param("url", trigger.url())
                .param("msg", trigger.message())
                .param("time", Long.toString(trigger.displayDelay().getSeconds()))
                .param("domainid", ApiCall.requireId("domainId", trigger.domainId()))
                .build());
    }
}
