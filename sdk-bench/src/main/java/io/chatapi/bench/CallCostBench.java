package io.chatapi.bench;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.tickets.Conversation;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Per-call cost on loopback, one thread: a whole call through the SDK (token chain, request, reply,
 * envelope, typed models) against the hand-written OkHttp + Jackson call that fetches the same reply
 * and pulls the same fields.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 6, time = 1)
@Measurement(iterations = 8, time = 1)
@Fork(1)
public class CallCostBench {

    @Benchmark
    public List<Agent> agentsListSdk(Loopback loop) {
        return loop.sdk.agents().list();
    }

    @Benchmark
    public List<Object[]> agentsListHand(Loopback loop) {
        return loop.handFields.agents(loop.hand.get("users/list"));
    }

    @Benchmark
    public Conversation ticketGetSdk(Loopback loop) {
        return loop.sdk.tickets().get(loop.ticketId);
    }

    @Benchmark
    public List<Object[]> ticketGetHand(Loopback loop) {
        return loop.handFields.conversation(loop.hand.get("messages/showmessage/" + loop.ticketId));
    }
}
