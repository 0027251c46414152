package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the planners of each kind of record share while a plan is drawn up: the wanted and the
 * current state, the options, the ledger, which server records the state file's entries matched,
 * and the changes and notes collected so far.
 */
final class PlanContext {
    /**
     * @param prune whether to delete owned records the state file does not list (administrators
     *     and agents of unreadable role excepted)
     * @param statusCodes how to read the server's agent status codes; without it an existing agent's
     *     status is not compared
     */
    record Options(boolean prune, Optional<StatusCodes> statusCodes) {}

    final DesiredState want;
    final ServerSnapshot have;
    final Options options;
    final Map<String, String> env;
    final Ledger ledger;
    private final List<Action> actions = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> notCompared = new ArrayList<>();
    private final List<Runnable> checks = new ArrayList<>();
    private final Set<String> matched = new HashSet<>();
    private final Map<String, List<AgentState>> agentsByEmail;
    private final Map<String, List<DomainState>> domainsByAddress;

    PlanContext(DesiredState want, ServerSnapshot have, Options options, Map<String, String> env, Ledger ledger) {
        this.want = want;
        this.have = have;
        this.options = options;
        this.env = env;
        this.ledger = ledger;
        this.agentsByEmail = index(have.agents(), a -> DesiredState.emailKey(a.email()));
        this.domainsByAddress = index(have.domains(), d -> DesiredState.addressKey(d.address()));
    }

    /**
     * The server's agent with this e-mail (any letter case), if any; it counts as listed.
     *
     * @throws CommandFailedException when the server has several, naming their ids
     */
    Optional<AgentState> agent(String email) {
        return only(agentsByEmail.get(DesiredState.emailKey(email)), AgentState::id, "agents with e-mail " + email)
                .map(a -> matched(Ledger.AGENT, a.id(), a));
    }

    /**
     * The server's domain at this address (any letter case), if any; it counts as listed.
     *
     * @throws CommandFailedException when the server has several, naming their ids
     */
    Optional<DomainState> domain(String address) {
        return only(domainsByAddress.get(DesiredState.addressKey(address)), DomainState::id, "domains at " + address)
                .map(d -> matched(Ledger.DOMAIN, d.id(), d));
    }

    /** The server's domain with this id, if any. */
    Optional<DomainState> domainById(String id) {
        return have.domains().stream().filter(d -> d.id().equals(id)).findFirst();
    }

    /** Marks a server record as matched by an entry of the state file, so prune never touches it. */
    <T> T matched(String kind, String id, T record) {
        matched.add(kind + " " + id);
        return record;
    }

    /** Whether an entry of the state file matched this server record. */
    boolean isMatched(String kind, String id) {
        return matched.contains(kind + " " + id);
    }

    /**
     * With {@code adopt: true}, plans to record an existing record in the ledger unless it is owned
     * already; this changes nothing on the server.
     *
     * @param existing the record, with its id
     */
    void adoptIfAsked(boolean adopt, Subject existing) {
        String id = existing.id().orElseThrow();
        if (adopt && !ledger.owns(existing.kind(), id, existing.name())) {
            add(Action.Kind.ADOPT, existing, List.of(), "", (client, ids) -> ids.adopt(existing));
        }
    }

    void add(Action.Kind kind, Subject subject, List<FieldChange> fields, String note, Action.Step step) {
        actions.add(new Action(kind, subject, fields, note, step));
    }

    /** The address of the server's domain with this id, or {@code (id …)} when the server has none. */
    String addressOf(String domainId) {
        return domainById(domainId).map(DomainState::address).orElse("(id " + domainId + ")");
    }

    /**
     * A check to pass before anything is sent (a new agent's password can be read), so that a run
     * missing one stops before its first change rather than half-way, while a dry run needs none.
     */
    void beforeApplying(Runnable check) {
        checks.add(check);
    }

    void note(String note) {
        if (!notes.contains(note)) {
            notes.add(note);
        }
    }

    /** Something the plan could not compare, so "nothing to do" must not claim it matches. */
    void notCompared(String what) {
        if (!notCompared.contains(what)) {
            notCompared.add(what);
        }
    }

    Plan plan() {
        return new Plan(actions, notes, notCompared, checks);
    }

    /** Text in double quotes with quotes, backslashes and control characters escaped as in JSON. */
    static String q(String text) {
        return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + "\"";
    }

    /** Texts as a JSON-style list, such as {@code ["a", "b"]}. */
    static String list(List<String> texts) {
        return texts.stream().map(PlanContext::q).collect(Collectors.joining(", ", "[", "]"));
    }

    /** The only record of a list, if any; several are an error naming them, never a silent pick. */
    static <T> Optional<T> only(List<T> records, Function<T, String> id, String what) {
        if (records == null || records.isEmpty()) {
            return Optional.empty();
        }
        if (records.size() > 1) {
            throw new CommandFailedException("the server has " + records.size() + " " + what + " (ids "
                    + records.stream().map(id).collect(Collectors.joining(", "))
                    + "); the state file cannot tell which one it means: delete or rename all but one before"
                    + " provisioning. Nothing was changed.");
        }
        return Optional.of(records.get(0));
    }

    private static <T> Map<String, List<T>> index(List<T> records, Function<T, String> key) {
        return records.stream().collect(Collectors.groupingBy(key, LinkedHashMap::new, Collectors.toList()));
    }
}
