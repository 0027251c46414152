package io.chatapi.testkit;

/**
 * How the test server reads the spec where the spec leaves a client to guess. Chosen with {@link
 * ChatApiTestServer.Builder#mode(Mode)} or the standalone flag {@code --strict}.
 */
public enum Mode {
    /**
     * The default: forgiving wherever the spec is open. Edits keep the fields they are not sent, POST
     * parameters may be form fields or a JSON object, {@code user/edit} takes the agent's id as {@code
     * uid} or {@code id}, and refusals read {@code "Error - ..."} and still hand out the next token.
     */
    TIDY,

    /**
     * The spec read literally, the way a plain PHP server would behave:
     *
     * <ul>
     *   <li>Edits write every field: {@code user/edit} (name, job_title, chat, status), {@code
     *       triggers/edittriggers} (name, url, msg, time, domainid) and {@code alias/editalias} (name,
     *       text, domains) blank what they are not sent. An absent {@code password} on {@code
     *       user/edit} leaves the password as it is: no client can read a password back, so blanking
     *       it would lock the agent out.
     *   <li>POST parameters are read only from an {@code application/x-www-form-urlencoded} body, with
     *       PHP's conventions: {@code domains[]=a} is an array, a plain repeated name keeps its last
     *       value. A JSON body, or parameters in a POST's query string, count as not sent.
     *   <li>{@code user/edit} names the agent only by {@code uid}; with any other name the update
     *       matches no agent and is refused as not found.
     *   <li>Refusals are worded variously ({@code "Access denied"}, {@code "Nie znaleziono"}, {@code
     *       "error: ..."}, ...), carry {@code status} 0, 1 or 2 and no new token. The token the refused
     *       request presented is spent all the same, so its chain ends: the client must authenticate
     *       again. The wording and status follow a fixed seed and start over at {@link
     *       ChatApiTestServer#reset()}, so a sequential test sees the same refusals on every run.
     *   <li>Whole numbers ({@code chat}, {@code time}) must be plain digits, without sign or spaces,
     *       and an agent's {@code status} one of the words {@code online}, {@code away}, {@code
     *       offline}, as the spec lists them.
     * </ul>
     */
    STRICT
}
