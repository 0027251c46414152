package io.chatapi.testkit;

/**
 * An agent as the server stores it. No password: the testkit checks that one is sent and forgets it.
 *
 * @param uuid the agent id
 * @param name name and surname
 * @param email the login e-mail, unique ignoring letter case
 * @param role {@code admin} or {@code agent}
 * @param pid the account's numeric id, as a string
 * @param photo relative path of the agent's image
 * @param status the status code, see {@link AgentStatus}
 * @param chats the number of simultaneous conversations, as a string
 * @param conversationBlocks empty, or the JSON-encoded dashboard layout
 * @param jobTitle the job title, empty by default
 * @param subscription whether the agent counts against the subscription
 */
record Agent(
        String uuid,
        String name,
        String email,
        String role,
        String pid,
        String photo,
        String status,
        String chats,
        String conversationBlocks,
        String jobTitle,
        boolean subscription) {

    static final String ADMIN = "admin";
    static final String AGENT = "agent";

    boolean isAdmin() {
        return ADMIN.equals(role);
    }

    Agent edited(String name, String jobTitle, String chats, String status) {
        return new Agent(
                uuid, name, email, role, pid, photo, status, chats, conversationBlocks, jobTitle, subscription);
    }
}
