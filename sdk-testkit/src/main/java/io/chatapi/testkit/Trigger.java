package io.chatapi.testkit;

/**
 * A trigger as the server stores it.
 *
 * @param id the trigger id
 * @param name the trigger's name
 * @param url the page on which it fires
 * @param message the text shown in the chat window (input {@code msg})
 * @param displayTime the delay in seconds, as a string (input {@code time})
 * @param status {@code 0} deactivated, {@code 1} activated
 * @param domainUuid the domain it belongs to (input {@code domainid})
 */
record Trigger(
        String id, String name, String url, String message, String displayTime, String status, String domainUuid) {

    static final String ACTIVE = "1";
    static final String INACTIVE = "0";

    Trigger withStatus(String newStatus) {
        return new Trigger(id, name, url, message, displayTime, newStatus, domainUuid);
    }
}
