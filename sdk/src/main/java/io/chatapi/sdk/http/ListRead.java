package io.chatapi.sdk.http;

import java.util.List;
import java.util.function.Consumer;

/**
 * How {@link Transport#readList} reads a reply's list field: the one description of a list read, in place of a
 * method (or a flag) per way. The list field {@code field} is bound to {@code type} element by element as it is
 * parsed, so the reply's text and tree never sit in memory beside the list; the reply's other fields make its
 * {@link Reply}.
 *
 * @param <T> the element type
 * @param field the reply's list field, as {@code messages}
 * @param type what each element is bound to
 * @param shape kept whole or streamed, and what the reply's {@code raw()} holds
 * @param each takes each element (null for {@link Shape#OPEN}, where the caller pulls them)
 * @param restart runs before every try of a kept list, to drop what a failed try handed over
 */
public record ListRead<T>(String field, Class<T> type, Shape shape, Consumer<? super T> each, Runnable restart) {
    /** Kept whole or streamed: what the size limit, the call timeout and retries cover. */
    public enum Shape {
        /**
         * Into a list the caller keeps: within {@code maxReplyBytes} and the call timeout, retried as any read (the
         * list restarted first); the reply's {@code raw()} is the reply without the list.
         */
        KEPT(false, false),
        /** As {@link #KEPT}, with the body read whole first: the reply's {@code raw()} is all of it, list included. */
        KEPT_WITH_RAW(false, false),
        /**
         * Handed over as parsed, at the caller's pace, for a list too long to keep: no size limit, and the call
         * timeout bounds only the wait for the reply; retried until the first element is handed over, then a failure
         * is thrown (a retry would hand the same elements over again).
         */
        EACH(true, false),
        /**
         * Returned open as an {@link OpenList} for the caller to pull and close, as {@link #EACH} otherwise; retried
         * until returned (its first element read). The reply must hold {@code field}.
         */
        OPEN(true, true);

        final boolean streamed;
        final boolean keepOpen;

        Shape(boolean streamed, boolean keepOpen) {
            this.streamed = streamed;
            this.keepOpen = keepOpen;
        }
    }

    /**
     * Checks the description is whole.
     *
     * @throws IllegalArgumentException without a field, a type or a shape, or without {@code each} where elements are
     *     handed over
     */
    public ListRead {
        if (field == null || type == null || shape == null || (each == null && shape != Shape.OPEN)) {
            throw new IllegalArgumentException(
                    "a list read needs a field, a type, a shape and, unless " + Shape.OPEN + ", a taker of elements");
        }
        restart = restart == null ? () -> {} : restart;
    }

    /** {@return a read of {@code field} into {@code list}, cleared before every try} ({@link Shape#KEPT}) */
    public static <T> ListRead<T> into(List<? super T> list, String field, Class<T> type) {
        return new ListRead<>(field, type, Shape.KEPT, list::add, list::clear);
    }

    /** {@return a read of {@code field} into {@code list}, the reply's raw() all of the body} */
    public static <T> ListRead<T> intoWithRaw(List<? super T> list, String field, Class<T> type) {
        return new ListRead<>(field, type, Shape.KEPT_WITH_RAW, list::add, list::clear);
    }

    /** {@return a read of {@code field} handing each element to {@code each} as parsed} ({@link Shape#EACH}) */
    public static <T> ListRead<T> each(String field, Class<T> type, Consumer<? super T> each) {
        return new ListRead<>(field, type, Shape.EACH, each, null);
    }

    /** {@return a read of {@code field} returned open, for the caller to pull} ({@link Shape#OPEN}) */
    public static <T> ListRead<T> open(String field, Class<T> type) {
        return new ListRead<>(field, type, Shape.OPEN, null, null);
    }
}
