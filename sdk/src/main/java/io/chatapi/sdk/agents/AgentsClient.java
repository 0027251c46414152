package io.chatapi.sdk.agents;

import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TransportException;
import java.util.List;
import java.util.Optional;

/**
 * Agents (operators), from {@link io.chatapi.sdk.ChatApiClient#agents()}. An agent's identity is its e-mail (trimmed,
 * any case), as the service tells logins apart.
 *
 * <p>The verbs are those of every resource: {@code list}, {@code get}, {@code find}, {@code add}, {@code findOrAdd},
 * {@code ensure}, {@code edit}, {@code delete}; besides them, {@link #seats()}, the sign-in history and an agent's
 * domains. Every method may throw {@link TransportException} (for writes check {@code mayHaveBeenProcessed()}), {@link
 * RequestRejectedException}, {@link io.chatapi.sdk.errors.UndecodableReplyException} or {@link
 * io.chatapi.sdk.errors.AuthenticationException}; a bad argument throws {@link IllegalArgumentException} naming it,
 * before anything is sent. The SDK implements this interface; implement it only as a test double.
 */
public interface AgentsClient {
    /**
     * {@return all agents, in the server's order}: {@code GET users/list}. The subscription counters the reply
     * carries beside them are {@link #seats()}.
     *
     * @throws RequestRejectedException when the reply carries a text instead of the list
     */
    List<Agent> list();

    /**
     * {@return the subscription's seat counters}: {@code GET users/list}, the same request as {@link #list()}, whose
     * reply carries {@code maxUsersSub} and {@code currentUsersSub} among the agents.
     *
     * @throws RequestRejectedException when the reply carries a text instead of the list
     */
    AgentSeats seats();

    /**
     * {@return the agent, with photo, job title, dashboard layout and domains}: {@code GET users/getuser/:uid}.
     *
     * @param agentId the agent's uuid
     * @throws RequestRejectedException when the reply holds no {@code content.user} (unknown agent)
     */
    AgentDetail get(String agentId);

    /**
     * {@return the agent with this e-mail (trimmed, any case), or empty}: {@code GET users/list}.
     *
     * @param email the e-mail address
     * @throws AmbiguousMatchException when several agents have that address
     */
    Optional<Agent> find(String email);

    /**
     * Adds an agent unless one has its e-mail: {@code GET users/list}, then {@code POST users/add} with {@code
     * login}, {@code name}, {@code job_title}, {@code password}, {@code chat} and {@code status}, then {@code GET
     * users/list} again, as the reply has no id: 3 requests. The first read is the only guard against a duplicate.
     *
     * @param agent the agent to add
     * @return the new agent, as listed
     * @throws AlreadyExistsException when an agent has that e-mail ({@link #ensure(NewAgent)} changes its fields;
     *     nothing was sent then), or the server's refusal matches the {@code alreadyExistsMessagePattern}
     * @throws CreatedRecordNotFoundException when the add was accepted but no agent is listed with it, or the list
     *     could not be read back
     * @throws AmbiguousMatchException when several are listed with it (the add was carried out)
     * @throws TransportException when the reply was lost: use {@link #find} before adding again
     */
    Agent add(NewAgent agent);

    /**
     * {@return the agent with this e-mail, added if there is none}; see {@link #findOrAdd(List)}.
     *
     * @param agent the agent to find by e-mail or add
     * @throws AmbiguousMatchException when several agents have that e-mail
     * @throws CreatedRecordNotFoundException see {@link #add(NewAgent)}
     * @throws JobIncompleteException when the job budget ran out before the agent was found or added
     */
    Agent findOrAdd(NewAgent agent);

    /**
     * {@return one agent per entry, in order: found unchanged, or added}: {@code GET users/list}, {@code POST
     * users/add} per missing agent, then {@code GET users/list} again if any was added. Fields that differ are kept as
     * they are: {@link #ensure(List)} changes them.
     *
     * @param agents the agents to find by e-mail or add, with distinct e-mails
     * @throws IllegalArgumentException when {@code agents} is null, holds null, or repeats an e-mail
     * @throws AmbiguousMatchException when several agents have one of the e-mails; nothing was sent then
     * @throws JobIncompleteException when some agent is not found or added at the end (see {@link #ensure(List)})
     */
    List<Agent> findOrAdd(List<NewAgent> agents);

