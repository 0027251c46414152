package io.chatapi.sdk.errors;

/** Shortens server text for exception messages, so a huge body never becomes a huge message. */
final class Excerpt {
    static final int MAX_CHARS = 200;

    private Excerpt() {}

    static String of(String text) {
        if (text == null) {
            return "";
        }
        String oneLine = text.replaceAll("\\s+", " ").trim();
        return oneLine.length() <= MAX_CHARS ? oneLine : oneLine.substring(0, MAX_CHARS) + "…";
    }
}
