package io.chatapi.sdk.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One SDK method is told once to listeners, however many calls it makes: {@code aliases().add(...)} is one method
 * whose three calls (the read before, the write, the read back) are told to the listener its start returned, so a
 * tracer makes them its children; a method inside another is part of it; a call made alone is a method of one call.
 */
class MethodEventsTest {
    private static ChatApiTestServer server;

    private final List<String> lines = new ArrayList<>();
    private final List<MethodFinished> finished = new ArrayList<>();

    /** Records each method, and each call as told to that method's own listener. */
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public ChatApiListener methodStarted(MethodStarted event) {
            lines.add("method " + event.method());
            String method = event.method();
            return new ChatApiListener() {
                @Override
                public ChatApiListener callStarted(CallStarted call) {
                    lines.add("  call " + call.operation() + " in " + method);
                    return this;
                }

                @Override
                public void authenticated(Authenticated auth) {
                    lines.add("  authenticated in " + method);
                }

                @Override
                public void callFinished(CallFinished call) {
                    lines.add("  finished " + call.operation() + " "
                            + call.outcome().tag());
                }

                @Override
                public void methodFinished(MethodFinished end) {
                    finished.add(end);
                    lines.add("end " + end.method() + " " + end.outcome().tag() + " " + end.errorType() + " calls="
                            + end.calls());
                }
            };
        }

        @Override
        public ChatApiListener callStarted(CallStarted call) {
            lines.add("call outside a method: " + call.operation());
            return this;
        }
    };

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    private ChatApiClient client() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .listener(listener)
                .build();
    }

    private static AliasDefinition alias(String name) {
        return AliasDefinition.builder()
                .name(name)
                .text("Text of " + name)
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
    }

    @Test
    void an_add_is_one_method_with_its_reads_before_and_after_and_the_authentication_as_its_children() {
        try (ChatApiClient client = client()) {
            client.aliases().add(alias("shipping"));
        }

        assertThat(lines)
                .containsExactly(
                        "method aliases.add",
                        "  call aliases.list in aliases.add",
                        "  authenticated in aliases.add",
                        "  finished aliases.list success",
                        "  call aliases.add in aliases.add",
                        "  finished aliases.add success",
                        "  call aliases.list in aliases.add",
                        "  finished aliases.list success",
                        "end aliases.add success none calls=3");
        assertThat(finished).singleElement().satisfies(end -> {
            assertThat(end.duration()).isPositive();
            assertThat(end.mayHaveBeenProcessed()).isFalse();
        });
    }

    @Test
    void a_call_made_alone_is_a_method_of_one_call_named_as_its_operation() {
        try (ChatApiClient client = client()) {
            client.agents().list();
        }

        assertThat(lines)
                .containsExactly(
                        "method agents.list",
                        "  call agents.list in agents.list",
                        "  authenticated in agents.list",
                        "  finished agents.list success",
                        "end agents.list success none calls=1");
    }

    @Test
    void a_method_inside_another_is_part_of_it_and_a_refusal_ends_the_method_with_its_outcome() {
        try (ChatApiClient client = client()) {
            client.aliases().findOrAdd(alias("hours")); // the one-entry form runs the list form: one method
            lines.clear();

            Throwable e = catchThrowable(() -> client.aliases().add(alias("hours")));

            assertThat(e).isInstanceOf(AlreadyExistsException.class);
        }

        assertThat(lines)
                .containsExactly(
                        "method aliases.add",
                        "  call aliases.list in aliases.add",
                        "  finished aliases.list success",
                        "end aliases.add already_exists AlreadyExistsException calls=1");
        assertThat(finished).extracting(MethodFinished::method).containsExactly("aliases.findOrAdd", "aliases.add");
    }
}
