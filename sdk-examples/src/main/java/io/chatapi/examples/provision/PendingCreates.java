package io.chatapi.examples.provision;

import io.chatapi.examples.provision.Ledger.Owned;
import io.chatapi.examples.provision.Ledger.Pending;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Settles the ledger against the server before a plan is made. A create the ledger still holds as
 * pending (an earlier run recorded it, then lost the reply, failed to read the record back, or was
 * killed) is looked up by its natural key: the one record of that kind and name on those shops is
 * owned from now on; none means the create never happened, and the entry is dropped. Several stay
 * pending, since the tool never picks one. An owned record the server no longer has is forgotten, and a domain
 * registered again by someone else is no longer owned ({@link ReplacedRegistrations}).
 *
 * <p>A record someone made by hand with the same kind, name and shops between the intent and this
 * run would be taken for the tool's: the lock keeps other runs of this tool out, not people.
 */
final class PendingCreates {
    private PendingCreates() {}

    /**
     * Resolves every pending entry of {@code ledger} and forgets owned records that are gone.
     *
     * @return what changed, one note per record, for stderr and the report
     */
    static List<String> resolve(Ledger ledger, ServerSnapshot server) {
        List<String> notes = new ArrayList<>();
        Map<String, String> addresses =
                server.domains().stream().collect(Collectors.toMap(DomainState::id, DomainState::address, (a, b) -> a));
        for (Pending p : ledger.pending()) {
            List<String> ids = matches(p, server, addresses);
            Subject subject = p.subject();
            if (ids.size() == 1
                    && ledger.owned().stream().anyMatch(o -> o.kind().equals(p.kind()) && o.id().equals(ids.get(0)))) {
                ledger.abandon(subject); // owned already: nothing left to resolve
            } else if (ids.size() == 1) {
                ledger.own(subject.withId(ids.get(0)), false, tokenOf(p, ids.get(0), server));
                notes.add("ledger: " + subject.withId(ids.get(0)).describe() + " was created by an earlier run"
                        + " that stopped before identifying it (pending since " + p.since() + "); now owned");
            } else if (ids.isEmpty()) {
                ledger.abandon(subject);
                notes.add("ledger: " + subject.describe() + " was about to be created by an earlier run (pending since "
                        + p.since() + "), and the server has none: the create never happened; dropped");
            } else {
                notes.add("ledger: " + subject.describe() + " is pending since " + p.since() + ", and the server has "
                        + ids.size() + " (ids " + String.join(", ", ids) + "); left pending, since the tool never"
                        + " picks one: delete all but one, and the next run owns it");
            }
        }
        Set<String> present = present(server);
        int gone = 0;
        for (Owned o : ledger.owned()) {
            if (!present.contains(o.kind() + " " + o.id())) {
                ledger.lose(o);
                gone++;
            }
        }
        if (gone > 0) {
            notes.add("ledger: forgot " + gone + " record" + (gone == 1 ? "" : "s")
                    + " the server no longer has (deleted by hand, or by a run whose reply was lost)");
        }
        notes.addAll(ReplacedRegistrations.disown(ledger, server.domains()));
        return notes;
    }

    /** A pending domain's plug-in token as listed now, the one its registration was given as far as can be told. */
    private static Optional<String> tokenOf(Pending p, String id, ServerSnapshot server) {
        return p.kind().equals(Ledger.DOMAIN)
                ? server.domains().stream()
                        .filter(d -> d.id().equals(id))
                        .findFirst()
                        .flatMap(DomainState::token)
                : Optional.empty();
    }

    private static List<String> matches(Pending p, ServerSnapshot server, Map<String, String> addresses) {
        Set<String> shops = p.domains().stream().map(DesiredState::addressKey).collect(Collectors.toSet());
        return switch (p.kind()) {
            case Ledger.AGENT ->
                ids(server.agents(), a -> DesiredState.emailKey(a.email()).equals(p.key()), a -> a.id());
            case Ledger.DOMAIN ->
                ids(
                        server.domains(),
                        d -> DesiredState.addressKey(d.address()).equals(DesiredState.addressKey(p.key())),
                        DomainState::id);
            case Ledger.TRIGGER ->
                ids(
                        server.triggers(),
                        t -> t.name().equals(p.key())
                                && t.domainId()
                                        .map(addresses::get)
                                        .map(DesiredState::addressKey)
                                        .filter(shops::contains)
                                        .isPresent(),
                        t -> t.id());
            case Ledger.ALIAS ->
                // The alias on exactly those shops (its AliasKey): one on other shops is another record.
                ids(
                        server.aliases(),
                        a -> a.name().equals(p.key())
                                && shopsOf(a.domainIds(), addresses).equals(shops),
                        a -> a.id());
            default -> List.of();
        };
    }

    private static Set<String> shopsOf(Set<String> domainIds, Map<String, String> addresses) {
        Set<String> shops = new HashSet<>();
        domainIds.forEach(id -> {
            String address = addresses.get(id);
            if (address != null) {
                shops.add(DesiredState.addressKey(address));
            }
        });
        return shops;
    }

    private static <T> List<String> ids(List<T> records, Predicate<T> matches, Function<T, String> id) {
        return records.stream().filter(matches).map(id).toList();
    }

    private static Set<String> present(ServerSnapshot server) {
        Set<String> present = new HashSet<>();
        server.agents().forEach(a -> present.add(Ledger.AGENT + " " + a.id()));
        server.domains().forEach(d -> present.add(Ledger.DOMAIN + " " + d.id()));
        server.triggers().forEach(t -> present.add(Ledger.TRIGGER + " " + t.id()));
        server.aliases().forEach(a -> present.add(Ledger.ALIAS + " " + a.id()));
        return present;
    }
}
