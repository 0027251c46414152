package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.micrometer.MicrometerChatApiListener;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Micrometer is wired when the application has it, as with actuator, and stays out otherwise. */
class ChatApiMicrometerAutoConfigurationTest {
    private static ChatApiTestServer server;

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static ApplicationContextRunner runner(Class<?>... bootConfigurations) {
        Class<?>[] all = new Class<?>[bootConfigurations.length + 2];
        System.arraycopy(bootConfigurations, 0, all, 0, bootConfigurations.length);
        all[bootConfigurations.length] = ChatApiAutoConfiguration.class;
        all[bootConfigurations.length + 1] = ChatApiMicrometerAutoConfiguration.class;
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(all))
                .withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey());
    }

    @Test
    void with_boots_micrometer_each_call_is_an_observation_timed_once_by_the_meter_handler() {
        runner(
                        ObservationAutoConfiguration.class,
                        MetricsAutoConfiguration.class,
                        CompositeMeterRegistryAutoConfiguration.class,
                        SimpleMetricsExportAutoConfiguration.class)
                .run(context -> {
                    assertThat(context).hasSingleBean(MicrometerChatApiListener.class);
                    assertThat(context.getBean(MicrometerChatApiListener.class))
                            .hasToString("MicrometerChatApiListener[meters=true, observations=true]");

                    context.getBean(ChatApiClient.class).agents().list();

                    MeterRegistry meters = context.getBean(MeterRegistry.class);
                    // One timer per level, from the Observations through Boot's meter handler (which adds "error").
                    assertThat(meters.get("chatapi.client.calls").timers()).hasSize(1);
                    assertThat(meters.get("chatapi.client.calls")
                                    .tags("operation", "agents.list", "outcome", "success", "exception", "none")
                                    .tag("error", "none")
                                    .timer()
                                    .count())
                            .isEqualTo(1);
                    assertThat(meters.get("chatapi.client.requests")
                                    .tags("operation", "agents.list", "outcome", "success", "retried", "false")
                                    .tags("exception", "none", "error", "none")
                                    .timer()
                                    .count())
                            .isEqualTo(1);
                    assertThat(meters.get("chatapi.client.authentications")
                                    .timer()
                                    .count())
                            .isEqualTo(1);
                });
    }

    @Test
    void with_a_meter_registry_alone_the_listener_times_the_calls_itself() {
        runner().withUserConfiguration(MeterRegistryOnly.class).run(context -> {
            assertThat(context.getBean(MicrometerChatApiListener.class))
                    .hasToString("MicrometerChatApiListener[meters=true, observations=false]");

            context.getBean(ChatApiClient.class).agents().list();

            assertThat(context.getBean(MeterRegistry.class)
                            .get("chatapi.client.calls")
                            .tags("operation", "agents.list", "outcome", "success", "exception", "none")
                            .timer()
                            .count())
                    .isEqualTo(1);
            assertThat(context.getBean(MeterRegistry.class)
                            .get("chatapi.client.requests")
                            .tags("operation", "agents.list", "kind", "read", "outcome", "success")
                            .timer()
                            .count())
                    .isEqualTo(1);
        });
    }

    @Test
    void without_micrometer_on_the_class_path_the_client_comes_alone() {
        runner(ObservationAutoConfiguration.class, MetricsAutoConfiguration.class)
                .withClassLoader(new FilteredClassLoader("io.micrometer"))
                .run(context -> {
                    assertThat(context).doesNotHaveBean(MicrometerChatApiListener.class);
                    assertThat(context.getBean(ChatApiClient.class).agents().list())
                            .isNotEmpty();
                });
    }

    @Test
    void without_a_registry_bean_or_when_turned_off_there_is_no_listener() {
        runner().run(context -> {
            assertThat(context).hasSingleBean(ChatApiClient.class);
            assertThat(context).doesNotHaveBean(MicrometerChatApiListener.class);
        });
        runner().withUserConfiguration(MeterRegistryOnly.class)
                .withPropertyValues("chatapi.micrometer.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean(MicrometerChatApiListener.class));
    }

    @Test
    void an_observation_registry_alone_is_enough() {
        runner().withBean(ObservationRegistry.class, ObservationRegistry::create)
                .run(context -> assertThat(context.getBean(MicrometerChatApiListener.class))
                        .hasToString("MicrometerChatApiListener[meters=false, observations=true]"));
    }

    @Configuration(proxyBeanMethods = false)
    static class MeterRegistryOnly {
        @Bean
        SimpleMeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }
    }
}
