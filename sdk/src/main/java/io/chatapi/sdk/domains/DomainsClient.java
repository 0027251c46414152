package io.chatapi.sdk.domains;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.WriteConflictException;
import java.util.List;
import java.util.Optional;

/**
 * Domains, the websites the chat plug-in runs on, from {@link io.chatapi.sdk.ChatApiClient#domains()}. A domain's
 * identity is its address ({@link DomainAddress}); {@code add} registers it.
 *
 * <p>The verbs are those of every resource, except two the API lacks: there is no {@code get(id)} (the API reads
 * domains only as a list: use {@link #find} or {@link #list}) and no {@code edit} (a domain is never changed once
 * registered, so {@link #ensure(List)} only registers what is missing). Besides them: the agents on a domain, their
 * assignment, and the plug-in token. Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link io.chatapi.sdk.errors.UndecodableReplyException}
 * or {@link io.chatapi.sdk.errors.AuthenticationException}; a bad argument throws {@link IllegalArgumentException}
 * naming it, before anything is sent. The SDK implements this interface; implement it only as a test double.
 */
public interface DomainsClient {
    /**
     * {@return all domains, in the order of their sequence-number keys ("1", "2", …)}: {@code GET chat/list}.
     *
     * @throws RequestRejectedException when the reply holds no {@code content} object or array
     */
    List<Domain> list();

    /**
     * {@return the domain with this address, compared as the service tells domains apart ({@link DomainAddress}:
     * no scheme, trailing slash, letter case or blanks), or empty}: {@code GET chat/list}.
     *
     * @param address the website address or host, such as {@code shop.example.com} or {@code https://shop.example.com/}
     * @throws AmbiguousMatchException when several domains have that address
     */
    Optional<Domain> find(String address);

    /**
     * Registers a new domain unless its address is registered: {@code GET chat/list}, {@code POST
     * chat/registerdomain} with {@code domain} (the address as {@link DomainAddress} writes it: {@code
     * https://Shop.example.com/} goes as {@code shop.example.com}) and {@code shop} (code 0–4), then {@code GET
     * chat/list}, as the reply has no uuid: 3 requests. Registering again would replace the live plug-in token (sites
     * using it stop showing the chat), so an address already registered is refused; see {@link #findOrAdd(NewDomain)},
     * {@link #addReplacingToken}.
     *
     * @param domain the domain to register
     * @return the new domain, as listed, with its id and plug-in token
     * @throws IllegalArgumentException when {@code domain} is null; nothing is sent then
     * @throws AlreadyExistsException when the address is registered already ({@link DomainAddress}); nothing sent
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     * @throws TransportException when the reply was lost: use {@link #find} before registering again
     */
    Domain add(NewDomain domain);

    /**
     * {@return the domain with this address ({@link DomainAddress}), unchanged (token kept), or registered if there
     * is none}; see {@link #findOrAdd(List)}.
     *
     * @param domain the domain to find by address or register; its shop system is used only to register it
     * @throws AmbiguousMatchException when several domains have that address
     * @throws CreatedRecordNotFoundException when a registration was acknowledged but the domain is not listed
     * @throws JobIncompleteException when the job budget ran out before the domain was found or registered
     */
    Domain findOrAdd(NewDomain domain);

    /**
     * {@return one domain per entry, in order: found unchanged (token kept), or registered}: {@code GET chat/list},
     * {@code POST chat/registerdomain} per missing address, then {@code GET chat/list} again if any was registered.
     * It converges within the client's {@code jobBudget}: a registration whose reply is lost, a gateway page or a
     * refused token is resolved by the next list read, never by registering blindly again (which would replace a
     * token). Two runners that register one address at once make no twin: the later registration gives the domain a
     * new token, and both return the domain as listed, with the live one ({@link #ensure(List)} tells whose
     * registration stands).
     *
     * @param domains the domains to find by address or register, with distinct addresses
     * @throws IllegalArgumentException when {@code domains} is null, holds null, or repeats an address
     * @throws AmbiguousMatchException when several domains have one of the addresses; nothing was sent then
     * @throws JobIncompleteException when some domain is not found or registered at the end: {@code outcomes()} tells
     *     each one's
     */
    List<Domain> findOrAdd(List<NewDomain> domains);

