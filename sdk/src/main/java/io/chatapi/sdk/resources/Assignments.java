package io.chatapi.sdk.resources;

import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.jobs.RecordKind;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The assignments of agents to one domain, as a kind of record for {@code DomainsClient.assignAgent(s)}: an assignment
 * is the agent's id, listed when the agent is on the domain. There is no list of assignments: an agent's domains are
 * read one request per agent, except that an agent listed with no domain at all is known to be on none until this call
 * writes for it. Every read comes before any write, so a read that fails leaves nothing half done. An acknowledged
 * assignment needs no read back.
 */
final class Assignments {
    private Assignments() {}

    /**
     * {@return the kind} of one call's assignments
     *
     * @param agents the agents client whose domains are read (without read retries of its own)
     * @param domainId the domain agents are assigned to
     * @param domainCounts the listed domain count of agents for which it is known, by id
     * @param assign sends the assignment of an agent (by id) to a domain
     */
    static RecordKind<String, String> of(
            AgentsClient agents,
            String domainId,
            Map<String, Integer> domainCounts,
            BiConsumer<String, String> assign) {
        // Agents whose listed domain count no longer tells: this call wrote for them.
        Set<String> written = new HashSet<>();
        return RecordKind.<String, String>builder("domains", Endpoints.DOMAINS_ASSIGN.path(PathForm.SAMPLE))
                .listFor(pending -> pending.stream()
                        .filter(agentId -> (written.contains(agentId) || domainCounts.getOrDefault(agentId, 1) > 0)
                                && agents.domains(agentId).stream().anyMatch(d -> domainId.equals(d.id())))
                        .toList())
                .id(agentId -> agentId)
                .describe(agentId -> "agentId=" + agentId + ", domainId=" + domainId)
                .clash(String::equals)
                .names(String::equals)
                .differs((listed, wanted) -> false)
                .create(agentId -> {
                    written.add(agentId);
                    assign.accept(domainId, agentId);
                })
                .confirmed(Optional::of)
                .build();
    }
}
