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
     * @param agents the client's agents, which assignments look up
     */
    public Domains(Transport transport, AgentsClient agents) {
        super(transport, "domain");
        this.agents = agents;
    }

    @Override
    public List<Domain> list() {
        Reply reply = transport.send(ApiCall.to(Endpoints.DOMAINS_LIST).build());
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
        return transport.method(operation, () -> {
            create(domain);
            return Matches.created(
                    this::list, d -> hasAddress(d, domain.address()), Domain::id, operation, describe(domain));
        });
    }

    @Override
    public List<Agent> agents(String domainId) {
        String domain = ApiCall.requireId("domainId", domainId);
        return transport.method("domains.agents", () -> agents.list().stream()
                .filter(a -> a.domainCount().orElse(1) > 0 && isOn(a.id(), domain))
                .toList());
    }

    private boolean isOn(String agentId, String domainId) {
        return agents.domains(agentId).stream().anyMatch(d -> domainId.equals(d.id()));
    }

    @Override
    public WriteResult delete(String domainId) {
        return transport.write(ApiCall.to(Endpoints.DOMAINS_DELETE)
                .path("id", ApiCall.requireId("domainId", domainId))
                .build());
    }

    @Override
    public WriteResult assignAgent(String domainId, String agentId) {
        String domain = ApiCall.requireId("domainId", domainId);
        String agent = ApiCall.requireId("agentId", agentId);
        return transport.method("domains.assignAgent", () -> {
            Map<String, WriteResult> replies = new HashMap<>();
            Assignments kind = new Assignments(agents, domain, Map.of(), (d, a) -> assign(d, a, replies));
            Ensured<String> done =
                    Converge.one(kind, "domains.assignAgent", agent, Converge.Mode.FIND_OR_ADD, Job.of(transport));
            return done.changed() ? replies.get(agent) : replies.getOrDefault(agent, IN_PLACE);
        });
    }

    @Override
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
        Assignments kind = new Assignments(this.agents, domain, counts, (d, a) -> assign(d, a, new HashMap<>()));
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

    private static boolean hasAddress(Domain domain, DomainAddress address) {
        return DomainAddress.parse(domain.address()).equals(Optional.of(address));
    }

    // Its kind of record, for the verbs of RecordVerbs.

    @Override
    public String area() {
        return "domains";
    }

    @Override
    public String createEndpoint() {
        return Endpoints.DOMAINS_REGISTER.path(PathForm.SAMPLE);
    }

    @Override
    public String id(Domain domain) {
        return domain.id();
    }

    @Override
    public String describe(NewDomain domain) {
        return "address=" + domain.address();
    }

    @Override
    public boolean clash(NewDomain a, NewDomain b) {
        return a.address().equals(b.address());
    }

    @Override
    public boolean names(Domain domain, NewDomain wanted) {
        return hasAddress(domain, wanted.address());
    }

    @Override
    public String taken(NewDomain domain, List<String> ids) {
        return domain.address() + " is registered already as domain " + String.join(", ", ids)
                + "; nothing was sent (registering again would replace its live plug-in token):"
                + " use findOrAdd to reuse it, or addReplacingToken to replace the token";
    }

    /** The shop system is used only to register: a domain found is as wanted. */
    @Override
    public boolean differs(Domain domain, NewDomain wanted) {
        return false;
    }

    @Override
    public void create(NewDomain domain) {
        transport.send(ApiCall.to(Endpoints.DOMAINS_REGISTER)
                .param("domain", domain.address().toString())
                .param("shop", Integer.toString(domain.shop().code()))
                .build());
    }

    @Override
    public void update(Domain domain, NewDomain wanted) {
        throw new IllegalStateException("a domain found is never edited");
    }

    /** A twin registered in a race is new: no site embeds its token yet. */
    @Override
    public void delete(Domain twin) {
        delete(twin.id());
    }
}
