package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;

/**
 * Domains: the websites the chat plug-in runs on. Obtain it from {@link
 * io.chatapi.sdk.ChatApiClient#domains()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed; for writes check
 * {@code mayHaveBeenProcessed()}), {@link RequestRejectedException} (the server said no, such as
 * {@code Error - user already exist}), {@link io.chatapi.sdk.errors.UndecodableReplyException} or {@link
 * io.chatapi.sdk.errors.AuthenticationException}. Input is checked before anything is sent; a bad argument
 * throws {@link IllegalArgumentException} naming the parameter.
 */
public final class DomainsClient {
    private final Transport transport;

    /** @param transport the client's transport */
    public DomainsClient(Transport transport) {
        this.transport = transport;
    }

    /**
     * Lists all domains: {@code GET chat/list} (or {@code domains/list}).
     *
     * @return the domains in the order of their sequence-number keys ({@code "1"}, {@code "2"}, …);
     *     empty when the server sends {@code {}} or {@code []}
     * @throws RequestRejectedException when the reply holds no {@code content} object or array
     */
    public List<Domain> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.DOMAINS_LIST).build());
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(SequenceKeys.inOrder(content), Domain.class);
    }

    /**
     * Registers a domain with shop system {@link ShopSystem#OTHER} (code 0, the default); see {@link
     * #register(String, ShopSystem)}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @return the server's answer, with the plug-in token when the reply carries it
     * @throws IllegalArgumentException when {@code address} is null, blank or too long
     */
    public DomainRegistration register(String address) {
        return register(address, ShopSystem.OTHER);
    }

    /**
     * Registers a domain: {@code POST chat/registerdomain} with {@code domain} (the address, trimmed)
     * and {@code shop} (the system's code 0–4). Registering an address again generates a new plug-in
     * token.
     *
     * <p>The reply carries the new plug-in token but no uuid: find the new domain by address in
     * {@link #list()} to delete it or assign agents to it.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site; use {@link ShopSystem#ofCode(int)} for a code
     * @return the server's answer, with the plug-in token when the reply carries it
     * @throws IllegalArgumentException when {@code address} is null, blank or longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters
     * @throws IllegalArgumentException when {@code shop} is null
     * @throws TransportException when the reply was lost; the domain may exist then, so list before
     *     registering again (a second registration replaces the token)
     */
    public DomainRegistration register(String address, ShopSystem shop) {
        String domain = Validate.notBlank("address", address).trim();
        Validate.notNull("shop", shop);
        Reply reply = transport.send(ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain)
                .param("shop", Integer.toString(shop.code()))
                .build());
        return JsonCodec.bind(reply.body(), DomainRegistration.class);
    }

    /**
     * Deletes a domain: {@code POST domain/delete/:id}. Its plug-in token is gone for good.
     *
     * @param domainId the domain's uuid
     * @return the server's acknowledgement
     * @throws IllegalArgumentException when {@code domainId} is blank or not a usable id
     */
    public WriteResult delete(String domainId) {
        return transport.write(ApiCall.to(Endpoints.DOMAINS_DELETE)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build());
    }

    /**
     * Lets an agent talk to the clients of a domain: {@code POST domains/adduser} with {@code user} =
     * the agent's id and {@code domain} = the domain's id.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement, such as {@code user assigned to domain}
     * @throws IllegalArgumentException when either id is blank or not a usable id
     */
    public WriteResult assignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        return transport.write(ApiCall.to(Endpoints.DOMAINS_ASSIGN)
                .param("user", agent)
                .param("domain", domain)
                .build());
    }

    /**
     * Takes an agent off a domain: {@code POST domains/removeagent} with {@code uid} = the agent's id
     * and {@code id} = the domain's id.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     * @throws IllegalArgumentException when either id is blank or not a usable id
     * @throws RequestRejectedException when the server answers with an error text, such as {@code
     *     Error - user already exist}, even under {@code status} 1
     */
    public WriteResult unassignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        return transport.write(ApiCall.to(Endpoints.DOMAINS_UNASSIGN)
                .param("uid", agent)
                .param("id", domain)
                .build());
    }

    /**
     * Reads a domain's plug-in token: {@code GET domains/gettoken/:id}.
     *
     * <p>The spec shows no success body for this call (only {@code {status}}), so the token is looked
     * for where a server could plausibly put it: a {@code token} (or {@code domain_token}, {@code
     * plugin_token}) field at the top level or inside {@code content}, {@code data} or {@code domain},
     * or {@code content} itself as a bare token-shaped string. {@link Domain#pluginToken()} from
     * {@link #list()} carries the same token.
     *
     * @param domainId the domain's uuid
     * @return the token
     * @throws IllegalArgumentException when {@code domainId} is blank or not a usable id
     * @throws RequestRejectedException when the reply holds no token; its {@code rawBody()} shows what
     *     the server sent
     */
    public String pluginToken(String domainId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.DOMAINS_TOKEN)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build());
        return PluginTokenLocator.find(reply.body()).orElseThrow(() -> reply.rejected("no plug-in token in the reply"));
    }
}
