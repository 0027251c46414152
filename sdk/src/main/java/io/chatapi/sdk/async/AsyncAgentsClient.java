package io.chatapi.sdk.async;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentList;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.agents.SignInPage;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link AgentsClient}, queued: each method sends what the method of the same name and arguments
 * there sends, and its future completes with that method's value or fails with the exception it
 * would throw (bad input included).
 */
public final class AsyncAgentsClient {
    private final AgentsClient agents;
    private final CallQueue queue;

    AsyncAgentsClient(AgentsClient agents, CallQueue queue) {
        this.agents = agents;
        this.queue = queue;
    }

    /** @return the future of {@link AgentsClient#list()} */
    public CompletableFuture<AgentList> list() {
        return queue.submit(agents::list);
    }

    /**
     * @param agentId the agent's uuid
     * @return the future of {@link AgentsClient#get(String)}
     */
    public CompletableFuture<AgentDetail> get(String agentId) {
        return queue.submit(() -> agents.get(agentId));
    }

    /**
     * @param agent the agent to add
     * @return the future of {@link AgentsClient#add(NewAgent)}: the new agent, read back with its id
     */
    public CompletableFuture<Agent> add(NewAgent agent) {
        return queue.submit(() -> agents.add(agent));
    }

    /**
     * @param agentId the agent's uuid
     * @param update the fields to change
     * @return the future of {@link AgentsClient#edit(String, AgentUpdate)}
     */
    public CompletableFuture<WriteResult> edit(String agentId, AgentUpdate update) {
        return queue.submit(() -> agents.edit(agentId, update));
    }

    /**
     * @param agentId the agent's uuid
     * @return the future of {@link AgentsClient#delete(String)}
     */
    public CompletableFuture<WriteResult> delete(String agentId) {
        return queue.submit(() -> agents.delete(agentId));
    }

    /**
     * @param agentId the agent's uuid
     * @param page the page number, from 1
     * @return the future of {@link AgentsClient#signInHistory(String, int)}
     */
    public CompletableFuture<SignInPage> signInHistory(String agentId, int page) {
        return queue.submit(() -> agents.signInHistory(agentId, page));
    }

    /**
     * @param agentId the agent's uuid
     * @return the future of {@link AgentsClient#domains(String)}
     */
    public CompletableFuture<List<DomainSummary>> domains(String agentId) {
        return queue.submit(() -> agents.domains(agentId));
    }
}
