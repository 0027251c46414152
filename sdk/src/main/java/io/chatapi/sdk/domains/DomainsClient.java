package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Converge;
import io.chatapi.sdk.internal.Job;
import io.chatapi.sdk.internal.Matches;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    private final DomainKind registrations = new DomainKind(this);

    /** What {@link #assignAgent} returns for an assignment in place: nothing was sent, so no status or message. */
    private static final WriteResult IN_PLACE = new WriteResult(-1, "", null);

    /**
     * Built by {@link io.chatapi.sdk.ChatApiClient}; get this client from it. Public only because the facade lives in
     * another package: its parameters are internal types, outside the module's exports.
     *
     * @param transport the client's transport
     * @param agents the client's agents, which assignments look up
     */
    public DomainsClient(Transport transport, AgentsClient agents) {
        this.transport = transport;
        this.agents = agents;
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
     * {@return the domain with this address, compared as the service tells domains apart ({@link DomainAddress}:
     * no scheme, trailing slash, letter case or blanks), or empty}: {@code GET chat/list}.
     *
     * @param address the website address or host, such as {@code shop.example.com} or {@code https://shop.example.com/}
     * @throws AmbiguousMatchException when several domains have that address
     */
    public Optional<Domain> findByAddress(String address) {
        return transport.method(
                "domains.findByAddress", () -> find(DomainAddress.of(address), "domains.findByAddress"));
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
     * Registers a new domain: {@code GET chat/list}, {@code POST chat/registerdomain} with {@code domain} (the
     * address as {@link DomainAddress} writes it: {@code https://Shop.example.com/} goes as {@code shop.example.com})
     * and {@code shop} (code 0–4), then {@code GET chat/list}, as the reply has no uuid.
     * Registering again would replace the live plug-in token (sites using it stop showing the chat), so
     * an address already registered is refused; see {@link #findOrRegister}, {@link #registerReplacingToken}.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system of the site; use {@link ShopSystem#ofCode(int)} for a code
     * @return the new domain, as listed, with its id and plug-in token
     * @throws IllegalArgumentException when {@code address} is null, blank, longer than {@value
     *     Validate#MAX_TEXT_LENGTH} characters or names no host, or {@code shop} is null; nothing is sent then
     * @throws AlreadyExistsException when the address is registered already ({@link DomainAddress}); nothing sent
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     * @throws TransportException when the reply was lost: use {@link #findByAddress} before registering again
     */
    public Domain register(String address, ShopSystem shop) {
        return transport.method("domains.register", () -> doRegister(address, shop));
    }

    private Domain doRegister(String address, ShopSystem shop) {
        DomainAddress domain = DomainAddress.of(address);
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
        return registerReplacingToken(domain.toString(), shop);
    }

    /**
     * {@return the domain with this address ({@link DomainAddress}), unchanged (token kept), or registered if there
     * is none}: {@code GET chat/list}, and when registering, {@code POST chat/registerdomain} and the list again.
     * It converges within the client's {@code jobBudget}: a registration whose reply is lost, a gateway page or a
     * refused token is resolved by the next list read, never by registering blindly again (which would replace a
     * token). Two runners that both registered the address keep the first listed, and each deletes the other only
     * if its own call made it.
     *
     * @param address the website address or host, such as {@code shop.example.com}
     * @param shop the e-commerce system, used only when the domain is registered
     * @throws AmbiguousMatchException when several domains have that address
     * @throws CreatedRecordNotFoundException when a registration was acknowledged but the domain is not listed
     * @throws JobIncompleteException when the job budget ran out before the domain was found or registered
     */
    public Domain findOrRegister(String address, ShopSystem shop) {
        DomainKind.Wanted wanted = new DomainKind.Wanted(DomainAddress.of(address), Validate.notNull("shop", shop));
        return transport.method("domains.findOrRegister", () -> Converge.one(
                        registrations, "domains.findOrRegister", wanted, Converge.Mode.FIND_OR_ADD, Job.of(transport))
                .record());
    }

    /**
     * Registers an address even if registered already: {@code POST chat/registerdomain} with the address as {@link
     * DomainAddress} writes it, then {@code GET chat/list}. A registered address gets a new plug-in token, and pages
     * embedding the old one stop showing the chat: call this only to replace the token on purpose.
     *
     * @param address the website address or host
     * @param shop the e-commerce system of the site
     * @return the domain, as listed, with its (new) plug-in token
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     */
    public Domain registerReplacingToken(String address, ShopSystem shop) {
        return transport.method("domains.registerReplacingToken", () -> doRegisterReplacingToken(address, shop));
    }

    private Domain doRegisterReplacingToken(String address, ShopSystem shop) {
        DomainAddress domain = DomainAddress.of(address);
        sendRegistration(domain, Validate.notNull("shop", shop));
        return Matches.created(
                this::list, d -> hasAddress(d, domain), Domain::id, "domains.register", "address=" + domain);
    }

    void sendRegistration(DomainAddress domain, ShopSystem shop) {
        transport.send(ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain.toString())
                .param("shop", Integer.toString(shop.code()))
                .build());
    }

    /**
     * {@return the agents assigned to a domain, in list order}: as the spec has no endpoint for it, {@code
     * GET users/list}, then {@code GET users/getuserdomains/:uid} per agent with a domain count not zero.
     *
     * @param domainId the domain's uuid
     */
    public List<Agent> agents(String domainId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.method("domains.agents", () -> agents.list().stream()
                .filter(a -> a.domainCount().orElse(1) > 0 && isOn(a.id(), domain))
                .toList());
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
     * Assigns an agent to a domain unless it is on it: {@code GET users/getuserdomains/:uid}, then, only if the domain
     * is not among the agent's, {@code POST domains/adduser} with {@code user} and {@code domain}. An assignment in
     * place is a success, with nothing sent and nothing logged as failed: 1 request; a new one costs 2. Should the
     * server still refuse (another client assigned the agent in between), the agent's domains are read again, and
     * the assignment counts as done if it is there. It converges within the client's {@code jobBudget}: a lost reply,
     * a gateway page or a refused token is resolved by reading the agent's domains again, and sent again only if the
     * assignment is not there.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement; status -1 and no message when the assignment was in place already (or
     *     was found in place after a reply was lost)
     * @throws RequestRejectedException when the server refuses and the agent is not on the domain
     * @throws JobIncompleteException when the job budget ran out before the assignment was confirmed
     */
    public WriteResult assignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        return transport.method("domains.assignAgent", () -> {
            Map<String, WriteResult> replies = new HashMap<>();
            AssignmentKind kind = new AssignmentKind(agents, domain, Map.of(), (d, a) -> assign(d, a, replies));
            Ensured<String> done =
                    Converge.one(kind, "domains.assignAgent", agent, Converge.Mode.FIND_OR_ADD, Job.of(transport));
            return done.changed() ? replies.get(agent) : replies.getOrDefault(agent, IN_PLACE);
        });
    }

    /**
     * Assigns agents to a domain, each unless it is on it: {@code GET users/getuserdomains/:uid} per agent whose
     * listed domain count is not 0 (an agent listed with no domain is on none, so needs no read), then, after all
     * reads, {@code POST domains/adduser} per agent not on the domain. Onboarding a team onto a new shop costs a
     * write per agent and no read; running it again costs a read per agent and no write. An agent record read before it was put on this
     * domain (a stale count) makes the server refuse the write; that refusal is checked as {@link #assignAgent} does,
     * and still counts as done. It converges as {@link #assignAgent} does, and an assignment that fails for a reason
     * of its own does not stop the others.
     *
     * @param domainId the domain's uuid
     * @param agents the agents, as listed by {@link AgentsClient#list()} or returned by {@code ensure}
     * @return one result per agent, in order: {@link Ensured.Outcome#CREATED} when assigned now, {@link
     *     Ensured.Outcome#UNCHANGED} when it was on the domain already
     * @throws IllegalArgumentException when {@code agents} is null or holds null, or an id is unusable; nothing is
     *     sent then
     * @throws JobIncompleteException when some assignment is not in place at the end (the server refused it, the budget
     *     ran out, or a failure stopped the rest): {@code outcomes()} tells each one's
     */
    public List<Ensured<Agent>> assignAgents(String domainId, List<Agent> agents) {
        return transport.method("domains.assignAgents", () -> doAssignAgents(domainId, agents));
    }

    private List<Ensured<Agent>> doAssignAgents(String domainId, List<Agent> agents) {
        String domain = ApiCall.requireId("domainId", domainId);
        Validate.notNull("agents", agents);
        Map<String, Integer> counts = new HashMap<>();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            Agent agent = Validate.notNull("agents[" + i + "]", agents.get(i));
            ids.add(ApiCall.requireId("agents[" + i + "].id", agent.id()));
            agent.domainCount().ifPresent(n -> counts.put(agent.id(), n));
        }
        AssignmentKind kind = new AssignmentKind(this.agents, domain, counts, (d, a) -> assign(d, a, new HashMap<>()));
        List<Ensured<String>> done =
                Converge.converge(kind, "domains.assignAgents", ids, Converge.Mode.FIND_OR_ADD, Job.of(transport));
        List<Ensured<Agent>> results = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            results.add(new Ensured<>(agents.get(i), done.get(i).outcome()));
        }
        return results;
    }

    /** Sends an assignment; its acknowledgement, or the refusal of one in place, goes to {@code replies}. */
    private void assign(String domain, String agent, Map<String, WriteResult> replies) {
        try {
            replies.put(
                    agent,
                    transport.write(ApiCall.to(Endpoints.DOMAINS_ASSIGN)
                            .param("user", agent)
                            .param("domain", domain)
                            .build()));
        } catch (RequestRejectedException refused) {
            // However the refusal is worded, the agent's domains, read next, tell whether the assignment is in place.
            replies.put(agent, new WriteResult(refused.status(), refused.serverMessage(), null));
            throw refused;
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

    private Optional<Domain> find(DomainAddress address, String operation) {
        return Matches.atMostOne(list(), d -> hasAddress(d, address), Domain::id, operation, "address=" + address);
    }

    static boolean hasAddress(Domain domain, DomainAddress address) {
        return DomainAddress.parse(domain.address()).equals(Optional.of(address));
    }
}
