package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntFunction;
import okhttp3.Response;

/**
 * A client's token chains: up to {@code maxChains}, each opened (and authenticated) only when every
 * open one is busy, so that calls run on as many chains at once. Whether the server lets a key have
 * several chains is unknown until the second one opens: that opening runs the {@link
 * ChainsPerKeyProbe} (a read), and on a server that keeps one chain per key the client goes on with
 * one chain, saying so once at INFO. No call fails because of the probe.
 *
 * <p>A caller waits for a free chain no longer than its deadline ({@link TokenChainTimeoutException},
 * nothing sent). Waiters are not served strictly in arrival order: a thread that has just finished may
 * take a chain before a parked one wakes, which spares a context switch per call; parked ones still
 * wake in arrival order.
 */
final class TokenChains implements AutoCloseable {
    /** Probes that find no answer before the client settles on one chain, the safe reading. */
    static final int MAX_UNCLEAR_PROBES = 3;

    private enum Reading {
        /** Not known whether a new authentication ends older chains: at most two open, the second probing. */
        UNKNOWN,
        /** Several chains per key: up to {@code maxChains}. */
        MANY,
        /** One chain per key: one. */
        ONE
    }

    private final int maxChains;
    private final IntFunction<TokenChain> opener;
    private final ChainsPerKeyProbe probe;
    private final CallLog log;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    // Guarded by lock.
    private final Deque<TokenChain> idle = new ArrayDeque<>();
    private final boolean[] reserved;
    private int openCount;
    private int opening;
    private boolean probeWaiting;
    private Reading reading;
    private int unclearProbes;
    private boolean closed;

    /** @param opener opens chain {@code i} (its store), not yet authenticated */
    TokenChains(int maxChains, IntFunction<TokenChain> opener, ChainsPerKeyProbe probe, CallLog log) {
        this.maxChains = maxChains;
        this.opener = opener;
        this.probe = probe;
        this.log = log;
        this.reserved = new boolean[maxChains];
        this.reading = maxChains == 1 ? Reading.ONE : Reading.UNKNOWN;
    }

    /** As {@link TokenChain#exchange}, on a free chain; the wait for it and for its turn is told to its events. */
    Response exchange(Exchange exchange) {
        return run(lend(exchange), exchange);
    }

    /**
     * A chain lent to one exchange. Borrowed on the caller's thread, so that callers get chains in the order they
     * asked (async calls submitted in order reach the server in order); run, and given back, on any thread.
     */
    record Lent(TokenChain chain, long waitStarted) {}

    /** Waits for a free chain until the exchange's deadline; a failed wait is told to its events. */
    Lent lend(Exchange exchange) {
        CallEvents events = exchange.events();
        long waitStarted = events.clock();
        try {
            return new Lent(borrow(exchange.operation(), exchange.deadline(), events), waitStarted);
        } catch (RuntimeException e) {
            events.chainWaited(waitStarted, false);
            throw e;
        }
    }

    /** Runs the exchange on the lent chain and gives the chain back. */
    Response run(Lent lent, Exchange exchange) {
        try {
            return lent.chain().exchange(exchange, lent.waitStarted());
        } finally {
            giveBack(lent.chain());
        }
    }

    /** Gives back a chain lent to an exchange that will not run. */
    void release(Lent lent) {
        giveBack(lent.chain());
    }

    private TokenChain borrow(String operation, Deadline deadline, CallEvents events) {
        int index;
        boolean probing;
        lock(operation);
        try {
            while (true) {
                if (closed) {
                    throw new IllegalStateException(operation + ": the client is closed; nothing was sent");
                }
                if (!probeWaiting && !idle.isEmpty()) {
                    return idle.pop();
                }
                if (openCount + opening < limit()) {
                    probing = reading == Reading.UNKNOWN && openCount + opening > 0;
                    index = firstFreeIndex();
                    reserved[index] = true;
                    opening++;
                    break;
                }
                await(operation, deadline);
            }
        } finally {
            lock.unlock();
        }
        return probing ? openProbing(index, operation, deadline, events) : openPlain(index);
    }

    private int limit() {
        // Not a switch: one on an enum makes javac add a class of switch tables, loaded by every client's first call.
        return reading == Reading.ONE ? 1 : reading == Reading.UNKNOWN ? 2 : maxChains;
    }

    private int firstFreeIndex() {
        for (int i = 0; ; i++) {
            if (!reserved[i]) {
                return i;
            }
        }
    }

    private TokenChain openPlain(int index) {
        TokenChain chain;
        try {
            chain = opener.apply(index);
        } catch (RuntimeException e) {
            settle(index, null);
            throw e;
        }
        settle(index, chain);
        return chain;
    }

