package io.chatapi.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one pause rule of converging calls and of tools that retry around them: {@link JobBudget#pauseBefore}. */
class JobBudgetTest {
    private static final JobBudget BUDGET = JobBudget.DEFAULT.withPauses(Duration.ofMillis(100), Duration.ofSeconds(5));

    @Test
    void no_pause_before_the_first_try() {
        assertThat(BUDGET.pauseBefore(1)).isZero();
    }

    @Test
    void the_step_starts_at_the_first_pause_and_doubles_up_to_the_longest_with_equal_jitter() {
        long[] steps = {100, 200, 400, 800, 1600, 3200, 5000, 5000};
        for (int i = 0; i < steps.length; i++) {
            int tryNumber = i + 2;
            long step = steps[i];
            for (int sample = 0; sample < 200; sample++) {
                long pause = BUDGET.pauseBefore(tryNumber).toMillis();
                assertThat(pause)
                        .as("try %d: between half the step and the step", tryNumber)
                        .isBetween(step - step / 2, step);
            }
        }
    }

    @Test
    void pauses_are_jittered_so_that_runners_that_failed_together_do_not_come_back_together() {
        Set<Long> seen = new HashSet<>();
        for (int sample = 0; sample < 200; sample++) {
            seen.add(BUDGET.pauseBefore(4).toMillis());
        }
        assertThat(seen).hasSizeGreaterThan(20);
    }

    @Test
    void a_huge_try_number_stays_at_the_longest_pause_without_overflow() {
        assertThat(BUDGET.pauseBefore(Integer.MAX_VALUE).toMillis()).isBetween(2500L, 5000L);
    }

    @Test
    void zero_pauses_stay_zero() {
        JobBudget quick = BUDGET.withPauses(Duration.ZERO, Duration.ZERO);
        assertThat(quick.pauseBefore(2)).isZero();
        assertThat(quick.pauseBefore(30)).isZero();
    }

    @Test
    void a_try_number_below_1_is_refused() {
        assertThatThrownBy(() -> BUDGET.pauseBefore(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tryNumber must be at least 1, got 0");
    }
}
