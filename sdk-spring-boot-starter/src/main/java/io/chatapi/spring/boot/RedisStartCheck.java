package io.chatapi.spring.boot;

import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.api.StatefulRedisConnection;
import java.time.Duration;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects to the chains' Redis once at start and sends a PING, so that a wrong password or a refused ACL stops the
 * start naming authentication ({@code chatapi.redis.check-at-start=fail}) instead of failing every later call with
 * "could not connect to Redis". Redis's error code (NOAUTH, WRONGPASS, NOPERM) is reported; its text and the URL's
 * password never are.
 */
final class RedisStartCheck {
    private static final Logger LOG = LoggerFactory.getLogger(RedisStartCheck.class);
    private static final Duration PING_TIMEOUT = Duration.ofSeconds(2);

    private RedisStartCheck() {}

    /**
     * Checks the connection as the mode says.
     *
     * @throws ChatApiPropertyException naming {@code chatapi.redis.url} when the mode is FAIL and the PING fails
     */
    static void check(RedisClient client, RedisURI uri, ChatApiRedisProperties.StartCheck mode, String shownUrl) {
        if (mode == ChatApiRedisProperties.StartCheck.OFF) {
            return;
        }
        String failure = pingFailure(client, uri);
        if (failure == null) {
            return;
        }
        String where = "Redis at " + uri.getHost() + ":" + uri.getPort();
        if (mode == ChatApiRedisProperties.StartCheck.WARN) {
            LOG.warn(
                    "chatapi.redis.url: {} {}; calls on the chat API fail until it answers"
                            + " (chatapi.redis.check-at-start=warn)",
                    where,
                    failure);
            return;
        }
        throw new ChatApiPropertyException(
                "chatapi.redis.url",
                shownUrl,
                where + " " + failure,
                failure.startsWith("refused")
                        ? "Correct the user and password in chatapi.redis.url (or Redis's requirepass or ACL);"
                                + " chatapi.redis.check-at-start=warn starts anyway and logs it."
                        : "Start Redis, or correct the host and port in chatapi.redis.url;"
                                + " chatapi.redis.check-at-start=warn starts anyway and logs it.",
                null);
    }

    /** {@return why the PING failed, as a phrase, or {@code null} when Redis answered} */
    private static String pingFailure(RedisClient client, RedisURI uri) {
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            connection.setTimeout(PING_TIMEOUT);
            connection.sync().ping();
            return null;
        } catch (RuntimeException failed) {
            String code = redisErrorCode(failed);
            if (code != null) {
                return "refused the connection's authentication or permissions (" + code + ")";
            }
            return "could not be reached (" + failed.getClass().getSimpleName() + ")";
        }
    }

    /** {@return the error code of Redis's own refusal anywhere in the causes, or {@code null}} */
    static String redisErrorCode(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage();
            if (message == null) {
                continue;
            }
            String upper = message.toUpperCase(Locale.ROOT);
            for (String code : new String[] {"NOAUTH", "WRONGPASS", "NOPERM"}) {
                if (upper.startsWith(code) || upper.contains(" " + code + " ")) {
                    return code;
                }
            }
            // Redis before 6: "ERR invalid password", "ERR Client sent AUTH, but no password is set".
            if (upper.startsWith("ERR") && (upper.contains("PASSWORD") || upper.contains("AUTH"))) {
                return "ERR AUTH";
            }
        }
        return null;
    }
}
