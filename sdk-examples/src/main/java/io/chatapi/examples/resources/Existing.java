package io.chatapi.examples.resources;

import io.chatapi.examples.CliMessages;
import io.chatapi.examples.CommandFailedException;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentDetail;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.aliases.AliasKey;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What an {@code add} (or {@code register}) finds before it sends anything, so that it is safe to run again after an
 * unknown outcome: the record of that identity (the SDK's {@link DomainAddress}, e-mail, {@link
 * io.chatapi.sdk.triggers.TriggerKey}, {@link AliasKey}) with the same content is reported and the command exits 0,
 * sending nothing; with other content it exits 1 and names the command that changes it. Each check returns the
 * existing record's id, or empty when there is none and the add goes ahead.
 */
final class Existing {
    private Existing() {}

    /** The agent of this e-mail: same name, job title and chats → its id; other → exit 1 naming {@code agents edit}. */
    static Optional<String> agent(ChatApiClient client, NewAgent wanted, PrintStream err) {
        Optional<Agent> found = client.agents().find(wanted.email());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        String id = found.get().id();
        AgentDetail detail = client.agents().get(id);
        List<String> differ = new ArrayList<>();
        differ(differ, "--name", detail.name(), wanted.name());
        differ(differ, "--job-title", Optional.of(detail.jobTitle().orElse("")), wanted.jobTitle());
        differ(differ, "--chats", detail.chats(), wanted.chats());
        return same(
                err,
                "agent " + wanted.email(),
                id,
                differ,
                "agents edit " + id,
                " (its password and status were not compared, and not changed)");
    }

    /** The domain at this address: same shop → its id; another → exit 1 naming {@code --replace-token}. */
    static Optional<String> domain(ChatApiClient client, String address, ShopSystem shop, PrintStream err) {
        Optional<Domain> found = client.domains().find(address);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Domain domain = found.get();
        if (domain.shop().equals(Optional.of(shop))) {
            err.println("note: domain " + DomainAddress.of(address) + " is registered already with shop " + shop.code()
                    + " (id " + domain.id() + "); nothing was sent");
            return Optional.of(domain.id());
        }
        throw new CommandFailedException("domain " + DomainAddress.of(address) + " is registered already (id "
                + domain.id() + ") with shop "
                + domain.shop().map(s -> Integer.toString(s.code())).orElse("(none)")
                + ", not " + shop.code() + "; nothing was sent. Give --replace-token to register it again with this"
                + " shop (a new plug-in token: the old one stops working).");
    }

    /** The trigger of this name on this domain: same fields → its id; other → exit 1 naming {@code triggers edit}. */
    static Optional<String> trigger(ChatApiClient client, TriggerDefinition wanted, PrintStream err) {
        Optional<Trigger> found = client.triggers().find(wanted.name(), wanted.domainId());
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Trigger t = found.get();
        List<String> differ = new ArrayList<>();
        differ(differ, "--url", t.url(), wanted.url());
        differ(differ, "--message", t.message(), wanted.message());
        differ(differ, "--delay", t.displayDelay(), wanted.displayDelay());
        return same(
                err,
                "trigger \"" + wanted.name() + "\" on domain " + wanted.domainId(),
                t.id(),
                differ,
                "triggers edit " + t.id(),
                "");
    }

    /**
     * The alias of this name on exactly these domains: same text → its id; other text → exit 1 naming {@code
     * aliases edit}. An alias of that name on other domains sharing one with these is a conflict: exit 1, naming
     * the commands that change or delete it.
     */
    static Optional<String> alias(ChatApiClient client, AliasDefinition wanted, PrintStream err) {
        AliasKey key = AliasKey.of(wanted);
        for (Alias a : client.aliases().list()) {
            Optional<AliasKey> theirs = AliasKey.of(a);
            if (theirs.isEmpty()) {
                continue;
            }
            if (theirs.get().equals(key)) {
                List<String> differ = new ArrayList<>();
                differ(differ, "--text", a.text(), wanted.text());
                return same(
                        err,
                        "alias \"" + key.name() + "\" on " + key.domainIds(),
                        a.id(),
                        differ,
                        "aliases edit " + a.id(),
                        "");
            }
            if (theirs.get().conflictsWith(key)) {
                throw new CommandFailedException("the alias name \"" + key.name() + "\" is taken on a domain of "
                        + key.domainIds() + " by alias " + a.id() + " (on "
                        + theirs.get().domainIds() + "); nothing"
                        + " was sent. A name is unique on each domain: change that alias's domains with aliases edit "
                        + a.id() + " --domain DOMAIN_ID …, or delete it with aliases delete " + a.id());
            }
        }
        return Optional.empty();
    }

    /**
     * Runs a check; when its read fails, says so and returns empty, so the add is sent as a plain add (which the
     * server itself refuses for a record that exists): a flaky read does not stop a command that was never run.
     */
    static Optional<String> check(Supplier<Optional<String>> check, PrintStream err) {
        try {
            return check.get();
        } catch (ChatApiException e) {
            err.println("note: could not check whether it exists already (" + CliMessages.of(e) + "); sending it");
            return Optional.empty();
        }
    }

    private static void differ(List<String> differ, String option, Optional<?> current, Object wanted) {
        if (!Objects.equals(current.orElse(null), wanted)) {
            differ.add(option);
        }
    }

    private static Optional<String> same(
            PrintStream err, String what, String id, List<String> differ, String command, String remark) {
        if (differ.isEmpty()) {
            err.println("note: " + what + " exists already with the same content (id " + id + "); nothing was sent"
                    + remark);
            return Optional.of(id);
        }
        throw new CommandFailedException(what + " exists already (id " + id + ") with another "
                + String.join(", ", differ).replace("--", "") + "; nothing was sent. Change it with: " + command + " "
                + String.join(" … ", differ) + " …, or with provision");
    }
}
