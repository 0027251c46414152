package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.redis.RedisChainStoreFactory;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.lettuce.core.RedisClient;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code chatapi.redis.check-at-start} against a real redis-server that requires a password: a wrong or missing password
 * stops the start naming authentication (WRONGPASS, NOAUTH) and never the password; warn starts and logs it; off starts
 * without connecting; the right password starts and the client works. Run with both Lettuce versions, like {@link
 * ChatApiRedisAutoConfigurationTest}.
 */
class ChatApiRedisStartCheckTest {
    private static final String PASSWORD = "right-horse-battery-9d2";
    private static final String WRONG = "wrong-staple-41c";

    private static LocalRedis redis;
    private static ChatApiTestServer server;

    @BeforeAll
    static void start() throws Exception {
        redis = LocalRedis.startWithPassword(PASSWORD);
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        redis.close();
    }

    private static ApplicationContextRunner runner(String... properties) {
        return new ApplicationContextRunner()
                .withConfiguration(
                        AutoConfigurations.of(ChatApiRedisAutoConfiguration.class, ChatApiAutoConfiguration.class))
                .withPropertyValues(
                        "chatapi.base-url=" + server.baseUrl(),
                        "chatapi.api-key=" + server.apiKey(),
                        "chatapi.chain-store=redis",
                        "chatapi.redis.key-prefix=start-check:")
                .withPropertyValues(properties);
    }

    @Test
    void a_wrong_password_fails_the_start_naming_wrongpass_and_never_the_password() {
        runner("chatapi.redis.url=" + redis.url(WRONG)).run(context -> {
            assertThat(context).hasFailed();
            Throwable failure = context.getStartupFailure();
            assertThat(failure)
                    .hasRootCauseInstanceOf(ChatApiPropertyException.class)
                    .rootCause()
                    .hasMessageContaining("chatapi.redis.url = redis://:******@127.0.0.1:")
                    .hasMessageContaining("refused the connection's authentication or permissions (WRONGPASS)");
            ChatApiPropertyException refused = (ChatApiPropertyException) rootCause(failure);
            assertThat(refused.action()).contains("Correct the user and password in chatapi.redis.url");
            assertThat(stackTrace(failure)).doesNotContain(WRONG).doesNotContain(PASSWORD);
        });
    }

    @Test
    void no_password_fails_the_start_naming_noauth() {
        runner("chatapi.redis.url=" + redis.url()).run(context -> assertThat(context)
                .hasFailed()
                .getFailure()
                .rootCause()
                .isInstanceOf(ChatApiPropertyException.class)
                .hasMessageContaining("(NOAUTH)"));
    }

    @Test
    void an_unreachable_redis_fails_the_start_saying_it_could_not_be_reached() throws Exception {
        int closedPort;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        runner("chatapi.redis.url=redis://:" + PASSWORD + "@127.0.0.1:" + closedPort)
                .run(context -> assertThat(context)
                        .hasFailed()
                        .getFailure()
                        .rootCause()
                        .isInstanceOf(ChatApiPropertyException.class)
                        .hasMessageContaining("could not be reached")
                        .hasMessageNotContaining(PASSWORD));
    }

    @Test
    void warn_starts_and_logs_the_refusal_without_the_password() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        try {
            PrintStream capture = new PrintStream(written, true, StandardCharsets.UTF_8);
            System.setOut(capture);
            System.setErr(capture);
            runner("chatapi.redis.url=" + redis.url(WRONG), "chatapi.redis.check-at-start=warn")
                    .run(context -> assertThat(context).hasNotFailed().hasSingleBean(RedisChainStoreFactory.class));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        String log = written.toString(StandardCharsets.UTF_8);
        out.println(log);
        assertThat(log)
                .contains("WARN")
                .contains("refused the connection's authentication or permissions (WRONGPASS)")
                .contains("chatapi.redis.check-at-start=warn")
                .doesNotContain(WRONG);
    }

    @Test
    void off_starts_without_connecting() {
        runner("chatapi.redis.url=" + redis.url(WRONG), "chatapi.redis.check-at-start=off")
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(RedisClient.class));
    }

    @Test
    void the_right_password_starts_and_calls_go_through_the_redis_chain() {
        runner("chatapi.redis.url=" + redis.url(PASSWORD)).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(ChatApiClient.class).agents().list()).isNotEmpty();
        });
    }

    private static Throwable rootCause(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String stackTrace(Throwable failure) {
        java.io.StringWriter text = new java.io.StringWriter();
        failure.printStackTrace(new java.io.PrintWriter(text));
        return text.toString();
    }
}
