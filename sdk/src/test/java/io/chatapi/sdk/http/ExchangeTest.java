package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import okhttp3.FormBody;
import okhttp3.Request;
import org.junit.jupiter.api.Test;

/** An exchange printed names what it is for, never what its request carries. */
class ExchangeTest {
    @Test
    void an_exchange_printed_shows_its_operation_and_kind_but_not_its_request() {
        Request.Builder request = new Request.Builder()
                .url("https://chat.example.com/api/users/add?developer_token=key-SECRET")
                .post(new FormBody.Builder().add("password", "hunter2-SECRET").build());

        Exchange exchange = new Exchange(
                request, "agents.add", true, false, true, Deadline.after(Duration.ofSeconds(1)), CallEvents.NONE);

        assertThat(exchange.toString())
                .isEqualTo("Exchange[agents.add, write, fresh session]")
                .doesNotContain("SECRET");
        assertThat(new Exchange(
                                request,
                                "tickets.list",
                                false,
                                true,
                                false,
                                Deadline.after(Duration.ofSeconds(1)),
                                CallEvents.NONE)
                        .toString())
                .isEqualTo("Exchange[tickets.list, streamed]");
    }
}