    /**
     * Makes the domain exist; see {@link #ensure(List)}.
     *
     * @param domain the domain as it should be
     * @return the domain as listed, and whether it was created or found unchanged
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws WriteConflictException when this call registered the address and a later registration replaced it:
     *     the domain is there ({@code id()} names it), but its live plug-in token is another's; see {@link
     *     #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the domain was found or registered
     */
    Ensured<Domain> ensure(NewDomain domain);

    /**
     * Makes each domain exist: as {@link #findOrAdd(List)}, telling for each whether it was registered ({@link
     * Ensured.Outcome#CREATED}) or found ({@link Ensured.Outcome#UNCHANGED}). A domain has nothing to edit (the API
     * has no edit, and registering again would replace its plug-in token), so a domain found is never changed: its
     * shop system stays as registered, even when the entry names another.
     *
     * <p>Whose registration stands: the API answers a second registration of an address with a new plug-in token for
     * the same domain (no twin, no refusal), so two runners that register one address at once both succeed, and the
     * earlier one's token is dead. The call keeps the token each of its registrations' replies carried and compares
     * it with the token listed when it reads the domain back (and at the job's end). The same token: {@link
     * Ensured.Outcome#CREATED}, this call's registration stands. Another token: your registration was replaced by a
     * later one, and the live token is another; the domain is reported not done, with a {@link
     * WriteConflictException} naming its id ({@code id()}), and the address is never registered again to win (that
     * would kill the other runner's token). A registration whose reply carried no token, or whose reply was lost, or
     * a domain listed without a token, cannot be compared: it counts as created, as before. A registration that
     * comes after this call's last read is not seen: compare {@link Domain#pluginToken()} later to tell. Use {@link
     * #findOrAdd(List)} when only the domain's existence matters: it compares no token.
     *
     * @param domains the domains as they should be, with distinct addresses
     * @return one result per entry, in order: the domain as listed, and whether it was created or unchanged
     * @throws IllegalArgumentException when {@code domains} is null, holds null, or repeats an address
     * @throws AmbiguousMatchException when several domains have one of the addresses; nothing was sent then
     * @throws JobIncompleteException when some domain is not found or registered at the end, or its registration was
     *     replaced by a later one: {@code outcomes()} tells each one's
     */
    List<Ensured<Domain>> ensure(List<NewDomain> domains);

    /**
     * Registers an address even if registered already: {@code POST chat/registerdomain} with the address as {@link
     * DomainAddress} writes it, then {@code GET chat/list}. A registered address gets a new plug-in token, and pages
     * embedding the old one stop showing the chat: call this only to replace the token on purpose.
     *
     * @param domain the domain to register again
     * @return the domain, as listed, with its (new) plug-in token
     * @throws IllegalArgumentException when {@code domain} is null; nothing is sent then
     * @throws CreatedRecordNotFoundException when the registration was accepted but no such domain is listed,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several domains with that address are listed
     */
    Domain addReplacingToken(NewDomain domain);

    /**
     * {@return the agents assigned to a domain, in list order}: as the spec has no endpoint for it, {@code
     * GET users/list}, then {@code GET users/getuserdomains/:uid} per agent with a domain count not zero.
     *
     * @param domainId the domain's uuid
     */
    List<Agent> agents(String domainId);

    /**
     * Deletes a domain, its plug-in token gone for good: {@code POST domain/delete/:id}.
     *
     * @param domainId the domain's uuid
     * @return the server's acknowledgement
     */
    WriteResult delete(String domainId);

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
    WriteResult assignAgent(String domainId, String agentId);

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
    List<Ensured<Agent>> assignAgents(String domainId, List<Agent> agents);

    /**
     * Takes an agent off a domain: {@code POST domains/removeagent} with {@code uid} (agent) and {@code id}.
     *
     * @param domainId the domain's uuid
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the server answers with an error text, even under status 1
     */
    WriteResult unassignAgent(String domainId, String agentId);

    /**
     * {@return a domain's plug-in token}: {@code GET domains/gettoken/:id}. The spec shows no success
     * body, so a {@code token} field is looked for in the likely places; {@link Domain#pluginToken()} is
     * the same token.
     *
     * @param domainId the domain's uuid
     * @throws RequestRejectedException when the reply holds no token ({@code rawBody()} shows the reply)
     */
    String pluginToken(String domainId);
}
