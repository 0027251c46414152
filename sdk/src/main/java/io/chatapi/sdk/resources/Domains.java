package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentsClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.DomainsClient;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.RequestRejectedException;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The domains client, and the kind of record domains are: by {@link DomainAddress}. A domain found is never edited
 * (registering again would replace its plug-in token), so its converging verbs only register what is missing.
 */
public final class Domains extends RecordVerbs<NewDomain, Domain> implements DomainsClient {
    private final AgentsClient agents;

    /** What {@link #assignAgent} returns for an assignment in place: nothing was sent, so no status or message. */
    private static final WriteResult IN_PLACE = new WriteResult(-1, "", null);

    /**
     * The domains of the client whose transport this is.
     *
     * @param transport the client's transport
     * @param locks the client's record locks, for its converging calls
     * @param agents the client's agents, which assignments look up
     */
    public Domains(Transport transport, RecordLocks locks, AgentsClient agents) {
        super(transport, locks, "domain");
        this.agents = agents;
    }

    @Override
    ApiCall listCall() {
        return ApiCall.to(Endpoints.DOMAINS_LIST).build();
    }

    @Override
    List<Domain> listFrom(Reply reply) {
        JsonNode content = JsonCodec.container(reply.body().get("content"))
                .orElseThrow(() -> reply.rejected("no content in the reply"));
        return JsonCodec.list(SequenceKeys.inOrder(content), Domain.class);
    }

    @Override
    public Optional<Domain> find(String address) {
        DomainAddress wanted = DomainAddress.of(address);
        return findOne(d -> hasAddress(d, wanted), "address=" + wanted);
    }

    @Override
    public Domain addReplacingToken(NewDomain domain) {
        Validate.notNull("domain", domain);
        String operation = "domains.addReplacingToken";
        return method(operation, () -> {
            create(domain);
            return Matches.created(
                    this::list,
                    d -> hasAddress(d, domain.address()),
                    Domain::id,
                    operation,
                    kind().describe().apply(domain));
        });
    }

    @Override
    public List<Agent> agents(String domainId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return method("domains.agents", () -> agents.list().stream()
                .filter(a -> a.domainCount().orElse(1) > 0 && isOn(a.id(), domain))
                .toList());
    }

    private boolean isOn(String agentId, String domainId) {
        return agents.domains(agentId).stream().anyMatch(d -> domainId.equals(d.id()));
    }

    @Override
    ApiCall deleteCall(String domainId) {
        return ApiCall.to(Endpoints.DOMAINS_DELETE)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build();
    }

    @Override
    public Domain add(NewDomain domain) {
        Validate.notNull("domain", domain);
        return adding(domain, () -> register(domain)); // returned as listed, with the live token: none to compare
    }

    @Override
    public Domain findOrAdd(NewDomain domain) {
        Validate.notNull("domain", domain);
        return registering("domains.findOrAdd", List.of(domain), Converge.Mode.FIND_OR_ADD)
                .one()
                .record();
    }

    @Override
    public List<Domain> findOrAdd(List<NewDomain> domains) {
        return records(registering("domains.findOrAdd", domains, Converge.Mode.FIND_OR_ADD)
                .all());
    }

    @Override
    public Ensured<Domain> ensure(NewDomain domain) {
        Validate.notNull("domain", domain);
        return registering("domains.ensure", List.of(domain), Converge.Mode.ENSURE)
                .one();
    }

    @Override
    public List<Ensured<Domain>> ensure(List<NewDomain> domains) {
        return registering("domains.ensure", domains, Converge.Mode.ENSURE).all();
    }

    /** {@return a converging call on a kind of its own}, which keeps the tokens of this call's registrations */
    private Converge<NewDomain, Domain> registering(String operation, List<NewDomain> domains, Converge.Mode mode) {
        return job(kindOn(quiet()), operation, domains, mode);
    }

    @Override
    public WriteResult assignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        return method("domains.assignAgent", () -> {
            Map<String, WriteResult> replies = new HashMap<>();
            RecordKind<String, String> kind =
                    Assignments.of(quietAgents(), domain, Map.of(), (d, a) -> assign(d, a, replies));
            Ensured<String> done = job(kind, "domains.assignAgent", List.of(agent), Converge.Mode.FIND_OR_ADD)
                    .one();
            return done.changed() ? replies.get(agent) : replies.getOrDefault(agent, IN_PLACE);
        });
    }

    @Override
    public List<Ensured<Agent>> assignAgents(String domainId, List<Agent> agents) {
        return method("domains.assignAgents", () -> doAssignAgents(domainId, agents));
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
        RecordKind<String, String> kind =
                Assignments.of(quietAgents(), domain, counts, (d, a) -> assign(d, a, new HashMap<>()));
        List<Ensured<String>> done = job(kind, "domains.assignAgents", ids, Converge.Mode.FIND_OR_ADD)
                .all();
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

    @Override
    public WriteResult unassignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.write(ApiCall.to(Endpoints.DOMAINS_UNASSIGN)
                .param("uid", ApiCall.requireId("agentId", agentId))
                .param("id", domain)
                .build());
    }

    @Override
    public String pluginToken(String domainId) {
        Reply reply = transport.send(ApiCall.to(Endpoints.DOMAINS_TOKEN)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build());
        return PluginTokenLocator.find(reply.body()).orElseThrow(() -> reply.rejected("no plug-in token in the reply"));
    }

    /** The agents' reads of an assignment job without read retries of their own: the job budget is the only loop. */
    private AgentsClient quietAgents() {
        return agents instanceof Agents own ? own.on(quiet()) : agents;
    }

    private static boolean hasAddress(Domain domain, DomainAddress address) {
        return DomainAddress.parse(domain.address()).equals(Optional.of(address));
    }

    // Its kind of record, for the jobs engine: its public calls on a view without read retries.

    @Override
    RecordKind<NewDomain, Domain> kindOn(Transport quiet) {
        Domains client = quiet == transport ? this : new Domains(quiet, locks, agents);
        return Kinds.domains(client, client::register, Endpoints.DOMAINS_REGISTER.path(PathForm.SAMPLE));
    }

    /**
     * Sends a registration once, and returns the plug-in token its reply carried ({@code token}, beside {@code
     * content}): empty when the reply has none, as any field of this service may be missing.
     */
    private Optional<String> register(NewDomain domain) {
        JsonNode token = transport.send(createCall(domain)).body().get("token");
        return token != null
                        && token.isValueNode()
                        && !token.isNull()
                        && !token.asText().isBlank()
                ? Optional.of(token.asText().trim())
                : Optional.empty();
    }

    @Override
    ApiCall createCall(NewDomain domain) {
        return ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain.address().toString())
                .param("shop", Integer.toString(domain.shop().code()))
                .build();
    }
}
