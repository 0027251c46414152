package io.chatapi.sdk.triggers;

import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.internal.RecordKind;
import java.util.List;
import java.util.Optional;

/** Triggers by their {@link TriggerKey}: the name on the domain. */
final class TriggerKind implements RecordKind<TriggerDefinition, Trigger> {
    private final TriggersClient triggers;

    TriggerKind(TriggersClient triggers) {
        this.triggers = triggers;
    }

    @Override
    public String area() {
        return "triggers";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.TRIGGERS_ADD.path(PathForm.SAMPLE);
    }

    @Override
    public List<Trigger> list() {
        return triggers.list();
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
        triggers.create(definition);
    }

    @Override
    public void update(Trigger trigger, TriggerDefinition definition) {
        triggers.edit(trigger.id(), definition);
    }

    @Override
    public void delete(Trigger twin) {
        triggers.delete(twin.id());
    }
}
