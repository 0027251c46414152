package io.chatapi.sdk.jobs;

import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What {@link Converge} needs to know of one kind of record, as a value built from a client's public calls (see
 * {@link Kinds}): how to list it, which record a definition names (its identity), what stands in the way of creating
 * one, whether a field drifted, and how to create, edit and delete one. The engine calls these functions itself (a
 * component's function, not a method of this class), so that its path to the wire stays short.
 *
 * @param area the operations' prefix in messages, such as {@code aliases}
 * @param createEndpoint the path template of the create, named by a refusal sent before it
 * @param list every record of the kind: one request; null when {@code listFor} reads them
 * @param listFor the records the pending definitions may name, for kinds read some other way; null when {@code list}
 *     reads them
 * @param id the record's id (lists leave out records without one)
 * @param describe the definition's identity in words, free of secrets, such as {@code name=hi, domainIds=[d-1]}
 * @param checkSendable refuses a definition the wire could not carry, with an {@link IllegalArgumentException}
 * @param clash whether two definitions name the same record, or records that cannot both exist
 * @param names whether a record is the one a definition names
 * @param blocks whether a record, not the one named, stops a definition from being created
 * @param taken why a create is refused, naming the listed records (by id) in its way
 * @param differs whether a field of the record differs from the definition; may read the record in full
 * @param create sends the create of a definition (one request)
 * @param update sends the edit that makes the record of an id what a definition says
 * @param delete sends the delete of a record by id (a twin of a race)
 * @param confirmed the record a create acknowledged has made, when known without reading it back
 * @param comparesFromList whether {@code differs} needs no read of its own, so that a record written is compared again
 *     once read back (a difference then is another writer's); when false, an acknowledged write is trusted
 * @param <D> the definition a caller writes: what the record should be
 * @param <R> the record as the server lists it
 */
public record RecordKind<D, R>(
        String area,
        String createEndpoint,
        Supplier<List<R>> list,
        Function<List<D>, List<R>> listFor,
        Function<R, String> id,
        Function<D, String> describe,
        Consumer<D> checkSendable,
        BiPredicate<D, D> clash,
        BiPredicate<R, D> names,
        BiPredicate<R, D> blocks,
        BiFunction<D, List<String>, String> taken,
        BiPredicate<R, D> differs,
        Consumer<D> create,
        BiConsumer<String, D> update,
        Consumer<String> delete,
        Function<D, Optional<R>> confirmed,
        boolean comparesFromList) {

    /**
     * Starts a kind; {@link Builder#build()} checks that list, id, describe, names, clash, differs and create are given.
     *
     * @param area the operations' prefix, such as {@code aliases}
     * @param createEndpoint the path template of the create
     * @param <D> the definition a caller writes
     * @param <R> the record as listed
     * @return the builder
     */
    public static <D, R> Builder<D, R> builder(String area, String createEndpoint) {
        return new Builder<>(area, createEndpoint);
    }

    /**
     * Builds a {@link RecordKind}; the parts not given have the defaults their setters name.
     *
     * @param <D> the definition a caller writes
     * @param <R> the record as listed
     */
    public static final class Builder<D, R> {
        private final String area;
        private final String createEndpoint;
        private Supplier<List<R>> list;
        private Function<List<D>, List<R>> listFor;
        private Function<R, String> id;
        private Function<D, String> describe;
        private Consumer<D> checkSendable = d -> {};
        private BiPredicate<D, D> clash;
        private BiPredicate<R, D> names;
        private BiPredicate<R, D> blocks = (r, d) -> false;
        private BiFunction<D, List<String>, String> taken;
        private BiPredicate<R, D> differs;
        private Consumer<D> create;
        private BiConsumer<String, D> update;
        private Consumer<String> delete;
        private Function<D, Optional<R>> confirmed = d -> Optional.empty();
        private boolean comparesFromList = true;

        private Builder(String area, String createEndpoint) {
            this.area = area;
            this.createEndpoint = createEndpoint;
            this.taken =
                    (d, ids) -> area + " " + describe.apply(d) + " exists already as " + ids + "; nothing was sent";
            this.update = (id, d) -> refuse("edited");
            this.delete = id -> refuse("deleted");
        }

        private void refuse(String verb) {
            throw new IllegalStateException(area + " records are never " + verb + " by a job");
        }

        /**
         * Sets {@code list}.
         *
         * @param all every record of the kind: one request, whatever is pending
         * @return this builder
         */
        public Builder<D, R> list(Supplier<List<R>> all) {
            this.list = all;
            return this;
        }

        /**
         * Sets {@code listFor}.
         *
         * @param forPending the records the pending definitions may name, for kinds read some other way
         * @return this builder
         */
        public Builder<D, R> listFor(Function<List<D>, List<R>> forPending) {
            this.listFor = forPending;
            return this;
        }

        /**
         * Sets {@code id}.
         *
         * @param value the record's id
         * @return this builder
         */
        public Builder<D, R> id(Function<R, String> value) {
            this.id = value;
            return this;
        }

        /**
         * Sets {@code describe}.
         *
         * @param value the definition's identity in words, free of secrets
         * @return this builder
         */
        public Builder<D, R> describe(Function<D, String> value) {
            this.describe = value;
            return this;
        }

        /**
         * Sets {@code checkSendable}.
         *
         * @param value refuses what the wire cannot carry; nothing by default
         * @return this builder
         */
        public Builder<D, R> checkSendable(Consumer<D> value) {
            this.checkSendable = value;
            return this;
        }

        /**
         * Sets {@code clash}.
         *
         * @param value whether two definitions name the same record, or records that cannot both exist
         * @return this builder
         */
        public Builder<D, R> clash(BiPredicate<D, D> value) {
            this.clash = value;
            return this;
        }

        /**
         * Sets {@code names}.
         *
         * @param value whether a record is the one a definition names
         * @return this builder
         */
        public Builder<D, R> names(BiPredicate<R, D> value) {
            this.names = value;
            return this;
        }

        /**
         * Sets {@code blocks}.
         *
         * @param value whether another record stands in the way; none by default
         * @return this builder
         */
        public Builder<D, R> blocks(BiPredicate<R, D> value) {
            this.blocks = value;
            return this;
        }

        /**
         * Sets {@code taken}.
         *
         * @param value the refusal's words; by default "{area} {identity} exists already as [ids]"
         * @return this builder
         */
        public Builder<D, R> taken(BiFunction<D, List<String>, String> value) {
            this.taken = value;
            return this;
        }

        /**
         * Sets {@code differs}.
         *
         * @param value whether a field of the record differs from the definition
         * @return this builder
         */
        public Builder<D, R> differs(BiPredicate<R, D> value) {
            this.differs = value;
            return this;
        }

        /**
         * Sets {@code create}.
         *
         * @param value sends the create of a definition: one request
         * @return this builder
         */
        public Builder<D, R> create(Consumer<D> value) {
            this.create = value;
            return this;
        }

        /**
         * Sets {@code update}.
         *
         * @param value sends an edit by id; by default records are never edited (differs must then be false)
         * @return this builder
         */
        public Builder<D, R> update(BiConsumer<String, D> value) {
            this.update = value;
            return this;
        }

        /**
         * Sets {@code delete}.
         *
         * @param value sends a delete by id; by default the kind has no twins to delete
         * @return this builder
         */
        public Builder<D, R> delete(Consumer<String> value) {
            this.delete = value;
            return this;
        }

        /**
         * Sets {@code confirmed}.
         *
         * @param value the record a create acknowledged, when known without a read; empty by default
         * @return this builder
         */
        public Builder<D, R> confirmed(Function<D, Optional<R>> value) {
            this.confirmed = value;
            return this;
        }

        /**
         * Sets {@code comparesFromList}.
         *
         * @param value whether differs reads nothing of its own; true by default
         * @return this builder
         */
        public Builder<D, R> comparesFromList(boolean value) {
            this.comparesFromList = value;
            return this;
        }

        /**
         * {@return the kind}
         *
         * @throws IllegalStateException when list (or listFor: one of them), id, describe, names, clash, differs or
         *     create is missing
         */
        public RecordKind<D, R> build() {
            if ((list == null) == (listFor == null)
                    || id == null
                    || describe == null
                    || names == null
                    || clash == null
                    || differs == null
                    || create == null) {
                throw new IllegalStateException(
                        "a record kind needs list or listFor, id, describe, names, clash, differs, create");
            }
            return new RecordKind<>(
                    area,
                    createEndpoint,
                    list,
                    listFor,
                    id,
                    describe,
                    checkSendable,
                    clash,
                    names,
                    blocks,
                    taken,
                    differs,
                    create,
                    update,
                    delete,
                    confirmed,
                    comparesFromList);
        }
    }
}
