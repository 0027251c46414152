package io.chatapi.sdk.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The one rule two runners heal a race by: the same record kept by both, and nothing deleted that was there before. */
class TwinsTest {
    private static final Function<String, String> ID = Function.identity();

    @Test
    void twins_made_during_the_job_keep_the_first_listed_and_the_rest_may_go() {
        List<String> listed = List.of("b-7", "a-3");

        assertThat(Twins.keep(listed, Set.of(), ID)).contains("b-7");
        assertThat(Twins.deletable(listed, "b-7", Set.of(), ID)).containsExactly("a-3");
    }

    @Test
    void a_record_that_existed_before_the_job_is_kept_and_never_deleted() {
        List<String> listed = List.of("new-1", "old-9", "new-2");

        assertThat(Twins.keep(listed, Set.of("old-9"), ID)).contains("old-9");
        assertThat(Twins.deletable(listed, "old-9", Set.of("old-9"), ID)).containsExactly("new-1", "new-2");
    }

    @Test
    void two_records_that_existed_before_the_job_are_not_guessed_at() {
        assertThat(Twins.keep(List.of("old-1", "old-2", "new-1"), Set.of("old-1", "old-2"), ID))
                .isEmpty();
    }

    @Test
    void a_runner_that_kept_another_runners_record_deletes_only_its_own() {
        // Runner A began before either record existed; runner B began after "a-1" was made.
        List<String> listed = List.of("a-1", "b-1");
        String keptByA = Twins.keep(listed, Set.of(), ID).orElseThrow();
        String keptByB = Twins.keep(listed, Set.of("a-1"), ID).orElseThrow();

        assertThat(keptByA).isEqualTo(keptByB).isEqualTo("a-1");
        assertThat(Twins.deletable(listed, keptByB, Set.of("a-1"), ID)).containsExactly("b-1");
    }
}
