package io.chatapi.spring.boot;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link ChatApiPropertyException} anywhere in a failed start into Boot's "APPLICATION FAILED TO START" report:
 * the property, its value as it may be shown, the reason, and the allowed range or action. Registered in {@code
 * META-INF/spring.factories}, where Boot 4 still looks for failure analyzers.
 */
class ChatApiPropertyFailureAnalyzer extends AbstractFailureAnalyzer<ChatApiPropertyException> {
    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, ChatApiPropertyException cause) {
        String description = "The chat API starter could not use the property " + cause.property() + ".\n\n"
                + "    Property: " + cause.property() + "\n"
                + "    Value: " + cause.shownValue() + "\n"
                + "    Reason: " + cause.reason();
        return new FailureAnalysis(description, cause.action(), cause);
    }
}
