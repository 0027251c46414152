package io.chatapi.sdk.http;

import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import java.util.regex.Pattern;

/**
 * Tells the refusals a script branches on from the rest by the server's wording: the service has no
 * error codes (its one sample reads {@code Error - user already exist}), so this heuristic's patterns
 * are settings. Every rejection built from a reply goes through {@link #rejection}.
 *
 * @param notFound a message matching it ({@link java.util.regex.Matcher#find()}) is a {@link
 *     NotFoundException}
 * @param alreadyExists a message matching it is an {@link AlreadyExistsException}; checked first, since
 *     "already exist" is the more specific wording
 */
record RejectionKinds(Pattern notFound, Pattern alreadyExists) {
    RequestRejectedException rejection(
            String operation,
            int status,
            String serverMessage,
            String endpoint,
            String rawBody,
            boolean mayHaveBeenProcessed) {
        if (alreadyExists.matcher(serverMessage).find()) {
            return new AlreadyExistsException(
                    operation, status, serverMessage, endpoint, rawBody, mayHaveBeenProcessed);
        }
        if (notFound.matcher(serverMessage).find()) {
            return new NotFoundException(operation, status, serverMessage, endpoint, rawBody, mayHaveBeenProcessed);
        }
        return new RequestRejectedException(operation, status, serverMessage, endpoint, rawBody, mayHaveBeenProcessed);
    }
}
