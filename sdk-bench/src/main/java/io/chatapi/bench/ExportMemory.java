package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import java.io.BufferedWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;

/**
 * The child JVM of the export memory check, started with {@code -Xmx64m} by {@link ExportMemoryCheck}:
 * exports every ticket of the server named in the arguments as CSV and prints one {@code RESULT} line
 * with the ticket count and the heap it needed. The server runs in the parent, so its memory is not
 * counted here.
 *
 * <p>Arguments: base URL, API key.
 */
public final class ExportMemory {
    private ExportMemory() {}

    public static void main(String[] args) throws Exception {
        HeapPeak heap = new HeapPeak().start();
        long start = System.nanoTime();
        CountingSink sink = new CountingSink();
        long tickets;
        try (ChatApiClient client =
                        ChatApiClient.builder().baseUrl(args[0]).apiKey(args[1]).build();
                Writer out = new BufferedWriter(new OutputStreamWriter(sink, StandardCharsets.UTF_8))) {
            tickets = TicketCsv.export(client, out);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                "RESULT tickets=%d csvBytes=%d seconds=%.1f peakUsed=%d peakLive=%d maxHeap=%d gcs=%d%n",
                tickets,
                sink.count,
                seconds,
                heap.peakUsed(),
                heap.peakLive(),
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getMax(),
                heap.collections());
    }

    /** Counts what the export writes and keeps none of it: the heap is what is measured, not the disk. */
    private static final class CountingSink extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }
}
