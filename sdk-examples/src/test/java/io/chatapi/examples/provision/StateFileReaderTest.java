package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.examples.BadInputException;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.domains.ShopSystem;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StateFileReaderTest {
    private static final Path FOLDER = Path.of("/states");

    private static final String VALID = """
      agents:
        - email: Ann.Lee@example.com
          name: Ann Lee
          job_title: Support – Berlin
          chats: 3
          status: away
          password_env: ANN_PASSWORD
        - email: bo@example.com
          name: Bo
          password_file: secrets/bo.txt
      domains:
        - address: shop.example.com
          shop: 1
        - address: neu.example.de
      assignments:
        - agent: ann.lee@example.com
          domain: SHOP.example.com
      triggers:
        - name: Willkommen
          url: https://neu.example.de/
          message: Hallo!
          delay: 15
          domain: neu.example.de
          active: false
      aliases:
        - name: danke
          text: Vielen Dank!
          domains: [neu.example.de, shop.example.com]
      """;

    @Test
    void readsEveryKindOfEntryWithItsLine() {
        DesiredState state = yaml(VALID);

        DesiredState.AgentSpec ann = state.agents().get(0);
        assertThat(ann.email()).isEqualTo("Ann.Lee@example.com");
        assertThat(ann.jobTitle()).contains("Support – Berlin");
        assertThat(ann.chats()).contains(3);
        assertThat(ann.status()).contains(AgentStatus.AWAY);
        assertThat(ann.password()).contains(new PasswordSource.FromEnv("ANN_PASSWORD"));
        assertThat(ann.origin()).isEqualTo(new Origin("state.yaml", 2, "agents[0]"));
        assertThat(state.agents().get(1).password())
                .contains(new PasswordSource.FromFile(Path.of("/states/secrets/bo.txt"), FOLDER));
        assertThat(state.agents().get(1).chats()).isEmpty();
        assertThat(state.domains())
                .extracting(DesiredState.DomainSpec::shop)
                .containsExactly(Optional.of(ShopSystem.PLATFORM_1), Optional.empty());
        assertThat(state.assignments().get(0).domainAddress()).isEqualTo("SHOP.example.com");
        DesiredState.TriggerSpec trigger = state.triggers().get(0);
        assertThat(trigger.delay()).isEqualTo(Duration.ofSeconds(15));
        assertThat(trigger.active()).contains(false);
        assertThat(state.aliases().get(0).domainAddresses()).containsExactly("neu.example.de", "shop.example.com");
    }

    @Test
    void readsTheSameStateFromJson() {
        String json = """
        {"domains": [{"address": "shop.example.com", "shop": 0}],
         "triggers": [{"name": "Hi", "url": "https://shop.example.com/", "message": "Hi", "delay": 0,
                       "domain": "shop.example.com"}]}
        """;

        DesiredState state = StateFileReader.parse("state.json", json, false, FOLDER);

        assertThat(state.domains().get(0).shop()).contains(ShopSystem.OTHER);
        // Left out, "active" has no default: the trigger's activation is left as it is.
        assertThat(state.triggers().get(0).active()).isEmpty();
        assertThat(state.triggers().get(0).origin().line()).isEqualTo(2);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
      shop out of range        | domains:\\n  - address: a.example\\n    shop: 5                    | line 3, domains[0].shop: must be a whole number from 0 to 4, got 5
      shop as text             | domains:\\n  - address: a.example\\n    shop: "1"                  | line 3, domains[0].shop: must be a whole number from 0 to 4, got text "1"
      e-mail without @         | agents:\\n  - email: ann.example.com\\n    name: Ann               | line 2, agents[0].email: must be an e-mail address with an @
      missing name             | agents:\\n  - email: ann@example.com                             | line 2, agents[0]: missing required field name
      unknown field            | agents:\\n  - email: ann@example.com\\n    name: Ann\\n    role: admin | line 4, agents[0].role: unknown field (expected one of:
      unknown top-level key    | agent:\\n  - email: ann@example.com                              | line 1, agent: unknown field
      password in the file     | agents:\\n  - email: ann@example.com\\n    name: Ann\\n    password: hunter2 | line 4, agents[0].password: passwords are never kept in the state file
      both password sources    | agents:\\n  - email: a@example.com\\n    name: A\\n    password_env: A\\n    password_file: a.txt | line 5, agents[0].password_file: give password_env or password_file, not both
      negative delay           | domains:\\n  - address: a.example\\ntriggers:\\n  - name: T\\n    url: u\\n    message: m\\n    delay: -1\\n    domain: a.example | line 7, triggers[0].delay: must be a whole number of 0 or more, got -1
      fractional delay         | domains:\\n  - address: a.example\\ntriggers:\\n  - name: T\\n    url: u\\n    message: m\\n    delay: 1.5\\n    domain: a.example | line 7, triggers[0].delay: must be a whole number of 0 or more, got number 1.5
      active as text           | domains:\\n  - address: a.example\\ntriggers:\\n  - name: T\\n    url: u\\n    message: m\\n    delay: 1\\n    domain: a.example\\n    active: "true" | line 9, triggers[0].active: must be true or false, got text "true"
      trigger on unlisted site | domains:\\n  - address: a.example\\ntriggers:\\n  - name: T\\n    url: u\\n    message: m\\n    delay: 1\\n    domain: b.example | line 8, triggers[0].domain: "b.example" is not listed under domains
      alias on unlisted site   | domains:\\n  - address: a.example\\naliases:\\n  - name: x\\n    text: y\\n    domains:\\n      - a.example\\n      - c.example | line 8, aliases[0].domains[1]: "c.example" is not listed under domains
      alias on no domain       | aliases:\\n  - name: x\\n    text: y\\n    domains: []              | line 4, aliases[0].domains: must name at least one entry
      duplicate e-mail         | agents:\\n  - email: a@example.com\\n    name: A\\n  - email: A@EXAMPLE.com\\n    name: B | line 4, agents[1].email: duplicate agent (first at line 2)
      duplicate trigger        | domains:\\n  - address: a.example\\ntriggers:\\n  - name: T\\n    url: u\\n    message: m\\n    delay: 1\\n    domain: a.example\\n  - name: T\\n    url: v\\n    message: m\\n    delay: 1\\n    domain: A.example | line 9, triggers[1].name: duplicate trigger on A.example (first at line 4)
      duplicate alias          | domains:\\n  - address: a.example\\n  - address: b.example\\naliases:\\n  - name: x\\n    text: y\\n    domains: [a.example]\\n  - name: x\\n    text: z\\n    domains: [b.example, a.example] | line 8, aliases[1].name: duplicate alias on a.example (first at line 5)
      adopt as text            | domains:\\n  - address: a.example\\n    adopt: yes please            | line 3, domains[0].adopt: must be true or false
      duplicate key            | domains:\\n  - address: a.example\\n    address: b.example      | line 3, domains[0].address: duplicate key
      list expected            | domains: a.example                                             | line 1, domains: must be a list, got text "a.example"
      entry not a mapping      | domains:\\n  - a.example                                        | line 2, domains[0]: must be a mapping of fields, got text "a.example"
      assignment to unlisted   | agents:\\n  - email: a@example.com\\n    name: A\\nassignments:\\n  - agent: a@example.com\\n    domain: x.example | line 6, assignments[0].domain: "x.example" is not listed under domains
      status unknown           | agents:\\n  - email: a@example.com\\n    name: A\\n    status: busy | line 4, agents[0].status: must be online, away or offline, got "busy"
      YAML syntax              | domains:\\n  - address: [a.example\\n                               | state.yaml, line 2: not valid YAML
      empty file               | ''                                                             | state.yaml: the file is empty
      """)
    void aBadStateFileIsRefusedNamingTheLineAndField(String what, String yaml, String expected) {
        assertThatThrownBy(() -> yaml(yaml.replace("\\n", "\n")))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining(expected);
    }

    @Test
    void aJsonSyntaxErrorNamesItsLine() {
        assertThatThrownBy(() -> StateFileReader.parse(
                        "state.json", "{\"domains\": [\n  {\"address\": \"a\",}\n]}", false, FOLDER))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("state.json, line 2: not valid JSON");
    }

    @Test
    void aPasswordWrittenIntoTheStateFileIsNeverEchoed() {
        String yaml = "agents:\n  - email: a@example.com\n    name: A\n    password: s3cret-Passw0rd\n";

        assertThatThrownBy(() -> yaml(yaml)).hasMessageNotContaining("s3cret-Passw0rd");
    }

    @Test
    void anEmptyMappingIsAnEmptyState() {
        DesiredState state = yaml("{}");

        assertThat(List.of(state.agents(), state.domains(), state.assignments(), state.triggers(), state.aliases()))
                .allSatisfy(list -> assertThat(list).isEmpty());
    }

    private static DesiredState yaml(String text) {
        return StateFileReader.parse("state.yaml", text, true, FOLDER);
    }
}
