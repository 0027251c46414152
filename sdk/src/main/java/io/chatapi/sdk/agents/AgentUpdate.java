package io.chatapi.sdk.agents;

import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jackson.Secret;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Changes to an agent, sent by {@link AgentsClient#edit(String, AgentUpdate)}. A field left empty keeps
 * its current value (the password is sent only when set); {@link #toString()} hides the password.
 *
 * @param name {@code name}
 * @param jobTitle {@code job_title}; empty text clears it
 * @param password {@code password}
 * @param chats {@code chat}, the number of simultaneous conversations
 * @param status {@code status}, the default status
 */
public record AgentUpdate(
        Optional<String> name,
        Optional<String> jobTitle,
        @Secret Optional<String> password,
        Optional<Integer> chats,
        Optional<AgentStatus> status) {

    /**
     * Checks every field.
     *
     * @param name see {@link #name()}
     * @param jobTitle see {@link #jobTitle()}
     * @param password see {@link #password()}
     * @param chats see {@link #chats()}
     * @param status see {@link #status()}
     * @throws IllegalArgumentException naming the field: null, name or password blank or too long,
     *     {@code chats} negative, or nothing set
     */
    public AgentUpdate {
        Validate.notNull("name", name).ifPresent(v -> Validate.notBlank("name", v));
        Validate.notNull("jobTitle", jobTitle);
        Validate.notNull("password", password).ifPresent(v -> Validate.notBlank("password", v));
        Validate.notNull("chats", chats).ifPresent(v -> Validate.notNegative("chats", v));
        Validate.notNull("status", status);
        if (Stream.of(name, jobTitle, password, chats, status).allMatch(Optional::isEmpty)) {
            throw new IllegalArgumentException("an AgentUpdate must change at least one field");
        }
    }

    /** {@return a new builder with nothing set} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a new builder with the fields this update sets} */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.name = name;
        b.jobTitle = jobTitle;
        b.password = password;
        b.chats = chats;
        b.status = status;
        return b;
    }

    /** {@return the fields set, the name shown only as present, the password masked} */
    @Override
    public String toString() {
        return ModelText.of("AgentUpdate")
                .personal("name", name)
                .field("jobTitle", jobTitle)
                .field("chats", chats)
                .field("status", status)
                .field("password", password.map(set -> "[redacted]"))
                .toString();
    }

    /** Collects the changes; each setter checks its value at once. */
    public static final class Builder {
        private Optional<String> name = Optional.empty();
        private Optional<String> jobTitle = Optional.empty();
        private Optional<String> password = Optional.empty();
        private Optional<Integer> chats = Optional.empty();
        private Optional<AgentStatus> status = Optional.empty();

        private Builder() {}

        /**
         * @param name a new name
         * @return this builder
         * @throws IllegalArgumentException when {@code name} is null, blank or too long
         */
        public Builder name(String name) {
            this.name = Optional.of(Validate.notBlank("name", name));
            return this;
        }

        /**
         * @param jobTitle a new job title, or an empty string to clear it
         * @return this builder
         * @throws IllegalArgumentException when {@code jobTitle} is {@code null}
         */
        public Builder jobTitle(String jobTitle) {
            this.jobTitle = Optional.of(Validate.notNull("jobTitle", jobTitle));
            return this;
        }

        /**
         * @param password a new password
         * @return this builder
         * @throws IllegalArgumentException when {@code password} is null, blank or too long
         */
        public Builder password(String password) {
            this.password = Optional.of(Validate.notBlank("password", password));
            return this;
        }

        /**
         * @param chats a new number of simultaneous conversations, zero or more
         * @return this builder
         * @throws IllegalArgumentException when {@code chats} is negative
         */
        public Builder chats(int chats) {
            this.chats = Optional.of(Validate.notNegative("chats", chats));
            return this;
        }

        /**
         * @param status a new default status
         * @return this builder
         * @throws IllegalArgumentException when {@code status} is {@code null}
         */
        public Builder status(AgentStatus status) {
            this.status = Optional.of(Validate.notNull("status", status));
            return this;
        }

        /**
         * {@return the update}
         *
         * @throws IllegalArgumentException when nothing was set
         */
        public AgentUpdate build() {
            return new AgentUpdate(name, jobTitle, password, chats, status);
        }
    }
}
