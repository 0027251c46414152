package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.AgentRole;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.triggers.Trigger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What the server holds, read once before planning: every agent, domain, trigger and alias, and
 * the detail (job title, chats, status, domains) of the agents the state file manages. Records
 * without an id are left out, since nothing could be done to them.
 *
 * @param agents the agents
 * @param domains the domains
 * @param triggers the triggers
 * @param aliases the aliases
 */
record ServerSnapshot(
        List<AgentState> agents, List<DomainState> domains, List<TriggerState> triggers, List<AliasState> aliases) {

    /** An agent; {@code detail} is read only for managed agents. */
    record AgentState(String id, String email, String name, Optional<AgentRole> role, Optional<Detail> detail) {}

    /** The fields only {@code agents().get} returns. */
    record Detail(
            Optional<String> jobTitle, Optional<Integer> chats, Optional<String> statusCode, Set<String> domainIds) {}

    /** A domain; {@code token} is its plug-in token, which a plan never shows. */
    record DomainState(String id, String address, Optional<ShopSystem> shop, Optional<String> token) {
        DomainState(String id, String address, Optional<ShopSystem> shop) {
            this(id, address, shop, Optional.empty());
        }
    }

    /** A trigger. */
    record TriggerState(
            String id,
            String name,
            String url,
            String message,
            Optional<Duration> delay,
            Optional<Boolean> active,
            Optional<String> domainId) {}

    /** An alias. */
    record AliasState(String id, String name, String text, Set<String> domainIds) {}

    /**
     * Reads the server's state.
     *
     * @param client the client
     * @param managed which agents (by e-mail) to read in detail
     * @return the snapshot
     * @throws io.chatapi.sdk.errors.ChatApiException when a read fails
     */
    static ServerSnapshot read(ChatApiClient client, Predicate<String> managed) {
        List<AgentState> agents = new ArrayList<>();
        for (Agent a : client.agents().list()) {
            String email = a.email().orElse("");
            Optional<Detail> detail = Optional.empty();
            if (!email.isBlank() && managed.test(email)) {
                AgentDetail d = client.agents().get(a.id());
                detail = Optional.of(new Detail(d.jobTitle(), d.chats(), d.statusCode(), ids(d.domains())));
            }
            agents.add(new AgentState(a.id(), email, a.name().orElse(""), a.role(), detail));
        }
        List<DomainState> domains = new ArrayList<>();
        for (Domain d : client.domains().list()) {
            domains.add(new DomainState(d.id(), d.address().orElse(""), d.shop(), d.pluginToken()));
        }
        List<TriggerState> triggers = new ArrayList<>();
        for (Trigger t : client.triggers().list()) {
            triggers.add(new TriggerState(
                    t.id(),
                    t.name().orElse(""),
                    t.url().orElse(""),
                    t.message().orElse(""),
                    t.displayDelay(),
                    t.active(),
                    t.domain().map(DomainSummary::id)));
        }
        List<AliasState> aliases = new ArrayList<>();
        for (Alias a : client.aliases().list()) {
            aliases.add(new AliasState(a.id(), a.name().orElse(""), a.text().orElse(""), ids(a.domains())));
        }
        return new ServerSnapshot(agents, domains, triggers, aliases);
    }

    private static Set<String> ids(List<DomainSummary> domains) {
        Set<String> ids = new LinkedHashSet<>();
        domains.forEach(d -> ids.add(d.id()));
        return ids;
    }
}
