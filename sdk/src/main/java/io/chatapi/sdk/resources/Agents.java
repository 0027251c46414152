package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentSeats;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.agents.SignInHistory;
import io.chatapi.sdk.agents.SignInPage;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.http.ApiCall;
import io.chatapi.sdk.http.Endpoints;
import io.chatapi.sdk.http.Reply;
import io.chatapi.sdk.http.Transport;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jobs.Converge;
import io.chatapi.sdk.jobs.Kinds;
import io.chatapi.sdk.jobs.RecordKind;
import io.chatapi.sdk.jobs.RecordLocks;
import io.chatapi.sdk.json.JsonCodec;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The agents client, and the kind of record agents are: matched by e-mail (trimmed, any case), as logins are. */
public final class Agents extends RecordVerbs<NewAgent, Agent> implements AgentsClient {
    private final String editIdParameter;
    private final Map<String, AgentStatus> statusByCode;

    /**
     * The agents of the client whose transport this is.
     *
     * @param transport the client's transport
     * @param locks the client's record locks, for its converging calls
     * @param editIdParameter the query parameter naming the agent an edit changes
     * @param statusByCode the agent status of each wire code
     */
    public Agents(
            Transport transport, RecordLocks locks, String editIdParameter, Map<String, AgentStatus> statusByCode) {
        super(transport, locks, "agent");
        this.editIdParameter = editIdParameter;
        this.statusByCode = Map.copyOf(statusByCode);
    }

