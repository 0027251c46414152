package io.chatapi.bench;

import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.TestData;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The export memory check: serves 100,000 generated tickets (plus the default seed's) from this JVM
 * and runs {@link ExportMemory} against them in a child JVM limited to 64 MB of heap.
 */
final class ExportMemoryCheck {
    static final int TICKETS = 100_000;
    static final int HEAP_MB = 64;
    private static final Pattern RESULT = Pattern.compile(
            "RESULT tickets=(\\d+) csvBytes=(\\d+) seconds=([\\d.]+) peakUsed=(\\d+) peakLive=(\\d+) maxHeap=(\\d+) gcs=(\\d+)");

    private ExportMemoryCheck() {}

    /** Runs the check and returns its verdict line. */
    static String run() throws Exception {
        System.out.println("# Export memory check: " + TICKETS + " tickets, child JVM with -Xmx" + HEAP_MB + "m");
        try (ChatApiTestServer server =
                ChatApiTestServer.builder().data(TestData.withTickets(TICKETS)).build()) {
            String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
            Process child = new ProcessBuilder(
                            java,
                            "-Xmx" + HEAP_MB + "m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            ExportMemory.class.getName(),
                            server.baseUrl(),
                            server.apiKey())
                    .redirectErrorStream(true)
                    .start();
            Matcher result = null;
            try (BufferedReader out =
                    new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                    System.out.println("  " + line);
                    Matcher m = RESULT.matcher(line);
                    if (m.find()) {
                        result = m;
                    }
                }
            }
            if (!child.waitFor(10, TimeUnit.MINUTES)) {
                child.destroyForcibly();
            }
            if (child.exitValue() != 0 || result == null) {
                return "ticket export, " + TICKETS + " tickets in -Xmx" + HEAP_MB + "m: child JVM exited with "
                        + child.exitValue() + " (see its output above) FAIL";
            }
            long tickets = Long.parseLong(result.group(1));
            double peakMb = Long.parseLong(result.group(4)) / 1048576.0;
            double liveMb = Long.parseLong(result.group(5)) / 1048576.0;
            boolean pass = tickets >= TICKETS && peakMb <= HEAP_MB;
            return String.format(
                    Locale.ROOT,
                    "ticket export: %d tickets in %s s, peak heap used %.1f MB (most kept alive %.1f MB, %s GCs) → %.2f of %d MB (target ≤ 1.00) %s",
                    tickets,
                    result.group(3),
                    peakMb,
                    liveMb,
                    result.group(7),
                    peakMb / HEAP_MB,
                    HEAP_MB,
                    pass ? "PASS" : "FAIL");
        }
    }
}
