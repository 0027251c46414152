package io.chatapi.sdk.agents;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.testing.ScriptedServerTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sign-in history pager against servers that do not page as asked: it stops, yields no page twice,
 * and never sends more than the announced pages plus one.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class SignInPagingTest extends ScriptedServerTest {
    /** Past this many page requests the server refuses, so a pager that never stops fails instead of hanging. */
    private static final int REFUSE_AFTER = 50;

    private final List<Integer> pagesAsked = new ArrayList<>();

    /** Serves the history: {@code page} maps the page asked for to the reply's {@code content}. */
    private void serve(IntFunction<String> page) {
        server.setDispatcher(new Dispatcher() {
            private int tokens;

            @Override
            public MockResponse dispatch(RecordedRequest request) {
                List<String> segments = request.getUrl().pathSegments();
                String body;
                if (segments.contains("inicialize")) {
                    body = "{\"status\":1}";
                } else {
                    int asked = Integer.parseInt(segments.get(segments.size() - 1));
                    synchronized (pagesAsked) {
                        pagesAsked.add(asked);
                    }
                    body = pagesAsked.size() > REFUSE_AFTER
                            ? "{\"status\":0,\"content\":\"Error - enough\"}"
                            : "{\"status\":1,\"user\":\"a1\",\"name\":\"Ann\",\"content\":" + page.apply(asked) + "}";
                }
                return new MockResponse.Builder()
                        .addHeader("x-user-token", "tok-" + (++tokens))
                        .body(body)
                        .build();
            }
        });
    }

    /** A page's content: one sign-in from {@code ip}, and the paging fields. */
    private static String content(String ip, Integer current, int last) {
        return "{\"items\":[{\"date\":\"1700000000\",\"ip\":\"" + ip + "\",\"platfrom\":\"Linux\"}],"
                + (current == null ? "" : "\"current\":" + current + ",")
                + "\"next\":" + ((current == null ? 1 : current) + 1) + ",\"last\":" + last + ",\"total_pages\":"
                + last + "}";
    }

    private List<String> ips() {
        return client.agents().signInHistory("a1").stream()
                .map(s -> s.ip().orElse("?"))
                .toList();
    }

    @Test
    void pages_that_answer_as_asked_are_read_in_order_up_to_the_last() {
        serve(asked -> content("10.0.0." + asked, asked, 3));

        assertThat(ips()).containsExactly("10.0.0.1", "10.0.0.2", "10.0.0.3");
        assertThat(pagesAsked).containsExactly(1, 2, 3);
    }

    @Test
    void a_server_that_ignores_the_page_asked_for_is_asked_once_more_and_its_page_not_repeated() {
        serve(asked -> content("10.0.0.1", 1, 3));

        assertThat(ips()).containsExactly("10.0.0.1");
        assertThat(pagesAsked).containsExactly(1, 2);
    }

    @Test
    void a_server_that_numbers_each_page_as_asked_but_repeats_its_entries_is_stopped_at_the_repeat() {
        serve(asked -> content("10.0.0.1", asked, 5));

        assertThat(ips()).containsExactly("10.0.0.1");
        assertThat(pagesAsked).containsExactly(1, 2);
    }

    @Test
    void a_repeated_page_without_a_page_number_is_stopped_too() {
        serve(asked -> asked == 1 ? content("10.0.0.1", 1, 4) : content("10.0.0.1", null, 4));

        assertThat(ips()).containsExactly("10.0.0.1");
        assertThat(pagesAsked).containsExactly(1, 2);
    }

    @Test
    void paging_never_runs_past_the_last_page_that_page_one_announced() {
        // Later pages move the end further each time; the pager keeps to what page 1 announced.
        serve(asked -> content("10.0.0." + asked, asked, asked == 1 ? 2 : asked + 1));

        assertThat(ips()).containsExactly("10.0.0.1", "10.0.0.2");
        assertThat(pagesAsked).containsExactly(1, 2);
    }

    @Test
    void a_page_number_jump_in_next_does_not_skip_pages() {
        serve(asked -> content("10.0.0." + asked, asked, 3).replace("\"next\":" + (asked + 1), "\"next\":99"));

        assertThat(ips()).containsExactly("10.0.0.1", "10.0.0.2", "10.0.0.3");
        assertThat(pagesAsked).containsExactly(1, 2, 3);
    }

    @Test
    void a_history_read_twice_pages_the_same_way_each_time() {
        serve(asked -> content("10.0.0.1", 1, 2));
        SignInHistory history = client.agents().signInHistory("a1");

        List<SignIn> first = history.stream().toList();
        List<SignIn> second = history.stream().toList();

        assertThat(first).hasSize(1).isEqualTo(second);
        assertThat(pagesAsked).containsExactly(1, 2, 1, 2);
    }
}