    /**
     * Makes the agent exist as described; see {@link #ensure(List)}.
     *
     * @param agent the agent as it should be; its password is used only if it is added
     * @return the agent as listed, and whether it was created, updated or left unchanged
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the agent was confirmed as described
     */
    Ensured<Agent> ensure(NewAgent agent);

    /**
     * Makes each agent exist as described, matched by e-mail (trimmed, any case): {@code GET users/list}; {@code GET
     * users/getuser/:uid} per listed agent whose listed name is as wanted (the list shows no job title, chats or
     * status); {@code POST users/add} per agent missing; {@code POST user/edit} per agent whose name, job title,
     * chats or status differs, sending all four (as {@link #edit} does, so a server that blanks unsent fields blanks
     * none); then, if anything was written, {@code GET users/list} again. Agents as described are left untouched.
     *
     * <p>The password is sent only to add an agent: an agent's password is never read back, and ensure never resets
     * one. A field the agent's reply does not show is not compared, nor is a status code that reads as no status
     * (see the builder's {@code agentStatusCodes}): neither makes an edit on its own.
     *
     * <p>It converges through failures, within the client's {@code jobBudget}: a write whose reply is lost, a gateway
     * page or a refused token is resolved by the next list read (present and as wanted is done, absent is sent again),
     * and reads are retried. The server's "already exists" (another runner added the agent meanwhile) is such a
     * case too: the agent is read and converged on. A record that fails for a reason of its own does not stop the
     * others.
     *
     * @param agents the agents as they should be, with distinct e-mails
     * @return one result per entry, in order: the agent as listed, and whether it was created, updated or unchanged
     * @throws IllegalArgumentException when {@code agents} is null, holds null, or repeats an e-mail
     * @throws AmbiguousMatchException when several agents have one of the e-mails; nothing was sent then
     * @throws JobIncompleteException when some agent is not as described at the end (the budget ran out, the server
     *     refused it, or a failure stopped the rest): {@code outcomes()} tells each one's
     */
    List<Ensured<Agent>> ensure(List<NewAgent> agents);

    /**
     * Edits an agent: {@code POST user/edit} with {@code name}, {@code job_title}, {@code chat}, {@code status} and
     * the id in the builder's {@code agentEditIdParameter} ({@code uid} default).
     *
     * <p>A server may blank fields left out (the spec: "all as in add"), so unless the update sets them all this
     * first reads the agent ({@link #get(String)}) and resends its current values; the password only when set. A
     * status read goes as its {@code agentStatusCodes} word, else as read.
     *
     * @param agentId the agent's uuid
     * @param update the fields to change
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the read finds no such agent (nothing sent) or the edit is refused
     */
    WriteResult edit(String agentId, AgentUpdate update);

    /**
     * Deletes an agent: {@code POST users/delete/:uid}, with {@code uid} also in the form.
     *
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     */
    WriteResult delete(String agentId);

    /**
     * {@return a page of sign-ins, newest first, with paging fields}: {@code GET users/logginghistory/:uid/:page}.
     *
     * @param agentId the agent's uuid
     * @param page the page number, from 1
     */
    SignInPage signInHistory(String agentId, int page);

    /**
     * {@return every sign-in of an agent, newest first}, read page by page as it is iterated.
     *
     * @param agentId the agent's uuid
     */
    SignInHistory signInHistory(String agentId);

    /**
     * {@return an agent's domains, with their plug-in tokens}: {@code GET users/getuserdomains/:uid}.
     *
     * @param agentId the agent's uuid
     * @throws RequestRejectedException when the reply holds no {@code content.domains}
     */
    List<DomainSummary> domains(String agentId);
}
