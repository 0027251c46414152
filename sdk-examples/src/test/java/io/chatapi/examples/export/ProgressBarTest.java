package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final AtomicLong clock = new AtomicLong();
    private final ProgressBar bar = new ProgressBar(new PrintStream(bytes, true, StandardCharsets.UTF_8), clock::get);

    @Test
    void showsAPercentageAndAFilledShare() {
        bar.say("Listing tickets…");
        bar.update(1, 4);

        assertThat(drawn()).isEqualTo("\rListing tickets…\r[#######·······················]  25%  1/4 tickets");
    }

    @Test
    void redrawsAtMostTenTimesASecondAndAlwaysDrawsTheEnd() {
        for (int i = 1; i <= 1000; i++) {
            bar.update(i, 1000);
            clock.addAndGet(1_000_000L);
        }
        bar.finish(1000);

        // The first update, then one per 100 ms of the 1 s the loop takes, then the end.
        assertThat(drawn().chars().filter(c -> c == '\r')).hasSize(11);
        assertThat(drawn())
                .endsWith("\r[##############################] 100%  1000/1000 tickets" + System.lineSeparator());
    }

    private String drawn() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
