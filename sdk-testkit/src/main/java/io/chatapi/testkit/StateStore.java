package io.chatapi.testkit;

import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Function;

/**
 * Guards the {@link ChatState} for many request threads at once: reads share the lock, writes and
 * resets take it alone. Each request's work on the state is one call here, so a reply always shows
 * one consistent moment.
 */
final class StateStore {
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private ChatState state;

    StateStore(TestData data) {
        this.state = new ChatState(data);
    }

    /** Runs {@code work} under the shared lock; it must not change the state. */
    <T> T read(Function<ChatState, T> work) {
        lock.readLock().lock();
        try {
            return work.apply(state);
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Runs {@code work} under the exclusive lock. */
    <T> T write(Function<ChatState, T> work) {
        lock.writeLock().lock();
        try {
            return work.apply(state);
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Replaces every record with {@code data}'s. */
    void reset(TestData data) {
        ChatState fresh = new ChatState(data);
        lock.writeLock().lock();
        try {
            state = fresh;
        } finally {
            lock.writeLock().unlock();
        }
    }
}
