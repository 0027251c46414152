package io.chatapi.sdk.core;

/**
 * Which of an endpoint's two documented paths to use. The spec lists, for many endpoints, one path
 * in its description and another in its sample query; both are part of the interface.
 */
public enum PathForm {
    /** The path of the service's sample queries, such as {@code users/getuser/:uid}. Tried first. */
    SAMPLE,
    /** The path of the endpoint description, such as {@code user/:uid}. */
    DESCRIBED
}