    /**
     * Opens chain {@code index} as the second of the client and runs the probe with the first, waiting
     * for it to be free; hands the caller whichever chain holds a live token afterwards.
     */
    private TokenChain openProbing(int index, String operation, Deadline deadline, CallEvents events) {
        TokenChain fresh;
        TokenChain older;
        try {
            fresh = opener.apply(index);
        } catch (RuntimeException e) {
            settle(index, null);
            throw e;
        }
        try {
            older = takeForProbe(operation, deadline);
        } catch (RuntimeException e) {
            fresh.close();
            settle(index, null);
            throw e;
        }
        ChainsPerKeyProbe.Verdict verdict;
        try (TokenChain.Held olderTurn = older.hold(operation, deadline, events);
                TokenChain.Held freshTurn = fresh.hold(operation, deadline, events)) {
            verdict = probe.run(olderTurn, freshTurn, operation, deadline);
        } catch (RuntimeException e) {
            fresh.close();
            settle(index, null);
            giveBack(older);
            throw e;
        }
        if (verdict == ChainsPerKeyProbe.Verdict.MANY) {
            log.debug(() -> "the server keeps several token chains per API key: up to " + maxChains + " in use");
            settle(index, fresh, Reading.MANY);
            giveBack(older);
            return fresh;
        }
        fresh.close();
        lock.lock();
        try {
            if (verdict == ChainsPerKeyProbe.Verdict.ONE || ++unclearProbes >= MAX_UNCLEAR_PROBES) {
                reading = Reading.ONE;
                boolean found = verdict == ChainsPerKeyProbe.Verdict.ONE;
                log.info(() -> (found
                                ? "the server ends a key's older token chain at each new authentication"
                                : "could not tell in " + MAX_UNCLEAR_PROBES + " probes whether the server keeps"
                                        + " several token chains per API key")
                        + ": this client uses one chain from now on (maxChains " + maxChains + " has no effect)");
            }
        } finally {
            lock.unlock();
        }
        settle(index, null);
        return older;
    }

    /** Waits for any open chain to be free, ahead of other waiters. */
    private TokenChain takeForProbe(String operation, Deadline deadline) {
        lock(operation);
        try {
            probeWaiting = true;
            while (idle.isEmpty()) {
                if (closed) {
                    throw new IllegalStateException(operation + ": the client is closed; nothing was sent");
                }
                await(operation, deadline);
            }
            return idle.pop();
        } finally {
            probeWaiting = false;
            changed.signalAll();
            lock.unlock();
        }
    }

    private void settle(int index, TokenChain chain) {
        settle(index, chain, null);
    }

    /** Ends an opening: {@code chain} is open (and borrowed by the opener), or null when the slot is free again. */
    private void settle(int index, TokenChain chain, Reading learned) {
        lock.lock();
        try {
            opening--;
            if (learned != null) {
                reading = learned;
            }
            if (chain == null) {
                reserved[index] = false;
            } else {
                openCount++;
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void giveBack(TokenChain chain) {
        boolean closeIt;
        lock.lock();
        try {
            closeIt = closed;
            if (!closed) {
                idle.push(chain);
                if (probeWaiting) {
                    changed.signalAll();
                } else {
                    changed.signal();
                }
            }
        } finally {
            lock.unlock();
        }
        if (closeIt) {
            chain.close();
        }
    }

    private void lock(String operation) {
        try {
            lock.lockInterruptibly();
        } catch (InterruptedException e) {
            throw interrupted(operation, e);
        }
    }

    // Called with the lock held. A waiter that gives up passes on a wake-up it may have taken.
    private void await(String operation, Deadline deadline) {
        long nanos = deadline.remainingNanos();
        try {
            if (nanos <= 0 || changed.awaitNanos(nanos) <= 0 && idle.isEmpty()) {
                passOnWakeUp();
                throw timedOut(operation, deadline);
            }
        } catch (InterruptedException e) {
            passOnWakeUp();
            throw interrupted(operation, e);
        }
    }

    private void passOnWakeUp() {
        if (!idle.isEmpty()) {
            changed.signal();
        }
    }

    static TokenChainTimeoutException timedOut(String operation, Deadline deadline) {
        // The deadline counts from the call's start, so the whole timeout has passed since then.
        return new TokenChainTimeoutException(
                operation,
                "waited " + deadline.totalMillis()
                        + " ms for the token chain (the call timeout, counted from the call's start)"
                        + " without getting a turn; nothing was sent");
    }

    static TransportException interrupted(String operation, InterruptedException e) {
        Thread.currentThread().interrupt();
        return new TransportException(operation, "interrupted while waiting for the token chain", false, e);
    }

    /**
     * Frees every idle chain's store; chains in use are freed when their call ends. Waiters fail at once
     * (the client is closed). The stores are closed after the lock is let go: a store may do I/O (Redis)
     * on close, and a call ending meanwhile must not wait for it to give its chain back.
     */
    @Override
    public void close() {
        List<TokenChain> toClose;
        lock.lock();
        try {
            closed = true;
            toClose = new ArrayList<>(idle);
            idle.clear();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        toClose.forEach(TokenChain::close);
    }

    @Override
    public String toString() {
        return "TokenChains[max=" + maxChains + ", " + reading + "]";
    }
}
