package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The records a {@link ChatApiTestServer} starts with, and returns to on {@link
 * ChatApiTestServer#reset()}. Immutable; build one with {@link #builder()} or start from {@link
 * #defaults()} with {@link #toBuilder()}.
 *
 * <pre>{@code
 * TestData data = TestData.builder()
 *     .agent("a-1", "Zoë Müller", "zoe@example.com", "admin")
 *     .domain("d-1", "shop.example.com", 1)
 *     .assign("a-1", "d-1")
 *     .ticket("1", t -> t.domain("d-1").agent("a-1").client("anna@example.com")
 *         .clientMessage("Hello?").agentMessage("Hi! How can I help?"))
 *     .build();
 * }</pre>
 */
public final class TestData {
    /** The reference time of generated records: 2024-06-01T12:00:00Z, in Unix seconds. */
    public static final long REFERENCE_EPOCH_SECOND = 1_717_243_200L;

    private final List<Agent> agents;
    private final List<Domain> domains;
    private final Map<String, List<String>> agentsByDomain;
    private final List<Trigger> triggers;
    private final List<Alias> aliases;
    private final List<Ticket> tickets;
    private final Map<String, List<SignIn>> signIns;
    private final int maxSubscribedAgents;
    private final long idSeed;

    private TestData(Builder builder) {
        this.agents = List.copyOf(builder.agents.values());
        this.domains = List.copyOf(builder.domains.values());
        Map<String, List<String>> assigned = new LinkedHashMap<>();
        builder.agentsByDomain.forEach((domain, uuids) -> assigned.put(domain, List.copyOf(uuids)));
        this.agentsByDomain = Map.copyOf(assigned);
        this.triggers = List.copyOf(builder.triggers.values());
        this.aliases = List.copyOf(builder.aliases.values());
        this.tickets = List.copyOf(builder.tickets.values());
        Map<String, List<SignIn>> history = new HashMap<>();
        builder.signIns.forEach((agent, entries) -> history.put(agent, List.copyOf(entries)));
        this.signIns = Map.copyOf(history);
        this.maxSubscribedAgents = builder.maxSubscribedAgents;
        this.idSeed = builder.idSeed;
    }

    /**
     * The default seed: four agents (one admin), five domains with different shop codes, triggers (one
     * deactivated), aliases, tickets whose client data fills every branch, and sign-in histories (the
     * admin's spans three pages). The ids are the constants of {@link DefaultData}.
     *
     * @return the default seed
     */
    public static TestData defaults() {
        return DefaultData.create();
    }

    /**
     * A seed with no records at all; the first agent added through the API is an ordinary agent.
     *
     * @return an empty seed
     */
    public static TestData empty() {
        return builder().build();
    }

    /**
     * The default seed plus {@code count} generated tickets, for benchmarks.
     *
     * @param count number of extra tickets, at least 0
     * @return the seed
     */
    public static TestData withTickets(int count) {
        return defaults().toBuilder().syntheticTickets(count).build();
    }

    /**
     * An empty builder.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding this seed's records, to add to them.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        Builder builder = new Builder();
        agents.forEach(agent -> builder.agents.put(agent.uuid(), agent));
        domains.forEach(domain -> builder.domains.put(domain.uuid(), domain));
        agentsByDomain.forEach((domain, uuids) -> builder.agentsByDomain.put(domain, new LinkedHashSet<>(uuids)));
        triggers.forEach(trigger -> builder.triggers.put(trigger.id(), trigger));
        aliases.forEach(alias -> builder.aliases.put(alias.id(), alias));
        tickets.forEach(ticket -> builder.tickets.put(ticket.id(), ticket));
        signIns.forEach((agent, entries) -> builder.signIns.put(agent, new ArrayList<>(entries)));
        builder.maxSubscribedAgents = maxSubscribedAgents;
        builder.idSeed = idSeed;
        return builder;
    }

    /**
     * The number of agents.
     *
     * @return the count
     */
    public int agentCount() {
        return agents.size();
    }

    /**
     * The number of domains.
     *
     * @return the count
     */
    public int domainCount() {
        return domains.size();
    }

    /**
     * The number of triggers.
     *
     * @return the count
     */
    public int triggerCount() {
        return triggers.size();
    }

    /**
     * The number of aliases.
     *
     * @return the count
     */
    public int aliasCount() {
        return aliases.size();
    }

    /**
     * The number of tickets.
     *
     * @return the count
     */
    public int ticketCount() {
        return tickets.size();
    }

    List<Agent> agents() {
        return agents;
    }

    List<Domain> domains() {
        return domains;
    }

    Map<String, List<String>> agentsByDomain() {
        return agentsByDomain;
    }

    List<Trigger> triggers() {
        return triggers;
    }

    List<Alias> aliases() {
        return aliases;
    }

    List<Ticket> tickets() {
        return tickets;
    }

    Map<String, List<SignIn>> signIns() {
        return signIns;
    }

    int maxSubscribedAgents() {
        return maxSubscribedAgents;
    }

    long idSeed() {
        return idSeed;
    }

    @Override
    public String toString() {
        return "TestData[agents=" + agents.size() + ", domains=" + domains.size() + ", triggers=" + triggers.size()
                + ", aliases=" + aliases.size() + ", tickets=" + tickets.size() + "]";
    }

    /** Collects seed records; every method returns this builder. Not thread-safe. */
    public static final class Builder {
        private final Map<String, Agent> agents = new LinkedHashMap<>();
        private final Map<String, Domain> domains = new LinkedHashMap<>();
        private final Map<String, Set<String>> agentsByDomain = new LinkedHashMap<>();
        private final Map<String, Trigger> triggers = new LinkedHashMap<>();
        private final Map<String, Alias> aliases = new LinkedHashMap<>();
        private final Map<String, Ticket> tickets = new LinkedHashMap<>();
        private final Map<String, List<SignIn>> signIns = new HashMap<>();
        private int maxSubscribedAgents = 10;
        private long idSeed = 20_240_601L;

        private Builder() {}

        /**
         * Adds an agent with an empty job title, status online and five simultaneous chats.
         *
         * @param uuid the agent id
         * @param name name and surname
         * @param email the login e-mail
         * @param role {@code admin} or {@code agent}
         * @return this builder
         */
        public Builder agent(String uuid, String name, String email, String role) {
            return agent(uuid, name, email, role, "", "online", 5);
        }

        /**
         * Adds an agent.
         *
         * @param uuid the agent id
         * @param name name and surname
         * @param email the login e-mail, unique ignoring case
         * @param role {@code admin} or {@code agent}; an admin gets a dashboard layout
         * @param jobTitle the job title, may be empty
         * @param status {@code online}, {@code away} or {@code offline}
         * @param chats simultaneous conversations, at least 0
         * @return this builder
         */
        public Builder agent(
                String uuid, String name, String email, String role, String jobTitle, String status, int chats) {
            requireNew(agents, uuid, "agent");
            if (!Agent.ADMIN.equals(role) && !Agent.AGENT.equals(role)) {
                throw new IllegalArgumentException("role must be admin or agent: " + role);
            }
            if (chats < 0) {
                throw new IllegalArgumentException("chats must be at least 0");
            }
            boolean taken = agents.values().stream().anyMatch(a -> a.email().equalsIgnoreCase(email));
            if (taken) {
                throw new IllegalArgumentException("duplicate agent e-mail");
            }
            String layout = Agent.ADMIN.equals(role) ? SyntheticData.dashboardLayout() : "";
            String pid = Integer.toString(1_000 + agents.size() + 1);
            String photo = "uploads/avatars/" + uuid + ".png";
            String code = parseStatus(status);
            agents.put(
                    uuid,
                    new Agent(
                            uuid,
                            Objects.requireNonNull(name, "name"),
                            email,
                            role,
                            pid,
                            photo,
                            code,
                            Integer.toString(chats),
                            layout,
                            Objects.requireNonNull(jobTitle, "jobTitle"),
                            true));
            return this;
        }

        /**
         * Adds a domain with a generated plug-in token.
         *
         * @param uuid the domain id
         * @param address the website address
         * @param shop the shop system code 0..4, or null for a domain registered before shop codes
         * @return this builder
         */
        public Builder domain(String uuid, String address, Integer shop) {
            return domain(uuid, address, shop, new IdSource(idSeed + domains.size()).domainToken());
        }

        /**
         * Adds a domain with the given plug-in token.
         *
         * @param uuid the domain id
         * @param address the website address
         * @param shop the shop system code 0..4, or null
         * @param token the plug-in token
         * @return this builder
         */
        public Builder domain(String uuid, String address, Integer shop, String token) {
            requireNew(domains, uuid, "domain");
            if (shop != null && (shop < 0 || shop > 4)) {
                throw new IllegalArgumentException("shop code must be 0..4: " + shop);
            }
            String visibility = domains.size() % 4 == 3 ? "0" : "1";
            domains.put(
                    uuid,
                    new Domain(
                            uuid,
                            Objects.requireNonNull(address, "address"),
                            Objects.requireNonNull(token, "token"),
                            shop == null ? null : shop.toString(),
                            "1",
                            "1",
                            Integer.toString(500 + domains.size() + 1),
                            visibility));
            return this;
        }

        /**
         * Assigns an agent to a domain.
         *
         * @param agentUuid an agent added before
         * @param domainUuid a domain added before
         * @return this builder
         */
        public Builder assign(String agentUuid, String domainUuid) {
            requireKnown(agents, agentUuid, "agent");
            requireKnown(domains, domainUuid, "domain");
            agentsByDomain
                    .computeIfAbsent(domainUuid, d -> new LinkedHashSet<>())
                    .add(agentUuid);
            return this;
        }

        /**
         * Adds a trigger.
         *
         * @param id the trigger id
         * @param domainUuid a domain added before
         * @param name the trigger's name
         * @param url the page it fires on
         * @param message the text it shows
         * @param displayTimeSeconds the delay in seconds
         * @param active whether it is activated
         * @return this builder
         */
        public Builder trigger(
                String id,
                String domainUuid,
                String name,
                String url,
                String message,
                int displayTimeSeconds,
                boolean active) {
            requireNew(triggers, id, "trigger");
            requireKnown(domains, domainUuid, "domain");
            triggers.put(
                    id,
                    new Trigger(
                            id,
                            name,
                            url,
                            message,
                            Integer.toString(displayTimeSeconds),
                            active ? Trigger.ACTIVE : Trigger.INACTIVE,
                            domainUuid));
            return this;
        }

        /**
         * Adds an alias.
         *
         * @param id the alias id
         * @param name the short name
         * @param text the replacement text
         * @param domainUuids domains added before
         * @return this builder
         */
        public Builder alias(String id, String name, String text, String... domainUuids) {
            requireNew(aliases, id, "alias");
            for (String domain : domainUuids) {
                requireKnown(domains, domain, "domain");
            }
            aliases.put(id, new Alias(id, name, text, List.of(domainUuids)));
            return this;
        }

        /**
         * Adds a ticket described by {@code spec}; its client data and geolocation are generated unless
         * the spec turns them off.
         *
         * @param id the ticket id
         * @param spec fills in a {@link TicketSpec}
         * @return this builder
         */
        public Builder ticket(String id, Consumer<TicketSpec> spec) {
            requireNew(tickets, id, "ticket");
            TicketSpec ticket = new TicketSpec();
            spec.accept(ticket);
            int variant = tickets.size();
            String clientUuid = new IdSource(idSeed ^ id.hashCode()).uuid();
            tickets.put(id, ticket.build(id, clientUuid, null, variant, REFERENCE_EPOCH_SECOND));
            return this;
        }

        /**
         * Adds {@code count} generated tickets with numeric ids after the existing ones, spread over the
         * domains and agents added so far (at least one of each is needed when count is positive).
         *
         * @param count number of tickets, at least 0
         * @return this builder
         */
        public Builder syntheticTickets(int count) {
            if (count < 0) {
                throw new IllegalArgumentException("count must be at least 0");
            }
            if (count > 0 && (domains.isEmpty() || agents.isEmpty())) {
                throw new IllegalStateException("synthetic tickets need at least one domain and one agent");
            }
            List<String> domainIds = List.copyOf(domains.keySet());
            List<String> agentIds = List.copyOf(agents.keySet());
            // Ten thousand tickets would hold ten thousand copies of the same few carts; share them.
            Map<Integer, ObjectNode> commerce = new HashMap<>();
            IdSource ids = new IdSource(idSeed + tickets.size());
            long nextId = IdSource.nextNumeric(tickets.keySet(), 1);
            for (int i = 0; i < count; i++) {
                String id = Long.toString(nextId + i);
                int variant = tickets.size();
                String clientUuid = ids.uuid();
                String email = "client" + id + "@example.com";
                ObjectNode branches = commerce.computeIfAbsent(variant % 60, SyntheticData::commerceBranches);
                TicketSpec spec = new TicketSpec()
                        .domain(domainIds.get(i % domainIds.size()))
                        .agent(agentIds.get(i % agentIds.size()))
                        .client(email);
                SyntheticData.conversation(spec, i);
                long start = REFERENCE_EPOCH_SECOND - 86_400L * 30 + i * 61L;
                tickets.put(id, spec.sentAt(start).build(id, clientUuid, branches, variant, start));
            }
            return this;
        }

        /**
         * Gives an agent {@code count} generated sign-ins, newest first, replacing any before.
         *
         * @param agentUuid an agent added before
         * @param count number of entries, at least 0
         * @return this builder
         */
        public Builder signIns(String agentUuid, int count) {
            requireKnown(agents, agentUuid, "agent");
            signIns.put(agentUuid, SyntheticData.signIns(count, REFERENCE_EPOCH_SECOND, agents.size()));
            return this;
        }

        /**
         * The subscription's limit on agents ({@code maxUsersSub}); adding an agent beyond it is refused.
         *
         * @param max the limit, at least 1
         * @return this builder
         */
        public Builder maxSubscribedAgents(int max) {
            if (max < 1) {
                throw new IllegalArgumentException("max must be at least 1");
            }
            this.maxSubscribedAgents = max;
            return this;
        }

        /**
         * The seed of the random source for ids and plug-in tokens of records created through the API.
         *
         * @param seed any value
         * @return this builder
         */
        public Builder idSeed(long seed) {
            this.idSeed = seed;
            return this;
        }

        /**
         * The immutable seed.
         *
         * @return the seed
         */
        public TestData build() {
            for (Ticket ticket : tickets.values()) {
                requireKnown(domains, ticket.domainUuid(), "domain");
                requireKnown(agents, ticket.agentUuid(), "agent");
            }
            return new TestData(this);
        }

        private static String parseStatus(String status) {
            try {
                return AgentStatus.parse(status, false).code();
            } catch (ApiError e) {
                throw new IllegalArgumentException("status must be online, away or offline: " + status, e);
            }
        }

        private static void requireNew(Map<String, ?> records, String id, String kind) {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException(kind + " id must not be blank");
            }
            if (records.containsKey(id)) {
                throw new IllegalArgumentException("duplicate " + kind + " id: " + id);
            }
        }

        private static void requireKnown(Map<String, ?> records, String id, String kind) {
            if (!records.containsKey(id)) {
                throw new IllegalArgumentException("unknown " + kind + ": " + id);
            }
        }
    }
}
