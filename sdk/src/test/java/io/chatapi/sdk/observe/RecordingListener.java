package io.chatapi.sdk.observe;

import java.util.ArrayList;
import java.util.List;

/** Writes each event down as a short line, and keeps the events themselves, for tests to compare. */
class RecordingListener implements ChatApiListener {
    final List<String> lines = new ArrayList<>();
    final List<Object> events = new ArrayList<>();
    final List<Thread> threads = new ArrayList<>();

    private synchronized void add(Object event, String line) {
        events.add(event);
        lines.add(line);
        threads.add(Thread.currentThread());
    }

    synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    synchronized void clear() {
        lines.clear();
        events.clear();
        threads.clear();
    }

    @SuppressWarnings("unchecked")
    synchronized <E> List<E> events(Class<E> type) {
        return (List<E>) events.stream().filter(type::isInstance).toList();
    }

    @Override
    public ChatApiListener callStarted(CallStarted e) {
        add(e, "started " + e.operation() + (e.write() ? " write" : " read"));
        return this;
    }

    @Override
    public void chainWaited(ChainWaited e) {
        add(e, "chain " + (e.acquired() ? "acquired" : "gave up"));
    }

    @Override
    public void authenticated(Authenticated e) {
        add(e, "authenticated " + e.outcome().tag() + " " + e.errorType());
    }

    @Override
    public void attemptFinished(AttemptFinished e) {
        add(e, "attempt " + e.attempt() + " " + e.outcome().tag() + " " + e.errorType());
    }

    @Override
    public void retryScheduled(RetryScheduled e) {
        add(e, "retry " + e.retry() + " " + e.reason().tag());
    }

    @Override
    public void callFinished(CallFinished e) {
        add(
                e,
                "finished " + e.operation() + " " + e.outcome().tag() + " " + e.errorType() + " retries=" + e.retries()
                        + (e.mayHaveBeenProcessed() ? " may have been processed" : ""));
    }
}
