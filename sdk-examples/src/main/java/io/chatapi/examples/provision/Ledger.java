package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.sdk.agents.AgentStatus;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The records this tool owns on one server, as Terraform's state file holds what Terraform made:
 * every record it created, and every record the state file adopted ({@code adopt: true}). Prune
 * deletes only owned records, so a record made by hand is never deleted. A record is owned when
 * kind, id and natural key (e-mail, address, or name) all match, so a ledger of a server whose ids
 * were reset cannot hit a stranger's record that reuses an id.
 *
 * <p>Intent comes before the write, as Crossplane marks a resource create-pending before calling the
 * provider: before a create is sent, the ledger records it as <em>pending</em> (kind, name, shops)
 * and is written. Once the new record's id is read back, the entry becomes owned. An entry still
 * pending when a run starts (the reply was lost, the read-back failed, the run was killed) is
 * resolved by {@link PendingCreates} before planning: owned when the server has that record, dropped
 * when it has not.
 *
 * <p>Kept as JSON beside the state file ({@code state.yaml} → {@code state.ledger.json}) by {@link
 * LedgerFile}, and written after every change it records. It also holds the agent status codes the
 * server reported right after the tool set a status ({@link StatusCodes}).
 */
final class Ledger {
    /** The kinds of record, as the ledger names them. */
    static final String AGENT = "agent";

    static final String DOMAIN = "domain";
    static final String TRIGGER = "trigger";
    static final String ALIAS = "alias";

    /**
     * One owned record.
     *
     * @param kind agent, domain, trigger or alias
     * @param id the server's id
     * @param key the e-mail, address or name it had when recorded
     * @param domains the addresses of its shops (triggers, aliases); empty in a version 1 ledger
     * @param adopted whether the state file adopted it (true) or the tool created it (false)
     * @param token for a domain the tool registered: the plug-in token its registration was given, which stays the
     *     live one unless someone registers the address again ({@link ReplacedRegistrations}); empty otherwise, or in
     *     a ledger written before it was kept
     */
    record Owned(String kind, String id, String key, List<String> domains, boolean adopted, Optional<String> token) {
        Owned {
            domains = List.copyOf(domains);
        }

        Owned(String kind, String id, String key, List<String> domains, boolean adopted) {
            this(kind, id, key, domains, adopted, Optional.empty());
        }
    }

    /**
     * A create that was about to be sent, or sent without its record being identified.
     *
     * @param kind agent, domain, trigger or alias
     * @param key the e-mail, address or name it was created with
     * @param domains the addresses of its shops (triggers, aliases)
     * @param since when the intent was recorded
     */
    record Pending(String kind, String key, List<String> domains, Instant since) {
        Pending {
            domains = List.copyOf(domains);
        }

        /** The record it stands for, without an id. */
        Subject subject() {
            return new Subject(kind, key, domains, Optional.empty());
        }
    }

    /** Where it is kept; null for the in-memory ledger of a demo run. */
    private final LedgerStore store;

    private final boolean found;
    private final String server;
    private final List<Owned> records;
    private final List<Pending> pending;
    private final Map<AgentStatus, String> statusCodes;
    private boolean changed;
    /** The owned records this run found gone from the server, in the order found. */
    private final List<Owned> lost = new ArrayList<>();

    private Ledger(
            LedgerStore store,
            boolean found,
            String server,
            List<Owned> records,
            List<Pending> pending,
            Map<AgentStatus, String> statusCodes) {
        this.store = store;
        this.found = found;
        this.server = server;
        this.records = new ArrayList<>(records);
        this.pending = new ArrayList<>(pending);
        this.statusCodes = new EnumMap<>(AgentStatus.class);
        this.statusCodes.putAll(statusCodes);
    }

    /** The default ledger of {@code stateFile}: {@code state.yaml} → {@code state.ledger.json}, same folder. */
    static Path besides(Path stateFile) {
        String name = stateFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return stateFile.resolveSibling(stem + ".ledger.json");
    }

    /**
     * A ledger that lives only as long as this run and is never written: for the demo server, which
     * is new on every run, so that a demo never touches the ledger a real server uses.
     */
    static Ledger inMemory(String server) {
        return new Ledger(null, true, server, List.of(), List.of(), Map.of());
    }

    /**
     * Reads the ledger at {@code file}; a missing file is an empty ledger that {@link #found()} says
     * was not there.
     *
     * @param server the target, so that one server's ledger is never used on another
     * @throws BadInputException when the file is not a ledger, or belongs to another server
     */
    static Ledger load(Path file, String server) {
        return load(new FileLedgerStore(file), server);
    }

    /**
     * Reads the ledger kept in {@code store}; none there is an empty ledger that {@link #found()} says was not there.
     *
     * @param server the target, so that one server's ledger is never used on another
     * @throws BadInputException when it is not a ledger, or belongs to another server
     */
    static Ledger load(LedgerStore store, String server) {
        return store.read()
                .map(text -> LedgerFile.parse(text, store.where(), server))
                .map(c -> new Ledger(store, true, server, c.records(), c.pending(), c.statusCodes()))
                .orElseGet(() -> new Ledger(store, false, server, List.of(), List.of(), Map.of()));
    }

    /** Where the ledger is kept, as messages show it; empty for the in-memory ledger of a demo run. */
    Optional<String> where() {
        return Optional.ofNullable(store).map(LedgerStore::where);
    }

    /**
     * Checks, before a change is sent, that this run may still write the ledger (a shared store's lease may be lost).
     *
     * @throws UncheckedIOException when it may not
     */
    void checkHeld() {
        if (store != null) {
            store.checkHeld();
        }
    }

