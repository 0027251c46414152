package io.chatapi.sdk.resources;

import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.internal.RecordKind;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The assignments of agents to one domain, for {@code DomainsClient.assignAgents}: an assignment is the agent's id,
 * listed when the agent is on the domain. There is no list of assignments: an agent's domains are read one request
 * per agent, except that an agent listed with no domain at all is known to be on none until this call writes for it.
 * An acknowledged assignment needs no read back.
 */
final class Assignments implements RecordKind<String, String> {
    private final AgentsClient agents;
    private final String domainId;
    private final Map<String, Integer> domainCounts;
    private final BiConsumer<String, String> assign;
    // Agents whose listed domain count no longer tells: this call wrote for them.
    private final Set<String> written = new HashSet<>();

    /**
     * @param domainCounts the listed domain count of agents for which it is known, by id
     * @param assign sends the assignment of an agent (by id) to a domain
     */
    Assignments(
            AgentsClient agents,
            String domainId,
            Map<String, Integer> domainCounts,
            BiConsumer<String, String> assign) {
        this.agents = agents;
        this.domainId = domainId;
        this.domainCounts = domainCounts;
        this.assign = assign;
    }

    @Override
    public String area() {
        return "domains";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.DOMAINS_ASSIGN.path(PathForm.SAMPLE);
    }

    @Override
    public List<String> list() {
        throw new IllegalStateException("assignments are read per agent");
    }

    /** Every read before any write, so a read that fails leaves nothing half done. */
    @Override
    public List<String> list(List<String> pending) {
        return pending.stream().filter(this::isOn).toList();
    }

    private boolean isOn(String agentId) {
        boolean maybeOn = written.contains(agentId) || domainCounts.getOrDefault(agentId, 1) > 0;
        return maybeOn && agents.domains(agentId).stream().anyMatch(d -> domainId.equals(d.id()));
    }

    @Override
    public String id(String agentId) {
        return agentId;
    }

    @Override
    public String describe(String agentId) {
        return "agentId=" + agentId + ", domainId=" + domainId;
    }

    @Override
    public boolean clash(String a, String b) {
        return a.equals(b);
    }

    @Override
    public boolean names(String listed, String wanted) {
        return listed.equals(wanted);
    }

    @Override
    public boolean differs(String listed, String wanted) {
        return false;
    }

    @Override
    public void create(String agentId) {
        written.add(agentId);
        assign.accept(domainId, agentId);
    }

    @Override
    public void update(String listed, String wanted) {
        throw new IllegalStateException("an assignment has nothing to edit");
    }

    @Override
    public Optional<String> confirmed(String agentId) {
        return Optional.of(agentId);
    }
}
