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
 * Triggers, which open the chat window on a page after a delay and show a message. Obtain it from
 * {@link io.chatapi.sdk.ChatApiClient#triggers()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed; for writes check
 * {@code mayHaveBeenProcessed()}), {@link RequestRejectedException} (the server said no), {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException}.
 * Input is checked before anything is sent; a bad argument throws {@link IllegalArgumentException}
 * naming the parameter.
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
     * Lists all triggers: {@code GET triggers/list}.
     *
     * @return the triggers in the server's order (an array, or an object keyed by id, is accepted);
     *     empty when the server sends {@code []} or {@code {}}
     * @throws RequestRejectedException when the reply holds no {@code content} array or object
     */
    public List<Trigger> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.TRIGGERS_LIST).build());
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(content, Trigger.class);
    }

    /**
     * Reads one trigger: {@code GET triggers/gettrigger/:id} (or {@code triggers/:id}).
     *
     * @param triggerId the trigger's id
     * @return the trigger; its domain's {@code raw()} also holds {@code domainsusers}
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
     * Finds a trigger by name on a domain: one request, {@code GET triggers/list}. Names are compared
     * exactly (trimmed), as the spec says nothing of their letter case.
     *
     * @param name the trigger's name
     * @param domainId the uuid of its domain
     * @return the trigger, or empty when the domain has none of that name
     * @throws AmbiguousMatchException when the domain has several triggers of that name
     */
    public Optional<Trigger> find(String name, String domainId) {
        String wanted = Validate.notBlank("name", name).trim();
        String domain = ApiCall.requireId("domainId", domainId);
        return Matches.atMostOne(
                list(), t -> hasKey(t, wanted, domain), TriggersClient::idOf, "triggers.find", key(wanted, domain));
    }

    /**
     * Adds a trigger and returns it with its id: {@code POST triggers/addtrigger} (or {@code
     * triggers/addtriggers}) with {@code name}, {@code url}, {@code msg}, {@code time} and {@code
     * domainid}, then {@code GET triggers/list} to find it by name and domain, since the reply carries
     * no id. The server activates the new trigger. The spec also lists an {@code id} input without
     * saying what it is for; this method sends none (see {@link #add(TriggerDefinition, String)}).
     *
     * @param trigger the trigger to add
     * @return the new trigger, as listed
     * @throws CreatedRecordNotFoundException when the add was accepted but the list shows no trigger
     *     of that name on that domain
     * @throws AmbiguousMatchException when the list shows several (the add was carried out): names
     *     are not unique to the service, use {@link #findOrAdd} to keep them so
     * @throws TransportException when the reply was lost; the trigger may exist then, so use {@link
     *     #find} before adding again
     */
    public Trigger add(TriggerDefinition trigger) {
        send(ApiCall.to(Endpoints.TRIGGERS_ADD), trigger);
        return readBack(trigger);
    }

    /**
     * Adds a trigger like {@link #add(TriggerDefinition)} and also sends the spec's {@code id} input,
     * whose meaning the spec leaves unstated. Use it only if your server turns out to need it.
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
     * Returns the trigger of this name on this domain, adding it first if there is none. A trigger
     * found is returned as it is, not changed to match {@code trigger}. One request ({@code GET
     * triggers/list}) when it exists, three when it is added.
     *
     * @param trigger the trigger to find by name and domain, or add
     * @return the trigger found or added
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
                list(),
                t -> hasKey(t, name, trigger.domainId()),
                TriggersClient::idOf,
                "triggers.add",
                key(name, trigger.domainId()));
    }

    private static String key(String name, String domainId) {
        return "name=" + name + ", domainId=" + domainId;
    }

    /** The model's natural key: its name and its domain's id. */
    private static boolean hasKey(Trigger trigger, String name, String domainId) {
        return trigger.name().map(n -> n.trim().equals(name)).orElse(false)
                && trigger.domain().map(d -> domainId.equals(d.id())).orElse(false);
    }

    /** The model's id (a listed record always has one: the list leaves out entries without). */
    private static Optional<String> idOf(Trigger trigger) {
        return Optional.of(trigger.id());
    }

    /**
     * Replaces a trigger's definition: {@code POST triggers/edittriggers} with {@code triggerId} and
     * every field {@link #add(TriggerDefinition)} sends, as the spec lists them all as inputs and does
     * not say that any may be left out.
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
     * Activates or deactivates a trigger: {@code POST triggers/changetriggerstatus} with {@code id}
     * and {@code status} ({@code 1} activate, {@code 0} deactivate).
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
     * Deletes a trigger: {@code GET triggers/deletetrigger/:id} (or {@code
     * triggers/delatetrigger/:id}). A GET that changes state, so it is sent once, never retried.
     *
     * @param triggerId the trigger's id
     * @return the server's acknowledgement, such as {@code trigger deleted}
     */
    public WriteResult delete(String triggerId) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_DELETE)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build());
    }

    /** Sends {@code call} with the definition's fields. */
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
