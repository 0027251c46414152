package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jobs.Converge;
import io.chatapi.sdk.jobs.Kinds;
import io.chatapi.sdk.jobs.RecordKind;
import io.chatapi.sdk.jobs.RecordLocks;
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
     * @param locks the client's record locks, for its converging calls
     */
    public Triggers(Transport transport, RecordLocks locks) {
        super(transport, locks, "trigger");
    }

    @Override
    ApiCall listCall() {
        return ApiCall.to(Endpoints.TRIGGERS_LIST).build();
    }

    @Override
    List<Trigger> listFrom(Reply reply) {
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
        ApiCall call = call(ApiCall.to(Endpoints.TRIGGERS_ADD).param("id", sentId), trigger);
        return adding(trigger, () -> transport.write(call));
    }

    @Override
    public Trigger add(TriggerDefinition trigger) {
        return adding(trigger);
    }

    @Override
    public Trigger findOrAdd(TriggerDefinition trigger) {
        return job("triggers.findOrAdd", trigger, Converge.Mode.FIND_OR_ADD)
                .one()
                .record();
    }

    @Override
    public List<Trigger> findOrAdd(List<TriggerDefinition> triggers) {
        return records(
                job("triggers.findOrAdd", triggers, Converge.Mode.FIND_OR_ADD).all());
    }

    @Override
    public Ensured<Trigger> ensure(TriggerDefinition trigger) {
        return job("triggers.ensure", trigger, Converge.Mode.ENSURE).one();
    }

    @Override
    public List<Ensured<Trigger>> ensure(List<TriggerDefinition> triggers) {
        return job("triggers.ensure", triggers, Converge.Mode.ENSURE).all();
    }

    @Override
    public WriteResult edit(String triggerId, TriggerDefinition trigger) {
        return transport.write(editCall(triggerId, trigger));
    }

    @Override
    ApiCall editCall(String triggerId, TriggerDefinition trigger) {
        return call(
                ApiCall.to(Endpoints.TRIGGERS_EDIT).param("triggerId", ApiCall.requireId("triggerId", triggerId)),
                trigger);
    }

    @Override
    ApiCall createCall(TriggerDefinition trigger) {
        return call(ApiCall.to(Endpoints.TRIGGERS_ADD), trigger);
    }

    @Override
    public WriteResult setActive(String triggerId, boolean active) {
        return transport.write(ApiCall.to(Endpoints.TRIGGERS_CHANGE_STATUS)
                .param("id", ApiCall.requireId("triggerId", triggerId))
                .param("status", active ? "1" : "0")
                .build());
    }

    @Override
    ApiCall deleteCall(String triggerId) {
        return ApiCall.to(Endpoints.TRIGGERS_DELETE)
                .path("id", ApiCall.requireId("triggerId", triggerId))
                .build();
    }

    private static ApiCall call(ApiCall.Builder call, TriggerDefinition trigger) {
        Validate.notNull("trigger", trigger);
        return call.param("name", trigger.name())
                .param("url", trigger.url())
                .param("msg", trigger.message())
                .param("time", Long.toString(trigger.displayDelay().getSeconds()))
                .param("domainid", ApiCall.requireId("domainId", trigger.domainId()))
                .build();
    }

    // Its kind of record, for the jobs engine: its public calls on a view without read retries.

    @Override
    RecordKind<TriggerDefinition, Trigger> kindOn(Transport quiet) {
        Triggers client = quiet == transport ? this : new Triggers(quiet, locks);
        return Kinds.triggers(
                client,
                client::create,
                client::update,
                t -> ApiCall.requireId("domainId", t.domainId()),
                Endpoints.TRIGGERS_ADD.path(PathForm.SAMPLE));
    }
}
