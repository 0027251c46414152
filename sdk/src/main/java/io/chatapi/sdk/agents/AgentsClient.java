package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
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
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Agents (operators). Obtain it from {@link io.chatapi.sdk.ChatApiClient#agents()}.
 *
 * <p>Every method may throw {@link TransportException} (the exchange failed; for writes check
 * {@code mayHaveBeenProcessed()}), {@link RequestRejectedException} (the server said no), {@link
 * io.chatapi.sdk.errors.UndecodableReplyException} or {@link io.chatapi.sdk.errors.AuthenticationException}.
 * Input is checked before anything is sent; a bad argument throws {@link IllegalArgumentException}
 * naming the parameter.
 */
public final class AgentsClient {
    private final Transport transport;
    private final String editIdParameter;
    private final Map<String, AgentStatus> statusByCode;

    static {
        Wiring.register(AgentsClient.class, AgentsClient::new);
    }

    private AgentsClient(Wiring.Parts parts) {
        this.transport = parts.transport();
        this.editIdParameter = parts.agentEditIdParameter();
        this.statusByCode = Map.copyOf(parts.agentStatusCodes());
    }

    /**
     * Lists all agents: {@code GET users/list} (or {@code users/lists}).
     *
     * @return the agents in the server's order, with the subscription counters; empty when the reply
     *     holds no agent, such as {@code {"status":1}} or {@code {"status":1,"content":{}}}
     * @throws RequestRejectedException when the reply carries a text instead of the list (no agent,
     *     counter or {@code content} container), such as {@code {"status":0,"content":"Access denied"}}
     */
    public AgentList list() {
        Reply reply = transport.read(ApiCall.to(Endpoints.AGENTS_LIST).build());
        if (!AgentList.isList(reply.body()) && !reply.message().isEmpty()) {
            throw reply.rejected("no agent list in the reply");
        }
        return AgentList.fromWire(reply.body()); // the reply's tree as it is, not a copy made by binding it
    }

    /**
     * Reads one agent: {@code GET users/getuser/:uid} (or {@code user/:uid}).
     *
     * @param agentId the agent's uuid
     * @return the agent, with image URL, job title, dashboard layout and domains
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
     * Finds an agent by e-mail address, ignoring letter case and surrounding spaces: one request,
     * {@code GET users/list}, as the spec has no lookup endpoint.
     *
     * @param email the e-mail address
     * @return the agent, or empty when none has that address
     * @throws AmbiguousMatchException when several agents have that address
     */
    public Optional<Agent> findByEmail(String email) {
        String wanted = Validate.notBlank("email", email).trim();
        return Matches.atMostOne(
                list(), a -> hasEmail(a, wanted), AgentsClient::idOf, "agents.findByEmail", key(wanted));
    }

    /**
     * Adds an agent and returns it with its id: {@code POST users/add} with {@code login}, {@code
     * name}, {@code job_title}, {@code password}, {@code chat} and {@code status}, then {@code GET
     * users/list} to find it by e-mail, since the reply carries no id.
     *
     * @param agent the agent to add
     * @return the new agent, as listed
     * @throws AlreadyExistsException when the server refuses a duplicate e-mail in words the
     *     builder's {@code alreadyExistsMessagePattern} recognises (other refusals are a {@link
     *     RequestRejectedException})
     * @throws CreatedRecordNotFoundException when the add was accepted but the list shows no agent
     *     with that e-mail
     * @throws AmbiguousMatchException when the list shows several (the add was carried out)
     * @throws TransportException when the reply was lost; the agent may exist then, so look it up with
     *     {@link #findByEmail} before adding again
     */
    public Agent add(NewAgent agent) {
        send(Validate.notNull("agent", agent));
        return Matches.created(
                list(), a -> hasEmail(a, agent.email()), AgentsClient::idOf, "agents.add", key(agent.email()));
    }

    /**
     * Returns the agent with this e-mail, adding it first if there is none; see {@link
     * #findOrAdd(List)}.
     *
     * @param agent the agent to find by e-mail or add
     * @return the agent found or added
     * @throws AmbiguousMatchException when several agents have that e-mail
     * @throws CreatedRecordNotFoundException see {@link #add(NewAgent)}
     */
    public Agent findOrAdd(NewAgent agent) {
        return findOrAdd(List.of(Validate.notNull("agent", agent))).get(0);
    }

    /**
     * Returns the agents with these e-mails, adding those that do not exist yet, for an onboarding
     * that can run again. Agents found are returned as they are, not changed to match. {@code GET
     * users/list} once, {@code POST users/add} per missing agent, and {@code GET users/list} once
     * more when any was added.
     *
     * @param agents the agents to find by e-mail or add, with distinct e-mails
     * @return one agent per entry, in the order given
     * @throws IllegalArgumentException when {@code agents} is null, holds null, or repeats an e-mail
     * @throws AmbiguousMatchException when several agents have one of the e-mails
     * @throws CreatedRecordNotFoundException when an add was accepted but its agent is not listed
     */
    public List<Agent> findOrAdd(List<NewAgent> agents) {
        return Matches.findOrCreate(
                "agents.findOrAdd",
                agents,
                this::list,
                (a, wanted) -> hasEmail(a, wanted.email()),
                AgentsClient::idOf,
                this::send,
                wanted -> key(wanted.email().toLowerCase(Locale.ROOT)));
    }

    private void send(NewAgent agent) {
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

    /** The model's e-mail, compared as the service compares logins: trimmed, any case. */
    private static boolean hasEmail(Agent agent, String email) {
        return agent.email().map(e -> e.trim().equalsIgnoreCase(email.trim())).orElse(false);
    }

    /** The model's id (a listed agent always has one: the list leaves out entries without). */
    private static Optional<String> idOf(Agent agent) {
        return Optional.of(agent.id());
    }

    /**
     * Edits an agent: {@code POST user/edit} with its whole record, {@code name}, {@code job_title},
     * {@code chat} and {@code status}, and its id in the form field chosen on the builder ({@code uid}
     * by default; the spec does not say how the agent is named).
     *
     * <p>The spec lists the edit's fields "all as in add", so a server may blank every field an edit
     * leaves out. Unless the update sets name, job title, chats and status, this method first reads the
     * agent ({@link #get(String)}, one more request) and sends the current values of the fields the
     * update leaves empty; a change made by someone else in between is overwritten. A field the read
     * does not show is not sent; the password, which can never be read, only when the update sets it.
     * The current status is sent as the word the builder's {@code agentStatusCodes} maps its code to,
     * else as the code read (the spec does not map the codes to online, away or offline).
     *
     * @param agentId the agent's uuid
     * @param update the fields to change
     * @return the server's acknowledgement
     * @throws RequestRejectedException when the read finds no such agent (nothing is edited then) or
     *     the server refuses the edit
     */
    public WriteResult edit(String agentId, AgentUpdate update) {
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

    /** The status a code read back stands for: the word itself, or its {@code agentStatusCodes} mapping. */
    private AgentStatus statusOf(String code) {
        return Arrays.stream(AgentStatus.values())
                .filter(s -> s.wireValue().equalsIgnoreCase(code.trim()))
                .findFirst()
                .orElseGet(() -> statusByCode.get(code.trim()));
    }

    /**
     * Deletes an agent: {@code POST users/delete/:uid} (or {@code user/delete}), with {@code uid} also
     * in the form so either form names the agent.
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
     * Reads one page of an agent's sign-in history: {@code GET users/logginghistory/:uid/:page} (or
     * {@code user/logginghistory/:uid/:page}).
     *
     * @param agentId the agent's uuid
     * @param page the page number, from 1
     * @return the page, newest sign-ins first, with its paging fields
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
     * The whole sign-in history of an agent, read page by page as it is iterated.
     *
     * @param agentId the agent's uuid
     * @return an iterable (and {@code stream()}) over every sign-in, newest first
     */
    public SignInHistory signInHistory(String agentId) {
        ApiCall.requireId("agentId", agentId);
        return new SignInHistory(page -> signInHistory(agentId, page));
    }

    /**
     * Lists an agent's domains: {@code GET users/getuserdomains/:uid} (or {@code
     * user/getuserdomains/:uid}).
     *
     * @param agentId the agent's uuid
     * @return the domains, with their plug-in tokens
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
