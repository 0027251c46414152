package io.chatapi.sdk.reliability;

import io.chatapi.sdk.AsyncChatApiClient;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.DefaultData;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Every read of the API against the testkit's default seed, each with the value an undisturbed
 * client reads, and writes that leave what the reads see unchanged (or change only a trigger's
 * status, which {@link #comparable} ignores when asked to).
 *
 * <p>The expected values are read once, sequentially, by a client nobody else uses, before the
 * workload starts; the workload's reads must then equal them exactly (records compare their raw
 * JSON too, so a reply decoded from the wrong response, or half of one, cannot pass).
 */
final class Workload {
    /** The trigger whose status the writes toggle. */
    static final String TOGGLED_TRIGGER = DefaultData.INACTIVE_TRIGGER_ID;

    /** One read: a name for messages, the call, and how many requests it makes. */
    record Read(String name, Function<ChatApiClient, Object> call, int requests) {
        Read(String name, Function<ChatApiClient, Object> call) {
            this(name, call, 1);
        }
    }

    static final List<String> AGENTS =
            List.of(DefaultData.ADMIN_UUID, DefaultData.LUKASZ_UUID, DefaultData.HANAKO_UUID, DefaultData.SAM_UUID);
    static final List<String> DOMAINS = List.of(
            DefaultData.SHOP_DOMAIN_UUID,
            DefaultData.SKLEP_DOMAIN_UUID,
            DefaultData.STORE_DOMAIN_UUID,
            DefaultData.BLOG_DOMAIN_UUID,
            DefaultData.LEGACY_DOMAIN_UUID);
    static final List<String> TRIGGERS = List.of("1", "2", "3", "4");
    static final List<String> ALIASES = List.of("1", "2", "3", "4");
    static final List<String> TICKETS = List.of("1001", "1002", "1003", "1004");

    /** Every read endpoint, on every record of the seed. */
    static final List<Read> READS = reads();

    private final Map<String, Object> expected = new LinkedHashMap<>();
    private final boolean triggerStatusMayChange;
    private final TriggerDefinition triggerOne;
    private final AliasDefinition aliasTwo;
    private final String lukaszJobTitle;

    private Workload(ChatApiClient reference, boolean triggerStatusMayChange) {
        this.triggerStatusMayChange = triggerStatusMayChange;
        for (Read read : READS) {
            expected.put(read.name(), comparable(read.name(), read.call().apply(reference)));
        }
        Trigger one = reference.triggers().get("1");
        triggerOne = new TriggerDefinition(
                one.name().orElseThrow(),
                one.url().orElseThrow(),
                one.message().orElseThrow(),
                one.displayDelay().orElseThrow(),
                one.domain().map(DomainSummary::id).orElseThrow());
        Alias two = reference.aliases().get("2");
        aliasTwo = new AliasDefinition(
                two.name().orElseThrow(),
                two.text().orElseThrow(),
                two.domains().stream().map(d -> d.id()).toList());
        lukaszJobTitle =
                reference.agents().get(DefaultData.LUKASZ_UUID).jobTitle().orElseThrow();
    }

    /**
     * Reads the expected values with {@code reference}.
     *
     * @param triggerStatusMayChange whether the workload's writes toggle {@link #TOGGLED_TRIGGER}, so
     *     trigger reads are compared without their status
     */
    static Workload expectedFrom(ChatApiClient reference, boolean triggerStatusMayChange) {
        return new Workload(reference, triggerStatusMayChange);
    }

    private static List<Read> reads() {
        List<Read> reads = new ArrayList<>();
        reads.add(new Read("agents.list", c -> c.agents().list()));
        for (String id : AGENTS) {
            reads.add(new Read("agents.get " + id, c -> c.agents().get(id)));
            reads.add(new Read("agents.domains " + id, c -> c.agents().domains(id)));
            reads.add(new Read(
                    "agents.signInHistory " + id + " 1", c -> c.agents().signInHistory(id, 1)));
        }
        String admin = DefaultData.ADMIN_UUID;
        reads.add(
                new Read("agents.signInHistory " + admin + " 3", c -> c.agents().signInHistory(admin, 3)));
        reads.add(new Read("domains.list", c -> c.domains().list()));
        for (String id : DOMAINS) {
            reads.add(new Read("domains.pluginToken " + id, c -> c.domains().pluginToken(id)));
        }
        reads.add(new Read("triggers.list", c -> c.triggers().list()));
        for (String id : TRIGGERS) {
            reads.add(new Read("triggers.get " + id, c -> c.triggers().get(id)));
        }
        reads.add(new Read("aliases.list", c -> c.aliases().list()));
        for (String id : ALIASES) {
            reads.add(new Read("aliases.get " + id, c -> c.aliases().get(id)));
        }
        reads.add(new Read("tickets.list", c -> c.tickets().list()));
        for (String id : TICKETS) {
            reads.add(new Read("tickets.get " + id, c -> c.tickets().get(id)));
        }
        // A streamed list, and a page-by-page history: several requests in one call.
        reads.add(new Read("tickets.forEach", Workload::streamedTickets));
        reads.add(new Read(
                "agents.signInHistory all " + admin,
                c -> c.agents().signInHistory(admin).stream().toList(),
                3)); // 25 sign-ins, 10 a page
        return List.copyOf(reads);
    }

    private static Object streamedTickets(ChatApiClient client) {
        List<Object> tickets = new ArrayList<>();
        client.tickets().forEach(tickets::add);
        return tickets;
    }

    /** The value a read must produce, by read name. */
    Object expected(String readName) {
        return expected.get(readName);
    }

    /**
     * The part of a read's value that the workload cannot change: trigger reads lose their status
     * (and the raw JSON that holds it) when the workload toggles one.
     */
    Object comparable(String readName, Object value) {
        if (!triggerStatusMayChange || !readName.startsWith("triggers.")) {
            return value;
        }
        if (value instanceof Trigger t) {
            return withoutStatus(t);
        }
        return ((List<?>) value).stream().map(t -> withoutStatus((Trigger) t)).toList();
    }

    private static List<Object> withoutStatus(Trigger t) {
        return List.of(t.id(), t.name(), t.url(), t.message(), t.displayDelay(), t.domain());
    }

    /** One step of a mixed workload: a read (checked) or, with probability {@code writeShare}, a write. */
    Step step(Random random, double writeShare) {
        if (random.nextDouble() < writeShare) {
            switch (random.nextInt(4)) {
                case 0:
                    boolean active = random.nextBoolean();
                    return new Step("triggers.setActive " + active, true, c -> c.triggers()
                            .setActive(TOGGLED_TRIGGER, active));
                case 1:
                    return new Step("triggers.edit 1 (same definition)", true, c -> c.triggers()
                            .edit("1", triggerOne));
                case 2:
                    return new Step("aliases.edit 2 (same definition)", true, c -> c.aliases()
                            .edit("2", aliasTwo));
                default:
                    AgentUpdate sameTitle =
                            AgentUpdate.builder().jobTitle(lukaszJobTitle).build();
                    // Two requests: the edit reads the agent first, to send the fields it does not change.
                    return new Step(
                            "agents.edit lukasz (same job title)",
                            true,
                            c -> c.agents().edit(DefaultData.LUKASZ_UUID, sameTitle),
                            2);
            }
        }
        Read read = READS.get(random.nextInt(READS.size()));
        return new Step(read.name(), false, read.call(), read.requests());
    }

    /**
     * A call of the workload, made directly or queued through {@code async().call}, and the requests
     * it makes.
     */
    record Step(String name, boolean write, Function<ChatApiClient, Object> call, int requests) {
        Step(String name, boolean write, Function<ChatApiClient, Object> call) {
            this(name, write, call, 1);
        }

        /** This step queued on the async face: {@code async.call(call)}. */
        CompletableFuture<Object> async(AsyncChatApiClient async) {
            return async.call(call);
        }
    }

    /** Checks one result: a read equals what the reference read, a write was acknowledged. */
    void check(Step step, Object result) {
        if (step.write()) {
            if (!(result instanceof WriteResult w) || w.message().toLowerCase().startsWith("error")) {
                throw new AssertionError(step.name() + " was not acknowledged: " + result);
            }
            return;
        }
        Object want = expected(step.name());
        Object got = comparable(step.name(), result);
        if (!want.equals(got)) {
            throw new AssertionError(step.name() + " read\n  " + got + "\nbut the undisturbed read was\n  " + want);
        }
    }
}
