package io.chatapi.examples.springboot;

import io.chatapi.sdk.ChatApiClient;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/** At start-up, reports how many agents the account has and which shops (domains) it serves. */
@Component
public class ShopReport implements ApplicationRunner {
    private static final Logger LOG = LoggerFactory.getLogger(ShopReport.class);

    private final ChatApiClient client;
    private volatile String lastReport;

    /** @param client the client the starter configured */
    public ShopReport(ChatApiClient client) {
        this.client = client;
    }

    /**
     * Lists agents and domains, and logs a one-line summary.
     *
     * @param args unused
     */
    @Override
    public void run(ApplicationArguments args) {
        int agents = client.agents().list().size();
        List<String> shops = client.domains().list().stream()
                .map(domain -> domain.address().orElse(domain.id()))
                .toList();
        lastReport = agents + " agents; " + shops.size() + " domains: " + String.join(", ", shops);
        LOG.info("chat account: {}", lastReport);
    }

    /** {@return the last summary, or {@code null} before the first run} */
    public String lastReport() {
        return lastReport;
    }
}
