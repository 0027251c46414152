package io.chatapi.examples.provision;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.provision.Ledger.Owned;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stops owning a domain this tool registered once its live plug-in token is no longer the one the ledger recorded:
 * someone registered the address again since. The API has no refusal and no twin for that: the domain keeps its id
 * and gets a new token, and the recorded one is dead. Two checkouts registering one address at once meet it when the
 * second registration lands after the first run read its domain back (the SDK's {@code ensure} compares the tokens
 * only then), so a run checks every domain it registered at its end, and every run checks at its start. The domain is
 * then someone else's: it is neither pruned nor registered again (either would break the pages embedding the live
 * token), and the run says so. A domain owned without a recorded token (a ledger written before tokens were kept)
 * learns the live one.
 *
 * <p>The check at the end costs no request for a domain this run saw again after registering it: the triggers and
 * aliases read back on it carry its live token. Only for one not seen again are the domains read once more.
 */
final class ReplacedRegistrations {
    /** The domains this run registered and owns, by id. */
    private final Set<String> registered = ConcurrentHashMap.newKeySet();
    /** The latest plug-in token this run's read-backs showed for a domain, by id, since it was registered. */
    private final Map<String, String> seen = new ConcurrentHashMap<>();

    /** Notes that this run registered the domain {@code id} and owns it, with the token its registration was given. */
    void registered(String id) {
        seen.remove(id);
        registered.add(id);
    }

    /** Notes the live token a record read back on {@code domain} shows for it (triggers and aliases carry it). */
    void saw(DomainSummary domain) {
        domain.pluginToken().map(String::strip).ifPresent(token -> seen.put(domain.id(), token));
    }

    /**
     * Compares the tokens of the domains {@code ledger} owns by registration with those {@code listed}; a domain
     * listed without a token, or not listed, is left as it is.
     *
     * @return one note per domain no longer owned, for stderr and the report
     */
    static List<String> disown(Ledger ledger, List<DomainState> listed) {
        List<String> notes = new ArrayList<>();
        for (Owned owned : ledger.owned()) {
            if (!owned.kind().equals(Ledger.DOMAIN) || owned.adopted()) {
                continue; // an adopted domain is owned because the state file says so, whoever registered it
            }
            Optional<String> live = listed.stream()
                    .filter(d -> d.id().equals(owned.id()))
                    .findFirst()
                    .flatMap(DomainState::token)
                    .map(String::strip);
            if (live.isEmpty() || owned.token().equals(live)) {
                continue;
            }
            Subject domain = Subject.domain(owned.key(), Optional.of(owned.id()));
            if (owned.token().isEmpty()) {
                ledger.own(domain, false, live);
                continue;
            }
            ledger.forget(Ledger.DOMAIN, owned.id());
            notes.add("ledger: " + domain.describe() + " was registered again by someone else since this ledger"
                    + " recorded it (its plug-in token " + tail(owned.token().get()) + " was replaced by "
                    + tail(live.get()) + "): no longer owned, so --prune leaves it; not registered again, which would"
                    + " replace the live token. Add adopt: true to manage it");
        }
        return notes;
    }

    /**
     * The check at the end of a run: each domain this run registered, compared with the latest token the run saw for
     * it since, so that a registration of the same address by a run at the same moment, which landed after this run
     * read its domain back, is seen now and not only at this ledger's next run. A domain not seen again since makes
     * one read of the domains; a read that fails is said, and left to the next run's check.
     *
     * @return one note per domain no longer owned, or the failed read's
     */
    List<String> afterRun(ChatApiClient client, Ledger ledger) {
        boolean unseen = ledger.owned().stream()
                .anyMatch(o ->
                        o.kind().equals(Ledger.DOMAIN) && registered.contains(o.id()) && !seen.containsKey(o.id()));
        List<DomainState> views;
        try {
            views = unseen
                    ? client.domains().list().stream()
                            .map(d -> new DomainState(d.id(), d.address().orElse(""), d.shop(), d.pluginToken()))
                            .toList()
                    : seen.entrySet().stream()
                            .map(e -> new DomainState(e.getKey(), "", Optional.empty(), Optional.of(e.getValue())))
                            .toList();
        } catch (ChatApiException e) {
            return List.of("could not read the domains again to check that no other run registered one of this run's"
                    + " again (" + CliMessages.of(e) + "); the next run checks");
        }
        List<String> notes = disown(ledger, views);
        if (ledger.changed()) {
            try {
                ledger.save();
            } catch (UncheckedIOException e) {
                notes = new ArrayList<>(notes);
                notes.add("the ledger still owns them: " + e.getMessage() + "; the next run checks again");
            }
        }
        return notes;
    }

    /** A token as text shows it: its last four characters, enough to tell two apart, never the whole token. */
    static String tail(String token) {
        return token.length() < 12 ? "(a short token)" : "…" + token.substring(token.length() - 4);
    }
}
