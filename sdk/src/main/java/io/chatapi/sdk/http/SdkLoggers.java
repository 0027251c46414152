package io.chatapi.sdk.http;

/**
 * Where a client's log lines go: the {@link System.LoggerFinder} the client was built with, or the JDK's ({@link
 * System#getLogger}) when none was given. A framework hands its own finder over so that the lines keep their logger
 * names and levels: the JDK looks its finder up once for the whole JVM, on the system class path, so in a Spring Boot
 * executable jar it never finds a bridge packed inside the jar and sends everything through JUL, where TRACE becomes
 * FINER and, through JUL's bridge to SLF4J, DEBUG.
 */
final class SdkLoggers {
    /** The JDK's finder, as {@link System#getLogger} uses it. */
    static final SdkLoggers SYSTEM = new SdkLoggers(null);

    private final System.LoggerFinder finder;

    /** @param finder the finder to ask, or {@code null} for the JDK's */
    SdkLoggers(System.LoggerFinder finder) {
        this.finder = finder;
    }

    /** {@return the logger {@code name}}: one of the SDK's, under {@code io.chatapi.sdk} */
    System.Logger get(String name) {
        return finder == null ? System.getLogger(name) : finder.getLogger(name, SdkLoggers.class.getModule());
    }
}
