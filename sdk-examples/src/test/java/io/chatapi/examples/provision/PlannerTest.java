package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.examples.CommandFailedException;
import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.sdk.agents.AgentRole;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Planning against server states the testkit cannot hold (it keeps e-mails unique, roles known). */
class PlannerTest {
    private static final String SERVER = "https://chat.example.com/api";

    @TempDir
    Path folder;

    @Test
    void anOwnedAgentWhoseRoleCannotBeReadIsNeverPruned() {
        Ledger ledger = ledger("agent", "a-1", "mystery@example.com", "agent", "a-2", "plain@example.com");
        ServerSnapshot server = new ServerSnapshot(
                List.of(
                        new AgentState("a-1", "mystery@example.com", "M", Optional.empty(), Optional.empty()),
                        new AgentState(
                                "a-2", "plain@example.com", "P", Optional.of(AgentRole.AGENT), Optional.empty())),
                List.of(),
                List.of(),
                List.of());

        Plan plan =
                Planner.plan(state("{}"), server, new PlanContext.Options(true, Optional.empty()), Map.of(), ledger);

        assertThat(plan.lines()).containsExactly("- delete agent plain@example.com (id a-2)");
        assertThat(plan.notes()).anySatisfy(n -> assertThat(n)
                .startsWith("agent mystery@example.com is not in the state file and is"
                        + " kept: its role cannot be read"));
    }

    @Test
    void twoServerAgentsWithTheEmailOfAnEntryStopThePlanNamingThem() {
        ServerSnapshot server = new ServerSnapshot(
                List.of(agent("a-1", "ann@example.com"), agent("a-2", "ANN@example.com")),
                List.of(),
                List.of(),
                List.of());

        assertThatThrownBy(() -> plan("agents:\n  - email: ann@example.com\n    name: Ann\n", server))
                .isInstanceOf(CommandFailedException.class)
                .hasMessageContaining("the server has 2 agents with e-mail ann@example.com (ids a-1, a-2)")
                .hasMessageContaining("Nothing was changed.");
    }

    @Test
    void twoServerDomainsAtTheAddressOfAnEntryStopThePlanNamingThem() {
        ServerSnapshot server = new ServerSnapshot(
                List.of(),
                List.of(
                        new DomainState("d-1", "shop.example.com", Optional.empty()),
                        new DomainState("d-2", "Shop.Example.com", Optional.empty())),
                List.of(),
                List.of());

        assertThatThrownBy(() -> plan("domains:\n  - address: shop.example.com\n", server))
                .isInstanceOf(CommandFailedException.class)
                .hasMessageContaining("the server has 2 domains at shop.example.com (ids d-1, d-2)");
    }

    @Test
    void planLinesQuoteValuesAsJsonDoes() {
        ServerSnapshot server = new ServerSnapshot(
                List.of(), List.of(new DomainState("d-1", "shop.example.com", Optional.empty())), List.of(), List.of());

        Plan plan = plan("""
            domains:
              - address: shop.example.com
            aliases:
              - name: 'say "hi"'
                text: "back\\\\slash\\ttab"
                domains: [shop.example.com]
            """, server);

        assertThat(plan.lines())
                .containsExactly("+ create alias \"say \\\"hi\\\"\" on shop.example.com: text \"back\\\\slash\\ttab\"");
    }

    private Plan plan(String yaml, ServerSnapshot server) {
        return Planner.plan(state(yaml), server, new PlanContext.Options(false, Optional.empty()), Map.of(), ledger());
    }

    private DesiredState state(String yaml) {
        return StateFileReader.parse("state.yaml", yaml, true, folder);
    }

    private Ledger ledger(String... kindIdKey) {
        Path file = folder.resolve("state.ledger.json");
        if (kindIdKey.length > 0) {
            StateFiles.ledger(file, SERVER, kindIdKey);
        }
        return Ledger.load(file, SERVER);
    }

    private static AgentState agent(String id, String email) {
        return new AgentState(
                id,
                email,
                "Ann",
                Optional.of(AgentRole.AGENT),
                Optional.of(new ServerSnapshot.Detail(Optional.empty(), Optional.empty(), Optional.empty(), Set.of())));
    }
}
