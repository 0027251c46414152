package io.chatapi.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Watches the heap of this JVM through GC notifications. Heap use peaks just before a collection, so
 * the largest "used before GC" over all collections (and the use at the end) is the peak; the largest
 * "used after GC" is the most the program ever kept alive.
 */
final class HeapPeak {
    private final Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP)
            .map(MemoryPoolMXBean::getName)
            .collect(Collectors.toSet());
    private final AtomicLong peakUsed = new AtomicLong();
    private final AtomicLong peakLive = new AtomicLong();
    private final AtomicLong collections = new AtomicLong();

    /** Starts listening; call before the work. */
    HeapPeak start() {
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) gc)
                    .addNotificationListener(
                            (notification, handback) -> {
                                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(
                                        notification.getType())) {
                                    var info = GarbageCollectionNotificationInfo.from(
                                                    (CompositeData) notification.getUserData())
                                            .getGcInfo();
                                    peakUsed.accumulateAndGet(heapUsed(info.getMemoryUsageBeforeGc()), Math::max);
                                    peakLive.accumulateAndGet(heapUsed(info.getMemoryUsageAfterGc()), Math::max);
                                    collections.incrementAndGet();
                                }
                            },
                            null,
                            null);
        }
        return this;
    }

    /** The largest heap use seen, in bytes, counting the use right now. */
    long peakUsed() {
        return Math.max(
                peakUsed.get(),
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
    }

    /** The largest heap use left after a collection, in bytes. */
    long peakLive() {
        return peakLive.get();
    }

    long collections() {
        return collections.get();
    }

    private long heapUsed(Map<String, MemoryUsage> pools) {
        return pools.entrySet().stream()
                .filter(e -> heapPools.contains(e.getKey()))
                .mapToLong(e -> e.getValue().getUsed())
                .sum();
    }
}
