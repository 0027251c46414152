package io.chatapi.sdk.agents;

import io.chatapi.sdk.internal.Validate;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * An agent's whole sign-in history, newest first, read a page at a time from page 1 on each iteration;
 * iterating throws what a page read throws ({@link io.chatapi.sdk.errors.ChatApiException}).
 *
 * <p>Paging trusts nothing the server could get wrong: it stops after the last page page 1 announces
 * ({@code last}, else {@code total_pages}, else 1), after an empty page or one announcing no later page,
 * and drops a page whose {@code current} is not the one asked for or that repeats the page before. So a
 * server ignoring the page asked for costs one request more than the pages it announced, never more.
 */
public final class SignInHistory implements Iterable<SignIn> {
    private final IntFunction<SignInPage> fetchPage;

    /**
     * Pages through the history that {@code fetchPage} reads; {@link AgentsClient#signInHistory(String)} makes one.
     *
     * @param fetchPage reads the page of a number, from 1
     * @throws IllegalArgumentException when {@code fetchPage} is null
     */
    public SignInHistory(IntFunction<SignInPage> fetchPage) {
        this.fetchPage = Validate.notNull("fetchPage", fetchPage);
    }

    /** Iterates every sign-in, reading the next page only when needed. */
    @Override
    public Iterator<SignIn> iterator() {
        return new Iterator<>() {
            private SignInPage page = fetchPage.apply(1);
            private final int lastAnnounced =
                    page.lastPage().or(page::totalPages).orElse(1);
            private int pageNumber = 1;
            private boolean done;
            private Iterator<SignIn> entries = page.entries().iterator();

            @Override
            public boolean hasNext() {
                while (!entries.hasNext()) {
                    if (done || !page.hasNextPage() || pageNumber >= lastAnnounced) {
                        return false;
                    }
                    SignInPage next = fetchPage.apply(++pageNumber);
                    boolean asked = next.page().map(p -> p == pageNumber).orElse(true);
                    if (!asked || next.entries().equals(page.entries())) {
                        done = true; // the server is not paging as asked: what it sent is not page pageNumber
                        return false;
                    }
                    page = next;
                    entries = page.entries().iterator();
                }
                return true;
            }

            @Override
            public SignIn next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return entries.next();
            }
        };
    }

    /**
     * The same sign-ins as a stream, the SDK's one shape for paged results; use it in
     * try-with-resources. A short-circuiting operation ({@code limit}) reads no page beyond its last.
     *
     * <pre>{@code
     * try (Stream<SignIn> signIns = client.agents().signInHistory(agentId).stream()) {
     *     signIns.limit(20).forEach(System.out::println);
     * }
     * }</pre>
     *
     * @return a sequential, ordered stream that reads page 1 at once and later pages as it is consumed
     */
    public Stream<SignIn> stream() {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }
}
