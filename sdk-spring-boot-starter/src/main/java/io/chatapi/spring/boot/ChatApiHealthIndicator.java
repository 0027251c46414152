package io.chatapi.spring.boot;

import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.ChatApiException;
import java.time.Duration;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Up when the service lists the agents within the timeout, down (with the exception's class, never its message, which
 * may quote the server) when it does not. Each check is one call, never retried, through a view of the application's
 * client ({@link ChatApiClient#withOptions}): it rotates the token and waits its turn on the chain like any other, and
 * the timeout covers that wait too.
 */
public class ChatApiHealthIndicator implements HealthIndicator {
    private final ChatApiClient client;

    /**
     * @param client the client to check
     * @param timeout the timeout of one check's call, its wait for the token chain included
     */
    public ChatApiHealthIndicator(ChatApiClient client, Duration timeout) {
        this.client = client.withOptions(
                CallOptions.builder().callTimeout(timeout).readRetries(0).build());
    }

    /** {@return up with the agent count, or down with the failure's class} */
    @Override
    public Health health() {
        try {
            int agents = client.agents().list().size();
            return Health.up().withDetail("agents", agents).build();
        } catch (ChatApiException | IllegalStateException e) {
            return Health.down()
                    .withDetail("error", e.getClass().getSimpleName())
                    .build();
        }
    }
}
