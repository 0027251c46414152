package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.autoconfigure.context.properties.ConfigurationPropertiesReportEndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.actuate.autoconfigure.env.EnvironmentEndpointAutoConfiguration;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * With {@code show-values=always} on Actuator's {@code env} and {@code configprops}, the API key and the key salt are
 * masked whole and the Redis URL keeps its host but not its password, in every spelling a service may use (a property,
 * an environment variable, a command-line argument). The control: without the starter's function, Actuator shows them.
 */
class ChatApiActuatorMaskingTest {
    private static final String KEY = "api-key-8c2e1f";
    private static final String ENV_KEY = "api-key-from-env-5d1b";
    private static final String SALT = "salt-of-this-deployment-3a9f";
    private static final String REDIS_PASSWORD = "redis-pass-77e0";
    private static final String ARG_KEY = "api-key-from-args-0c4d";
    private static final String ARG_PASSWORD = "redis-pass-from-args-19ab";

    private static ApplicationContextRunner runner(Class<?>... starter) {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(starter))
                .withConfiguration(AutoConfigurations.of(
                        ChatApiRedisAutoConfiguration.class,
                        ChatApiAutoConfiguration.class,
                        EndpointAutoConfiguration.class,
                        EnvironmentEndpointAutoConfiguration.class,
                        ConfigurationPropertiesReportEndpointAutoConfiguration.class))
                .withInitializer(context -> {
                    var sources = context.getEnvironment().getPropertySources();
                    sources.addLast(new SystemEnvironmentPropertySource(
                            "systemEnvironment-like", Map.of("CHATAPI_API_KEY", ENV_KEY)));
                    sources.addLast(new MapPropertySource(
                            "systemProperties-like",
                            Map.of(
                                    "sun.java.command",
                                    "app.jar --chatapi.api-key=" + ARG_KEY + " --chatapi.redis.url=redis://app:"
                                            + ARG_PASSWORD + "@redis.internal:6379/2 --server.port=8080")));
                })
                .withPropertyValues(
                        "management.endpoints.web.exposure.include=env,configprops",
                        "management.endpoints.jmx.exposure.include=env,configprops",
                        "management.endpoint.env.show-values=always",
                        "management.endpoint.configprops.show-values=always",
                        "chatapi.base-url=https://chat.example.com/api/",
                        "chatapi.api-key=" + KEY,
                        "chatapi.chain-store=redis",
                        "chatapi.redis.url=redis://app:" + REDIS_PASSWORD + "@127.0.0.1:6399/1",
                        "chatapi.redis.key-salt=" + SALT,
                        "chatapi.redis.check-at-start=off");
    }

    @Test
    void env_and_configprops_show_no_secret_of_the_starter_even_with_show_values_always() {
        runner(ChatApiActuatorAutoConfiguration.class).run(context -> {
            String env = json(context.getBean(EnvironmentEndpoint.class).environment(null));
            String configprops = json(
                    context.getBean(ConfigurationPropertiesReportEndpoint.class).configurationProperties());

            for (String shown : new String[] {env, configprops}) {
                assertThat(shown)
                        .doesNotContain(KEY)
                        .doesNotContain(SALT)
                        .doesNotContain(REDIS_PASSWORD)
                        .contains("redis://app:******@127.0.0.1:6399/1")
                        .contains("https://chat.example.com/api/");
            }
            assertThat(env)
                    .doesNotContain(ENV_KEY)
                    .doesNotContain(ARG_KEY)
                    .doesNotContain(ARG_PASSWORD)
                    .contains("--chatapi.api-key=******")
                    .contains("--chatapi.redis.url=redis://app:******@redis.internal:6379/2 --server.port=8080");
            assertThat(configprops).contains("chat-api:chain:");
        });
    }

    @Test
    void without_the_starters_function_actuator_would_show_them() {
        runner().run(context -> {
            String env = json(context.getBean(EnvironmentEndpoint.class).environment(null));
            String configprops = json(
                    context.getBean(ConfigurationPropertiesReportEndpoint.class).configurationProperties());

            assertThat(env).contains(KEY, ENV_KEY, SALT, REDIS_PASSWORD, ARG_KEY, ARG_PASSWORD);
            assertThat(configprops).contains(KEY, SALT, REDIS_PASSWORD);
        });
    }

    @Test
    void without_actuator_on_the_class_path_the_starter_adds_no_function_and_still_starts() {
        new ApplicationContextRunner()
                .withClassLoader(new FilteredClassLoader(SanitizingFunction.class))
                .withConfiguration(AutoConfigurations.of(ChatApiActuatorAutoConfiguration.class))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("chatApiSanitizingFunction"));
    }

    @Test
    void the_url_mask_keeps_the_user_and_host_and_hides_a_password_with_at_signs_and_slashes() {
        assertThat(UrlPasswords.masked("redis://:p@ss/w@rd@h:6379")).isEqualTo("redis://:******@h:6379");
        assertThat(UrlPasswords.masked("rediss://user:pw@h")).isEqualTo("rediss://user:******@h");
        assertThat(UrlPasswords.masked("redis://onlypassword@h")).isEqualTo("redis://******@h");
        assertThat(UrlPasswords.masked("redis://h:6379/0")).isEqualTo("redis://h:6379/0");
        assertThat(UrlPasswords.masked("${spring.data.redis.url}")).isEqualTo("${spring.data.redis.url}");
    }

    private static String json(Object descriptor) {
        return JsonMapper.builder().build().writeValueAsString(descriptor);
    }
}
