package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;

/** The client bean, built from {@code chatapi.*}, started in a small context per test against the in-memory server. */
class ChatApiAutoConfigurationTest {
    private static ChatApiTestServer server;

    private ApplicationContextRunner runner;

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
        runner = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ChatApiAutoConfiguration.class))
                .withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey());
    }

    @Test
    void the_properties_give_a_working_client() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(ChatApiClient.class);
            assertThat(context.getBean(ChatApiClient.class).agents().list()).isNotEmpty();
        });
    }

    @Test
    void the_client_is_closed_with_the_context() {
        ChatApiClient[] client = new ChatApiClient[1];
        runner.run(context -> client[0] = context.getBean(ChatApiClient.class));

        assertThat(catchThrowable(() -> client[0].agents().list()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void an_applications_own_client_bean_wins() {
        runner.withUserConfiguration(OwnClient.class).run(context -> {
            assertThat(context).hasSingleBean(ChatApiClient.class);
            assertThat(context.getBean(ChatApiClient.class)).isSameAs(context.getBean("ownClient"));
        });
    }

    @Test
    void read_retries_and_the_call_timeout_come_from_the_properties() {
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
        runner.withPropertyValues("chatapi.read-retries=0").run(context -> assertThat(catchThrowable(
                        () -> context.getBean(ChatApiClient.class).triggers().list()))
                .isInstanceOf(UnexpectedHttpStatusException.class));

        server.faults().clear().onlyOn(Endpoint.LIST_AGENTS).delay(Duration.ofSeconds(3), 1.0);
        runner.withPropertyValues("chatapi.call-timeout=300ms").run(context -> {
            long started = System.nanoTime();
            assertThat(catchThrowable(
                            () -> context.getBean(ChatApiClient.class).agents().list()))
                    .isInstanceOf(TransportException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
        });
    }

    @Test
    void max_chains_comes_from_the_properties() {
        // Two calls at once, the first held at the server: the second opens (and authenticates) a second chain.
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofMillis(500), 1.0);
        runner.withPropertyValues("chatapi.max-chains=2").run(context -> {
            ChatApiClient client = context.getBean(ChatApiClient.class);
            CompletableFuture<?> first =
                    CompletableFuture.runAsync(() -> client.triggers().list());
            CompletableFuture<?> second =
                    CompletableFuture.runAsync(() -> client.triggers().list());
            CompletableFuture.allOf(first, second).get(10, TimeUnit.SECONDS);

            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(2);
        });
        runner.withPropertyValues("chatapi.max-chains=65").run(context -> assertThat(context)
                .hasFailed()
                .getFailure()
                .hasRootCauseMessage("maxChains must be between 1 and 64, was 65"));
    }

    @Test
    void a_missing_base_url_or_key_fails_the_start_naming_the_property() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ChatApiAutoConfiguration.class))
                .withPropertyValues("chatapi.api-key=k")
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageStartingWith("chatapi.base-url is not set"));
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(ChatApiAutoConfiguration.class))
                .withPropertyValues("chatapi.base-url=" + server.baseUrl())
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .hasMessageStartingWith("chatapi.api-key is not set"));
    }

    @Test
    void a_refused_setting_fails_the_start_with_the_sdks_reason() {
        runner.withPropertyValues("chatapi.read-retries=11").run(context -> assertThat(context)
                .hasFailed()
                .getFailure()
                .hasRootCauseMessage("readRetries must be between 0 and 10")
                .hasStackTraceContaining("chatapi.read-retries = 11: readRetries must be between 0 and 10"));
    }

    @Test
    void listener_beans_are_registered_and_customizers_run_in_order_after_the_properties() {
        runner.withUserConfiguration(ListenerAndCustomizers.class)
                .withPropertyValues("chatapi.read-retries=2")
                .run(context -> {
                    server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
                    Throwable failure = catchThrowable(() ->
                            context.getBean(ChatApiClient.class).triggers().list());

                    // The last customizer's readRetries(0) won over the property's 2: the 502 was not retried.
                    assertThat(failure).isInstanceOf(UnexpectedHttpStatusException.class);
                    assertThat(context.getBean(Recorder.class).finished)
                            .extracting(CallFinished::operation)
                            .containsExactly("triggers.list");
                });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnClient {
        @Bean(destroyMethod = "close")
        ChatApiClient ownClient() {
            return ChatApiClient.builder()
                    .baseUrl(server.baseUrl())
                    .apiKey(server.apiKey())
                    .build();
        }
    }

    static class Recorder implements ChatApiListener {
        final List<CallFinished> finished = new ArrayList<>();

        @Override
        public synchronized void callFinished(CallFinished event) {
            finished.add(event);
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class ListenerAndCustomizers {
        @Bean
        Recorder recorder() {
            return new Recorder();
        }

        @Bean
        @Order(1)
        ChatApiClientBuilderCustomizer first() {
            return builder -> builder.readRetries(5);
        }

        @Bean
        @Order(2)
        ChatApiClientBuilderCustomizer second() {
            return builder -> builder.readRetries(0);
        }
    }
}
