package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A gateway's page without a new token (here a 502 that came before the service saw the request) leaves the chain's
 * token in place (#46 item 3): the tries after it send the same token instead of authenticating first, so a read with
 * two retries against a server answering 502 to all but authentication costs three requests and one authentication,
 * where it cost three of each; and once the gateway recovers, the next call needs no authentication either.
 */
class GatewayPageTokenTest {
    private ChatApiTestServer server;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void retries_after_gateway_pages_send_the_kept_token_and_authenticate_once() {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .readRetries(2)
                .build()) {
            server.faults().onlyOn(Endpoint.LIST_AGENTS).badGateway(1.0);

            Throwable failure = catchThrowable(() -> client.agents().list());

            assertThat(failure).isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> {
                assertThat(e.httpStatus()).isEqualTo(502);
                assertThat(e.retryable()).isTrue();
            });
            assertThat(server.counters().requests(Endpoint.LIST_AGENTS))
                    .as("tries")
                    .isEqualTo(3);
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("authentications")
                    .isEqualTo(1);

            server.faults().clear();
            client.agents().list();

            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("no authentication after the gateway recovered")
                    .isEqualTo(1);
            assertThat(server.counters().tokenViolations()).as("refused tokens").isZero();
        }
    }

    @Test
    void a_write_answered_by_a_gateway_page_keeps_the_token_for_the_next_call() {
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.BAD_GATEWAY, 1);

            Throwable failure = catchThrowable(() -> client.triggers().setActive("2", false));

            assertThat(failure).isInstanceOfSatisfying(UnexpectedHttpStatusException.class, e -> assertThat(
                            e.mayHaveBeenProcessed())
                    .as("a gateway's 502 may come after processing")
                    .isTrue());
            client.agents().list();
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(1);
            assertThat(server.counters().requests(Endpoint.CHANGE_TRIGGER_STATUS))
                    .isEqualTo(1);
            assertThat(server.counters().tokenViolations()).isZero();
        }
    }
}
