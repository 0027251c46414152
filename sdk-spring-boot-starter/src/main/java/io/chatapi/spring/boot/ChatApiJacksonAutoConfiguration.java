package io.chatapi.spring.boot;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JacksonModule;

/**
 * With Jackson 3 in the application (Spring Boot 4's own JSON, {@code tools.jackson}), registers {@link
 * ChatApiJackson3Module} with Boot's {@code JsonMapper} (Boot registers every {@link JacksonModule} bean): a
 * controller returning SDK models writes each as its record components under their Java names, {@code
 * [{"id":"7","name":"hi","text":"Hello","domains":[]}]} for a {@code List<Alias>} and {@code {"id":"d1",
 * "pluginToken":…,"active":true,"visibility":"public",…}} for a domain, never the service's wire names ({@code uuid},
 * {@code token}, {@code active_inactive}, {@code visability}), never {@code raw()}; and reads such JSON back into equal
 * models. The SDK's own decoding stays on Jackson 2 ({@code com.fasterxml.jackson}); both live side by side.
 */
@AutoConfiguration
@ConditionalOnClass(name = "tools.jackson.databind.JacksonModule")
public class ChatApiJacksonAutoConfiguration {
    /** Created by Spring. */
    public ChatApiJacksonAutoConfiguration() {}

    /** {@return the module, registered by Boot with its {@code JsonMapper}} */
    @Bean
    public JacksonModule chatApiModelsJacksonModule() {
        return new ChatApiJackson3Module();
    }
}
