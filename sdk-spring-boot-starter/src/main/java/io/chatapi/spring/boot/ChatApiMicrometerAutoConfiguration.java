package io.chatapi.spring.boot;

import io.chatapi.micrometer.MicrometerChatApiListener;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

/**
 * A {@link MicrometerChatApiListener} bean, which the client registers, when the application has Micrometer and a
 * {@code MeterRegistry} or {@code ObservationRegistry} bean (as spring-boot-starter-actuator gives it): timers and
 * counters in the meter registry, one Observation per SDK call (its requests as children) in the observation
 * registry. Runs after Boot's Micrometer
 * auto-configurations, so that their registries are seen; {@code chatapi.micrometer.enabled=false} turns it off.
 */
@AutoConfiguration(
        before = ChatApiAutoConfiguration.class,
        afterName = {
            "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration",
            "org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration"
        })
@ConditionalOnClass(
        name = {"io.micrometer.core.instrument.MeterRegistry", "io.micrometer.observation.ObservationRegistry"},
        value = MicrometerChatApiListener.class)
@ConditionalOnBooleanProperty(name = "chatapi.micrometer.enabled", matchIfMissing = true)
@Conditional(ChatApiMicrometerAutoConfiguration.OnAnyRegistry.class)
public class ChatApiMicrometerAutoConfiguration {
    /** Created by Spring. */
    public ChatApiMicrometerAutoConfiguration() {}

    /**
     * {@return the listener, publishing to the registries there are}
     *
     * @param meterRegistry the meter registry, if there is exactly one
     * @param observationRegistry the observation registry, if there is exactly one
     */
    @Bean
    @ConditionalOnMissingBean
    public MicrometerChatApiListener chatApiMicrometerListener(
            ObjectProvider<MeterRegistry> meterRegistry, ObjectProvider<ObservationRegistry> observationRegistry) {
        MicrometerChatApiListener.Builder builder = MicrometerChatApiListener.builder();
        meterRegistry.ifUnique(builder::meterRegistry);
        observationRegistry.ifUnique(builder::observationRegistry);
        return builder.build();
    }

    /** A meter registry bean, an observation registry bean, or both. */
    static final class OnAnyRegistry extends AnyNestedCondition {
        OnAnyRegistry() {
            super(ConfigurationPhase.REGISTER_BEAN);
        }

        @ConditionalOnBean(type = "io.micrometer.core.instrument.MeterRegistry")
        static final class Meters {}

        @ConditionalOnBean(type = "io.micrometer.observation.ObservationRegistry")
        static final class Observations {}
    }
}
