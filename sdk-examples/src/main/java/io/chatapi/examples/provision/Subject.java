package io.chatapi.examples.provision;

import static io.chatapi.examples.provision.PlanContext.q;

import java.util.List;
import java.util.Optional;

/**
 * The record a change is about, named as an agency reads it: its kind, its natural key (an agent's
 * e-mail, a domain's address, a trigger's or alias's name), the shops (domain addresses) it lives
 * on, and the server's id once there is one. Two shops' "hi" aliases are two subjects. Plan lines,
 * the JSON report and the ledger's pending entries all use it, so they name a record the same way.
 *
 * @param kind agent, domain, trigger or alias ({@link Ledger#AGENT} …)
 * @param name the natural key: e-mail, address or name
 * @param domains the addresses of the shops it is on: one for a trigger, one or more for an
 *     alias, none for an agent or a domain (a domain is its own shop)
 * @param id the server's id, when the record exists
 */
record Subject(String kind, String name, List<String> domains, Optional<String> id) {
    Subject {
        domains = List.copyOf(domains);
    }

    static Subject agent(String email, Optional<String> id) {
        return new Subject(Ledger.AGENT, email, List.of(), id);
    }

    static Subject domain(String address, Optional<String> id) {
        return new Subject(Ledger.DOMAIN, address, List.of(), id);
    }

    static Subject trigger(String name, String domain, Optional<String> id) {
        return new Subject(Ledger.TRIGGER, name, List.of(domain), id);
    }

    static Subject alias(String name, List<String> domains, Optional<String> id) {
        return new Subject(Ledger.ALIAS, name, domains, id);
    }

    /** The same record, now with the id the server gave it. */
    Subject withId(String newId) {
        return new Subject(kind, name, domains, Optional.of(newId));
    }

    /**
     * The shop this record lives on, as one address: the domain itself, a trigger's domain, an
     * alias on exactly one domain; empty for an agent or an alias on several.
     */
    Optional<String> shop() {
        if (kind.equals(Ledger.DOMAIN)) {
            return Optional.of(name);
        }
        return domains.size() == 1 ? Optional.of(domains.get(0)) : Optional.empty();
    }

    /**
     * How a plan line names it, such as {@code trigger "Welcome" on shop.example.com (id 7)} or
     * {@code agent ann@example.com}: names quoted as JSON does, e-mails and addresses as they are.
     */
    String describe() {
        return kind + " " + label() + on() + idText();
    }

    /** The name as a plan line shows it: quoted for triggers and aliases. */
    String label() {
        return kind.equals(Ledger.TRIGGER) || kind.equals(Ledger.ALIAS) ? q(name) : name;
    }

    /** {@code " (id 7)"}, or nothing when the record does not exist yet. */
    String idText() {
        return id.map(i -> " (id " + i + ")").orElse("");
    }

    private String on() {
        return domains.isEmpty() ? "" : " on " + String.join(", ", domains);
    }
}
