package io.chatapi.testkit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The server's records and the rules that keep them consistent: unique e-mails, the subscription
 * limit, existing references, cascades on delete. Every check runs before the first change, so a
 * refused write changes nothing. Not thread-safe: {@link StateStore} guards it.
 */
final class ChatState {
    private final Map<String, Agent> agents = new LinkedHashMap<>();
    private final Map<String, Domain> domains = new LinkedHashMap<>();
    private final Map<String, Set<String>> agentsByDomain = new HashMap<>();
    private final Map<String, Trigger> triggers = new LinkedHashMap<>();
    private final Map<String, Alias> aliases = new LinkedHashMap<>();
    private final Map<String, Ticket> tickets = new LinkedHashMap<>();
    private final Map<String, List<SignIn>> signIns = new HashMap<>();
    private final int maxSubscribedAgents;
    private final IdSource ids;
    private long nextPid;
    private long nextChatClientId;
    private long nextTriggerId;
    private long nextAliasId;

    ChatState(TestData data) {
        data.agents().forEach(agent -> agents.put(agent.uuid(), agent));
        data.domains().forEach(domain -> domains.put(domain.uuid(), domain));
        data.agentsByDomain().forEach((domain, uuids) -> agentsByDomain.put(domain, new LinkedHashSet<>(uuids)));
        data.triggers().forEach(trigger -> triggers.put(trigger.id(), trigger));
        data.aliases().forEach(alias -> aliases.put(alias.id(), alias));
        data.tickets().forEach(ticket -> tickets.put(ticket.id(), ticket));
        signIns.putAll(data.signIns());
        maxSubscribedAgents = data.maxSubscribedAgents();
        ids = new IdSource(data.idSeed());
        nextPid = IdSource.nextNumeric(agents.values().stream().map(Agent::pid).toList(), 1_001);
        nextChatClientId = IdSource.nextNumeric(
                domains.values().stream().map(Domain::chatclientId).toList(), 501);
        nextTriggerId = IdSource.nextNumeric(triggers.keySet(), 1);
        nextAliasId = IdSource.nextNumeric(aliases.keySet(), 1);
    }

    // Agents

    Collection<Agent> agents() {
        return agents.values();
    }

    Agent agent(String uuid) {
        return findAgent(uuid).orElseThrow(() -> ApiError.notFound("agent"));
    }

    Optional<Agent> findAgent(String uuid) {
        return Optional.ofNullable(uuid == null ? null : agents.get(uuid));
    }

    long subscribedAgents() {
        return agents.values().stream().filter(Agent::subscription).count();
    }

    int maxSubscribedAgents() {
        return maxSubscribedAgents;
    }

    Agent addAgent(String name, String email, String jobTitle, String chats, String status) {
        if (agents.values().stream().anyMatch(agent -> agent.email().equalsIgnoreCase(email))) {
            throw new ApiError("email already exists");
        }
        if (subscribedAgents() >= maxSubscribedAgents) {
            throw new ApiError("subscription limit reached");
        }
        String uuid = ids.uuid();
        Agent agent = new Agent(
                uuid,
                name,
                email,
                Agent.AGENT,
                Long.toString(nextPid++),
                "uploads/avatars/default.png",
                status,
                chats,
                "",
                jobTitle,
                true);
        agents.put(uuid, agent);
        return agent;
    }

    /** Replaces the given fields; a null argument keeps the current value. */
    Agent editAgent(String uuid, String name, String jobTitle, String chats, String status) {
        Agent old = agent(uuid);
        Agent edited = old.edited(
                name != null ? name : old.name(),
                jobTitle != null ? jobTitle : old.jobTitle(),
                chats != null ? chats : old.chats(),
                status != null ? status : old.status());
        agents.put(uuid, edited);
        return edited;
    }

    void deleteAgent(String uuid) {
        if (agent(uuid).isAdmin()) {
            throw new ApiError("the administrator account cannot be deleted");
        }
        agents.remove(uuid);
        agentsByDomain.values().forEach(assigned -> assigned.remove(uuid));
        signIns.remove(uuid);
    }

    List<SignIn> signIns(String agentUuid) {
        agent(agentUuid);
        return signIns.getOrDefault(agentUuid, List.of());
    }

    // Domains

    Collection<Domain> domains() {
        return domains.values();
    }

    Domain domain(String uuid) {
        return findDomain(uuid).orElseThrow(() -> ApiError.notFound("domain"));
    }

    Optional<Domain> findDomain(String uuid) {
        return Optional.ofNullable(uuid == null ? null : domains.get(uuid));
    }

    /** The agent's domains, in registration order. */
    List<Domain> domainsOf(String agentUuid) {
        agent(agentUuid);
        List<Domain> result = new ArrayList<>();
        for (Domain domain : domains.values()) {
            if (agentsByDomain.getOrDefault(domain.uuid(), Set.of()).contains(agentUuid)) {
                result.add(domain);
            }
        }
        return result;
    }

    int agentCount(String domainUuid) {
        return agentsByDomain.getOrDefault(domainUuid, Set.of()).size();
    }

