package io.chatapi.sdk.async;

import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
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

    /**
     * See {@link DomainsClient#list()}.
     *
     * @return a future that completes with the domains, or fails with the exception {@code list()}
     *     throws
     */
    public CompletableFuture<List<Domain>> list() {
        return queue.submit(domains::list);
    }

    /**
     * See {@link DomainsClient#register(String)}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @return a future that completes with the new domain, with its id, or fails with the exception {@code
     *     register} throws
     */
    public CompletableFuture<Domain> register(String address) {
        return queue.submit(() -> domains.register(address));
    }

    /**
     * See {@link DomainsClient#register(String, ShopSystem)}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site
     * @return a future that completes with the new domain, with its id, or fails with the exception {@code
     *     register} throws
     */
    public CompletableFuture<Domain> register(String address, ShopSystem shop) {
        return queue.submit(() -> domains.register(address, shop));
    }

    /**
     * See {@link DomainsClient#delete(String)}.
     *
     * @param domainId the domain's uuid
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code delete} throws
     */
    public CompletableFuture<WriteResult> delete(String domainId) {
        return queue.submit(() -> domains.delete(domainId));
    }

    /**
     * See {@link DomainsClient#assignAgent(String, String)}.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code assignAgent} throws
     */
    public CompletableFuture<WriteResult> assignAgent(String domainId, String agentId) {
        return queue.submit(() -> domains.assignAgent(domainId, agentId));
    }

    /**
     * See {@link DomainsClient#unassignAgent(String, String)}.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return a future that completes with the server's acknowledgement, or fails with the exception
     *     {@code unassignAgent} throws
     */
    public CompletableFuture<WriteResult> unassignAgent(String domainId, String agentId) {
        return queue.submit(() -> domains.unassignAgent(domainId, agentId));
    }

    /**
     * See {@link DomainsClient#pluginToken(String)}.
     *
     * @param domainId the domain's uuid
     * @return a future that completes with the plug-in token, or fails with the exception {@code
     *     pluginToken} throws
     */
    public CompletableFuture<String> pluginToken(String domainId) {
        return queue.submit(() -> domains.pluginToken(domainId));
    }
}
