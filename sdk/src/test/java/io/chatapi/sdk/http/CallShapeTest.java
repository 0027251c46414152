package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.core.PathForm;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * How a call is shaped before anything is sent: ids up to 200 characters go into a path, longer
 * ones are refused; a read is a GET that is never treated as a write, and an endpoint with two path
 * forms falls back from either to the other; the standard backoff spreads its pauses over the whole
 * range from half a step to a full step.
 */
class CallShapeTest {

    @Test
    void an_id_of_200_characters_goes_into_the_path_and_one_of_201_is_refused_naming_the_parameter() {
        ApiCall call =
                ApiCall.to(Endpoints.AGENTS_GET).path("uid", "a".repeat(200)).build();
        assertThat(call.pathParams().get("uid")).hasSize(200);

        assertThatThrownBy(() -> ApiCall.to(Endpoints.AGENTS_GET).path("uid", "a".repeat(201)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("uid is 201 characters long; at most 200 are accepted");
    }

    @Test
    void a_read_is_a_get_that_is_never_a_write_and_falls_back_between_its_two_forms() {
        Endpoint twoForms = Endpoint.read("things.get", "things/get/:id", "thing/:id");
        Endpoint oneForm = Endpoint.read("things.list", "things/list");

        assertThat(twoForms.method()).isEqualTo("GET");
        assertThat(twoForms.write()).isFalse();
        assertThat(twoForms.formsStartingWith(PathForm.DESCRIBED)).containsExactly(PathForm.DESCRIBED, PathForm.SAMPLE);
        assertThat(twoForms.formsStartingWith(PathForm.SAMPLE)).containsExactly(PathForm.SAMPLE, PathForm.DESCRIBED);
        assertThat(oneForm.method()).isEqualTo("GET");
        assertThat(oneForm.write()).isFalse();
        assertThat(oneForm.formsStartingWith(PathForm.SAMPLE)).containsExactly(PathForm.SAMPLE);
    }

    @Test
    void the_standard_backoff_reaches_both_ends_of_its_range() {
        // First step: 20 ms, half fixed and half random, so every pause from 10 to 20 ms occurs.
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < 5_000; i++) {
            seen.add(Backoff.STANDARD.pauseMillis(0, null));
        }

        assertThat(seen).containsExactlyInAnyOrder(10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L);
    }
}
