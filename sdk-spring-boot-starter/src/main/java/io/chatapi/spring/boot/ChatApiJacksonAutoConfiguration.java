package io.chatapi.spring.boot;

import io.chatapi.sdk.core.RawJson;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleModule;

/**
 * With Jackson 3 in the application (Spring Boot 4's own JSON, {@code tools.jackson}), a module that makes the SDK's
 * models render as their plain fields in Boot's {@code JsonMapper}: a controller returning {@code List<Alias>} writes
 * {@code [{"id":"7","name":"hi","text":"Hello","domains":[]}]}. Jackson 3 reads {@code Optional} itself; what it
 * cannot know is that {@code raw()} (the reply as sent, kept for the caller) is no field of the record, and would
 * write it as {@code "raw":{"present":true}}: the module leaves every {@link RawJson} out. Boot registers every
 * {@link JacksonModule} bean with its mapper.
 *
 * <p>Outside Boot: {@code JsonMapper.builder().withConfigOverride(RawJson.class, o -> o.setIsIgnoredType(true))}. The
 * SDK's own decoding stays on Jackson 2 ({@code com.fasterxml.jackson}); both live side by side.
 */
@AutoConfiguration
@ConditionalOnClass(name = "tools.jackson.databind.JacksonModule")
public class ChatApiJacksonAutoConfiguration {
    /** Created by Spring. */
    public ChatApiJacksonAutoConfiguration() {}

    /** {@return the module, registered by Boot with its {@code JsonMapper}} */
    @Bean
    public JacksonModule chatApiModelsJacksonModule() {
        return new SimpleModule("chat-api-models") {
            private static final long serialVersionUID = 1L;

            @Override
            public void setupModule(SetupContext context) {
                super.setupModule(context);
                context.configOverride(RawJson.class).setIsIgnoredType(true);
            }
        };
    }
}
