package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.tickets.Ticket;
import io.chatapi.sdk.triggers.Trigger;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The first thing to run: lists every agent, domain, trigger, alias and ticket as a table. Reads
 * only; shows how each list call of the SDK is used and how its optional fields read.
 */
@Command(
        name = "quickstart",
        mixinStandardHelpOptions = true,
        description = {
            "Prints tables of every agent (name, e-mail, role), domain (address, shop, agents), trigger (name,"
                    + " URL, message, delay, active), alias (name, text) and ticket (id, e-mail, first message,"
                    + " client name). Reads only.",
            "",
            "Server: CHAT_API_BASE_URL and CHAT_API_KEY; when neither is set (or --demo is given), an"
                    + " embedded demo server with sample data, so a fresh clone runs it with no key."
        })
final class Quickstart implements Callable<Integer> {
    @Mixin
    private TargetOptions target;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        CliContext context = CliContext.of(spec);
        try (ApiTarget server = target.demo() || noServerNamed(context.env())
                ? ApiTarget.demo(context.err(), target.settings())
                : target.open()) {
            print(server.client(), context.out());
        }
        return ExitCode.OK;
    }

    private static boolean noServerNamed(Map<String, String> env) {
        return Stream.of(ChatApiClient.ENV_BASE_URL, ChatApiClient.ENV_API_KEY)
                .allMatch(name -> env.getOrDefault(name, "").isBlank());
    }

    /** Prints the five tables, one list call each. */
    static void print(ChatApiClient client, PrintStream out) {
        Table agents = new Table("Name", "E-mail", "Role");
        for (Agent a : client.agents().list()) {
            agents.row(
                    a.name().orElse(null),
                    a.email().orElse(null),
                    a.role().map(Quickstart::lower).orElse(null));
        }
        agents.print(out, "Agents");

        Table domains = new Table("Address", "Shop", "Agents");
        for (Domain d : client.domains().list()) {
            domains.row(
                    d.address().orElse(null),
                    d.shop().map(s -> Integer.toString(s.code())).orElse(null),
                    d.agentCount().map(String::valueOf).orElse(null));
        }
        domains.print(out, "Domains");

        Table triggers = new Table("Name", "URL", "Message", "Delay", "Active", "Domain");
        for (Trigger t : client.triggers().list()) {
            triggers.row(
                    t.name().orElse(null),
                    t.url().orElse(null),
                    t.message().orElse(null),
                    t.displayDelay().map(d -> d.getSeconds() + " s").orElse(null),
                    t.active().map(active -> active ? "yes" : "no").orElse(null),
                    t.domain().flatMap(DomainSummary::address).orElse(null));
        }
        triggers.print(out, "Triggers");

        Table aliases = new Table("Name", "Text");
        for (Alias a : client.aliases().list()) {
            aliases.row(a.name().orElse(null), a.text().orElse(null));
        }
        aliases.print(out, "Aliases");

        Table tickets = new Table("Id", "E-mail", "First message", "Client");
        for (Ticket t : client.tickets().list()) {
            tickets.row(
                    t.id(),
                    t.email().orElse(null),
                    t.body().orElse(null),
                    ClientName.of(t.clientData()).orElse(null));
        }
        tickets.print(out, "Tickets");
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
