package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import io.chatapi.examples.provision.DesiredState.TriggerSpec;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.examples.provision.ServerSnapshot.TriggerState;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Triggers, matched by name: adds the missing ones (reading back the new id, then deactivating it
 * when asked, since the server activates every new trigger), edits a changed definition as a whole
 * (the API takes every field), and switches activation separately (the edit does not carry it).
 */
final class TriggerChanges {
    private TriggerChanges() {}

    static void plan(PlanContext context) {
        for (TriggerSpec t : context.want.triggers()) {
            TriggerState existing = Planner.single(context.have.triggers(), TriggerState::name, t.name(), "triggers");
            if (existing == null) {
                create(context, t);
            } else {
                update(context, t, existing);
            }
        }
    }

    private static void create(PlanContext context, TriggerSpec t) {
        context.add(
                Action.Kind.CREATE,
                "trigger " + q(t.name()) + " on " + t.domainAddress() + ": url " + q(t.url()) + ", message "
                        + q(t.message()) + ", delay " + t.delay().getSeconds() + " s",
                (client, ids) -> {
                    String domainId = ids.domainId(t.domainAddress());
                    client.triggers().add(definition(t, domainId));
                    ids.readBackTrigger(client, t.name(), domainId);
                });
        if (!t.active()) {
            context.add(
                    Action.Kind.UPDATE,
                    "trigger " + q(t.name()) + ": deactivate (the server activates new triggers)",
                    (client, ids) -> client.triggers().setActive(ids.triggerId(t.name()), false));
        }
    }

    private static void update(PlanContext context, TriggerSpec t, TriggerState existing) {
        List<String> changes = new ArrayList<>();
        compare(changes, "url", existing.url(), t.url());
        compare(changes, "message", existing.message(), t.message());
        if (!existing.delay().equals(Optional.of(t.delay()))) {
            changes.add(
                    "delay " + existing.delay().map(d -> d.getSeconds() + " s").orElse("(unreadable)") + " → "
                            + t.delay().getSeconds() + " s");
        }
        Optional<String> wantedDomain = context.domain(t.domainAddress()).map(DomainState::id);
        if (wantedDomain.isEmpty() || !existing.domainId().equals(wantedDomain)) {
            changes.add("domain → " + t.domainAddress());
        }
        if (!changes.isEmpty()) {
            context.add(
                    Action.Kind.UPDATE,
                    "trigger " + q(t.name()) + ": " + String.join(", ", changes),
                    (client, ids) ->
                            client.triggers().edit(existing.id(), definition(t, ids.domainId(t.domainAddress()))));
        }
        if (!existing.active().equals(Optional.of(t.active()))) {
            context.add(
                    Action.Kind.UPDATE,
                    "trigger " + q(t.name()) + ": " + (t.active() ? "activate" : "deactivate"),
                    (client, ids) -> client.triggers().setActive(existing.id(), t.active()));
        }
    }

    private static TriggerDefinition definition(TriggerSpec t, String domainId) {
        return new TriggerDefinition(t.name(), t.url(), t.message(), t.delay(), domainId);
    }

    static void compare(List<String> changes, String field, String current, String wanted) {
        if (!Objects.equals(current, wanted)) {
            changes.add(field + " " + q(current) + " → " + q(wanted));
        }
    }
}
