package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pause before a read is tried again: exponential, with jitter, never shorter than Retry-After asks. */
class BackoffTest {
    private static final Backoff.Sleeper NO_SLEEP = millis -> {};

    private static List<Long> pauses(Backoff backoff, int attempts) {
        List<Long> out = new ArrayList<>();
        for (int attempt = 0; attempt < attempts; attempt++) {
            out.add(backoff.pauseMillis(attempt, null));
        }
        return out;
    }

    @Test
    void pauses_double_from_20_ms_up_to_500_ms_and_jitter_takes_up_to_half_of_each() {
        Backoff least = new Backoff(NO_SLEEP, bound -> 0);
        Backoff most = new Backoff(NO_SLEEP, bound -> bound);

        assertThat(pauses(least, 7)).containsExactly(10L, 20L, 40L, 80L, 160L, 250L, 250L);
        assertThat(pauses(most, 7)).containsExactly(20L, 40L, 80L, 160L, 320L, 500L, 500L);
    }

    @Test
    void the_standard_backoff_spreads_its_pauses_within_the_bounds() {
        List<Long> seen = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            seen.add(Backoff.STANDARD.pauseMillis(3, null));
        }

        assertThat(seen).allSatisfy(pause -> assertThat(pause).isBetween(80L, 160L));
        assertThat(seen.stream().distinct().count())
                .as("jitter varies the pause")
                .isGreaterThan(10);
    }

    @Test
    void a_longer_retry_after_wins_and_a_shorter_one_does_not_cut_the_pause() {
        Backoff backoff = new Backoff(NO_SLEEP, bound -> 0);

        assertThat(backoff.pauseMillis(0, Duration.ofSeconds(3))).isEqualTo(3_000L);
        assertThat(backoff.pauseMillis(2, Duration.ZERO)).isEqualTo(40L);
    }

    @Test
    void the_pause_is_slept() {
        List<Long> slept = new ArrayList<>();
        Backoff backoff = new Backoff(slept::add, bound -> 0);

        backoff.pause(1234, "agents.list");

        assertThat(slept).containsExactly(1234L);
    }

    @Test
    void retry_after_is_read_as_seconds_or_as_an_http_date() {
        long now = ZonedDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC)
                .toInstant()
                .toEpochMilli();
        String inTwoMinutes =
                DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.of(2026, 1, 2, 3, 6, 5, 0, ZoneOffset.UTC));
        String anHourAgo =
                DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.of(2026, 1, 2, 2, 4, 5, 0, ZoneOffset.UTC));

        assertThat(Retries.parseRetryAfter("120", now)).isEqualTo(Duration.ofSeconds(120));
        assertThat(Retries.parseRetryAfter(" 7 ", now)).isEqualTo(Duration.ofSeconds(7));
        assertThat(Retries.parseRetryAfter(inTwoMinutes, now)).isEqualTo(Duration.ofMinutes(2));
        assertThat(Retries.parseRetryAfter("Fri, 02 Jan 2026 03:06:05 GMT", now))
                .isEqualTo(Duration.ofMinutes(2));
        assertThat(Retries.parseRetryAfter(anHourAgo, now)).isEqualTo(Duration.ZERO);
        assertThat(Retries.parseRetryAfter("99999999999999999999", now)).isGreaterThan(Duration.ofDays(365));
        assertThat(Retries.parseRetryAfter("soon", now)).isNull();
        assertThat(Retries.parseRetryAfter("-5", now)).isNull();
        assertThat(Retries.parseRetryAfter("", now)).isNull();
        assertThat(Retries.parseRetryAfter(null, now)).isNull();
    }
}
