package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.triggers.Trigger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The server ids of agents (by e-mail), domains (by address) and triggers (by name) while a plan is
 * applied. The API returns no id when it creates a record, so after each create the new id is read
 * back: list, then match by e-mail, address, or name on the domain among ids not seen before.
 */
final class Directory {
    private final Map<String, String> agents = new HashMap<>();
    private final Map<String, String> domains = new HashMap<>();
    private final Map<String, String> triggers = new HashMap<>();
    private final Set<String> seenTriggerIds = new HashSet<>();

    /** A directory of what the snapshot shows. */
    static Directory of(ServerSnapshot snapshot) {
        Directory d = new Directory();
        snapshot.agents().forEach(a -> d.agents.put(DesiredState.emailKey(a.email()), a.id()));
        snapshot.domains().forEach(x -> d.domains.put(DesiredState.addressKey(x.address()), x.id()));
        snapshot.triggers().forEach(t -> {
            d.triggers.putIfAbsent(t.name(), t.id());
            d.seenTriggerIds.add(t.id());
        });
        return d;
    }

    String agentId(String email) {
        return known(agents.get(DesiredState.emailKey(email)), "agent " + email);
    }

    String domainId(String address) {
        return known(domains.get(DesiredState.addressKey(address)), "domain " + address);
    }

    String triggerId(String name) {
        return known(triggers.get(name), "trigger \"" + name + "\"");
    }

    /** Lists the agents and records the id of the one with {@code email}. */
    void readBackAgent(ChatApiClient client, String email) {
        String key = DesiredState.emailKey(email);
        Optional<String> id = readBack(
                        "agent " + email, () -> client.agents().list().agents())
                .stream()
                .filter(a -> a.email().map(DesiredState::emailKey).orElse("").equals(key))
                .map(Agent::id)
                .findFirst();
        agents.put(key, id.orElseThrow(() -> notListed("agent " + email)));
    }

    /** Lists the domains and records the id of the one at {@code address}. */
    void readBackDomain(ChatApiClient client, String address) {
        String key = DesiredState.addressKey(address);
        Optional<String> id = readBack(
                        "domain " + address, () -> client.domains().list())
                .stream()
                .filter(d ->
                        d.address().map(DesiredState::addressKey).orElse("").equals(key))
                .map(d -> d.id())
                .findFirst();
        domains.put(key, id.orElseThrow(() -> notListed("domain " + address)));
    }

    /** Lists the triggers and records the id of the new one named {@code name} on {@code domainId}. */
    void readBackTrigger(ChatApiClient client, String name, String domainId) {
        List<Trigger> listed =
                readBack("trigger \"" + name + "\"", () -> client.triggers().list());
        Optional<String> id = listed.stream()
                .filter(t -> t.name().orElse("").equals(name))
                .filter(t -> t.domain().map(DomainSummary::id).orElse("").equals(domainId))
                .map(t -> t.id())
                .filter(candidate -> !seenTriggerIds.contains(candidate))
                .findFirst();
        String found = id.orElseThrow(() -> notListed("trigger \"" + name + "\""));
        seenTriggerIds.add(found);
        triggers.put(name, found);
    }

    private static <T> T readBack(String what, Supplier<T> list) {
        try {
            return list.get();
        } catch (ChatApiException e) {
            throw new ReadBackException(
                    "created, but listing to find the id of " + what + " failed: " + e.getMessage(), e);
        }
    }

    private static ReadBackException notListed(String what) {
        return new ReadBackException("created, but " + what + " does not appear in the list read back", null);
    }

    private static String known(String id, String what) {
        if (id == null) {
            throw new IllegalStateException("no id known for " + what + "; an earlier change did not read it back");
        }
        return id;
    }
}
