package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.internal.Wiring;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;

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
    private final AgentsClient agents;

    static {
        Wiring.register(DomainsClient.class, DomainsClient::new);
    }

    private DomainsClient(Wiring.Parts parts) {
        this.transport = parts.transport();
        this.agents = parts.agents();
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
     * Finds a domain by address, ignoring letter case and surrounding spaces: one request, {@code GET
     * chat/list}, as the spec has no lookup endpoint.
     *
     * @param address the website address or host, as registered
     * @return the domain, or empty when none has that address
     * @throws AmbiguousMatchException when several domains have that address
     */
    public Optional<Domain> findByAddress(String address) {
        return find(address(address), "domains.findByAddress");
    }

    /**
     * Registers a domain with shop system {@link ShopSystem#OTHER} (code 0); see {@link
     * #register(String, ShopSystem)}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @return the new domain, as listed, with its id and plug-in token
     * @throws AlreadyExistsException when the address is registered already; nothing is sent then
     */
    public Domain register(String address) {
        return register(address, ShopSystem.OTHER);
    }

    /**
     * Registers a new domain and returns it with its id. Registering an address again would replace
     * its live plug-in token (the websites using the old one stop showing the chat), so this method
     * first reads the domain list and refuses an address registered already. Three requests: {@code
     * GET chat/list}, {@code POST chat/registerdomain} with {@code domain} (the address, trimmed) and
     * {@code shop} (the system's code 0–4), and {@code GET chat/list} again to find the new domain,
     * since the reply carries no uuid. To reuse a domain that may exist, use {@link #findOrRegister};
     * to replace the token on purpose, {@link #registerReplacingToken}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site; use {@link ShopSystem#ofCode(int)} for a code
     * @return the new domain, as listed, with its id and plug-in token
     * @throws IllegalArgumentException when {@code address} is null, blank or longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters, or {@code shop} is null; nothing is sent then
     * @throws AlreadyExistsException when the address is registered already (any letter case); only
     *     the list was read
     * @throws CreatedRecordNotFoundException when the registration was accepted but the list shows no
     *     domain with that address
     * @throws AmbiguousMatchException when the list shows several domains with that address
     * @throws TransportException when the reply was lost; the domain may exist then, so use {@link
     *     #findByAddress} before registering again
     */
    public Domain register(String address, ShopSystem shop) {
        String domain = address(address);
        Validate.notNull("shop", shop);
        Optional<Domain> existing = find(domain, "domains.register");
        if (existing.isPresent()) {
            throw new AlreadyExistsException(
                    "domains.register",
                    Endpoints.DOMAINS_REGISTER.path(PathForm.SAMPLE),
                    domain + " is registered already as domain "
                            + existing.get().id()
                            + "; nothing was sent (registering again would replace its live plug-in token):"
                            + " use findOrRegister to reuse it, or registerReplacingToken to replace the token");
        }
        return registerReplacingToken(domain, shop);
    }

    /**
     * Returns the domain with this address, registering it first if there is none. A domain found is
     * returned as it is: its plug-in token is kept and its shop system not changed. One request
     * ({@code GET chat/list}) when it exists, three when it is registered.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system, used only when the domain is registered
     * @return the domain found or registered
     * @throws AmbiguousMatchException when several domains have that address
     * @throws CreatedRecordNotFoundException see {@link #register(String, ShopSystem)}
     */
    public Domain findOrRegister(String address, ShopSystem shop) {
        String domain = address(address);
        Validate.notNull("shop", shop);
        return find(domain, "domains.findOrRegister").orElseGet(() -> registerReplacingToken(domain, shop));
    }

    /**
     * Registers an address whether or not it is registered already: {@code POST chat/registerdomain},
     * then {@code GET chat/list} to return the domain. For an address registered already the service
     * generates a new plug-in token, and every page embedding the old one stops showing the chat: call
     * this only to replace the token on purpose.
     *
     * @param address the website address or host
     * @param shop the e-commerce system of the site
     * @return the domain, as listed, with its (new) plug-in token
     * @throws CreatedRecordNotFoundException when the registration was accepted but the list shows no
     *     domain with that address
     * @throws AmbiguousMatchException when the list shows several domains with that address
     */
    public Domain registerReplacingToken(String address, ShopSystem shop) {
        String domain = address(address);
        transport.send(ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain)
                .param("shop", Integer.toString(Validate.notNull("shop", shop).code()))
                .build());
        return Matches.created(
                list(), d -> hasAddress(d, domain), DomainsClient::idOf, "domains.register", "address=" + domain);
    }

    /**
     * The agents assigned to a domain. The spec has no endpoint for it, so this reads the agent list
     * ({@code GET users/list}) and then the domains of each agent whose domain count is not zero
     * ({@code GET users/getuserdomains/:uid}). For one agent, {@link AgentsClient#domains(String)} is
     * cheaper.
     *
     * @param domainId the domain's uuid
     * @return the agents assigned to it, in the agent list's order; empty for an unknown domain
     */
    public List<Agent> agents(String domainId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return agents.list().stream()
                .filter(a -> a.domainCount().orElse(1) > 0 && isOn(a.id(), domain))
                .toList();
    }

    private boolean isOn(String agentId, String domainId) {
        return agents.domains(agentId).stream().anyMatch(d -> domainId.equals(d.id()));
    }

    /**
     * Deletes a domain: {@code POST domain/delete/:id}. Its plug-in token is gone for good.
     *
     * @param domainId the domain's uuid
     * @return the server's acknowledgement
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
     * <p>An assignment already in place counts as done, so an onboarding can run again: when the
     * server refuses the write (the service answers a repeated assignment {@code Error - user already
     * exist}), this method reads the agent's domains ({@code GET users/getuserdomains/:uid}) and, if
     * the domain is among them, returns the refusal's status and message instead of throwing.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement, such as {@code user assigned to domain}, or its refusal of
     *     an assignment that was already in place
     * @throws RequestRejectedException when the server refuses and the agent is not on the domain
     */
    public WriteResult assignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        try {
            return transport.write(ApiCall.to(Endpoints.DOMAINS_ASSIGN)
                    .param("user", agent)
                    .param("domain", domain)
                    .build());
        } catch (RequestRejectedException refused) {
            // However the refusal is worded, the agent's domains tell whether the assignment is in place.
            if (!isOn(agent, domain)) {
                throw refused;
            }
            return new WriteResult(refused.status(), refused.serverMessage(), null);
        }
    }

    /**
     * Takes an agent off a domain: {@code POST domains/removeagent} with {@code uid} = the agent's id
     * and {@code id} = the domain's id.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the server answers with an error text, even under {@code
     *     status} 1
     */
    public WriteResult unassignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.write(ApiCall.to(Endpoints.DOMAINS_UNASSIGN)
                .param("uid", ApiCall.requireId("agentId", agentId))
                .param("id", domain)
                .build());
    }

    /**
     * Reads a domain's plug-in token: {@code GET domains/gettoken/:id}. The spec shows no success body
     * for this call, so the token is looked for where a server could plausibly put it: a {@code token}
     * (or {@code domain_token}, {@code plugin_token}) field at the top level or inside {@code content},
     * {@code data} or {@code domain}, or {@code content} itself as a bare token-shaped string. {@link
     * Domain#pluginToken()} from {@link #list()} carries the same token.
     *
     * @param domainId the domain's uuid
     * @return the token
     * @throws RequestRejectedException when the reply holds no token; its {@code rawBody()} shows what
     *     the server sent
     */
    public String pluginToken(String domainId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.DOMAINS_TOKEN)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build());
        return PluginTokenLocator.find(reply.body()).orElseThrow(() -> reply.rejected("no plug-in token in the reply"));
    }

    private static String address(String address) {
        return Validate.notBlank("address", address).trim();
    }

    private Optional<Domain> find(String address, String operation) {
        return Matches.atMostOne(
                list(), d -> hasAddress(d, address), DomainsClient::idOf, operation, "address=" + address);
    }

    /** The model's address, compared as the service compares them: trimmed, any case. */
    private static boolean hasAddress(Domain domain, String address) {
        return domain.address().map(a -> a.trim().equalsIgnoreCase(address)).orElse(false);
    }

    /** The model's id (a listed record always has one: the list leaves out entries without). */
    private static Optional<String> idOf(Domain domain) {
        return Optional.of(domain.id());
    }
}
