package io.chatapi.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The log capture puts its logger back as it found it, whatever the test did, and keeps every line in order. */
class JulLinesTest {
    private static final String NAME = "io.chatapi.sdk.testing.JulLinesTest";
    private final Logger logger = Logger.getLogger(NAME);

    @Test
    void a_failing_test_still_gets_the_level_the_handlers_and_the_parent_handlers_back() {
        logger.setLevel(Level.SEVERE);
        int handlers = logger.getHandlers().length;
        JulLines log = JulLines.of(NAME, Level.ALL).quiet();

        log.beforeEach(null);
        assertThat(logger.getLevel()).isEqualTo(Level.ALL);
        assertThat(logger.getUseParentHandlers()).isFalse();
        assertThat(logger.getHandlers()).hasSize(handlers + 1);
        log.setLevel(Level.FINE); // as a test of the backend's level does
        assertThatThrownBy(() -> {
                    logger.fine("checked");
                    throw new AssertionError("the test failed");
                })
                .isInstanceOf(AssertionError.class);
        log.afterEach(null); // JUnit calls it after a failed test too

        assertThat(logger.getLevel()).isEqualTo(Level.SEVERE);
        assertThat(logger.getUseParentHandlers()).isTrue();
        assertThat(logger.getHandlers()).hasSize(handlers);
        assertThat(log.lines()).containsExactly("FINE checked");
        log.afterEach(null); // a second close changes nothing
        assertThat(logger.getLevel()).isEqualTo(Level.SEVERE);
        logger.setLevel(null);
    }

    @Test
    void a_block_that_throws_still_gets_the_logger_back() {
        assertThatThrownBy(() -> {
                    try (JulLines log = JulLines.of(NAME, Level.FINEST).start()) {
                        logger.finest("inside");
                        throw new IllegalStateException("boom");
                    }
                })
                .hasMessage("boom");
        assertThat(logger.getLevel()).isNull();
        assertThat(logger.getHandlers()).isEmpty();
    }

    @Test
    void lines_from_many_threads_are_all_kept_each_thread_in_its_order() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (JulLines log = JulLines.of(NAME, Level.INFO).quiet().start()) {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                String thread = "t" + t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 500; i++) {
                        logger.info(thread + " " + i);
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get(10, TimeUnit.SECONDS);
            }
            List<String> lines = log.lines();
            assertThat(lines).hasSize(2000);
            for (int t = 0; t < 4; t++) {
                String prefix = "INFO t" + t + " ";
                assertThat(lines.stream().filter(l -> l.startsWith(prefix)).toList())
                        .isSortedAccordingTo((a, b) -> Integer.compare(number(a), number(b)))
                        .hasSize(500);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void each_view_shows_the_record_as_its_javadoc_says() {
        try (JulLines log = JulLines.of(NAME, Level.ALL).quiet().start()) {
            logger.log(Level.FINE, "entry {0} at {1}", new Object[] {"x", 3});
            LogRecord failed = new LogRecord(Level.WARNING, "went wrong");
            failed.setThrown(new IllegalStateException("cause"));
            logger.log(failed);

            assertThat(log.lines()).containsExactly("FINE entry {0} at {1}", "WARNING went wrong");
            assertThat(log.messages()).containsExactly("entry {0} at {1}", "went wrong");
            assertThat(log.messages(Level.INFO)).containsExactly("went wrong");
            assertThat(log.formattedLines()).containsExactly("FINE entry x at 3", "WARNING went wrong");
            assertThat(log.detailedLines().get(0)).isEqualTo("FINE entry {0} at {1} x 3");
            assertThat(log.detailedLines().get(1))
                    .startsWith("WARNING went wrong java.lang.IllegalStateException: cause")
                    .contains("at io.chatapi.sdk.testing.JulLinesTest");
            assertThat(log.records()).extracting(LogRecord::getThrown).containsExactly(null, failed.getThrown());
            log.clear();
            assertThat(log.lines()).isEmpty();
        }
    }

    private static int number(String line) {
        return Integer.parseInt(line.substring(line.lastIndexOf(' ') + 1));
    }
}
