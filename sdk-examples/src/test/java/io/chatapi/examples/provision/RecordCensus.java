package io.chatapi.examples.provision;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Every record a server holds, counted by what makes it the state file's entry (its identity, as the tool plans by
 * it), not by id: {@code agent ann@x}, {@code domain a.example.com}, {@code trigger "Welcome" on a.example.com},
 * {@code alias "hi" on a.example.com}. A count above one is a twin left on the server.
 */
final class RecordCensus {
    private RecordCensus() {}

    /** Each identity on {@code server} with how many records carry it. */
    static Map<String, Integer> of(ChatApiTestServer server) {
        Map<String, Integer> count = new TreeMap<>();
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build()) {
            client.agents().list().forEach(a -> count.merge("agent " + text(a.email()), 1, Integer::sum));
            client.domains().list().forEach(d -> count.merge("domain " + text(d.address()), 1, Integer::sum));
            client.triggers()
                    .list()
                    .forEach(t -> count.merge(
                            "trigger \"" + text(t.name()) + "\" on "
                                    + t.domain()
                                            .map(DomainSummary::address)
                                            .flatMap(a -> a)
                                            .orElse("?"),
                            1,
                            Integer::sum));
            client.aliases()
                    .list()
                    .forEach(a -> count.merge(
                            "alias \"" + text(a.name()) + "\" on "
                                    + a.domains().stream()
                                            .map(d -> text(d.address()))
                                            .sorted()
                                            .collect(Collectors.joining(", ")),
                            1,
                            Integer::sum));
        }
        return count;
    }

    /** The identities held more than once, with their counts: the twins left. */
    static Map<String, Integer> twins(Map<String, Integer> census) {
        return census.entrySet().stream()
                .filter(e -> e.getValue() > 1)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (x, y) -> x, TreeMap::new));
    }

    private static String text(Optional<String> value) {
        return value.orElse("?");
    }
}
