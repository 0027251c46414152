package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every public model, written by Boot's own auto-configured {@code JsonMapper} (Jackson 3) with the starter's module,
 * has exactly its record components' names (never the wire names, never {@code raw}) and reads back, through the same
 * mapper, into an equal model (but for {@code raw()}).
 */
class ChatApiJackson3ModuleRoundTripTest {
    private static JsonMapper mapper;

    @BeforeAll
    static void bootsMapper() {
        new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(JacksonAutoConfiguration.class, ChatApiJacksonAutoConfiguration.class))
                .run(context -> mapper = context.getBean(JsonMapper.class));
    }

    static Stream<Class<?>> models() {
        return ModelSamples.models().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aFullModelIsWrittenByItsComponentNamesAndReadsBackEqual(Class<?> type) {
        roundTrip(type, ModelSamples.full(type));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void aModelWithEveryOptionalEmptyIsWrittenWithNullsAndReadsBackEqual(Class<?> type) {
        roundTrip(type, ModelSamples.empty(type));
    }

    private static void roundTrip(Class<?> type, Object model) {
        String json = mapper.writeValueAsString(model);

        JsonNode written = mapper.readTree(json);
        List<String> names = new ArrayList<>(written.propertyNames());
        assertThat(names).as(json).containsExactlyElementsOf(ModelSamples.writtenNames(type));
        assertThat(json).as("raw() is never written").doesNotContain(ModelSamples.RAW_MARK);

        Object read = mapper.readValue(json, type);
        assertThat(ModelSamples.withoutRaw(read)).as(json).isEqualTo(ModelSamples.withoutRaw(model));
    }
}
