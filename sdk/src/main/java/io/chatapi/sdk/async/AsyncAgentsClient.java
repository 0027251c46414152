package io.chatapi.sdk.async;

import io.chatapi.sdk.WriteResult;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentList;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.agents.SignInPage;
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

  /** See {@link AgentsClient#list()}. */
  public CompletableFuture<AgentList> list() {
    return queue.submit(agents::list);
  }

  /** See {@link AgentsClient#get(String)}. */
  public CompletableFuture<AgentDetail> get(String agentId) {
    return queue.submit(() -> agents.get(agentId));
  }

  /** See {@link AgentsClient#add(NewAgent)}. */
  public CompletableFuture<WriteResult> add(NewAgent agent) {
    return queue.submit(() -> agents.add(agent));
  }

  /** See {@link AgentsClient#edit(String, AgentUpdate)}. */
  public CompletableFuture<WriteResult> edit(String agentId, AgentUpdate update) {
    return queue.submit(() -> agents.edit(agentId, update));
  }

  /** See {@link AgentsClient#delete(String)}. */
  public CompletableFuture<WriteResult> delete(String agentId) {
    return queue.submit(() -> agents.delete(agentId));
  }

  /** See {@link AgentsClient#signInHistory(String, int)}. */
  public CompletableFuture<SignInPage> signInHistory(String agentId, int page) {
    return queue.submit(() -> agents.signInHistory(agentId, page));
  }

  /** See {@link AgentsClient#domains(String)}. */
  public CompletableFuture<List<DomainSummary>> domains(String agentId) {
    return queue.submit(() -> agents.domains(agentId));
  }
}