    /**
     * Registers an address. Registering an address already registered (ignoring case) keeps the domain
     * and its assignments but generates a new plug-in token, so the old one stops working.
     */
    Domain registerDomain(String address, String shop) {
        for (Domain domain : domains.values()) {
            if (domain.address().equalsIgnoreCase(address)) {
                Domain renewed = domain.withToken(ids.domainToken(), shop);
                domains.put(domain.uuid(), renewed);
                return renewed;
            }
        }
        String uuid = ids.uuid();
        Domain domain =
                new Domain(uuid, address, ids.domainToken(), shop, "1", "1", Long.toString(nextChatClientId++), "1");
        domains.put(uuid, domain);
        return domain;
    }

    /** Removes the domain with its token, its assignments and its triggers, and drops it from aliases. */
    void deleteDomain(String uuid) {
        domain(uuid);
        domains.remove(uuid);
        agentsByDomain.remove(uuid);
        triggers.values().removeIf(trigger -> trigger.domainUuid().equals(uuid));
        aliases.replaceAll((id, alias) -> alias.domainUuids().contains(uuid)
                ? new Alias(
                        id,
                        alias.name(),
                        alias.text(),
                        alias.domainUuids().stream()
                                .filter(d -> !d.equals(uuid))
                                .toList())
                : alias);
    }

    void assign(String agentUuid, String domainUuid) {
        agent(agentUuid);
        domain(domainUuid);
        if (!agentsByDomain
                .computeIfAbsent(domainUuid, d -> new LinkedHashSet<>())
                .add(agentUuid)) {
            // The live service answers a repeated assignment with status 1 and this text.
            throw new ApiError(1, "user already exist");
        }
    }

    void unassign(String agentUuid, String domainUuid) {
        agent(agentUuid);
        domain(domainUuid);
        if (!agentsByDomain.getOrDefault(domainUuid, Set.of()).remove(agentUuid)) {
            throw new ApiError("user is not assigned to this domain");
        }
    }

    // Triggers

    Collection<Trigger> triggers() {
        return triggers.values();
    }

    Trigger trigger(String id) {
        Trigger trigger = id == null ? null : triggers.get(id);
        if (trigger == null) {
            throw ApiError.notFound("trigger");
        }
        return trigger;
    }

    /** Adds an activated trigger. */
    Trigger addTrigger(String name, String url, String message, String displayTime, String domainUuid) {
        domain(domainUuid);
        String id = Long.toString(nextTriggerId++);
        Trigger trigger = new Trigger(id, name, url, message, displayTime, Trigger.ACTIVE, domainUuid);
        triggers.put(id, trigger);
        return trigger;
    }

    /** Replaces the given fields; a null argument keeps the current value. */
    Trigger editTrigger(String id, String name, String url, String message, String displayTime, String domainUuid) {
        Trigger old = trigger(id);
        if (domainUuid != null) {
            domain(domainUuid);
        }
        Trigger edited = new Trigger(
                id,
                name != null ? name : old.name(),
                url != null ? url : old.url(),
                message != null ? message : old.message(),
                displayTime != null ? displayTime : old.displayTime(),
                old.status(),
                domainUuid != null ? domainUuid : old.domainUuid());
        triggers.put(id, edited);
        return edited;
    }

    /**
     * Writes every field of trigger {@code id} as given, keeping its status; an empty {@code
     * domainUuid} leaves the trigger without a domain.
     */
    Trigger replaceTrigger(String id, String name, String url, String message, String displayTime, String domainUuid) {
        Trigger old = trigger(id);
        if (!domainUuid.isEmpty()) {
            domain(domainUuid);
        }
        Trigger replaced = new Trigger(id, name, url, message, displayTime, old.status(), domainUuid);
        triggers.put(id, replaced);
        return replaced;
    }

    void setTriggerStatus(String id, String status) {
        triggers.put(id, trigger(id).withStatus(status));
    }

    void deleteTrigger(String id) {
        triggers.remove(trigger(id).id());
    }

    // Aliases

    Collection<Alias> aliases() {
        return aliases.values();
    }

    Alias alias(String id) {
        Alias alias = id == null ? null : aliases.get(id);
        if (alias == null) {
            throw ApiError.notFound("alias");
        }
        return alias;
    }

    Alias addAlias(String name, String text, List<String> domainUuids) {
        domainUuids.forEach(this::domain);
        String id = Long.toString(nextAliasId++);
        Alias alias = new Alias(id, name, text, distinct(domainUuids));
        aliases.put(id, alias);
        return alias;
    }

    /** Replaces the given fields; a null argument keeps the current value. */
    Alias editAlias(String id, String name, String text, List<String> domainUuids) {
        Alias old = alias(id);
        if (domainUuids != null) {
            domainUuids.forEach(this::domain);
        }
        Alias edited = new Alias(
                id,
                name != null ? name : old.name(),
                text != null ? text : old.text(),
                domainUuids != null ? distinct(domainUuids) : old.domainUuids());
        aliases.put(id, edited);
        return edited;
    }

    void deleteAlias(String id) {
        aliases.remove(alias(id).id());
    }

    // Tickets

    Collection<Ticket> tickets() {
        return tickets.values();
    }

    Ticket ticket(String id) {
        Ticket ticket = id == null ? null : tickets.get(id);
        if (ticket == null) {
            throw ApiError.notFound("ticket");
        }
        return ticket;
    }

    private static List<String> distinct(List<String> values) {
        return List.copyOf(new LinkedHashSet<>(values));
    }
}
