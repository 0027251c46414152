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
 * {@link AgentsClient} with every call returning a {@link CompletableFuture}. Each method sends
 * what its synchronous twin sends; the future completes with its value or fails with the exception
 * it would throw. Input is validated when the call runs, so bad input fails the future.
 */
public final class AsyncAgentsClient {
    private final AgentsClient agents;
    private final CallQueue queue;

    AsyncAgentsClient(AgentsClient agents, CallQueue queue) {
        this.agents = agents;
        this.queue = queue;
    }

    /**
     * See {@link AgentsClient#list()}.
     *
     * @return a future that completes with the agent list, or fails with the exception {@code list()}
     *     throws
     */
    public CompletableFuture<AgentList> list() {
        return queue.submit(agents::list);
    }

    /**
     * See {@link AgentsClient#get(String)}.
     *
     * @param agentId the agent's uuid
     * @return a future that completes with the agent, or fails with the exception {@code get} throws
     */
    public CompletableFuture<AgentDetail> get(String agentId) {
        return queue.submit(() -> agents.get(agentId));
    }

    /**
     * See {@link AgentsClient#add(NewAgent)}.
     *
     * @param agent the agent to add
     * @return a future that completes with the new record, with its id (read back from the list), or fails with the exception
     *     {@code add} throws
     */
    public CompletableFuture<Agent> add(NewAgent agent) {
        return queue.submit(() -> agents.add(agent));
    }

    /**
     * See {@link AgentsClient#edit(String, AgentUpdate)}.
     *
     * @param agentId the agent's uuid
     * @param update the fields to change
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code edit} throws
     */
    public CompletableFuture<WriteResult> edit(String agentId, AgentUpdate update) {
        return queue.submit(() -> agents.edit(agentId, update));
    }

    /**
     * See {@link AgentsClient#delete(String)}.
     *
     * @param agentId the agent's uuid
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code delete} throws
     */
    public CompletableFuture<WriteResult> delete(String agentId) {
        return queue.submit(() -> agents.delete(agentId));
    }

    /**
     * See {@link AgentsClient#signInHistory(String, int)}.
     *
     * @param agentId the agent's uuid
     * @param page the page number, from 1
     * @return a future that completes with the page, or fails with the exception {@code
     *     signInHistory} throws
     */
    public CompletableFuture<SignInPage> signInHistory(String agentId, int page) {
        return queue.submit(() -> agents.signInHistory(agentId, page));
    }

    /**
     * See {@link AgentsClient#domains(String)}.
     *
     * @param agentId the agent's uuid
     * @return a future that completes with the agent's domains, or fails with the exception {@code
     *     domains} throws
     */
    public CompletableFuture<List<DomainSummary>> domains(String agentId) {
        return queue.submit(() -> agents.domains(agentId));
    }
}