    /** Whether the ledger file was there when read; without it the tool owns nothing. */
    boolean found() {
        return found;
    }

    /** Whether the record of this kind, id and key is owned. */
    boolean owns(String kind, String id, String key) {
        return records.stream()
                .anyMatch(r -> r.kind().equals(kind)
                        && r.id().equals(id)
                        && normal(kind, r.key()).equals(normal(kind, key)));
    }

    /** The owned records, in the order recorded. */
    List<Owned> owned() {
        return List.copyOf(records);
    }

    /** The id of the owned record of this kind, name and shops, if the ledger owns one. */
    Optional<String> ownedId(Subject subject) {
        Set<String> shops = Set.copyOf(domainKeys(subject.domains()));
        return records.stream()
                .filter(r -> r.kind().equals(subject.kind())
                        && normal(r.kind(), r.key()).equals(normal(subject.kind(), subject.name()))
                        && Set.copyOf(domainKeys(r.domains())).equals(shops))
                .map(Owned::id)
                .findFirst();
    }

    /** The creates whose record has not been identified yet. */
    List<Pending> pending() {
        return List.copyOf(pending);
    }

    /**
     * Records that the tool owns this record from now on; a pending create of the same kind, name
     * and shops is settled by it.
     *
     * @param subject the record, with its id
     */
    void own(Subject subject, boolean adopted) {
        own(subject, adopted, Optional.empty());
    }

    /**
     * Records that the tool owns this record from now on, as {@link #own(Subject, boolean)}, with the plug-in token
     * of a domain it registered.
     *
     * @param token the domain's plug-in token as listed right after this tool's registration; empty when not known
     */
    void own(Subject subject, boolean adopted, Optional<String> token) {
        String id = subject.id().orElseThrow(() -> new IllegalArgumentException("no id for " + subject.describe()));
        forget(subject.kind(), id);
        abandon(subject);
        records.add(new Owned(
                subject.kind(),
                id,
                normal(subject.kind(), subject.name()),
                domainKeys(subject.domains()),
                adopted,
                token));
        changed = true;
    }

    /** Records that a create of this record is about to be sent. */
    void intend(Subject subject, Instant now) {
        if (!isPending(subject)) {
            pending.add(new Pending(
                    subject.kind(), normal(subject.kind(), subject.name()), domainKeys(subject.domains()), now));
            changed = true;
        }
    }

    /** Whether a create of this record (kind, name, shops) is pending. */
    boolean isPending(Subject subject) {
        return pending.stream().anyMatch(p -> same(p, subject));
    }

    /** Drops the pending create of this record: it was refused, or resolved. */
    void abandon(Subject subject) {
        changed |= pending.removeIf(p -> same(p, subject));
    }

    /**
     * Records that an owned record is gone from the server (deleted by hand, or by another checkout's {@code
     * --prune}), and remembers it for this run, so that a plan that creates it again says so ({@link Recreations}).
     */
    void lose(Owned record) {
        forget(record.kind(), record.id());
        lost.add(record);
    }

    /** {@return the owned records this run found gone from the server} */
    List<Owned> lost() {
        return List.copyOf(lost);
    }

    /** Whether {@code record} stands for the record {@code subject} names: same kind, key and shops. */
    static boolean sameRecord(Owned record, Subject subject) {
        return record.kind().equals(subject.kind())
                && normal(record.kind(), record.key()).equals(normal(subject.kind(), subject.name()))
                && Set.copyOf(domainKeys(record.domains())).equals(Set.copyOf(domainKeys(subject.domains())));
    }

    /** Records that the record is gone. */
    void forget(String kind, String id) {
        changed |= records.removeIf(r -> r.kind().equals(kind) && r.id().equals(id));
    }

    /**
     * Records the code the server reported for {@code status} right after this tool set it. A code learnt earlier
     * for another status is dropped (one code, one status).
     */
    void learnStatusCode(AgentStatus status, String code) {
        String strippedCode = code.strip();
        if (strippedCode.equals(statusCodes.get(status))) {
            return;
        }
        statusCodes.values().removeIf(strippedCode::equals);
        statusCodes.put(status, strippedCode);
        changed = true;
    }

    /** The status codes learnt from the tool's own creates and edits; may be partial or empty. */
    Map<AgentStatus, String> statusCodes() {
        return Map.copyOf(statusCodes);
    }

    /** Whether something was recorded since the last {@link #save()}. */
    boolean changed() {
        return changed;
    }

    /**
     * Writes the ledger: to a temporary file in the same folder, forced to disk, then moved over the
     * old one, so a crash leaves the old ledger or the new one, never half of one. The in-memory
     * ledger of a demo run writes nothing.
     *
     * @throws UncheckedIOException when the file cannot be written
     */
    void save() {
        if (store != null) {
            store.write(LedgerFile.text(server, records, pending, statusCodes));
        }
        changed = false;
    }

    private static boolean same(Pending p, Subject s) {
        return p.kind().equals(s.kind())
                && normal(p.kind(), p.key()).equals(normal(s.kind(), s.name()))
                && Set.copyOf(domainKeys(p.domains())).equals(Set.copyOf(domainKeys(s.domains())));
    }

    /** E-mails are matched ignoring case, addresses as {@link DesiredState#addressKey}; names as written. */
    static String normal(String kind, String key) {
        if (kind.equals(DOMAIN)) {
            return DesiredState.addressKey(key);
        }
        return kind.equals(AGENT) ? key.strip().toLowerCase(Locale.ROOT) : key;
    }

    private static List<String> domainKeys(List<String> addresses) {
        return addresses.stream().map(DesiredState::addressKey).distinct().collect(Collectors.toList());
    }
}
