package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one description of a list read: each way is a shape, and an incomplete description is refused. */
class ListReadTest {
    @Test
    void a_kept_read_adds_to_the_callers_list_and_clears_it_before_a_try() {
        List<Object> kept = new ArrayList<>(List.of("from a failed try"));
        ListRead<String> read = ListRead.into(kept, "messages", String.class);

        read.restart().run();
        read.each().accept("a");

        assertThat(kept).containsExactly("a");
        assertThat(read.shape()).isEqualTo(ListRead.Shape.KEPT);
        assertThat(ListRead.intoWithRaw(kept, "messages", String.class).shape())
                .isEqualTo(ListRead.Shape.KEPT_WITH_RAW);
    }

    @Test
    void only_the_streamed_shapes_spare_the_exchange_the_deadline_and_only_an_open_list_stays_open() {
        assertThat(ListRead.Shape.KEPT.streamed).isFalse();
        assertThat(ListRead.Shape.KEPT_WITH_RAW.streamed).isFalse();
        assertThat(ListRead.Shape.EACH.streamed).isTrue();
        assertThat(ListRead.Shape.OPEN.streamed).isTrue();
        assertThat(ListRead.Shape.EACH.keepOpen).isFalse();
        assertThat(ListRead.Shape.OPEN.keepOpen).isTrue();
    }

    @Test
    void a_streamed_read_restarts_nothing() {
        List<String> handed = new ArrayList<>();
        ListRead<String> read = ListRead.each("messages", String.class, handed::add);

        read.restart().run();
        read.each().accept("a");

        assertThat(handed).containsExactly("a");
        assertThat(ListRead.open("messages", String.class).each()).isNull();
    }

    @Test
    void an_incomplete_description_is_refused_with_a_typed_error() {
        assertThatThrownBy(() -> ListRead.each("messages", String.class, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("taker of elements");
        assertThatThrownBy(() -> ListRead.open(null, String.class)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ListRead.open("messages", null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ListRead<>("messages", String.class, null, s -> {}, null))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
