package io.chatapi.sdk.http;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodStarted;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;

/**
 * The listeners a client was built with. Each SDK method gets its {@link MethodEvents}, and each call in it its {@link
 * CallEvents}: the shared {@code NONE}s, which do and allocate nothing, when there are none. A listener's failure never reaches the call: the first of
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

    /** Tells every listener that an SDK method starts. */
    MethodEvents startMethod(String method) {
        if (listeners.length == 0) {
            return MethodEvents.NONE;
        }
        long startNanos = System.nanoTime();
        MethodStarted event = new MethodStarted(method);
        return new MethodEvents(
                this, each(listeners, "methodStarted", l -> l.methodStarted(event)), method, startNanos);
    }

    /** Tells each of a method's listeners ({@code forMethod[i]} being what listener {@code i} returned) a call starts. */
    CallEvents startCall(ChatApiListener[] forMethod, String operation, boolean write) {
        long startNanos = System.nanoTime();
        CallStarted event = new CallStarted(operation, write);
        return new CallEvents(
                this, each(forMethod, "callStarted", l -> l.callStarted(event)), operation, write, startNanos);
    }

    // What each listener returned for the method or call, or the listener itself when it returned null or threw.
    private ChatApiListener[] each(ChatApiListener[] from, String name, UnaryOperator<ChatApiListener> started) {
        ChatApiListener[] next = new ChatApiListener[from.length];
        for (int i = 0; i < from.length; i++) {
            next[i] = from[i];
            try {
                ChatApiListener returned = started.apply(from[i]);
                if (returned != null) {
                    next[i] = returned;
                }
            } catch (RuntimeException | LinkageError | AssertionError e) {
                failed(i, name, e);
            }
        }
        return next;
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
