package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The health indicator: off unless asked for, since each check is a call that rotates the token. */
class ChatApiHealthAutoConfigurationTest {
    private static ApplicationContextRunner runner(ChatApiTestServer server) {
        return new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ChatApiAutoConfiguration.class, ChatApiHealthAutoConfiguration.class))
                .withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey());
    }

    @Test
    void there_is_no_health_indicator_unless_enabled() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            runner(server).run(context -> assertThat(context).doesNotHaveBean(ChatApiHealthIndicator.class));
            runner(server)
                    .withPropertyValues("chatapi.health.enabled=true")
                    .withClassLoader(new FilteredClassLoader("org.springframework.boot.health"))
                    .run(context -> assertThat(context).doesNotHaveBean(ChatApiHealthIndicator.class));
            assertThat(server.counters().totalRequests()).as("nothing was sent").isZero();
        }
    }

    @Test
    void a_check_gives_up_after_its_own_timeout_not_the_clients() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            runner(server)
                    .withPropertyValues("chatapi.health.enabled=true", "chatapi.health.timeout=300ms")
                    .run(context -> {
                        server.faults().onlyOn(Endpoint.LIST_AGENTS).delay(Duration.ofSeconds(3), 1.0);
                        long started = System.nanoTime();

                        Health health =
                                context.getBean(ChatApiHealthIndicator.class).health();

                        assertThat(health.getStatus()).isEqualTo(Status.DOWN);
                        assertThat(Duration.ofNanos(System.nanoTime() - started))
                                .isLessThan(Duration.ofSeconds(2));
                    });
        }
    }

    @Test
    void when_enabled_a_check_is_up_while_the_service_answers_and_down_naming_only_the_failures_class() {
        ChatApiTestServer server = ChatApiTestServer.start();
        try {
            runner(server).withPropertyValues("chatapi.health.enabled=true").run(context -> {
                ChatApiHealthIndicator indicator =
                        context.getBean("chatApiHealthIndicator", ChatApiHealthIndicator.class);

                Health up = indicator.health();
                assertThat(up.getStatus()).isEqualTo(Status.UP);
                assertThat(up.getDetails()).containsEntry("agents", 4);

                server.close();
                Health down = indicator.health();
                assertThat(down.getStatus()).isEqualTo(Status.DOWN);
                assertThat(down.getDetails()).containsOnlyKeys("error").containsEntry("error", "TransportException");
            });
        } finally {
            server.close();
        }
    }
}
