package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
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
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Agents (operators), from {@link io.chatapi.sdk.ChatApiClient#agents()}.
 *
 * <p>Every method may throw {@link TransportException} (for writes check {@code
 * mayHaveBeenProcessed()}), {@link RequestRejectedException}, {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException};
 * a bad argument throws {@link IllegalArgumentException} naming it, before anything is sent.
 */
public final class AgentsClient {
    private final Transport transport;
    private final String editIdParameter;
    private final Map<String, AgentStatus> statusByCode;
    private final AgentKind kind = new AgentKind(this);

    /**
     * Built by {@link io.chatapi.sdk.ChatApiClient}; get this client from it. Public only because the facade lives in
     * another package: its parameters are internal types, outside the module's exports.
     *
     * @param transport the client's transport
     * @param editIdParameter the query parameter naming the agent an edit changes
     * @param statusByCode the agent status of each wire code
     */
    public AgentsClient(Transport transport, String editIdParameter, Map<String, AgentStatus> statusByCode) {
        this.transport = transport;
        this.editIdParameter = editIdParameter;
        this.statusByCode = Map.copyOf(statusByCode);
    }

    /**
     * {@return all agents, in the server's order, with the subscription counters}: {@code GET users/list}.
     *
     * @throws RequestRejectedException when the reply carries a text instead of the list
     */
    public AgentList list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.AGENTS_LIST).build());
        if (!AgentList.isList(reply.body()) && !reply.message().isEmpty()) {
            throw reply.rejected("no agent list in the reply");
        }
        return AgentList.fromWire(reply.body()); // the reply's tree as it is, not a copy made by binding it
    }

    /**
     * {@return the agent, with photo, job title, dashboard layout and domains}: {@code GET users/getuser/:uid}.
     *
     * @param agentId the agent's uuid
     * @throws RequestRejectedException when the reply holds no {@code content.user} (unknown agent)
     */
    public AgentDetail get(String agentId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.AGENTS_GET)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .build());
        JsonNode user = reply.require("content", JsonNode::isObject).get("user");
        if (user == null || !user.isObject()) {
            throw reply.rejected("no content.user in the reply");
        }
        JsonNode photo = reply.body().path("media").path("address");
        return JsonCodec.bind(JsonCodec.withId(user, "uuid", agentId), AgentDetail.class)
                .withPhoto(Optional.of(photo.asText()).filter(p -> photo.isValueNode() && !p.isBlank()));
    }

    /**
     * {@return the agent with this e-mail (trimmed, any case), or empty}: {@code GET users/list}.
     *
     * @param email the e-mail address
     * @throws AmbiguousMatchException when several agents have that address
     */
    public Optional<Agent> findByEmail(String email) {
        String wanted = Validate.notBlank("email", email).trim();
        return transport.method(
                "agents.findByEmail",
                () -> Matches.atMostOne(
                        list(), a -> hasEmail(a, wanted), Agent::id, "agents.findByEmail", key(wanted)));
    }

    /**
     * Adds an agent: {@code POST users/add} with {@code login}, {@code name}, {@code job_title},
     * {@code password}, {@code chat} and {@code status}, then {@code GET users/list}, as the reply has no id.
     *
     * @param agent the agent to add
     * @return the new agent, as listed
     * @throws AlreadyExistsException when the refusal matches the {@code alreadyExistsMessagePattern}
     * @throws CreatedRecordNotFoundException when the add was accepted but no agent is listed with it,
     *     or the list could not be read back
     * @throws AmbiguousMatchException when several are listed with it (the add was carried out)
     * @throws TransportException when the reply was lost: use {@link #findByEmail} before adding again
     */
    public Agent add(NewAgent agent) {
        return transport.method("agents.add", () -> doAdd(agent));
    }

    private Agent doAdd(NewAgent agent) {
        create(Validate.notNull("agent", agent));
        return Matches.created(
                this::list, a -> hasEmail(a, agent.email()), Agent::id, "agents.add", key(agent.email()));
    }

    /**
     * {@return the agent with this e-mail, added if there is none}; see {@link #findOrAdd(List)}.
     *
     * @param agent the agent to find by e-mail or add
     * @throws AmbiguousMatchException when several agents have that e-mail
     * @throws CreatedRecordNotFoundException see {@link #add(NewAgent)}
     */
    public Agent findOrAdd(NewAgent agent) {
        Validate.notNull("agent", agent);
        return transport.method("agents.findOrAdd", () -> Converge.one(
                        kind, "agents.findOrAdd", agent, Converge.Mode.FIND_OR_ADD, Job.of(transport))
                .record());
    }

    /**
     * {@return one agent per entry, in order: found unchanged, or added}: {@code GET users/list}, {@code
     * POST users/add} per missing agent, then {@code GET users/list} again if any was added. Fields that differ are
     * kept as they are: {@link #ensure(List)} changes them.
     *
     * @param agents the agents to find by e-mail or add, with distinct e-mails
     * @throws IllegalArgumentException when {@code agents} is null, holds null, or repeats an e-mail
     * @throws AmbiguousMatchException when several agents have one of the e-mails; nothing was sent then
     * @throws JobIncompleteException when some agent is not found or added at the end (see {@link #ensure(List)})
     */
    public List<Agent> findOrAdd(List<NewAgent> agents) {
        return transport.method(
                "agents.findOrAdd",
                () ->
                        Converge.converge(
                                        kind, "agents.findOrAdd", agents, Converge.Mode.FIND_OR_ADD, Job.of(transport))
                                .stream()
                                .map(Ensured::record)
                                .toList());
    }

    /**
     * Makes the agent exist as described; see {@link #ensure(List)}.
     *
     * @param agent the agent as it should be; its password is used only if it is added
     * @return the agent as listed, and whether it was created, updated or left unchanged
     * @throws AmbiguousMatchException see {@link #ensure(List)}
     * @throws CreatedRecordNotFoundException see {@link #ensure(List)}
     * @throws JobIncompleteException when the job budget ran out before the agent was confirmed as described
     */
    public Ensured<Agent> ensure(NewAgent agent) {
        Validate.notNull("agent", agent);
        return transport.method(
                "agents.ensure",
                () -> Converge.one(kind, "agents.ensure", agent, Converge.Mode.ENSURE, Job.of(transport)));
    }

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
     * case too: the agent is read and converged on. A record that fails for a reason of its own does not stop the others.
     *
     * @param agents the agents as they should be, with distinct e-mails
     * @return one result per entry, in order: the agent as listed, and whether it was created, updated or unchanged
     * @throws IllegalArgumentException when {@code agents} is null, holds null, or repeats an e-mail
     * @throws AmbiguousMatchException when several agents have one of the e-mails; nothing was sent then
     * @throws JobIncompleteException when some agent is not as described at the end (the budget ran out, the server
     *     refused it, or a failure stopped the rest): {@code outcomes()} tells each one's
     */
    public List<Ensured<Agent>> ensure(List<NewAgent> agents) {
        return transport.method(
                "agents.ensure",
                () -> Converge.converge(kind, "agents.ensure", agents, Converge.Mode.ENSURE, Job.of(transport)));
    }

    void create(NewAgent agent) {
        transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                .param("login", agent.email())
                .param("name", agent.name())
                .param("job_title", agent.jobTitle())
                .secret("password", agent.password())
                .param("chat", Integer.toString(agent.chats()))
                .param("status", agent.status().wireValue())
                .build());
    }

    private static String key(String email) {
        return "email=" + email;
    }

    /** Compared as the service compares logins: trimmed, any case. */
    static boolean hasEmail(Agent agent, String email) {
        return agent.email().map(e -> e.trim().equalsIgnoreCase(email.trim())).orElse(false);
    }

    /**
     * Edits an agent: {@code POST user/edit} with {@code name}, {@code job_title}, {@code chat},
     * {@code status} and the id in the builder's {@code agentEditIdParameter} ({@code uid} default).
     *
     * <p>A server may blank fields left out (the spec: "all as in add"), so unless the update sets
     * them all this first reads the agent ({@link #get(String)}) and resends its current values; the
     * password only when set. A status read goes as its {@code agentStatusCodes} word, else as read.
     *
     * @param agentId the agent's uuid
     * @param update the fields to change
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the read finds no such agent (nothing sent) or the edit is refused
     */
    public WriteResult edit(String agentId, AgentUpdate update) {
        return transport.method("agents.edit", () -> doEdit(agentId, update));
    }

    private WriteResult doEdit(String agentId, AgentUpdate update) {
        Validate.notNull("update", update);
        String id = ApiCall.requireId("agentId", agentId);
        Optional<AgentDetail> current = update.setsEveryReadableField() ? Optional.empty() : Optional.of(get(id));
        ApiCall.Builder call = ApiCall.to(Endpoints.AGENTS_EDIT).param(editIdParameter, id);
        update.name().or(() -> current.flatMap(AgentDetail::name)).ifPresent(v -> call.param("name", v));
        update.jobTitle().or(() -> current.flatMap(AgentDetail::jobTitle)).ifPresent(v -> call.param("job_title", v));
        update.password().ifPresent(v -> call.secret("password", v));
        update.chats()
                .or(() -> current.flatMap(AgentDetail::chats))
                .ifPresent(v -> call.param("chat", Integer.toString(v)));
        update.status()
                .or(() -> current.flatMap(AgentDetail::statusCode).map(this::statusOf))
                .map(AgentStatus::wireValue)
                .or(() -> current.flatMap(AgentDetail::statusCode))
                .ifPresent(v -> call.param("status", v));
        return transport.write(call.build());
    }

    /** The status a code read back stands for: the word itself, or its {@code agentStatusCodes} mapping; else null. */
    AgentStatus statusOf(String code) {
        return Arrays.stream(AgentStatus.values())
                .filter(s -> s.wireValue().equalsIgnoreCase(code.trim()))
                .findFirst()
                .orElseGet(() -> statusByCode.get(code.trim()));
    }

    /**
     * Deletes an agent: {@code POST users/delete/:uid}, with {@code uid} also in the form.
     *
     * @param agentId the agent's uuid
     * @return the server's acknowledgement
     */
    public WriteResult delete(String agentId) {
        return transport.write(ApiCall.to(Endpoints.AGENTS_DELETE)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .param("uid", agentId)
                .build());
    }

    /**
     * {@return a page of sign-ins, newest first, with paging fields}: {@code GET users/logginghistory/:uid/:page}.
     *
     * @param agentId the agent's uuid
     * @param page the page number, from 1
     */
    public SignInPage signInHistory(String agentId, int page) {
        if (page < 1) {
            throw new IllegalArgumentException("page must be 1 or more, got " + page);
        }
        Reply reply = transport.read(ApiCall.to(Endpoints.AGENTS_SIGN_IN_HISTORY)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .path("page", Integer.toString(page))
                .build());
        reply.require("content", JsonNode::isObject);
        return JsonCodec.bind(reply.body(), SignInPage.class);
    }

    /**
     * {@return every sign-in of an agent, newest first}, read page by page as it is iterated.
     *
     * @param agentId the agent's uuid
     */
    public SignInHistory signInHistory(String agentId) {
        ApiCall.requireId("agentId", agentId);
        return new SignInHistory(page -> signInHistory(agentId, page));
    }

    /**
     * {@return an agent's domains, with their plug-in tokens}: {@code GET users/getuserdomains/:uid}.
     *
     * @param agentId the agent's uuid
     * @throws RequestRejectedException when the reply holds no {@code content.domains}
     */
    public List<DomainSummary> domains(String agentId) {
        Reply reply = transport.read(ApiCall.to(Endpoints.AGENTS_DOMAINS)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .build());
        JsonNode content = reply.require("content", JsonNode::isObject);
        if (!content.has("domains")) {
            throw reply.rejected("no content.domains in the reply");
        }
        return JsonCodec.list(content.get("domains"), DomainSummary.class);
    }
}
