package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import io.chatapi.examples.provision.DesiredState.TriggerSpec;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.examples.provision.ServerSnapshot.TriggerState;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Triggers, known by the SDK's {@link io.chatapi.sdk.triggers.TriggerKey}: the name on its domain (names are unique
 * per domain, not per account). Through the SDK's converging {@code ensure}, adds the missing ones (reading back
 * the new id, then deactivating it when asked, since the server activates every new trigger), edits a changed
 * definition as a whole (the API takes every field), and switches activation separately (the edit does not carry
 * it), only when {@code active} is given. A trigger of that name on another domain is another record, as the SDK's
 * {@code ensure} sees it: never moved (an owned one goes with {@code --prune}).
 */
final class TriggerChanges {
    private TriggerChanges() {}

    static void plan(PlanContext context) {
        for (TriggerSpec t : context.want.triggers()) {
            Optional<TriggerState> existing = match(context, t);
            if (existing.isEmpty()) {
                create(context, t);
            } else {
                update(context, t, existing.get());
                context.adoptIfAsked(
                        t.adopt(),
                        Subject.trigger(
                                t.name(),
                                t.domainAddress(),
                                Optional.of(existing.get().id())));
            }
        }
    }

    /** The server's trigger of this name on the wanted domain; several are an error, never a pick. */
    private static Optional<TriggerState> match(PlanContext context, TriggerSpec t) {
        Optional<String> domainId = context.domain(t.domainAddress()).map(DomainState::id);
        List<TriggerState> here = context.have.triggers().stream()
                .filter(x -> x.name().equals(t.name()))
                .filter(x -> domainId.isPresent() && x.domainId().equals(domainId))
                .toList();
        return PlanContext.only(here, TriggerState::id, "triggers named " + q(t.name()) + " on " + t.domainAddress())
                .map(x -> context.matched(Ledger.TRIGGER, x.id(), x));
    }

    private static void create(PlanContext context, TriggerSpec t) {
        Subject trigger = Subject.trigger(t.name(), t.domainAddress(), Optional.empty());
        context.add(
                Action.Kind.CREATE,
                trigger,
                List.of(
                        FieldChange.text("url", null, t.url()),
                        FieldChange.text("message", null, t.message()),
                        FieldChange.seconds("delay", null, t.delay().getSeconds())),
                "",
                (client, ids) -> {
                    String domainId = ids.domainId(t.domainAddress());
                    TriggerDefinition definition = definition(t, domainId);
                    // The SDK's engine settles a lost reply inside the call, by name on the domain (TriggerKey).
                    ids.createdTrigger(
                            trigger,
                            Directory.created(
                                    () -> Rounds.converging(client).triggers().ensure(definition)),
                            domainId);
                });
        if (t.active().equals(Optional.of(false))) {
            context.add(
                    Action.Kind.UPDATE,
                    trigger,
                    List.of(FieldChange.plain("active", true, false)),
                    "the server activates new triggers",
                    (client, ids) -> client.triggers()
                            .setActive(ids.triggerId(t.name(), ids.domainId(t.domainAddress())), false));
        }
    }

    private static void update(PlanContext context, TriggerSpec t, TriggerState existing) {
        Subject trigger = Subject.trigger(t.name(), t.domainAddress(), Optional.of(existing.id()));
        List<FieldChange> changes = new ArrayList<>();
        compare(changes, "url", existing.url(), t.url());
        compare(changes, "message", existing.message(), t.message());
        if (!existing.delay().equals(Optional.of(t.delay()))) {
            changes.add(FieldChange.seconds(
                    "delay",
                    existing.delay().map(Duration::getSeconds).orElse(null),
                    t.delay().getSeconds()));
        }
        if (!changes.isEmpty()) {
            // The SDK's ensure edits it (the whole definition) and settles a lost reply inside the call.
            context.add(
                    Action.Kind.UPDATE,
                    trigger,
                    changes,
                    "",
                    (client, ids) -> Directory.edited(() -> Rounds.converging(client)
                            .triggers()
                            .ensure(definition(t, ids.domainId(t.domainAddress())))));
        }
        if (t.active().isPresent() && !existing.active().equals(t.active())) {
            boolean active = t.active().get();
            context.add(
                    Action.Kind.UPDATE,
                    trigger,
                    List.of(FieldChange.plain("active", existing.active().orElse(null), active)),
                    "",
                    // A plain call: activation is no part of the SDK's definition of a trigger, so not of its ensure;
                    // sending it again is harmless, and the next round's read settles one whose reply was lost.
                    (client, ids) -> client.triggers().setActive(existing.id(), active));
        }
    }

    private static TriggerDefinition definition(TriggerSpec t, String domainId) {
        return new TriggerDefinition(t.name(), t.url(), t.message(), t.delay(), domainId);
    }

    static void compare(List<FieldChange> changes, String field, String current, String wanted) {
        if (!Objects.equals(current, wanted)) {
            changes.add(FieldChange.text(field, current, wanted));
        }
    }
}
