package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.annotation.Configuration;

/**
 * A {@code chatapi.*} property the starter cannot use fails a real {@link SpringApplication} start with Boot's
 * "APPLICATION FAILED TO START" report naming the property, the value as written and the allowed range or action; the
 * API key, the key salt and a Redis password are never shown.
 */
class ChatApiPropertyFailureAnalyzerTest {
    private static final String KEY = "key-never-shown-7f3a";

    @Test
    void read_retries_out_of_range_is_reported_with_the_property_its_value_and_the_range() {
        String report = start("--chatapi.read-retries=11");

        assertThat(report)
                .contains("APPLICATION FAILED TO START")
                .contains("Property: chatapi.read-retries")
                .contains("Value: 11")
                .contains("readRetries must be between 0 and 10")
                .contains("Set chatapi.read-retries to a whole number from 0 to 10 (default 2).")
                .doesNotContain(KEY);
    }

    @Test
    void a_negative_timeout_is_reported_as_written() {
        String report = start("--chatapi.connect-timeout=-5s");

        assertThat(report)
                .contains("APPLICATION FAILED TO START")
                .contains("Property: chatapi.connect-timeout")
                .contains("Value: -5s")
                .contains("positive duration")
                .doesNotContain(KEY);
    }

    @Test
    void a_blank_base_url_is_reported_naming_the_property() {
        String report = start("--chatapi.base-url= ");

        assertThat(report)
                .contains("Property: chatapi.base-url")
                .contains("Value: (blank)")
                .contains("Set chatapi.base-url to the API root");
    }

    @Test
    void a_base_url_with_a_password_is_reported_with_the_password_masked() {
        String report = start("--chatapi.base-url=https://user:b4se-secret@chat.example.com/api/");

        assertThat(report)
                .contains("Property: chatapi.base-url")
                .contains("Value: https://user:******@chat.example.com/api/")
                .contains("must not carry user info")
                .doesNotContain("b4se-secret");
    }

    @Test
    void a_refused_api_key_is_named_but_never_shown() {
        String report = start("--chatapi.api-key= ");

        assertThat(report).contains("Property: chatapi.api-key").contains("Value: (blank)");
    }

    @Test
    void a_url_that_is_no_redis_url_is_reported_with_its_password_masked() {
        String report = start("--chatapi.chain-store=redis", "--chatapi.redis.url=http://user:r3dis-secret@host");

        assertThat(report)
                .contains("APPLICATION FAILED TO START")
                .contains("Property: chatapi.redis.url")
                .contains("Value: http://user:******@host")
                .contains("Set chatapi.redis.url to redis://")
                .doesNotContain("r3dis-secret");
    }

    @Test
    void a_short_key_salt_is_reported_without_showing_it() {
        String report = start(
                "--chatapi.chain-store=redis",
                "--chatapi.redis.url=redis://127.0.0.1:1",
                "--chatapi.redis.check-at-start=off",
                "--chatapi.redis.key-salt=salt-7c1");

        assertThat(report)
                .contains("Property: chatapi.redis.key-salt")
                .contains("Value: (hidden)")
                .contains("at least 16 characters")
                .doesNotContain("salt-7c1");
    }

    @Test
    void a_longest_hold_not_above_the_call_timeout_is_refused_naming_both() {
        String report = start(
                "--chatapi.chain-store=redis",
                "--chatapi.redis.url=redis://127.0.0.1:1",
                "--chatapi.redis.check-at-start=off",
                "--chatapi.call-timeout=2m",
                "--chatapi.redis.max-hold=90s");

        assertThat(report)
                .contains("Property: chatapi.redis.max-hold")
                .contains("Value: 90s")
                .contains("must be above chatapi.call-timeout (2m)")
                .contains("Set chatapi.redis.max-hold above chatapi.call-timeout");
    }

    @Test
    void a_lease_below_300ms_is_reported_with_the_minimum() {
        String report = start(
                "--chatapi.chain-store=redis",
                "--chatapi.redis.url=redis://127.0.0.1:1",
                "--chatapi.redis.check-at-start=off",
                "--chatapi.redis.lease-ttl=100ms");

        assertThat(report)
                .contains("Property: chatapi.redis.lease-ttl")
                .contains("Value: 100ms")
                .contains("at least 300ms");
    }

    @Test
    void the_analyzer_reports_the_exception_it_is_given_and_nothing_else() {
        ChatApiPropertyFailureAnalyzer analyzer = new ChatApiPropertyFailureAnalyzer();
        ChatApiPropertyException refused = new ChatApiPropertyException(
                "chatapi.max-chains", "65", "maxChains must be between 1 and 64", "Set it.", null);

        assertThat(analyzer.analyze(new IllegalStateException("outer", refused)).getDescription())
                .contains("chatapi.max-chains", "65", "maxChains must be between 1 and 64");
        assertThat(analyzer.analyze(new IllegalStateException("outer", refused)).getAction())
                .isEqualTo("Set it.");
        assertThat(analyzer.analyze(new IllegalArgumentException("other"))).isNull();
    }

    // Starts a real application (no web server) with the starter's auto-configurations and the arguments given, over a
    // valid base URL and key unless the arguments set them; it must fail. Returns what it wrote from Boot's report on.
    private static String start(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--spring.main.banner-mode=off");
        if (all.stream().noneMatch(arg -> arg.startsWith("--chatapi.base-url="))) {
            all.add("--chatapi.base-url=https://chat.example.com/api/");
        }
        if (all.stream().noneMatch(arg -> arg.startsWith("--chatapi.api-key="))) {
            all.add("--chatapi.api-key=" + KEY);
        }
        SpringApplication application = new SpringApplication(StarterOnly.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        // Boot's report goes to the log, whose console appender writes to System.out and System.err as they are.
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        PrintStream out = System.out;
        PrintStream err = System.err;
        PrintStream capture = new PrintStream(written, true, StandardCharsets.UTF_8);
        Throwable failure;
        try {
            System.setOut(capture);
            System.setErr(capture);
            failure = catchThrowable(
                    () -> application.run(all.toArray(String[]::new)).close());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        String text = written.toString(StandardCharsets.UTF_8);
        out.println(text);
        assertThat(failure).as("the start fails").isNotNull();
        int report = text.indexOf("APPLICATION FAILED TO START");
        assertThat(report).as("Boot's failure report in:\n" + text).isNotNegative();
        return text.substring(report);
    }

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({ChatApiRedisAutoConfiguration.class, ChatApiAutoConfiguration.class})
    static class StarterOnly {}
}
