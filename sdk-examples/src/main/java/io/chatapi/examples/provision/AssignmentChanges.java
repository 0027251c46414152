package io.chatapi.examples.provision;

import io.chatapi.examples.provision.DesiredState.AgentSpec;
import io.chatapi.examples.provision.DesiredState.AssignmentSpec;
import io.chatapi.examples.provision.DesiredState.DomainSpec;
import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Assignments: among the agents and domains the state file lists, the assignments it lists are all
 * there should be, so missing ones are made and others removed. Assignments that involve an agent
 * or a domain the file does not list are left alone.
 */
final class AssignmentChanges {
    private AssignmentChanges() {}

    static void plan(PlanContext context) {
        Set<String> wanted = new HashSet<>();
        for (AssignmentSpec s : context.want.assignments()) {
            wanted.add(pair(s.agentEmail(), s.domainAddress()));
            if (!assigned(context.agent(s.agentEmail()), context.domain(s.domainAddress()))) {
                context.add(
                        Action.Kind.ASSIGN,
                        agentOn(s.agentEmail(), context.agent(s.agentEmail()), s.domainAddress()),
                        List.of(),
                        "",
                        // Converging in the SDK: a lost reply is settled by reading the agent's domains again.
                        (client, ids) -> Rounds.converging(client)
                                .domains()
                                .assignAgent(ids.domainId(s.domainAddress()), ids.agentId(s.agentEmail())));
            }
        }
        for (AgentSpec a : context.want.agents()) {
            for (DomainSpec d : context.want.domains()) {
                Optional<AgentState> agent = context.agent(a.email());
                Optional<DomainState> domain = context.domain(d.address());
                if (!wanted.contains(pair(a.email(), d.address())) && assigned(agent, domain)) {
                    String agentId = agent.get().id();
                    String domainId = domain.get().id();
                    context.add(
                            Action.Kind.UNASSIGN,
                            agentOn(a.email(), agent, d.address()),
                            List.of(),
                            "",
                            // A plain call: the SDK has no converging unassignment; the next round's read settles it.
                            (client, ids) -> client.domains().unassignAgent(domainId, agentId));
                }
            }
        }
    }

    /** The agent, with the domain of the assignment as its one shop. */
    private static Subject agentOn(String email, Optional<AgentState> agent, String address) {
        return new Subject(Ledger.AGENT, email, List.of(address), agent.map(AgentState::id));
    }

    private static boolean assigned(Optional<AgentState> agent, Optional<DomainState> domain) {
        return agent.isPresent()
                && domain.isPresent()
                && agent.get()
                        .detail()
                        .orElseThrow()
                        .domainIds()
                        .contains(domain.get().id());
    }

    private static String pair(String email, String address) {
        return DesiredState.emailKey(email) + " " + DesiredState.addressKey(address);
    }
}
