package io.chatapi.sdk.async;

import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.ShopSystem;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * {@link DomainsClient}, queued: each method sends what the method of the same name and arguments
 * there sends, and its future completes with that method's value or fails with the exception it
 * would throw (bad input included).
 */
public final class AsyncDomainsClient {
    private final DomainsClient domains;
    private final CallQueue queue;

    AsyncDomainsClient(DomainsClient domains, CallQueue queue) {
        this.domains = domains;
        this.queue = queue;
    }

    /** @return the future of {@link DomainsClient#list()} */
    public CompletableFuture<List<Domain>> list() {
        return queue.submit(domains::list);
    }

    /**
     * @param address the website address or host, such as {@code shop.example.com}
     * @return the future of {@link DomainsClient#register(String)}: the new domain, with its id
     */
    public CompletableFuture<Domain> register(String address) {
        return queue.submit(() -> domains.register(address));
    }

    /**
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site
     * @return the future of {@link DomainsClient#register(String, ShopSystem)}: the new domain, with
     *     its id
     */
    public CompletableFuture<Domain> register(String address, ShopSystem shop) {
        return queue.submit(() -> domains.register(address, shop));
    }

    /**
     * @param domainId the domain's uuid
     * @return the future of {@link DomainsClient#delete(String)}
     */
    public CompletableFuture<WriteResult> delete(String domainId) {
        return queue.submit(() -> domains.delete(domainId));
    }

    /**
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the future of {@link DomainsClient#assignAgent(String, String)}
     */
    public CompletableFuture<WriteResult> assignAgent(String domainId, String agentId) {
        return queue.submit(() -> domains.assignAgent(domainId, agentId));
    }

    /**
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the future of {@link DomainsClient#unassignAgent(String, String)}
     */
    public CompletableFuture<WriteResult> unassignAgent(String domainId, String agentId) {
        return queue.submit(() -> domains.unassignAgent(domainId, agentId));
    }

    /**
     * @param domainId the domain's uuid
     * @return the future of {@link DomainsClient#pluginToken(String)}
     */
    public CompletableFuture<String> pluginToken(String domainId) {
        return queue.submit(() -> domains.pluginToken(domainId));
    }
}
