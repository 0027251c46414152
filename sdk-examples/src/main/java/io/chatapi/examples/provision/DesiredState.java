package io.chatapi.examples.provision;

import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.ShopSystem;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the state file asks for, checked and typed. Agents are known by e-mail (ignoring letter case),
 * domains by the SDK's {@link DomainAddress} (no scheme, no trailing slash, host in lower case), triggers by name on their domain, aliases by name on their domains.
 * A field left out of an entry is left as it is on the server. An entry with {@code adopt: true}
 * takes an existing record into the tool's {@link Ledger}, so that prune may later delete it.
 *
 * @param agents the agents
 * @param domains the domains
 * @param assignments which agent works on which domain; among the agents and domains listed here
 *     this is the whole truth (others are unassigned)
 * @param triggers the triggers
 * @param aliases the aliases
 * @param statusCodes {@code status_codes} as {@code online=CODE,away=CODE,offline=CODE}, when given
 * @param ledger {@code ledger}: where the ledger is kept (a file, relative to the state file, or {@code
 *     redis://HOST:PORT/NAME}), when given
 */
record DesiredState(
        List<AgentSpec> agents,
        List<DomainSpec> domains,
        List<AssignmentSpec> assignments,
        List<TriggerSpec> triggers,
        List<AliasSpec> aliases,
        Optional<String> statusCodes,
        Optional<String> ledger) {

    DesiredState {
        agents = List.copyOf(agents);
        domains = List.copyOf(domains);
        assignments = List.copyOf(assignments);
        triggers = List.copyOf(triggers);
        aliases = List.copyOf(aliases);
    }

    /** The key an e-mail is matched by. */
    static String emailKey(String email) {
        return email.strip().toLowerCase(Locale.ROOT);
    }

    /**
     * The key an address is matched by: the SDK's {@link DomainAddress}, so the CLI and the SDK's {@code
     * findOrAdd} never disagree ({@code https://X.agency.example/} is {@code x.agency.example}). An address
     * the SDK cannot read (the state file's are checked; a server's may not be) is matched lower-cased.
     */
    static String addressKey(String address) {
        try {
            return DomainAddress.of(address).toString();
        } catch (IllegalArgumentException e) {
            return address.strip().toLowerCase(Locale.ROOT);
        }
    }

    /** An agent; {@code password} is needed only to create it. */
    record AgentSpec(
            Origin origin,
            String email,
            String name,
            Optional<String> jobTitle,
            Optional<Integer> chats,
            Optional<AgentStatus> status,
            Optional<PasswordSource> password,
            boolean adopt) {}

    /** A domain; {@code shop} is compared only when given. */
    record DomainSpec(Origin origin, String address, Optional<ShopSystem> shop, boolean adopt) {}

    /** Agent {@code agentEmail} works on domain {@code domainAddress}. */
    record AssignmentSpec(Origin origin, String agentEmail, String domainAddress) {}

    /** A trigger on the domain at {@code domainAddress}; {@code active} is compared only when given. */
    record TriggerSpec(
            Origin origin,
            String name,
            String url,
            String message,
            Duration delay,
            String domainAddress,
            Optional<Boolean> active,
            boolean adopt) {}

    /** An alias on the domains at {@code domainAddresses}. */
    record AliasSpec(Origin origin, String name, String text, List<String> domainAddresses, boolean adopt) {
        AliasSpec {
            domainAddresses = List.copyOf(domainAddresses);
        }
    }
}
