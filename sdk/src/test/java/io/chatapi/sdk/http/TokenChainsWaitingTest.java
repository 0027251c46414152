package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import okhttp3.Request;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Who waits for a chain and who wakes it, step by step, without a server: every chain's store parks each turn it is
 * asked for until the test refuses it, so a call holds its chain exactly as long as the test says and then gives it
 * back (failed by its store). Openings can be held the same way. A call is known to wait for a chain when its thread
 * is parked on the chains' condition. Every wait that a lost wake-up would stretch to a call's 60 s timeout is bounded
 * by {@link #BOUND}, so such a mutant fails fast instead of hanging.
 */
class TokenChainsWaitingTest {
    private static final Duration BOUND = Duration.ofSeconds(15);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);
    private static final CallLog LOG = new CallLog(LogLevel.OFF, new Redactor("key"), SdkLoggers.SYSTEM);

    /** Each turn asked of any chain's store, in order. */
    private final BlockingQueue<Visit> visits = new LinkedBlockingQueue<>();
    /** Each chain index opened (the opener called), in order. */
    private final BlockingQueue<Integer> openings = new LinkedBlockingQueue<>();

    private final List<Integer> closedStores = new CopyOnWriteArrayList<>();
    private final Map<Integer, CountDownLatch> openGates = new ConcurrentHashMap<>();
    private final List<Integer> failOpening = new CopyOnWriteArrayList<>();
    private final List<Call> calls = new CopyOnWriteArrayList<>();

    @AfterEach
    void endCalls() {
        openGates.values().forEach(CountDownLatch::countDown);
        calls.forEach(call -> call.thread.interrupt());
    }

    @Test
    void an_opening_that_fails_frees_its_slot_for_a_call_waiting_for_it() {
        assertTimeoutPreemptively(BOUND, () -> {
            TokenChains chains = chains(1);
            CountDownLatch gate = holdOpening(0);
            failOpening.add(0);
            Call first = call(chains);
            assertThat(nextOpening()).isZero();
            Call second = call(chains);
            second.awaitWaitingForAChain();

            gate.countDown();

            assertThat(first.failure()).isInstanceOf(ChainStoreException.class);
            assertThat(nextOpening())
                    .as("the waiting call opens the freed slot")
                    .isZero();
            nextVisit(0).refuse();
            assertThat(second.failure()).hasMessageContaining("turn refused (test)");
        });
    }

    @Test
    void a_call_arriving_while_the_first_chain_still_opens_probes_with_that_chain() {
        assertTimeoutPreemptively(BOUND, () -> {
            TokenChains chains = chains(2);
            CountDownLatch firstOpening = holdOpening(0);
            Call first = call(chains);
            assertThat(nextOpening()).isZero();
            Call second = call(chains);
            assertThat(nextOpening()).isOne();

            second.awaitWaitingForAChain(); // probing: it waits for chain 0 instead of asking chain 1's turn

            firstOpening.countDown();
            nextVisit(0).refuse();
            assertThat(first.failure()).isInstanceOf(ChainStoreException.class);
            nextVisit(0).refuse(); // the probe holding the older chain's turn
            assertThat(second.failure()).isInstanceOf(ChainStoreException.class);
            assertThat(closedStores).as("the fresh chain's store").containsExactly(1);

            Call third = call(chains);
            Visit onTheOlderChain = nextVisit(0);
            Call fourth = call(chains);
            assertThat(nextOpening())
                    .as("the failed probe's slot is free for the next")
                    .isOne();
            onTheOlderChain.refuse();
            assertThat(third.failure()).isInstanceOf(ChainStoreException.class);
            refuseUntilDone(fourth);
        });
    }

    @Test
    void a_chain_given_back_while_the_probe_waits_wakes_the_probe_even_behind_a_waiting_call() {
        assertTimeoutPreemptively(BOUND, () -> {
            TokenChains chains = chains(2);
            Call holder = call(chains);
            assertThat(nextOpening()).isZero();
            Visit held = nextVisit(0);
            CountDownLatch probeOpening = holdOpening(1);
            Call prober = call(chains);
            assertThat(nextOpening()).isOne();
            Call waiter = call(chains);
            waiter.awaitWaitingForAChain(); // first in the condition's queue
            probeOpening.countDown();
            prober.awaitWaitingForAChain(); // behind it, for the older chain

            held.refuse(); // chain 0 given back: the probe must have it, not only the first waiter

            assertThat(holder.failure()).isInstanceOf(ChainStoreException.class);
            Visit probe = nextVisit(0);
            probe.refuse();
            assertThat(prober.failure()).isInstanceOf(ChainStoreException.class);
            assertThat(closedStores).as("the fresh chain's store").containsExactly(1);
            refuseUntilDone(waiter);
        });
    }

    @Test
    void closing_takes_the_idle_chains_so_a_probe_that_comes_after_finds_none_and_fails_unsent() {
        assertTimeoutPreemptively(BOUND, () -> {
            TokenChains chains = chains(2);
            Call holder = call(chains);
            assertThat(nextOpening()).isZero();
            Visit held = nextVisit(0);
            CountDownLatch probeOpening = holdOpening(1);
            Call prober = call(chains);
            assertThat(nextOpening()).isOne();
            held.refuse();
            assertThat(holder.failure()).isInstanceOf(ChainStoreException.class); // chain 0 idle

            chains.close();
            assertThat(closedStores).containsExactly(0);
            probeOpening.countDown();

            assertThat(prober.failure())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("closed");
            assertThat(visits).as("no turn asked of a closed chain").isEmpty();
            assertThat(closedStores).containsExactly(0, 1);
        });
    }

    @Test
    void a_call_that_gets_no_chain_tells_its_listeners_it_waited_in_vain() {
        assertTimeoutPreemptively(BOUND, () -> {
            TokenChains chains = chains(1);
            Call holder = call(chains);
            assertThat(nextOpening()).isZero();
            Visit held = nextVisit(0);
            List<ChainWaited> waits = new CopyOnWriteArrayList<>();
            ChatApiListener listener = new ChatApiListener() {
                @Override
                public void chainWaited(ChainWaited event) {
                    waits.add(event);
                }
            };
            CallEvents events = new CallEvents(
                    new Listeners(List.of(listener), LogLevel.OFF, SdkLoggers.SYSTEM),
                    new ChatApiListener[] {listener},
                    "op",
                    false,
                    System.nanoTime());

            Call late = call(chains, Duration.ofMillis(200), events);

            assertThat(late.failure()).isInstanceOf(TokenChainTimeoutException.class);
            assertThat(waits).singleElement().satisfies(wait -> {
                assertThat(wait.acquired()).isFalse();
                assertThat(wait.waited()).isGreaterThanOrEqualTo(Duration.ofMillis(150));
            });
            held.refuse();
            assertThat(holder.failure()).isInstanceOf(ChainStoreException.class);
        });
    }

    private TokenChains chains(int maxChains) {
        return new TokenChains(maxChains, this::open, null, LOG);
    }

    private TokenChain open(int index) {
        openings.add(index);
        CountDownLatch gate = openGates.remove(index);
        if (gate != null) {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (failOpening.remove(Integer.valueOf(index))) {
            throw new ChainStoreException("chain store: cannot open (test)", false, null);
        }
        return new TokenChain(index, new ParkingStore(index), null, null, new Redactor("key"), LOG);
    }

    /** The next opening of chain {@code index} waits until the latch is counted down. */
    private CountDownLatch holdOpening(int index) {
        CountDownLatch gate = new CountDownLatch(1);
        openGates.put(index, gate);
        return gate;
    }

    private int nextOpening() throws InterruptedException {
        Integer index = openings.poll(BOUND.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(index).as("a chain opened").isNotNull();
        return index;
    }

    private Visit nextVisit(int index) throws InterruptedException {
        Visit visit = visits.poll(BOUND.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(visit).as("a turn asked of chain %d", index).isNotNull();
        assertThat(visit.index).as("the chain whose turn was asked").isEqualTo(index);
        return visit;
    }

    /** Refuses every turn asked until {@code call} has ended; returns how it failed. */
    private static Throwable refuseUntilDoneOf(BlockingQueue<Visit> visits, Call call) throws Exception {
        while (!call.outcome.isDone()) {
            Visit visit = visits.poll(10, TimeUnit.MILLISECONDS);
            if (visit != null) {
                visit.refuse();
            }
        }
        return call.failure();
    }

    private void refuseUntilDone(Call call) throws Exception {
        assertThat(refuseUntilDoneOf(visits, call)).isInstanceOf(ChainStoreException.class);
    }

    private Call call(TokenChains chains) {
        return call(chains, CALL_TIMEOUT, CallEvents.NONE);
    }

    private Call call(TokenChains chains, Duration timeout, CallEvents events) {
        Call call = new Call(chains, Deadline.after(timeout), events);
        calls.add(call);
        call.thread.start();
        return call;
    }

    /** One call on its own thread; it never gets a reply, as every turn ends refused. */
    private static final class Call {
        final CompletableFuture<Throwable> outcome = new CompletableFuture<>();
        final Thread thread;

        Call(TokenChains chains, Deadline deadline, CallEvents events) {
            thread = new Thread(() -> {
                try {
                    chains.exchange(new Exchange(
                            new Request.Builder().url("http://localhost/"),
                            "op",
                            false,
                            false,
                            false,
                            deadline,
                            events));
                    outcome.complete(null);
                } catch (Throwable e) {
                    outcome.complete(e);
                }
            });
            thread.setDaemon(true);
        }

        /** Waits until the call's thread is parked on the chains' condition, waiting for a chain or a slot. */
        void awaitWaitingForAChain() {
            while (!(LockSupport.getBlocker(thread) instanceof Condition)) {
                assertThat(outcome).as("the call is still under way").isNotDone();
                LockSupport.parkNanos(1_000_000); // polls a state: two cores are shared, so no busy spin
            }
        }

        Throwable failure() throws Exception {
            Throwable failure = outcome.get(BOUND.toMillis(), TimeUnit.MILLISECONDS);
            assertThat(failure).as("the call failed").isNotNull();
            return failure;
        }
    }

    /** A turn asked of a chain, parked until the test refuses it. */
    private static final class Visit {
        final int index;
        final CountDownLatch refused = new CountDownLatch(1);

        Visit(int index) {
            this.index = index;
        }

        void refuse() {
            refused.countDown();
        }
    }

    /** Parks each turn asked until the test refuses it; notes its closing. */
    private final class ParkingStore implements ChainStore {
        private final int index;

        ParkingStore(int index) {
            this.index = index;
        }

        @Override
        public Turn acquire(Duration maxWait) throws InterruptedException {
            Visit visit = new Visit(index);
            visits.add(visit);
            visit.refused.await();
            throw new ChainStoreException("chain store: turn refused (test)", false, null);
        }

        @Override
        public void close() {
            closedStores.add(index);
        }
    }
}
