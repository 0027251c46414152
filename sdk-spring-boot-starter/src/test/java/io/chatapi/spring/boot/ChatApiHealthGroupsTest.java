package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.testkit.ChatApiTestServer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.availability.ApplicationAvailabilityAutoConfiguration;
import org.springframework.boot.availability.AvailabilityChangeEvent;
import org.springframework.boot.availability.LivenessState;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.boot.health.actuate.endpoint.HealthEndpoint;
import org.springframework.boot.health.autoconfigure.actuate.endpoint.AvailabilityProbesAutoConfiguration;
import org.springframework.boot.health.autoconfigure.actuate.endpoint.HealthEndpointAutoConfiguration;
import org.springframework.boot.health.autoconfigure.application.AvailabilityHealthContributorAutoConfiguration;
import org.springframework.boot.health.autoconfigure.contributor.HealthContributorAutoConfiguration;
import org.springframework.boot.health.autoconfigure.registry.HealthContributorRegistryAutoConfiguration;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * With the health indicator on and the chat API down, the application's root health is DOWN (HTTP 503), but Boot's
 * liveness and readiness probes, which the README tells Kubernetes and load balancers to use, stay UP: they hold only
 * the application's own states, so a chat API outage neither restarts nor drains the replicas. A group of its own
 * (the README's {@code management.endpoint.health.group.chatapi.include=chatApi}) shows the chat API alone.
 */
class ChatApiHealthGroupsTest {
    @Test
    void the_chat_api_down_takes_the_root_and_its_own_group_down_but_not_liveness_or_readiness() {
        ChatApiTestServer server = ChatApiTestServer.start();
        try {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(
                            ChatApiAutoConfiguration.class,
                            ChatApiHealthAutoConfiguration.class,
                            EndpointAutoConfiguration.class,
                            ApplicationAvailabilityAutoConfiguration.class,
                            HealthContributorAutoConfiguration.class,
                            HealthContributorRegistryAutoConfiguration.class,
                            AvailabilityHealthContributorAutoConfiguration.class,
                            AvailabilityProbesAutoConfiguration.class,
                            HealthEndpointAutoConfiguration.class))
                    .withPropertyValues(
                            "chatapi.base-url=" + server.baseUrl(),
                            "chatapi.api-key=" + server.apiKey(),
                            "chatapi.health.enabled=true",
                            "management.endpoint.health.probes.enabled=true",
                            "management.endpoint.health.group.chatapi.include=chatApi")
                    .run(context -> {
                        AvailabilityChangeEvent.publish(context, LivenessState.CORRECT);
                        AvailabilityChangeEvent.publish(context, ReadinessState.ACCEPTING_TRAFFIC);
                        HealthEndpoint health = context.getBean(HealthEndpoint.class);
                        assertThat(health.health().getStatus()).isEqualTo(Status.UP);
                        assertThat(health.healthForPath("chatapi").getStatus()).isEqualTo(Status.UP);

                        server.close();

                        assertThat(health.health().getStatus()).as("the root").isEqualTo(Status.DOWN);
                        assertThat(health.healthForPath("chatapi").getStatus())
                                .as("its own group")
                                .isEqualTo(Status.DOWN);
                        assertThat(health.healthForPath("liveness").getStatus())
                                .as("liveness")
                                .isEqualTo(Status.UP);
                        assertThat(health.healthForPath("readiness").getStatus())
                                .as("readiness")
                                .isEqualTo(Status.UP);
                    });
        } finally {
            server.close();
        }
    }
}
