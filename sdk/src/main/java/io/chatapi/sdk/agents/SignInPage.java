package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.List;
import java.util.Optional;

/**
 * One page of an agent's sign-in history, newest first.
 *
 * @param agentId the agent's uuid ({@code user})
 * @param agentName the agent's name ({@code name})
 * @param entries the sign-ins on this page
 * @param page the number of this page ({@code current})
 * @param firstPage {@code first}
 * @param lastPage {@code last}
 * @param nextPage {@code next}
 * @param previousPage {@code before}
 * @param totalPages {@code total_pages}
 * @param totalEntries {@code total_items}
 * @param raw the reply as sent
 */
public record SignInPage(
        Optional<String> agentId,
        Optional<String> agentName,
        List<SignIn> entries,
        Optional<Integer> page,
        Optional<Integer> firstPage,
        Optional<Integer> lastPage,
        Optional<Integer> nextPage,
        Optional<Integer> previousPage,
        Optional<Integer> totalPages,
        Optional<Integer> totalEntries,
        RawJson raw) {

    /**
     * Copies the list, so the record stays immutable.
     *
     * @param agentId the agent's uuid ({@code user})
     * @param agentName the agent's name ({@code name})
     * @param entries the sign-ins on this page
     * @param page the number of this page ({@code current})
     * @param firstPage {@code first}
     * @param lastPage {@code last}
     * @param nextPage {@code next}
     * @param previousPage {@code before}
     * @param totalPages {@code total_pages}
     * @param totalEntries {@code total_items}
     * @param raw the reply as sent
     */
    public SignInPage {
        entries = List.copyOf(entries);
    }

    /**
     * Whether a later page exists: this page is before the last one, by {@code last} or else by
     * {@code total_pages}. An empty page never has a successor, so paging always ends.
     *
     * @return {@code true} when this page has entries and its number is below the last page's
     */
    public boolean hasNextPage() {
        if (entries.isEmpty() || page.isEmpty()) {
            return false;
        }
        Optional<Integer> last = lastPage.isPresent() ? lastPage : totalPages;
        return last.map(l -> page.get() < l).orElse(false);
    }

    /**
     * Decodes the whole reply {@code {status, content, user, name}}.
     *
     * @param body the reply
     * @param content its {@code content} object
     * @return the page
     */
    public static SignInPage fromJson(JsonNode body, JsonNode content) {
        return new SignInPage(
                Lenient.nonBlankText(body, "user"),
                Lenient.text(body, "name"),
                Lenient.objects(content, "items").stream().map(SignIn::fromJson).toList(),
                Lenient.integer(content, "current"),
                Lenient.integer(content, "first"),
                Lenient.integer(content, "last"),
                Lenient.integer(content, "next"),
                Lenient.integer(content, "before"),
                Lenient.integer(content, "total_pages"),
                Lenient.integer(content, "total_items"),
                RawJson.of(body));
    }
}
