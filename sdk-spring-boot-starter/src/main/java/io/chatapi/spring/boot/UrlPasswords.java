package io.chatapi.spring.boot;

/**
 * Masks the password of a URL's user-info ({@code redis://user:secret@host} becomes {@code redis://user:******@host}),
 * for messages and Actuator. A Redis URL's user-info without a colon is a password alone, so it is masked whole.
 */
final class UrlPasswords {
    /** What stands in for a password: Actuator's own mask. */
    static final String MASK = "******";

    private UrlPasswords() {}

    /** {@return the URL with its user-info's password masked; {@code null} for {@code null}} */
    static String masked(String url) {
        if (url == null) {
            return null;
        }
        int schemeEnd = url.indexOf("://");
        int infoStart = schemeEnd < 0 ? 0 : schemeEnd + 3;
        // The last '@' ends the user-info: an unencoded '@' or '/' in a password must not leave part of it shown.
        int at = url.lastIndexOf('@');
        if (at < infoStart) {
            return url;
        }
        String userInfo = url.substring(infoStart, at);
        int colon = userInfo.indexOf(':');
        String user = colon < 0 ? "" : userInfo.substring(0, colon + 1);
        return url.substring(0, infoStart) + user + MASK + url.substring(at);
    }
}
