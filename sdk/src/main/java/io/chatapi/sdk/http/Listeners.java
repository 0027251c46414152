package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChatApiListener;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;

/**
 * The listeners a client was built with. Each call gets its {@link CallEvents}: the shared {@link CallEvents#NONE},
 * which does and allocates nothing, when there are none. A listener's failure never reaches the call: the first of
 * each listener is logged at {@code WARNING}, later ones at {@code DEBUG}, to {@value #LOGGER} and within the client's
 * {@link LogLevel}.
 */
final class Listeners {
    static final Listeners NONE = new Listeners(List.of(), LogLevel.OFF, SdkLoggers.SYSTEM);

    /** Where a listener's failures are logged. */
    static final String LOGGER = "io.chatapi.sdk.listener";

    private final ChatApiListener[] listeners;
    private final AtomicBoolean[] failedBefore;
    private final LogLevel logLevel;
    private final System.Logger log;

    Listeners(List<ChatApiListener> listeners, LogLevel logLevel, SdkLoggers loggers) {
        this.logLevel = logLevel;
        this.log = loggers.get(LOGGER);
        this.listeners = listeners.toArray(new ChatApiListener[0]);
        this.failedBefore = new AtomicBoolean[this.listeners.length];
        for (int i = 0; i < failedBefore.length; i++) {
            failedBefore[i] = new AtomicBoolean();
        }
    }

    /** Tells every listener that a call starts. */
    CallEvents start(String operation, boolean write) {
        if (listeners.length == 0) {
            return CallEvents.NONE;
        }
        long startNanos = System.nanoTime();
        CallStarted event = new CallStarted(operation, write);
        ChatApiListener[] forCall = new ChatApiListener[listeners.length];
        for (int i = 0; i < listeners.length; i++) {
            ChatApiListener listener = listeners[i];
            forCall[i] = listener;
            try {
                ChatApiListener returned = listener.callStarted(event);
                if (returned != null) {
                    forCall[i] = returned;
                }
            } catch (RuntimeException | LinkageError | AssertionError e) {
                failed(i, "callStarted", e);
            }
        }
        return new CallEvents(this, forCall, operation, write, startNanos);
    }

    /** Hands {@code event} to each of a call's listeners, {@code forCall[i]} being what listener {@code i} returned. */
    <E> void deliver(ChatApiListener[] forCall, String name, E event, BiConsumer<ChatApiListener, E> method) {
        for (int i = 0; i < forCall.length; i++) {
            try {
                method.accept(forCall[i], event);
            } catch (RuntimeException | LinkageError | AssertionError e) {
                failed(i, name, e);
            }
        }
    }

    // Not VirtualMachineError: out of memory, the call cannot go on either.
    private void failed(int index, String event, Throwable e) {
        boolean first = failedBefore[index].compareAndSet(false, true);
        Level level = first ? Level.WARNING : Level.DEBUG;
        if (logLevel.allows(level) && log.isLoggable(level)) {
            log.log(
                    level,
                    "listener " + listeners[index].getClass().getName() + " threw "
                            + e.getClass().getName()
                            + " in " + event + "; the call goes on"
                            + (first ? " (its later failures are logged at DEBUG)" : ""),
                    e);
        }
    }
}
