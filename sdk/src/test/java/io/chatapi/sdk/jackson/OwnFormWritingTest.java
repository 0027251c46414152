package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.triggers.Trigger;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The service's wire names and misspellings are read, never written: what a service returning the
 * SDK's models publishes, and what it reads back.
 */
class OwnFormWritingTest {
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ChatApiJacksonModule());

    @Test
    void anAgentReadFromTheWireIsWrittenWithItsOwnNames() throws Exception {
        Agent agent = mapper.readValue(
                "{\"uuid\":\"a1\",\"name\":\"Ann\",\"domains\":\"3\",\"role\":\"admin\",\"extra\":1}", Agent.class);

        JsonNode written = mapper.valueToTree(agent);

        assertThat(written.get("id").asText()).isEqualTo("a1");
        assertThat(written.get("domainCount").asInt()).isEqualTo(3);
        assertThat(written.get("role").asText()).isEqualTo("ADMIN");
        assertThat(written.has("uuid")).isFalse();
        assertThat(written.has("domains")).isFalse();
        assertThat(written.has("raw")).isFalse();
        assertThat(written.has("extra")).as("raw()'s fields stay in raw()").isFalse();
        assertThat(written.get("email").isNull())
                .as("an empty component is written as null")
                .isTrue();
    }

    @Test
    void aDomainSummaryIsWrittenWithoutTheServicesMisspellings() throws Exception {
        DomainSummary summary = mapper.readValue(
                "{\"uuid\":\"d1\",\"visability\":\"public\",\"active_inactive\":\"1\",\"token\":\"t0k\"}",
                DomainSummary.class);
        Domain domain = mapper.readValue("{\"uuid\":\"d1\",\"visibility\":\"public\",\"active\":1}", Domain.class);

        JsonNode written = mapper.valueToTree(summary);

        assertThat(written.get("visibility").asText()).isEqualTo("public");
        assertThat(written.get("active").asBoolean()).isTrue();
        assertThat(written.get("pluginToken").asText()).isEqualTo("t0k");
        assertThat(written.has("visability")).isFalse();
        assertThat(written.has("active_inactive")).isFalse();
        assertThat(written.has("token")).isFalse();
        assertThat(mapper.valueToTree(domain).get("visibility").asText()).isEqualTo("public");
    }

    @Test
    void aTriggerIsWrittenWithItsDelayAsIsoTextAndReadsBackWithoutJsr310() throws Exception {
        Trigger trigger = mapper.readValue(
                "{\"id\":\"7\",\"display_time\":\"30\",\"status\":\"1\",\"domains\":[{\"uuid\":\"d1\"}]}",
                Trigger.class);

        String json = mapper.writeValueAsString(trigger);
        Trigger read = mapper.readValue(json, Trigger.class);

        assertThat(mapper.readTree(json).get("displayDelay").asText()).isEqualTo("PT30S");
        assertThat(mapper.readTree(json).get("domain").get("id").asText()).isEqualTo("d1");
        assertThat(read.displayDelay()).contains(Duration.ofSeconds(30));
        assertThat(read.domain().map(DomainSummary::id)).contains("d1");
        assertThat(read.active()).contains(true);
    }

    @Test
    void theWireFormIsPublishedAsRawAndReadsBackAsTheClientReadsIt() throws Exception {
        String sent = "{\"uuid\":\"a1\",\"name\":\"Ann\",\"domains\":\"3\",\"vendor_only\":true}";
        Agent agent = mapper.readValue(sent, Agent.class);

        String wire = mapper.writeValueAsString(agent.raw());

        assertThat(mapper.readTree(wire)).isEqualTo(mapper.readTree(sent));
        assertThat(mapper.readValue(wire, Agent.class)).isEqualTo(agent);
    }

    @Test
    void aSecretIsNeverWritten() throws Exception {
        NewAgent agent = NewAgent.builder()
                .email("ann@example.com")
                .name("Ann")
                .password("s3cret-pass")
                .build();

        String json = mapper.writeValueAsString(agent);

        assertThat(json)
                .doesNotContain("password")
                .doesNotContain("s3cret-pass")
                .contains("\"email\"");
    }

    @Test
    void theOwnFormIsReadStrictlyWithATypedErrorNamingTheComponent() {
        assertThatThrownBy(() -> mapper.readValue("{\"id\":\"a1\",\"domainCount\":\"many\"}", Agent.class))
                .isInstanceOf(MismatchedInputException.class);
        assertThatThrownBy(() -> mapper.readValue("{\"domainCount\":3,\"name\":\"Ann\"}", Agent.class))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("'id' of Agent");
        assertThatThrownBy(() -> mapper.readValue("{\"id\":\"7\",\"displayDelay\":\"half a minute\"}", Trigger.class))
                .isInstanceOf(MismatchedInputException.class)
                .hasMessageContaining("'displayDelay' of Trigger")
                .hasMessageNotContaining("half a minute");
    }

    @Test
    void theWireOnlyModuleReadsTheServicesNamesAlone() throws Exception {
        ObjectMapper wire = new ObjectMapper().registerModule(ChatApiJacksonModule.wireOnly());

        Agent agent = wire.readValue("{\"uuid\":\"a1\",\"domainCount\":3,\"domains\":\"2\"}", Agent.class);

        assertThat(agent.domainCount()).contains(2);
        assertThatThrownBy(() -> wire.readValue("{\"id\":\"a1\",\"domainCount\":3}", Agent.class))
                .as("no uuid: the wire form refuses it, as the client does")
                .isInstanceOf(MismatchedInputException.class);
    }
}
