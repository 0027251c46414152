package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import java.util.List;
import java.util.Optional;

/**
 * One page of an agent's sign-in history, newest first.
 *
 * @param agentId {@code user}, the agent's uuid
 * @param agentName {@code name}, the agent's name
 * @param entries {@code content.items}, the sign-ins on this page
 * @param page {@code current}, this page's number
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
     * @param agentId see {@link #agentId()}
     * @param agentName see {@link #agentName()}
     * @param entries see {@link #entries()}
     * @param page see {@link #page()}
     * @param firstPage see {@link #firstPage()}
     * @param lastPage see {@link #lastPage()}
     * @param nextPage see {@link #nextPage()}
     * @param previousPage see {@link #previousPage()}
     * @param totalPages see {@link #totalPages()}
     * @param totalEntries see {@link #totalEntries()}
     * @param raw see {@link #raw()}
     */
    public SignInPage {
        entries = List.copyOf(entries);
    }

    /**
     * {@return whether a later page exists}: this page has entries (so paging always ends) and its number
     * is below {@code last}, else {@code total_pages}.
     */
    public boolean hasNextPage() {
        if (entries.isEmpty() || page.isEmpty()) {
            return false;
        }
        return lastPage.or(() -> totalPages).map(l -> page.get() < l).orElse(false);
    }

    // The reply is {status, content, user, name}, the paging fields inside content.
    @JsonCreator
    private static SignInPage fromWire(
            @JsonProperty("user") @NonBlank Optional<String> agentId,
            @JsonProperty("name") Optional<String> agentName,
            @JsonProperty("content") Optional<Paging> content,
            @JsonProperty("raw") RawJson raw) {
        Paging paging = content.orElseGet(Paging::none);
        return new SignInPage(
                agentId,
                agentName,
                paging.items(),
                paging.current(),
                paging.first(),
                paging.last(),
                paging.next(),
                paging.before(),
                paging.totalPages(),
                paging.totalItems(),
                raw);
    }

    private record Paging(
            @JsonProperty("items") List<SignIn> items,
            @JsonProperty("current") Optional<Integer> current,
            @JsonProperty("first") Optional<Integer> first,
            @JsonProperty("last") Optional<Integer> last,
            @JsonProperty("next") Optional<Integer> next,
            @JsonProperty("before") Optional<Integer> before,
            @JsonProperty("total_pages") Optional<Integer> totalPages,
            @JsonProperty("total_items") Optional<Integer> totalItems) {
        static Paging none() {
            Optional<Integer> no = Optional.empty();
            return new Paging(List.of(), no, no, no, no, no, no, no);
        }
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("SignInPage")
                .field("agentId", agentId)
                .personal("agentName", agentName)
                .count("entries", entries)
                .field("page", page)
                .field("lastPage", lastPage)
                .field("totalPages", totalPages)
                .field("totalEntries", totalEntries)
                .toString();
    }
}
