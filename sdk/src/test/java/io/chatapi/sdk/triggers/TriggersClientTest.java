package io.chatapi.sdk.triggers;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static io.chatapi.sdk.testing.MockChatServer.form;
import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.WriteResult;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import java.time.Duration;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class TriggersClientTest extends ScriptedServerTest {
    static final String DOMAIN = "5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a";
    static final TriggerDefinition WELCOME = new TriggerDefinition(
            "Welcome on cart",
            "https://sklep.example.pl/koszyk?a=1&b=2",
            "Łatwo nas zapytać!",
            Duration.ofSeconds(30),
            DOMAIN);

    /** The trigger list after WELCOME was added: one other trigger, and WELCOME with id 9. */
    static final String WELCOME_LISTED = "{\"status\":1,\"content\":["
            + "{\"id\":\"8\",\"name\":\"Welcome on cart\",\"domains\":{\"uuid\":\"another-domain\"}},"
            + "{\"id\":\"9\",\"name\":\"Welcome on cart\",\"domains\":{\"uuid\":\"" + DOMAIN + "\"}}]}";

    /** The trigger list before WELCOME was added: a trigger of its name on another domain only. */
    static final String OTHER_LISTED = "{\"status\":1,\"content\":["
            + "{\"id\":\"8\",\"name\":\"Welcome on cart\",\"domains\":{\"uuid\":\"another-domain\"}}]}";

    @Test
    void list_decodes_every_field_of_every_trigger() {
        wire.reply(fixture("triggers/list.json"));

        List<Trigger> triggers = client.triggers().list();

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("triggers/list");
        assertThat(triggers).hasSize(3);

        Trigger welcome = triggers.get(0);
        assertThat(welcome.id()).isEqualTo("11");
        assertThat(welcome.name()).contains("Welcome on cart");
        assertThat(welcome.url()).contains("https://sklep.example.pl/koszyk");
        assertThat(welcome.message()).contains("Potrzebujesz pomocy? Łatwo nas zapytać!");
        assertThat(welcome.displayDelay()).contains(Duration.ofSeconds(30));
        assertThat(welcome.active()).contains(true);
        DomainSummary domain = welcome.domain().orElseThrow();
        assertThat(domain.id()).isEqualTo(DOMAIN);
        assertThat(domain.address()).contains("sklep.example.pl");
        assertThat(domain.pluginToken()).contains("e1d2c3b4a5968778695a4b3c2d1e0f9a");
        assertThat(domain.active()).contains(true);
        assertThat(domain.chatClientId()).contains("17");
        assertThat(domain.visibility()).contains("1");
        assertThat(domain.shop()).contains(ShopSystem.PLATFORM_2);

        Trigger exit = triggers.get(1);
        assertThat(exit.id()).as("a number").contains("12");
        assertThat(exit.displayDelay()).as("a number").contains(Duration.ofSeconds(5));
        assertThat(exit.active()).as("a number").contains(false);
        assertThat(exit.domain().flatMap(DomainSummary::address))
                .as("one domain sent as an array")
                .contains("blog.example.org");
        assertThat(exit.domain().flatMap(DomainSummary::shop)).isEmpty();
    }

    @Test
    void find_by_name_alone_returns_the_one_trigger_of_that_name_or_empty_and_refuses_to_guess_between_shops() {
        wire.reply(OTHER_LISTED);
        wire.reply(OTHER_LISTED);
        wire.reply(WELCOME_LISTED);

        assertThat(client.triggers().find(" Welcome on cart ")).map(Trigger::id).contains("8");
        assertThat(client.triggers().find("Cart help")).isEmpty();
        assertThatThrownBy(() -> client.triggers().find("Welcome on cart"))
                .isInstanceOfSatisfying(
                        AmbiguousMatchException.class, e -> assertThat(e.ids()).containsExactly("8", "9"));

        wire.takeAuth();
        for (int i = 0; i < 3; i++) {
            assertThat(path(wire.takeCarrying("tok-" + (i + 1)))).isEqualTo("triggers/list");
        }
    }

    @Test
    void list_reads_bad_values_as_empty_and_keeps_them_raw() {
        wire.reply(fixture("triggers/list.json"));

        Trigger broken = client.triggers().list().get(2);

        assertThat(broken.id()).isEqualTo("13");
        assertThat(broken.name()).contains("Broken");
        assertThat(broken.url()).isEmpty();
        assertThat(broken.message()).isEmpty();
        assertThat(broken.raw().field("message").isArray()).isTrue();
        assertThat(broken.displayDelay()).isEmpty();
        assertThat(broken.raw().field("display_time").asText()).isEqualTo("soon");
        assertThat(broken.active()).as("status 2 is neither state").isEmpty();
        assertThat(broken.raw().field("status").asText()).isEqualTo("2");
        assertThat(broken.domain()).as("[] is PHP's empty array").isEmpty();
        assertThat(broken.raw().field("extra").asText()).isEqualTo("kept");
    }

    @Test
    void list_accepts_a_keyed_object_and_an_empty_object() {
        wire.reply(
                        "{\"status\":1,\"content\":{\"11\":{\"id\":\"11\",\"display_time\":\"-4\"},\"12\":{\"id\":\"12\",\"domains\":{}}}}")
                .reply("{\"status\":1,\"content\":{}}");

        List<Trigger> keyed = client.triggers().list();
        assertThat(keyed).extracting(t -> t.id()).containsExactly("11", "12");
        assertThat(keyed.get(0).displayDelay()).as("a negative delay").isEmpty();
        assertThat(keyed.get(1).domain()).isEmpty();
        assertThat(client.triggers().list()).isEmpty();

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        wire.takeCarrying("tok-2");
    }

    @Test
    void list_with_a_counter_among_the_keyed_triggers_reads_every_trigger_and_not_the_counter() {
        wire.reply("{\"status\":1,\"content\":{\"11\":{\"id\":\"11\"},\"count\":2,\"12\":{\"id\":\"12\"}}}")
                .reply("{\"status\":1,\"content\":{\"t-a\":{\"id\":\"t-a\"},\"status\":1}}");

        assertThat(client.triggers().list()).extracting(t -> t.id()).containsExactly("11", "12");
        assertThat(client.triggers().list()).extracting(t -> t.id()).containsExactly("t-a");
    }

    @Test
    void list_holding_one_trigger_as_an_object_reads_it_as_one_trigger_with_its_domain() {
        wire.reply("{\"status\":1,\"content\":{\"id\":\"5\",\"name\":\"Hi\",\"domains\":{\"uuid\":\"d-1\"}}}");

        assertThat(client.triggers().list()).singleElement().satisfies(t -> {
            assertThat(t.id()).isEqualTo("5");
            assertThat(t.domain().orElseThrow().id()).isEqualTo("d-1");
        });
    }

    @Test
    void list_without_content_is_rejected() {
        wire.reply("{\"status\":1,\"content\":\"nothing here\"}");

        assertThatThrownBy(() -> client.triggers().list())
                .isInstanceOf(RequestRejectedException.class)
                .hasMessageContaining("nothing here");
    }

    @Test
    void get_reads_the_trigger_and_keeps_domainsusers_reachable() {
        wire.reply(fixture("triggers/get.json"));

        Trigger trigger = client.triggers().get("11");

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(path(request)).isEqualTo("triggers/gettrigger/11");
        assertThat(trigger.id()).isEqualTo("11");
        assertThat(trigger.message()).contains("Potrzebujesz pomocy? Łatwo nas zapytać!");
        assertThat(trigger.displayDelay()).contains(Duration.ofSeconds(30));
        assertThat(trigger.active()).contains(false);
        DomainSummary domain = trigger.domain().orElseThrow();
        assertThat(domain.shop()).contains(ShopSystem.PLATFORM_3);
        assertThat(domain.raw().field("domainsusers").isObject()).isTrue();
    }

    @Test
    void get_falls_back_to_the_described_path_and_remembers_it() {
        String body = "{\"status\":1,\"trigger\":{\"id\":\"11\"}}";
        wire.status(404).auth().reply(body).reply(body);

        client.triggers().get("11");
        client.triggers().get("11");

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("triggers/gettrigger/11");
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("triggers/11");
        assertThat(path(wire.takeCarrying("tok-3"))).isEqualTo("triggers/11");
    }

    @Test
    void get_without_a_trigger_is_rejected() {
        wire.reply("{\"status\":1}")
                .reply("{\"status\":1,\"trigger\":{}}")
                .reply("{\"status\":1,\"trigger\":\"gone\"}");

        for (int i = 0; i < 3; i++) {
            assertThatThrownBy(() -> client.triggers().get("99")).isInstanceOf(RequestRejectedException.class);
        }
    }

    @Test
    void add_checks_the_list_maps_the_java_names_to_the_wire_names_sends_no_id_and_returns_the_trigger_read_back() {
        wire.reply(OTHER_LISTED)
                .reply("{\"status\":2,\"content\":\"trigger added\"}")
                .reply(WELCOME_LISTED);

        Trigger added = client.triggers().add(WELCOME);

        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).as("the check first").isEqualTo("triggers/list");
        RecordedRequest request = wire.takeCarrying("tok-2");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("triggers/addtrigger");
        assertThat(form(request))
                .containsExactly(
                        "name=Welcome on cart",
                        "url=https://sklep.example.pl/koszyk?a=1&b=2",
                        "msg=Łatwo nas zapytać!",
                        "time=30",
                        "domainid=" + DOMAIN);
        assertThat(path(wire.takeCarrying("tok-3"))).as("the read-back").isEqualTo("triggers/list");
        assertThat(added.id()).as("found by name and domain").contains("9");
    }

    @Test
    void an_accepted_add_missing_from_the_list_read_back_says_it_may_have_been_processed() {
        wire.reply(OTHER_LISTED)
                .reply("{\"status\":2,\"content\":\"trigger added\"}")
                .reply("{\"status\":1,\"content\":[]}");

        Throwable e = org.assertj.core.api.Assertions.catchThrowable(
                () -> client.triggers().add(WELCOME));

        assertThat(e)
                .isInstanceOf(io.chatapi.sdk.errors.CreatedRecordNotFoundException.class)
                .hasMessageContaining("name=Welcome on cart");
        assertThat(((io.chatapi.sdk.errors.ChatApiException) e).mayHaveBeenProcessed())
                .isTrue();
        assertThat(wire.requestCount())
                .as("auth, the check, the add, the list: nothing sent again")
                .isEqualTo(4);
    }

    @Test
    void an_add_listed_twice_when_read_back_is_ambiguous_and_says_it_was_done() {
        // Another client added the same trigger between this one's check and its write.
        String twice = WELCOME_LISTED.replace(
                "]}", ",{\"id\":\"10\",\"name\":\"Welcome on cart\",\"domains\":{\"uuid\":\"" + DOMAIN + "\"}}]}");
        wire.reply(OTHER_LISTED)
                .reply("{\"status\":2,\"content\":\"trigger added\"}")
                .reply(twice);

        Throwable e = org.assertj.core.api.Assertions.catchThrowable(
                () -> client.triggers().add(WELCOME));

        assertThat(e).isInstanceOf(io.chatapi.sdk.errors.AmbiguousMatchException.class);
        io.chatapi.sdk.errors.AmbiguousMatchException ambiguous = (io.chatapi.sdk.errors.AmbiguousMatchException) e;
        assertThat(ambiguous.mayHaveBeenProcessed())
                .as("the add was carried out")
                .isTrue();
        assertThat(ambiguous.ids()).containsExactly("9", "10");
        assertThat(wire.requestCount()).isEqualTo(4);
    }

    @Test
    void an_add_whose_name_its_domain_has_is_refused_after_the_check_and_nothing_is_written() {
        wire.reply(WELCOME_LISTED);

        Throwable e = org.assertj.core.api.Assertions.catchThrowable(
                () -> client.triggers().add(WELCOME, "77"));

        assertThat(e)
                .isInstanceOf(io.chatapi.sdk.errors.AlreadyExistsException.class)
                .hasMessageContaining("name=Welcome on cart, domainId=" + DOMAIN)
                .hasMessageContaining("[9]")
                .hasMessageContaining("nothing was sent");
        assertThat(((io.chatapi.sdk.errors.ChatApiException) e).mayHaveBeenProcessed())
                .isFalse();
        assertThat(wire.requestCount()).as("auth and the check").isEqualTo(2);
    }

    @Test
    void add_sends_the_id_only_when_the_caller_gives_one() {
        wire.reply(OTHER_LISTED)
                .reply("{\"status\":2,\"content\":\"trigger added\"}")
                .reply(WELCOME_LISTED);

        client.triggers().add(WELCOME, "77");

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        assertThat(form(wire.takeCarrying("tok-2")))
                .startsWith("id=77", "name=Welcome on cart")
                .hasSize(6);
    }

    @Test
    void add_falls_back_to_the_described_path() {
        wire.reply(OTHER_LISTED)
                .status(404)
                .auth()
                .reply("{\"status\":2,\"content\":\"trigger added\"}")
                .reply(WELCOME_LISTED);

        client.triggers().add(WELCOME);

        wire.takeAuth();
        wire.takeCarrying("tok-1");
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("triggers/addtrigger");
        wire.takeAuth();
        RecordedRequest described = wire.takeCarrying("tok-3");
        assertThat(path(described)).isEqualTo("triggers/addtriggers");
        assertThat(form(described)).contains("msg=Łatwo nas zapytać!", "time=30");
    }

    @Test
    void edit_sends_the_trigger_id_and_the_full_definition() {
        wire.reply("{\"status\":1,\"content\":\"trigger updated\"}");

        WriteResult result = client.triggers()
                .edit("11", new TriggerDefinition("Later", "https://a.example/", "Hi", Duration.ZERO, "d-2"));

        wire.takeAuth();
        RecordedRequest request = wire.takeCarrying("tok-1");
        assertThat(request.getMethod()).isEqualTo("POST");
        assertThat(path(request)).isEqualTo("triggers/edittriggers");
        assertThat(form(request))
                .containsExactly(
                        "triggerId=11", "name=Later", "url=https://a.example/", "msg=Hi", "time=0", "domainid=d-2");
        assertThat(result.message()).isEqualTo("trigger updated");
    }

    @Test
    void set_active_sends_status_1_or_0() {
        wire.reply("{\"status\":1,\"content\":\"trigger status changed\"}")
                .reply("{\"status\":1,\"content\":\"trigger status changed\"}");

        client.triggers().setActive("11", false);
        WriteResult result = client.triggers().setActive("11", true);

        wire.takeAuth();
        RecordedRequest off = wire.takeCarrying("tok-1");
        assertThat(off.getMethod()).isEqualTo("POST");
        assertThat(path(off)).isEqualTo("triggers/changetriggerstatus");
        assertThat(form(off)).containsExactly("id=11", "status=0");
        assertThat(form(wire.takeCarrying("tok-2"))).containsExactly("id=11", "status=1");
        assertThat(result.message()).isEqualTo("trigger status changed");
    }

    @Test
    void delete_is_a_get_with_the_id_in_the_path_and_falls_back_to_the_described_spelling() {
        wire.status(404).auth().reply("{\"status\":1,\"content\":\"trigger deleted\"}");

        WriteResult result = client.triggers().delete("11");

        wire.takeAuth();
        RecordedRequest sample = wire.takeCarrying("tok-1");
        assertThat(sample.getMethod()).isEqualTo("GET");
        assertThat(path(sample)).isEqualTo("triggers/deletetrigger/11");
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("triggers/delatetrigger/11");
        assertThat(result.message()).isEqualTo("trigger deleted");
    }

    @Test
    void delete_is_never_sent_twice_even_though_it_is_a_get() {
        wire.status(502);

        assertThatThrownBy(() -> client.triggers().delete("11"))
                .isInstanceOf(UnexpectedHttpStatusException.class)
                .satisfies(e -> assertThat(((UnexpectedHttpStatusException) e).mayHaveBeenProcessed())
                        .isTrue());
        assertThat(wire.requestCount()).isEqualTo(2);
    }

    @Test
    void definitions_are_validated_naming_the_field() {
        Duration d = Duration.ofSeconds(5);
        assertThatThrownBy(() -> new TriggerDefinition(" ", "u", "m", d, "x")).hasMessageContaining("name");
        assertThatThrownBy(() -> new TriggerDefinition("n", null, "m", d, "x")).hasMessageContaining("url");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "", d, "x")).hasMessageContaining("message");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "m", d, " ")).hasMessageContaining("domainId");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "m", null, "x"))
                .hasMessageContaining("displayDelay");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "m", Duration.ofSeconds(-1), "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("displayDelay")
                .hasMessageContaining("negative");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "m", Duration.ofMillis(1500), "x"))
                .hasMessageContaining("displayDelay")
                .hasMessageContaining("whole seconds");
        assertThatThrownBy(() -> new TriggerDefinition("n", "u", "m", Duration.ofSeconds(1L + Integer.MAX_VALUE), "x"))
                .hasMessageContaining("displayDelay");
    }

    @Test
    void calls_are_validated_naming_the_parameter_before_anything_is_sent() {
        TriggersClient triggers = client.triggers();
        TriggerDefinition longDomain = new TriggerDefinition("n", "u", "m", Duration.ZERO, "d".repeat(201));
        assertThatThrownBy(() -> triggers.get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triggerId");
        assertThatThrownBy(() -> triggers.add(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("trigger");
        assertThatThrownBy(() -> triggers.add(longDomain))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("domainId");
        assertThatThrownBy(() -> triggers.add(WELCOME, ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("id");
        assertThatThrownBy(() -> triggers.edit(null, WELCOME))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triggerId");
        assertThatThrownBy(() -> triggers.edit("11", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("trigger");
        assertThatThrownBy(() -> triggers.setActive("..", true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triggerId");
        assertThatThrownBy(() -> triggers.delete(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triggerId");
        assertThat(wire.requestCount()).isZero();
    }
}
