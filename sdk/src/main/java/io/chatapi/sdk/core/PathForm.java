package io.chatapi.sdk.core;

/**
 * Which of an endpoint's two documented paths to use: for many endpoints the spec gives one in the description and
 * another in the sample query, and both are part of the interface.
 */
public enum PathForm {
    /** The path of the service's sample queries, such as {@code users/getuser/:uid}. Tried first. */
    SAMPLE,
    /** The path of the endpoint description, such as {@code user/:uid}. */
    DESCRIBED
}
