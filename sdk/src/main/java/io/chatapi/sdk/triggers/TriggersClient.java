package io.chatapi.sdk.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;

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

    /** @param transport the client's transport */
    public TriggersClient(Transport transport) {
        this.transport = transport;
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
     * @throws IllegalArgumentException when {@code triggerId} is blank or not a usable id
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
     * Adds a trigger: {@code POST triggers/addtrigger} (or {@code triggers/addtriggers}) with {@code
     * name}, {@code url}, {@code msg}, {@code time} and {@code domainid}. The server activates the new
     * trigger. The spec also lists an {@code id} input without saying what it is for or whether it is
     * needed; this method sends none (see {@link #add(TriggerDefinition, String)}). The reply carries
     * no id; find the new trigger in {@link #list()}.
     *
     * @param trigger the trigger to add
     * @return the server's acknowledgement, such as {@code trigger added}
     * @throws IllegalArgumentException when {@code trigger.domainId()} is not a usable id
     * @throws TransportException when the reply was lost; the trigger may exist then, so list before
     *     adding again
     */
    public WriteResult add(TriggerDefinition trigger) {
        return transport.write(
                definition(ApiCall.to(Endpoints.TRIGGERS_ADD), trigger).build());
    }

    /**
     * Adds a trigger like {@link #add(TriggerDefinition)} and also sends the spec's {@code id} input,
     * whose meaning the spec leaves unstated. Use it only if your server turns out to need it.
     *
     * @param trigger the trigger to add
     * @param id the value to send as {@code id}
     * @return the server's acknowledgement
     * @throws IllegalArgumentException when {@code id} or {@code trigger.domainId()} is not a usable id
     */
    public WriteResult add(TriggerDefinition trigger, String id) {
        ApiCall.Builder call = ApiCall.to(Endpoints.TRIGGERS_ADD).param("id", ApiCall.requireId("id", id));
        return transport.write(definition(call, trigger).build());
    }

    /**
     * Replaces a trigger's definition: {@code POST triggers/edittriggers} with {@code triggerId},
     * {@code name}, {@code url}, {@code msg}, {@code time} and {@code domainid}. Every field is sent:
     * the spec lists them all as inputs and does not say that any may be left out.
     *
     * @param triggerId the trigger's id
     * @param trigger the full new definition
     * @return the server's acknowledgement, such as {@code trigger updated}
     * @throws IllegalArgumentException when {@code triggerId} or {@code trigger.domainId()} is not a
     *     usable id
     */
    public WriteResult edit(String triggerId, TriggerDefinition trigger) {
        ApiCall.Builder call =
                ApiCall.to(Endpoints.TRIGGERS_EDIT).param("triggerId", ApiCall.requireId("triggerId", triggerId));
        return transport.write(definition(call, trigger).build());
    }

    /**
     * Activates or deactivates a trigger: {@code POST triggers/changetriggerstatus} with {@code id}
     * and {@code status} ({@code 1} activate, {@code 0} deactivate).
     *
     * @param triggerId the trigger's id
     * @param active {@code true} to activate, {@code false} to deactivate
     * @return the server's acknowledgement, such as {@code trigger status changed}
     * @throws IllegalArgumentException when {@code triggerId} is blank or not a usable id
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
     * @throws IllegalArgumentException when {@code triggerId} is blank or not a usable id
     */
    public WriteResult delete(String triggerId) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_DELETE)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build());
    }

    private static ApiCall.Builder definition(ApiCall.Builder call, TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return call.param("name", trigger.name())
                .param("url", trigger.url())
                .param("msg", trigger.message())
                .param("time", trigger.delaySeconds())
                .param("domainid", ApiCall.requireId("domainId", trigger.domainId()));
    }
}
