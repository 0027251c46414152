package io.chatapi.sdk;

/** The SDK's version, for the User-Agent header. */
final class Version {
    static final String SDK = "0.1.0";

    private Version() {}
}
