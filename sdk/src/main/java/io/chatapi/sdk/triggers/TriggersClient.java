package io.chatapi.sdk.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
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

    static {
        Wiring.register(TriggersClient.class, TriggersClient::new);
    }

    private TriggersClient(Wiring.Parts parts) {
        this.transport = parts.transport();
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
     * {@return the trigger of this name (exact, trimmed) on a domain, or empty}: {@code GET triggers/list}.
     *
     * @param name the trigger's name
     * @param domainId the uuid of its domain
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     */
    public Optional<Trigger> find(String name, String domainId) {
        String wanted = Validate.notBlank("name", name).trim();
        String domain = ApiCall.requireId("domainId", domainId);
        return Matches.atMostOne(
                list(), t -> hasKey(t, wanted, domain), TriggersClient::idOf, "triggers.find", key(wanted, domain));
    }

    /**
     * Adds an active trigger: {@code POST triggers/addtrigger} with {@code name}, {@code url}, {@code
     * msg}, {@code time} and {@code domainid}, then {@code GET triggers/list}, as the reply has no id. The
     * spec's {@code id} input, of unstated use, is not sent (see {@link #add(TriggerDefinition, String)}).
     *
     * @param trigger the trigger to add
     * @return the new trigger, as listed
     * @throws CreatedRecordNotFoundException when the add was accepted but no such trigger is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several are listed (the add was done); {@link #findOrAdd} avoids it
     * @throws TransportException when the reply was lost: use {@link #find} before adding again
     */
    public Trigger add(TriggerDefinition trigger) {
        send(ApiCall.to(Endpoints.TRIGGERS_ADD), trigger);
        return readBack(trigger);
    }

    /**
     * Adds a trigger like {@link #add(TriggerDefinition)}, also sending the spec's {@code id}, of unstated use.
     *
     * @param trigger the trigger to add
     * @param id the value to send as {@code id}
     * @return the new trigger, as listed
     * @throws CreatedRecordNotFoundException see {@link #add(TriggerDefinition)}
     * @throws AmbiguousMatchException see {@link #add(TriggerDefinition)}
     */
    public Trigger add(TriggerDefinition trigger, String id) {
        send(ApiCall.to(Endpoints.TRIGGERS_ADD).param("id", ApiCall.requireId("id", id)), trigger);
        return readBack(trigger);
    }

    /**
     * {@return the trigger of this name on this domain, unchanged, or added if there is none}: {@code GET
     * triggers/list}, and when adding, {@code POST triggers/addtrigger} and the list again.
     *
     * @param trigger the trigger to find by name and domain, or add
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     * @throws CreatedRecordNotFoundException see {@link #add(TriggerDefinition)}
     */
    public Trigger findOrAdd(TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return Matches.findOrCreate(
                        "triggers.findOrAdd",
                        List.of(trigger),
                        this::list,
                        (t, d) -> hasKey(t, d.name().trim(), d.domainId()),
                        TriggersClient::idOf,
                        d -> send(ApiCall.to(Endpoints.TRIGGERS_ADD), d),
                        d -> key(d.name().trim(), d.domainId()))
                .get(0);
    }

    private Trigger readBack(TriggerDefinition trigger) {
        String name = trigger.name().trim();
        return Matches.created(
                this::list,
                t -> hasKey(t, name, trigger.domainId()),
                TriggersClient::idOf,
                "triggers.add",
                key(name, trigger.domainId()));
    }

    private static String key(String name, String domainId) {
        return "name=" + name + ", domainId=" + domainId;
    }

    private static boolean hasKey(Trigger trigger, String name, String domainId) {
        return trigger.name().map(n -> n.trim().equals(name)).orElse(false)
                && trigger.domain().map(d -> domainId.equals(d.id())).orElse(false);
    }

    /** Always present: the list leaves out triggers without an id. */
    private static Optional<String> idOf(Trigger trigger) {
        return Optional.of(trigger.id());
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
