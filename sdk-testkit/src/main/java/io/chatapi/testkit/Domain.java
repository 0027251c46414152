package io.chatapi.testkit;

/**
 * A registered domain as the server stores it.
 *
 * @param uuid the domain id
 * @param address the website address or host
 * @param token the plug-in token, unique per registration
 * @param shop the shop system code {@code 0}..{@code 4}, or null when never set
 * @param active the {@code active} flag of the domain list
 * @param activeInactive the {@code active_inactive} flag
 * @param chatclientId the {@code chatclient_id}
 * @param visibility the {@code visibility}/{@code visability} flag, {@code 0} or {@code 1}
 */
record Domain(
        String uuid,
        String address,
        String token,
        String shop,
        String active,
        String activeInactive,
        String chatclientId,
        String visibility) {

    Domain withToken(String newToken, String newShop) {
        return new Domain(uuid, address, newToken, newShop, active, activeInactive, chatclientId, visibility);
    }

    /** Without the plug-in token, which stays out of logs. */
    @Override
    public String toString() {
        return "Domain[uuid=" + uuid + ", address=" + address + ", shop=" + shop + "]";
    }
}
