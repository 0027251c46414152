package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An id is refused only where it would name another endpoint: when it equals a fixed word of a
 * sibling route at its place under the same prefix. The same word under another prefix is an
 * ordinary id.
 */
class RouteWordIdsTest {

    @ParameterizedTest
    @ValueSource(strings = {"edit", "Delete", "logginghistory", "GETUSERDOMAINS"})
    void an_agent_id_equal_to_a_route_word_under_user_is_refused_before_anything_is_sent(String id) {
        assertThatThrownBy(() -> ApiCall.to(Endpoints.AGENTS_GET).path("uid", id))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("uid '" + id + "' is refused")
                .hasMessageEndingWith("it would name the route word '" + id.toLowerCase(java.util.Locale.ROOT)
                        + "' of another endpoint");
    }

    @ParameterizedTest
    @ValueSource(strings = {"list", "lists", "add", "getuser", "registerdomain", "gettrigger", "a1"})
    void an_agent_id_that_is_a_route_word_only_under_another_prefix_is_an_ordinary_id(String id) {
        assertThat(ApiCall.to(Endpoints.AGENTS_GET).path("uid", id).build().pathParams())
                .containsEntry("uid", id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"list", "addtriggers", "deletetrigger", "delatetrigger", "edittriggers"})
    void a_trigger_id_equal_to_a_route_word_under_triggers_is_refused(String id) {
        assertThatThrownBy(() -> ApiCall.to(Endpoints.TRIGGERS_GET).path("id", id))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"delete", "edit", "getuser", "users", "t1"})
    void a_trigger_id_that_is_a_route_word_elsewhere_is_an_ordinary_id(String id) {
        assertThat(ApiCall.to(Endpoints.TRIGGERS_GET).path("id", id).build().pathParams())
                .containsEntry("id", id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"list", "edit", "delete", "2"})
    void a_page_of_sign_in_history_can_be_any_word_since_no_sibling_route_has_a_word_there(String page) {
        assertThat(ApiCall.to(Endpoints.AGENTS_SIGN_IN_HISTORY)
                        .path("uid", "a1")
                        .path("page", page)
                        .build()
                        .pathParams())
                .containsEntry("page", page);
    }
}
