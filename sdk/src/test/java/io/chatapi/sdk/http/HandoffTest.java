package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The hand-off between a caller and the worker running its exchange, settled once: a caller that leaves before the
 * request went out is told "nothing was sent" and the worker sends nothing; one that leaves after is told it went out,
 * and the exchange stays the worker's. Found unpinned by a mutation run of {@link Handoff} (10 of 16 detected).
 */
class HandoffTest {
    @Test
    void a_caller_leaving_before_the_request_went_out_abandons_it_and_the_worker_sends_nothing() {
        for (int before : new int[] {Handoff.WAITING, Handoff.HELD, Handoff.AUTHENTICATING}) {
            Handoff handoff = at(before);

            assertThat(handoff.abandon()).as("how far it got").isEqualTo(before);
            assertThat(handoff.abandoned()).isTrue();
            assertThat(handoff.send()).as("the worker's last word").isFalse();
            assertThat(handoff.abandoned())
                    .as("still abandoned after the worker asked")
                    .isTrue();
        }
    }

    @Test
    void a_caller_leaving_after_the_request_went_out_abandons_nothing() {
        Handoff sent = at(Handoff.SENT);
        assertThat(sent.abandon()).isEqualTo(Handoff.SENT);
        assertThat(sent.abandoned())
                .as("the worker owns a request that went out")
                .isFalse();

        Handoff replied = at(Handoff.SENT);
        replied.replied();
        assertThat(replied.abandon()).isEqualTo(Handoff.REPLIED);
        assertThat(replied.abandoned()).isFalse();
    }

    @Test
    void the_worker_may_send_from_each_state_before_it_unless_its_caller_left() {
        assertThat(at(Handoff.WAITING).send()).isTrue();
        assertThat(at(Handoff.HELD).send()).isTrue();
        assertThat(at(Handoff.AUTHENTICATING).send()).isTrue();

        Handoff handoff = at(Handoff.HELD);
        handoff.send();
        assertThat(handoff.abandon())
                .as("sent: the caller leaves it to the worker")
                .isEqualTo(Handoff.SENT);
    }

    @Test
    void authentication_starts_only_from_a_held_turn_and_ends_back_in_it() {
        Handoff waiting = new Handoff();
        waiting.authenticating(true);
        assertThat(waiting.abandon())
                .as("not held: nothing to authenticate for")
                .isEqualTo(Handoff.WAITING);

        Handoff held = at(Handoff.AUTHENTICATING);
        held.authenticating(false);
        assertThat(held.abandon()).isEqualTo(Handoff.HELD);
    }

    /** A hand-off brought to {@code state} the way a worker brings it there. */
    private static Handoff at(int state) {
        Handoff handoff = new Handoff();
        if (state >= Handoff.HELD) {
            handoff.held();
        }
        if (state == Handoff.AUTHENTICATING) {
            handoff.authenticating(true);
        }
        if (state >= Handoff.SENT) {
            assertThat(handoff.send()).isTrue();
        }
        return handoff;
    }
}
