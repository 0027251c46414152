package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.sdk.agents.DashboardLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every public model, written by a plain Jackson 2 mapper with the SDK's module alone, has exactly its
 * record components' names (never the wire names, never {@code raw}) and reads back, through the same
 * mapper, into an equal model (but for {@code raw()}, which is then the JSON read).
 */
class OwnFormRoundTripTest {
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ChatApiJacksonModule());

    static Stream<Class<?>> models() {
        return ModelSamples.models().stream();
    }

    @Test
    void theScanFindsTheModelsOfEveryPackage() {
        List<String> names = models().map(Class::getSimpleName).toList();

        assertThat(names)
                .contains("Agent", "AgentDetail", "DomainSummary", "Domain", "Trigger", "Alias", "Ticket")
                .contains("ClientData", "CartProduct", "Money", "SignInPage", "Column", "WriteResult");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aFullModelIsWrittenByItsComponentNamesAndReadsBackEqual(Class<?> type) throws Exception {
        roundTrip(type, ModelSamples.full(type));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aModelWithEveryOptionalEmptyIsWrittenWithNullsAndReadsBackEqual(Class<?> type) throws Exception {
        if (type == DashboardLayout.class) {
            // Its columns are all it is: as from the service, a layout without any is none.
            assertThat(mapper.readValue(mapper.writeValueAsString(ModelSamples.empty(type)), type))
                    .isNull();
            return;
        }
        roundTrip(type, ModelSamples.empty(type));
    }

    private void roundTrip(Class<?> type, Object model) throws Exception {
        String json = mapper.writeValueAsString(model);

        JsonNode written = mapper.readTree(json);
        List<String> names = new ArrayList<>();
        written.fieldNames().forEachRemaining(names::add);
        assertThat(names).as(json).containsExactlyElementsOf(ModelSamples.writtenNames(type));
        assertThat(json).as("raw() is never written").doesNotContain(ModelSamples.RAW_MARK);

        Object read = mapper.readValue(json, type);
        assertThat(ModelSamples.withoutRaw(read)).as(json).isEqualTo(ModelSamples.withoutRaw(model));
    }
}
