package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressLinesTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final AtomicLong clock = new AtomicLong();

    @Test
    void printsALineAtMostEveryFiveSecondsAndNeverRedraws() {
        ProgressLines lines = new ProgressLines(new PrintStream(bytes, true, StandardCharsets.UTF_8), clock::get);

        lines.say("Listing tickets…");
        for (int i = 1; i <= 1000; i++) {
            clock.addAndGet(12_000_000L); // 12 s in all
            lines.update(i, 1000);
        }
        lines.finish(1000);

        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text.lines())
                .containsExactly(
                        "Listing tickets…", "Exported 417/1000 tickets (41%)", "Exported 834/1000 tickets (83%)");
        assertThat(text).doesNotContain("\r");
    }

    @Test
    void autoDrawsABarOnlyWhenStderrIsATerminal() {
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

        assertThat(ProgressMode.AUTO.open(err, true)).isInstanceOf(ProgressBar.class);
        assertThat(ProgressMode.AUTO.open(err, false)).isInstanceOf(ProgressLines.class);
        assertThat(ProgressMode.NONE.open(err, true)).isSameAs(ProgressReport.NONE);
    }
}
