package io.chatapi.sdk.async;

import io.chatapi.sdk.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainRegistration;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.ShopSystem;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link DomainsClient} with every call returning a {@link CompletableFuture}. Each method sends
 * what its synchronous twin sends; the future completes with its value or fails with the exception
 * it would throw.
 */
public final class AsyncDomainsClient {
  private final DomainsClient domains;
  private final CallQueue queue;

  AsyncDomainsClient(DomainsClient domains, CallQueue queue) {
    this.domains = domains;
    this.queue = queue;
  }

  /** See {@link DomainsClient#list()}. */
  public CompletableFuture<List<Domain>> list() {
    return queue.submit(domains::list);
  }

  /** See {@link DomainsClient#register(String)}. */
  public CompletableFuture<DomainRegistration> register(String address) {
    return queue.submit(() -> domains.register(address));
  }

  /** See {@link DomainsClient#register(String, ShopSystem)}. */
  public CompletableFuture<DomainRegistration> register(String address, ShopSystem shop) {
    return queue.submit(() -> domains.register(address, shop));
  }

  /** See {@link DomainsClient#delete(String)}. */
  public CompletableFuture<WriteResult> delete(String domainId) {
    return queue.submit(() -> domains.delete(domainId));
  }

  /** See {@link DomainsClient#assignAgent(String, String)}. */
  public CompletableFuture<WriteResult> assignAgent(String domainId, String agentId) {
    return queue.submit(() -> domains.assignAgent(domainId, agentId));
  }

  /** See {@link DomainsClient#unassignAgent(String, String)}. */
  public CompletableFuture<WriteResult> unassignAgent(String domainId, String agentId) {
    return queue.submit(() -> domains.unassignAgent(domainId, agentId));
  }

  /** See {@link DomainsClient#pluginToken(String)}. */
  public CompletableFuture<String> pluginToken(String domainId) {
    return queue.submit(() -> domains.pluginToken(domainId));
  }
}
