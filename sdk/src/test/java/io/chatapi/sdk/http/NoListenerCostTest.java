package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.observe.ChatApiListener;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A client without listeners spends nothing on events: every hook a call runs allocates nothing, measured by the
 * JVM's count of the bytes this thread allocated (a per-call allocation of even one small object would show as
 * megabytes over the loop).
 */
class NoListenerCostTest {
    private static final int CALLS = 200_000;
    private static final TransportException FAILURE = new TransportException("agents.list", "lost", false, null);

    @Test
    void the_hooks_of_a_call_allocate_nothing_when_no_listener_is_registered() {
        Listeners none = new Listeners(List.of(), LogLevel.DEBUG, SdkLoggers.SYSTEM);
        runHooks(none, 20_000); // warm up: the first runs load classes and compile

        long allocated = allocatedBytesOf(() -> runHooks(none, CALLS));

        assertThat(allocated).as("bytes allocated by %d calls' hooks", CALLS).isLessThan(64 * 1024);
    }

    @Test
    void the_same_hooks_do_allocate_with_a_listener_so_the_measure_would_see_it() {
        Listeners one = new Listeners(List.of(new ChatApiListener() {}), LogLevel.DEBUG, SdkLoggers.SYSTEM);
        runHooks(one, 20_000);

        long allocated = allocatedBytesOf(() -> runHooks(one, CALLS));

        assertThat(allocated).isGreaterThan((long) CALLS * 100);
    }

    private static void runHooks(Listeners listeners, int calls) {
        for (int i = 0; i < calls; i++) {
            MethodEvents method = listeners.startMethod("agents.list");
            CallEvents events = method.startCall("agents.list", false);
            events.attemptStarted();
            long started = events.clock();
            events.chainWaited(started, true);
            events.authenticated(events.clock(), null);
            events.attemptFailed(FAILURE);
            events.retryScheduled(FAILURE, 10);
            events.attemptStarted();
            events.tokenRefused();
            events.attemptStarted();
            events.attemptSucceeded();
            events.finished(null);
            method.finished(null);
        }
    }

    // Reached by reflection: the tests compile as part of the SDK's module, which does not read java.management.
    private static long allocatedBytesOf(Runnable work) {
        try {
            Object threads = Class.forName("java.lang.management.ManagementFactory")
                    .getMethod("getThreadMXBean")
                    .invoke(null);
            Method allocated =
                    Class.forName("com.sun.management.ThreadMXBean").getMethod("getThreadAllocatedBytes", long.class);
            long id = Thread.currentThread().getId();
            long before = (long) allocated.invoke(threads, id);
            work.run();
            return (long) allocated.invoke(threads, id) - before;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("this JVM cannot count allocated bytes", e);
        }
    }
}
