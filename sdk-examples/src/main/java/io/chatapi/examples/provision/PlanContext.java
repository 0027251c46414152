package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the planners of each kind of record share while a plan is drawn up: the wanted and the
 * current state, the options, and the changes and notes collected so far.
 */
final class PlanContext {
    /**
     * @param prune whether to delete what the state file does not list (administrators excepted)
     * @param statusCodes how to read the server's agent status codes; without it an existing agent's
     *     status is not compared
     */
    record Options(boolean prune, Optional<StatusCodes> statusCodes) {}

    final DesiredState want;
    final ServerSnapshot have;
    final Options options;
    final Map<String, String> env;
    private final List<Action> actions = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final Map<String, AgentState> agentsByEmail;
    private final Map<String, DomainState> domainsByAddress;

    PlanContext(DesiredState want, ServerSnapshot have, Options options, Map<String, String> env) {
        this.want = want;
        this.have = have;
        this.options = options;
        this.env = env;
        this.agentsByEmail = index(have.agents(), a -> DesiredState.emailKey(a.email()));
        this.domainsByAddress = index(have.domains(), d -> DesiredState.addressKey(d.address()));
    }

    /** The server's agent with this e-mail (any letter case), if any. */
    Optional<AgentState> agent(String email) {
        return Optional.ofNullable(agentsByEmail.get(DesiredState.emailKey(email)));
    }

    /** The server's domain at this address (any letter case), if any. */
    Optional<DomainState> domain(String address) {
        return Optional.ofNullable(domainsByAddress.get(DesiredState.addressKey(address)));
    }

    void add(Action.Kind kind, String description, Action.Step step) {
        actions.add(new Action(kind, description, step));
    }

    void note(String note) {
        if (!notes.contains(note)) {
            notes.add(note);
        }
    }

    Plan plan() {
        return new Plan(actions, notes);
    }

    /** Text in double quotes, as the plan shows names and values. */
    static String q(String text) {
        return "\"" + text + "\"";
    }

    private static <T> Map<String, T> index(List<T> records, Function<T, String> key) {
        return records.stream().collect(Collectors.toMap(key, r -> r, (first, second) -> first, LinkedHashMap::new));
    }
}
