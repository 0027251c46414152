package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a converging job costs per record: {@code aliases().ensure} of 30 new aliases on a shop, on a fresh testkit
 * (reset before each job, outside the measured time), with no loss ({@code noLoss}, the baseline) and with 20% of
 * replies dropped after the server processed them ({@code loss20}). {@link RequestsPerCallProfiler} reports the
 * requests the server saw per record: the least a job can cost is one write per record plus its two list reads and
 * an authentication, 32/30 = 1.07; every lost reply costs a fresh authentication and the read back that resolves it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class ConvergeBench {
    static final int RECORDS = 30;

    private static final AtomicLong REQUESTS = new AtomicLong();

    private ChatApiTestServer server;
    private ChatApiClient client;
    private List<AliasDefinition> wanted;
    private long seed;

    @Setup(Level.Trial)
    public void start() {
        server = ChatApiTestServer.start();
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                // The default budget, pauses shortened: the loopback answers in microseconds, not a network's time.
                .jobBudget(JobBudget.DEFAULT.withPauses(Duration.ofMillis(1), Duration.ofMillis(10)))
                .build();
        wanted = IntStream.range(0, RECORDS)
                .mapToObj(i -> new AliasDefinition("a" + i, "Text " + i, List.of(DefaultData.SHOP_DOMAIN_UUID)))
                .toList();
        // The server's counters restart with each job: the count so far is what earlier jobs added, and this one's.
        RequestsPerCallProfiler.counted =
                () -> REQUESTS.get() + server.counters().totalRequests();
    }

    /** A fresh server state for each job; the requests of the job before are added to the count first. */
    @Setup(Level.Invocation)
    public void freshState() {
        REQUESTS.addAndGet(server.counters().totalRequests());
        server.reset(); // also zeroes the counters and turns the faults off
        server.faults().seed(++seed);
    }

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public List<Ensured<Alias>> noLoss() {
        return client.aliases().ensure(wanted);
    }

    @Benchmark
    @OperationsPerInvocation(RECORDS)
    public List<Ensured<Alias>> loss20() {
        server.faults().closeConnectionAfterProcessing(0.2);
        return client.aliases().ensure(wanted);
    }

    @TearDown(Level.Trial)
    public void stop() {
        // The count stays readable: JMH ends the trial before the profiler reads the last iteration's count.
        client.close();
        server.close();
    }
}
