package io.chatapi.sdk.core;

/** How POST parameters travel. The spec does not say, so form fields, which PHP reads natively, are the default. */
public enum RequestEncoding {
    /** {@code application/x-www-form-urlencoded}, arrays as {@code domains[]=a&domains[]=b}. */
    FORM,
    /** A JSON object body, arrays as JSON arrays. */
    JSON
}
