package io.chatapi.examples;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.CallTimeoutException;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Map;
import java.util.Optional;

/**
 * What to check after a failure, in a line printed under the error: the SDK's message says what failed, and an
 * operator also needs to know whether the server is unreachable (a wrong host or port, a proxy, a firewall), whether
 * the base URL lacks the API's {@code /api/} root (the server then answers 404 to every call), or whether the failure
 * may be passing (a lost reply, a gateway page: each read was tried again within {@code --timeout}, so running the
 * command again is the fix). A write whose outcome is unknown gets no "run again": it is checked first.
 */
final class FailureHints {
    private FailureHints() {}

    /**
     * {@return what to check after {@code failure}}, or empty when there is nothing to add
     *
     * @param failure what the command threw
     * @param env the environment, for the base URL the command used
     */
    static Optional<String> of(Throwable failure, Map<String, String> env) {
        if (failure instanceof OutcomeUnknownException) {
            return Optional.empty();
        }
        String baseUrl = env.getOrDefault(ChatApiClient.ENV_BASE_URL, "").strip();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof ConnectException
                    || t instanceof UnknownHostException
                    || t instanceof NoRouteToHostException) {
                return Optional.of(
                        "check that " + ChatApiClient.ENV_BASE_URL + (baseUrl.isEmpty() ? "" : " (" + baseUrl + ")")
                                + " names a server that is up and reachable from this machine: the host, the port, a"
                                + " proxy or firewall between. If it is, the failure may be passing: run the command again");
            }
        }
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof UnexpectedHttpStatusException status && status.httpStatus() == 404) {
                return Optional.of(notFoundHint(baseUrl));
            }
            if (t instanceof ChatApiException e && !e.mayHaveBeenProcessed() && passing(e)) {
                return Optional.of("the failure may be passing (a lost connection, a gateway page, a slow server):"
                        + " each read was tried again within --timeout; run the command again");
            }
        }
        return Optional.empty();
    }

    private static boolean passing(ChatApiException e) {
        if (e instanceof UnexpectedHttpStatusException status) {
            int code = status.httpStatus();
            return code >= 500 || code == 429 || code == 408;
        }
        return e instanceof TransportException
                || e instanceof TokenRefusedException
                || e instanceof CallTimeoutException;
    }

    private static String notFoundHint(String baseUrl) {
        String path;
        try {
            path = Optional.ofNullable(new URI(baseUrl).getPath()).orElse("");
        } catch (URISyntaxException e) {
            path = "";
        }
        if (!path.contains("/api")) {
            return "the server answered 404 Not Found: " + ChatApiClient.ENV_BASE_URL + " (" + baseUrl
                    + ") has no /api/"
                    + " in its path; the API's root usually ends in /api/, such as https://chat.example.com/api/";
        }
        return "the server answered 404 Not Found: check the path of " + ChatApiClient.ENV_BASE_URL + " (" + baseUrl
                + "): it names the API's root, such as https://chat.example.com/api/";
    }
}
