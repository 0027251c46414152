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
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Triggers, matched by name on their domain (names are unique per domain, not per account): adds the
 * missing ones (reading back the new id, then deactivating it when asked, since the server
 * activates every new trigger), edits a changed definition as a whole (the API takes every field),
 * and switches activation separately (the edit does not carry it), only when {@code active} is
 * given. A trigger of that name that the tool made (the ledger owns it), on no domain the file
 * gives it, is moved if it is the only one; a trigger made by hand is never moved.
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

    /**
     * The server's trigger of this name on the wanted domain; failing that, the one trigger of this
     * name that the tool owns on a domain no entry of that name wants (it moves). Several are an
     * error, never a pick.
     */
    private static Optional<TriggerState> match(PlanContext context, TriggerSpec t) {
        Optional<String> domainId = context.domain(t.domainAddress()).map(DomainState::id);
        List<TriggerState> named = context.have.triggers().stream()
                .filter(x -> x.name().equals(t.name()))
                .toList();
        List<TriggerState> here = named.stream()
                .filter(x -> domainId.isPresent() && x.domainId().equals(domainId))
                .toList();
        Set<Optional<String>> wantedDomains = context.want.triggers().stream()
                .filter(other -> other.name().equals(t.name()))
                .map(other -> context.domain(other.domainAddress()).map(DomainState::id))
                .filter(Optional::isPresent)
                .collect(Collectors.toSet());
        List<TriggerState> candidates = here.isEmpty()
                ? named.stream()
                        .filter(x -> !wantedDomains.contains(x.domainId()))
                        // Only a trigger the tool made may move: one made by hand elsewhere is someone else's.
                        .filter(x -> context.ledger.owns(Ledger.TRIGGER, x.id(), x.name()))
                        .toList()
                : here;
        String what = "triggers named " + q(t.name()) + (here.isEmpty() ? " elsewhere" : " on " + t.domainAddress());
        return PlanContext.only(candidates, TriggerState::id, what)
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
                    ids.createdTrigger(
                            trigger,
                            Directory.created(() -> client.triggers().add(definition))
                                    .id(),
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
        Optional<String> wantedDomain = context.domain(t.domainAddress()).map(DomainState::id);
        if (wantedDomain.isEmpty() || !existing.domainId().equals(wantedDomain)) {
            changes.add(FieldChange.plain(
                    "domain", existing.domainId().map(context::addressOf).orElse(null), t.domainAddress()));
        }
        if (!changes.isEmpty()) {
            context.add(Action.Kind.UPDATE, trigger, changes, "", (client, ids) -> client.triggers()
                    .edit(existing.id(), definition(t, ids.domainId(t.domainAddress()))));
        }
        if (t.active().isPresent() && !existing.active().equals(t.active())) {
            boolean active = t.active().get();
            context.add(
                    Action.Kind.UPDATE,
                    trigger,
                    List.of(FieldChange.plain("active", existing.active().orElse(null), active)),
                    "",
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