    @Override
    ApiCall listCall() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }

    @Override
    List<Agent> listFrom(Reply reply) {
        return JsonCodec.list(agentNodes(listBody(reply)), Agent.class);
    }

    @Override
    public AgentSeats seats() {
        JsonNode body = listBody(transport.send(listCall()));
        JsonNode list = listNode(body);
        AgentSeats outer = counters(body);
        AgentSeats inner = list != body ? counters(list) : outer;
        return new AgentSeats(
                inner.maxSubscribedAgents().or(outer::maxSubscribedAgents),
                inner.currentSubscribedAgents().or(outer::currentSubscribedAgents));
    }

    private static AgentSeats counters(JsonNode node) {
        AgentSeats read = node.isObject() ? JsonCodec.bind(node, AgentSeats.class) : null;
        return read != null ? read : new AgentSeats(Optional.empty(), Optional.empty());
    }

    // The list is one object keyed by uuid, the counters mixed in; a text instead of it is a refusal.
    private static JsonNode listBody(Reply reply) {
        JsonNode body = reply.body();
        if (!isList(body) && !reply.message().isEmpty()) {
            throw reply.rejected("no agent list in the reply");
        }
        return body;
    }

    // Each object value is an agent keyed by uuid; scalars beside them are not. A list wrapped in content (as the
    // service's other lists are) is read too, one level deep.
    private static JsonNode agentNodes(JsonNode body) {
        if (body == null || !body.isObject()) {
            return null;
        }
        JsonNode list = listNode(body);
        return list.isObject() ? objectValues(list) : list;
    }

    private static JsonNode listNode(JsonNode body) {
        return JsonCodec.container(body.get("content")).orElse(body);
    }

    /** Whether a reply shows an agent list, even empty: agents, a counter, or a {@code content} container. */
    private static boolean isList(JsonNode body) {
        return JsonCodec.container(body.get("content")).isPresent()
                || !objectValues(body).isEmpty()
                || body.hasNonNull("maxUsersSub")
                || body.hasNonNull("currentUsersSub");
    }

    private static ArrayNode objectValues(JsonNode body) {
        ArrayNode out = JsonCodec.mapper().createArrayNode();
        body.forEach(value -> {
            if (value.isObject()) {
                out.add(value);
            }
        });
        return out;
    }

    @Override
    public AgentDetail get(String agentId) {
        Reply reply = transport.send(ApiCall.to(Endpoints.AGENTS_GET)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .build());
        JsonNode user = reply.require("content", JsonNode::isObject).get("user");
        if (user == null || !user.isObject()) {
            throw reply.rejected("no content.user in the reply");
        }
        JsonNode photo = reply.body().path("media").path("address");
        AgentDetail d = JsonCodec.bind(JsonCodec.withId(user, "uuid", agentId), AgentDetail.class);
        // The photo is not in the agent object but beside it.
        Optional<String> photoUrl = Optional.of(photo.asText()).filter(p -> photo.isValueNode() && !p.isBlank());
        return new AgentDetail(
                d.id(),
                d.name(),
                d.email(),
                d.role(),
                d.statusCode(),
                d.chats(),
                d.jobTitle(),
                d.dashboardLayout(),
                d.domains(),
                photoUrl,
                d.raw());
    }

    @Override
    public Optional<Agent> find(String email) {
        String wanted = Validate.notBlank("email", email).trim();
        return findOne(a -> hasEmail(a, wanted), "email=" + wanted);
    }

    @Override
    public WriteResult edit(String agentId, AgentUpdate update) {
        return method("agents.edit", () -> doEdit(agentId, update));
    }

    private WriteResult doEdit(String agentId, AgentUpdate update) {
        Validate.notNull("update", update);
        String id = ApiCall.requireId("agentId", agentId);
        // An update that sets every field a read shows needs no read to send the whole record.
        boolean whole = update.name().isPresent()
                && update.jobTitle().isPresent()
                && update.chats().isPresent()
                && update.status().isPresent();
        Optional<AgentDetail> current = whole ? Optional.empty() : Optional.of(get(id));
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
    private AgentStatus statusOf(String code) {
        return Arrays.stream(AgentStatus.values())
                .filter(s -> s.wireValue().equalsIgnoreCase(code.trim()))
                .findFirst()
                .orElseGet(() -> statusByCode.get(code.trim()));
    }

    @Override
    ApiCall deleteCall(String agentId) {
        return ApiCall.to(Endpoints.AGENTS_DELETE)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .param("uid", agentId)
                .build();
    }

    @Override
    public Agent add(NewAgent agent) {
        return adding(agent);
    }

    @Override
    public Agent findOrAdd(NewAgent agent) {
        return job("agents.findOrAdd", agent, Converge.Mode.FIND_OR_ADD).one().record();
    }

    @Override
    public List<Agent> findOrAdd(List<NewAgent> agents) {
        return records(
                job("agents.findOrAdd", agents, Converge.Mode.FIND_OR_ADD).all());
    }

    @Override
    public Ensured<Agent> ensure(NewAgent agent) {
        return job("agents.ensure", agent, Converge.Mode.ENSURE).one();
    }

    @Override
    public List<Ensured<Agent>> ensure(List<NewAgent> agents) {
        return job("agents.ensure", agents, Converge.Mode.ENSURE).all();
    }

    @Override
    public SignInPage signInHistory(String agentId, int page) {
        if (page < 1) {
            throw new IllegalArgumentException("page must be 1 or more, got " + page);
        }
        Reply reply = transport.send(ApiCall.to(Endpoints.AGENTS_SIGN_IN_HISTORY)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .path("page", Integer.toString(page))
                .build());
        reply.require("content", JsonNode::isObject);
        return JsonCodec.bind(reply.body(), SignInPage.class);
    }

    @Override
    public SignInHistory signInHistory(String agentId) {
        ApiCall.requireId("agentId", agentId);
        return new SignInHistory(page -> signInHistory(agentId, page));
    }

    @Override
    public List<DomainSummary> domains(String agentId) {
        Reply reply = transport.send(ApiCall.to(Endpoints.AGENTS_DOMAINS)
                .path("uid", ApiCall.requireId("agentId", agentId))
                .build());
        JsonNode content = reply.require("content", JsonNode::isObject);
        if (!content.has("domains")) {
            throw reply.rejected("no content.domains in the reply");
        }
        return JsonCodec.list(content.get("domains"), DomainSummary.class);
    }

    /** Compared as the service compares logins: trimmed, any case. */
    private static boolean hasEmail(Agent agent, String email) {
        return agent.email().map(e -> e.trim().equalsIgnoreCase(email.trim())).orElse(false);
    }

    // Its kind of record, for the jobs engine: its public calls on a view without read retries.

    @Override
    RecordKind<NewAgent, Agent> kindOn(Transport quiet) {
        Agents client = quiet == transport ? this : on(quiet);
        return Kinds.agents(client, client::create, this::statusOf, Endpoints.AGENTS_ADD.path(PathForm.SAMPLE));
    }

    /** {@return these agents on another transport}, such as a view without read retries */
    Agents on(Transport other) {
        return new Agents(other, locks, editIdParameter, statusByCode);
    }

    @Override
    ApiCall createCall(NewAgent agent) {
        return ApiCall.to(Endpoints.AGENTS_ADD)
                .param("login", agent.email())
                .param("name", agent.name())
                .param("job_title", agent.jobTitle())
                .secret("password", agent.password())
                .param("chat", Integer.toString(agent.chats()))
                .param("status", agent.status().wireValue())
                .build();
    }
}
