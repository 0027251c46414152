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
 * Domains, the websites the chat plug-in runs on, from {@link io.chatapi.sdk.ChatApiClient#domains()}.
 *
 * <p>Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException};
 * a bad argument throws {@link IllegalArgumentException} naming it, before anything is sent.
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
     * {@return all domains, in the order of their sequence-number keys ("1", "2", …)}: {@code GET chat/list}.
     *
     * @throws RequestRejectedException when the reply holds no {@code content} object or array
     */
    public List<Domain> list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.DOMAINS_LIST).build());
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(SequenceKeys.inOrder(content), Domain.class);
    }

    /**
     * {@return the domain with this address (trimmed, any case), or empty}: {@code GET chat/list}.
     *
     * @param address the website address or host, as registered
     * @throws AmbiguousMatchException when several domains have that address
     */
    public Optional<Domain> findByAddress(String address) {
        return find(address(address), "domains.findByAddress");
    }

    /**
     * {@return the new domain}, registered with {@link ShopSystem#OTHER}; see {@link #register(String, ShopSystem)}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @throws AlreadyExistsException when the address is registered already; nothing is sent then
     */
    public Domain register(String address) {
        return register(address, ShopSystem.OTHER);
    }

    /**
     * Registers a new domain: {@code GET chat/list}, {@code POST chat/registerdomain} with {@code domain}
     * (trimmed) and {@code shop} (code 0–4), then {@code GET chat/list}, as the reply has no uuid.
     * Registering again would replace the live plug-in token (sites using it stop showing the chat), so
     * an address already registered is refused; see {@link #findOrRegister}, {@link #registerReplacingToken}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site; use {@link ShopSystem#ofCode(int)} for a code
     * @return the new domain, as listed, with its id and plug-in token
     * @throws IllegalArgumentException when {@code address} is null, blank or longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters, or {@code shop} is null; nothing is sent then
     * @throws AlreadyExistsException when the address is registered already (any case); only listed
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     * @throws TransportException when the reply was lost: use {@link #findByAddress} before registering again
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
     * {@return the domain with this address, unchanged (token kept), or registered if there is none}:
     * {@code GET chat/list}, and when registering, {@code POST chat/registerdomain} and the list again.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system, used only when the domain is registered
     * @throws AmbiguousMatchException when several domains have that address
     * @throws CreatedRecordNotFoundException see {@link #register(String, ShopSystem)}
     */
    public Domain findOrRegister(String address, ShopSystem shop) {
        String domain = address(address);
        Validate.notNull("shop", shop);
        return find(domain, "domains.findOrRegister").orElseGet(() -> registerReplacingToken(domain, shop));
    }

    /**
     * Registers an address even if registered already: {@code POST chat/registerdomain}, then {@code GET
     * chat/list}. A registered address gets a new plug-in token, and pages embedding the old one stop
     * showing the chat: call this only to replace the token on purpose.
     *
     * @param address the website address or host
     * @param shop the e-commerce system of the site
     * @return the domain, as listed, with its (new) plug-in token
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     */
    public Domain registerReplacingToken(String address, ShopSystem shop) {
        String domain = address(address);
        transport.send(ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain)
                .param("shop", Integer.toString(Validate.notNull("shop", shop).code()))
                .build());
        return Matches.created(
                this::list, d -> hasAddress(d, domain), DomainsClient::idOf, "domains.register", "address=" + domain);
    }

    /**
     * {@return the agents assigned to a domain, in list order}: as the spec has no endpoint for it, {@code
     * GET users/list}, then {@code GET users/getuserdomains/:uid} per agent with a domain count not zero.
     *
     * @param domainId the domain's uuid
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
     * Deletes a domain, its plug-in token gone for good: {@code POST domain/delete/:id}.
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
     * Assigns an agent to a domain: {@code POST domains/adduser} with {@code user} and {@code domain}. An
     * assignment in place counts as done: a refusal ({@code Error - user already exist}) is checked with
     * {@code GET users/getuserdomains/:uid}, and returned if the agent is on the domain.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement, or its refusal of an assignment already in place
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
     * Takes an agent off a domain: {@code POST domains/removeagent} with {@code uid} (agent) and {@code id}.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the server answers with an error text, even under status 1
     */
    public WriteResult unassignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.write(ApiCall.to(Endpoints.DOMAINS_UNASSIGN)
                .param("uid", ApiCall.requireId("agentId", agentId))
                .param("id", domain)
                .build());
    }

    /**
     * {@return a domain's plug-in token}: {@code GET domains/gettoken/:id}. The spec shows no success
     * body, so a {@code token} field is looked for in the likely places; {@link Domain#pluginToken()} is
     * the same token.
     *
     * @param domainId the domain's uuid
     * @throws RequestRejectedException when the reply holds no token ({@code rawBody()} shows the reply)
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

    /** Compared as the service compares addresses: trimmed, any case. */
    private static boolean hasAddress(Domain domain, String address) {
        return domain.address().map(a -> a.trim().equalsIgnoreCase(address)).orElse(false);
    }

    /** Always present: the list leaves out domains without an id. */
    private static Optional<String> idOf(Domain domain) {
        return Optional.of(domain.id());
    }
}
