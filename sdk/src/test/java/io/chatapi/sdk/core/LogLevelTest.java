package io.chatapi.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code CHAT_API_LOG} and {@code logLevel(...)} read the level names every logging backend uses, in any case. */
class LogLevelTest {
    private static final String NAMES = "off, error, warn (or warning), info, debug, trace, all";

    @ParameterizedTest
    @CsvSource({
        "off, OFF",
        "OFF, OFF",
        "error, ERROR",
        "Error, ERROR",
        "warn, WARN",
        "WARN, WARN",
        "warning, WARN",
        "WARNING, WARN",
        "info, INFO",
        "Info, INFO",
        "debug, DEBUG",
        "DEBUG, DEBUG",
        "trace, TRACE",
        "TRACE, TRACE",
        "all, TRACE",
        "ALL, TRACE",
        "'  debug ', DEBUG"
    })
    void every_usual_name_in_any_letter_case_names_its_level(String name, LogLevel level) {
        assertThat(LogLevel.parse(name)).isEqualTo(level);
    }

    @ParameterizedTest
    @ValueSource(strings = {"loud", "fine", "verbose", "0", "warnings", ""})
    void an_unknown_name_is_an_error_that_lists_the_valid_ones(String name) {
        assertThatThrownBy(() -> LogLevel.parse(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(NAMES);
        assertThatThrownBy(() -> ChatApiClient.builder().logLevel(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("level: ")
                .hasMessageContaining(NAMES);
    }

    @Test
    void null_is_refused_naming_the_parameter() {
        assertThatThrownBy(() -> ChatApiClient.builder().logLevel((String) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("level: ");
        assertThatThrownBy(() -> ChatApiClient.builder().logLevel((LogLevel) null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("level");
    }

    @Test
    void a_long_unknown_value_is_echoed_only_in_part() {
        String pasted = "not-a-level-but-a-pasted-secret-0123456789";
        assertThatThrownBy(() -> LogLevel.parse(pasted)).satisfies(e -> assertThat(e.getMessage())
                .contains("'not-a-level-but-a-pa…'")
                .doesNotContain("0123456789"));
    }

    @Test
    void each_level_lets_through_its_own_lines_and_the_more_severe_ones() {
        List<Level> lines = List.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARNING, Level.ERROR);
        Map<LogLevel, List<Level>> allowed = Map.of(
                LogLevel.OFF, List.of(),
                LogLevel.ERROR, List.of(Level.ERROR),
                LogLevel.WARN, List.of(Level.WARNING, Level.ERROR),
                LogLevel.INFO, List.of(Level.INFO, Level.WARNING, Level.ERROR),
                LogLevel.DEBUG, List.of(Level.DEBUG, Level.INFO, Level.WARNING, Level.ERROR),
                LogLevel.TRACE, lines);
        allowed.forEach((level, expected) -> assertThat(
                        lines.stream().filter(level::allows).toList())
                .as("%s lets through", level)
                .isEqualTo(expected));
    }

    /**
     * The environment is read by a JVM of its own (a test cannot set a variable in its own process), once per case: the
     * names themselves are the parser's, checked above.
     */
    @Test
    void the_environment_variable_reads_the_same_names() throws Exception {
        assertThat(probe("WARNING")).isEqualTo("WARN\nbuilt");
    }

    @Test
    void an_unknown_environment_value_fails_the_build_naming_the_variable_and_the_valid_names() throws Exception {
        assertThat(probe("loud"))
                .isEqualTo("IllegalArgumentException: CHAT_API_LOG: 'loud' names no log level; use one of " + NAMES
                        + " (any letter case)\nIllegalArgumentException: CHAT_API_LOG: 'loud' names no log level;"
                        + " use one of " + NAMES + " (any letter case)");
    }

    private static String probe(String value) throws IOException, InterruptedException {
        ProcessBuilder java = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        EnvironmentProbe.class.getName())
                .redirectErrorStream(true);
        java.environment().put(LogLevel.ENV, value);
        Process process = java.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return out;
    }
}
