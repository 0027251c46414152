package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Converge;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.sdk.triggers.TriggerKey;
import io.chatapi.sdk.triggers.TriggersClient;
import java.util.List;
import java.util.Optional;

/** The triggers client, and the kind of record triggers are: by {@link TriggerKey}, the name on the domain. */
public final class Triggers extends RecordVerbs<TriggerDefinition, Trigger> implements TriggersClient {
    /**
     * The triggers of the client whose transport this is.
     *
     * @param transport the client's transport
     */
    public Triggers(Transport transport) {
        super(transport, "trigger");
    }

    @Override
    public List<Trigger> list() {
        Reply reply = transport.send(ApiCall.to(Endpoints.TRIGGERS_LIST).build());
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(content, Trigger.class);
    }

    @Override
    public Trigger get(String triggerId) {
        Reply reply = transport.send(ApiCall.to(Endpoints.TRIGGERS_GET)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build());
        JsonNode trigger = JsonCodec.container(reply.body().get("trigger"))
                .filter(node -> node.isObject() && !node.isEmpty())
                .orElseThrow(() -> reply.rejected("no trigger in the reply"));
        return JsonCodec.bind(JsonCodec.withId(trigger, "id", triggerId), Trigger.class);
    }

    @Override
    public Optional<Trigger> find(String name) {
        String wanted = Validate.notBlank("name", name).trim();
        return findOne(t -> t.name().map(n -> n.trim().equals(wanted)).orElse(false), "name=" + wanted);
    }

    @Override
    public Optional<Trigger> find(String name, String domainId) {
        TriggerKey key = new TriggerKey(Validate.notBlank("name", name), ApiCall.requireId("domainId", domainId));
        return findOne(t -> TriggerKey.of(t).equals(Optional.of(key)), key.toString());
    }

    @Override
    public Trigger add(TriggerDefinition trigger, String id) {
        Validate.notNull("trigger", trigger);
        String sentId = ApiCall.requireId("id", id);
        return transport.method(
                "triggers.add",
                () -> Converge.add(
                        this,
                        trigger,
                        () -> send(ApiCall.to(Endpoints.TRIGGERS_ADD).param("id", sentId), trigger)));
    }

    @Override
    public WriteResult edit(String triggerId, TriggerDefinition trigger) {
        return send(
                ApiCall.to(Endpoints.TRIGGERS_EDIT).param("triggerId", ApiCall.requireId("triggerId", triggerId)),
                trigger);
    }

    @Override
    public WriteResult setActive(String triggerId, boolean active) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_CHANGE_STATUS)
                .param("id", ApiCall.requireId("triggerId", triggerId))
                .param("status", active ? "1" : "0")
                .build());
    }

    @Override
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

    // Its kind of record, for the verbs of RecordVerbs.

    @Override
    public String area() {
        return "triggers";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.TRIGGERS_ADD.path(PathForm.SAMPLE);
    }

    @Override
    public String id(Trigger trigger) {
        return trigger.id();
    }

    @Override
    public String describe(TriggerDefinition definition) {
        return TriggerKey.of(definition).toString();
    }

    @Override
    public void checkSendable(TriggerDefinition definition) {
        ApiCall.requireId("domainId", definition.domainId());
    }

    @Override
    public boolean clash(TriggerDefinition a, TriggerDefinition b) {
        return TriggerKey.of(a).equals(TriggerKey.of(b));
    }

    @Override
    public boolean names(Trigger trigger, TriggerDefinition definition) {
        return TriggerKey.of(trigger).equals(Optional.of(TriggerKey.of(definition)));
    }

    @Override
    public String taken(TriggerDefinition definition, List<String> ids) {
        return "trigger " + TriggerKey.of(definition) + " exists already as " + ids
                + "; nothing was sent: ensure() changes its fields";
    }

    /** The fields a definition sets beside its identity; the active flag is not one of them. */
    @Override
    public boolean differs(Trigger trigger, TriggerDefinition definition) {
        return !trigger.url().equals(Optional.of(definition.url()))
                || !trigger.message().equals(Optional.of(definition.message()))
                || !trigger.displayDelay().equals(Optional.of(definition.displayDelay()));
    }

    @Override
    public void create(TriggerDefinition definition) {
        send(ApiCall.to(Endpoints.TRIGGERS_ADD), definition);
    }

    @Override
    public void update(Trigger trigger, TriggerDefinition definition) {
        edit(trigger.id(), definition);
    }

    @Override
    public void delete(Trigger twin) {
        delete(twin.id());
    }
}
