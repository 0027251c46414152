package io.chatapi.sdk.agents;

import io.chatapi.sdk.internal.Validate;
import java.util.Objects;
import java.util.Optional;

/**
 * Changes to an agent, sent by {@link AgentsClient#edit(String, AgentUpdate)}. The fields not set on
 * the builder keep their current value: the edit reads them first and sends them unchanged, except
 * the password, which is sent only when set. The password is never shown by {@link #toString()}.
 */
public final class AgentUpdate {
    private final Optional<String> name;
    private final Optional<String> jobTitle;
    private final Optional<String> password;
    private final Optional<Integer> chats;
    private final Optional<AgentStatus> status;

    private AgentUpdate(Builder b) {
        this.name = Optional.ofNullable(b.name);
        this.jobTitle = Optional.ofNullable(b.jobTitle);
        this.password = Optional.ofNullable(b.password);
        this.chats = Optional.ofNullable(b.chats);
        this.status = Optional.ofNullable(b.status);
        if (name.isEmpty() && jobTitle.isEmpty() && password.isEmpty() && chats.isEmpty() && status.isEmpty()) {
            throw new IllegalArgumentException("an AgentUpdate must change at least one field");
        }
    }

    /**
     * A builder with nothing set.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding the changes of this update, to add or change some and build a new one.
     *
     * @return a new builder with the fields this update sets
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.name = name.orElse(null);
        b.jobTitle = jobTitle.orElse(null);
        b.password = password.orElse(null);
        b.chats = chats.orElse(null);
        b.status = status.orElse(null);
        return b;
    }

    /**
     * The new name, sent as {@code name}.
     *
     * @return the new name, or empty when unchanged
     */
    public Optional<String> name() {
        return name;
    }

    /**
     * The new job title, sent as {@code job_title}.
     *
     * @return the new job title (empty text clears it), or empty when unchanged
     */
    public Optional<String> jobTitle() {
        return jobTitle;
    }

    /**
     * The new password, sent as {@code password}.
     *
     * @return the new password, or empty when unchanged
     */
    public Optional<String> password() {
        return password;
    }

    /**
     * The new number of simultaneous conversations, sent as {@code chat}.
     *
     * @return the new number, or empty when unchanged
     */
    public Optional<Integer> chats() {
        return chats;
    }

    /**
     * The new default status, sent as {@code status}.
     *
     * @return the new status, or empty when unchanged
     */
    public Optional<AgentStatus> status() {
        return status;
    }

    /** Whether every field an agent read shows is set, so an edit needs no read to send the whole record. */
    boolean setsEveryReadableField() {
        return name.isPresent() && jobTitle.isPresent() && chats.isPresent() && status.isPresent();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof AgentUpdate)) {
            return false;
        }
        AgentUpdate other = (AgentUpdate) o;
        return name.equals(other.name)
                && jobTitle.equals(other.jobTitle)
                && password.equals(other.password)
                && chats.equals(other.chats)
                && status.equals(other.status);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, jobTitle, chats, status);
    }

    /** The fields set, with the password masked. */
    @Override
    public String toString() {
        return "AgentUpdate[name=" + name.orElse("-") + ", jobTitle=" + jobTitle.orElse("-")
                + ", chats=" + chats.map(String::valueOf).orElse("-") + ", status="
                + status.map(Enum::name).orElse("-")
                + ", password=" + (password.isPresent() ? "[redacted]" : "-") + "]";
    }

    /** Collects the changes. */
    public static final class Builder {
        private String name;
        private String jobTitle;
        private String password;
        private Integer chats;
        private AgentStatus status;

        private Builder() {}

        /**
         * A new name; must not be blank.
         *
         * @param name the new name
         * @return this builder
         * @throws IllegalArgumentException when {@code name} is null, blank or too long
         */
        public Builder name(String name) {
            this.name = Validate.notBlank("name", name);
            return this;
        }

        /**
         * A new job title; empty clears it.
         *
         * @param jobTitle the new job title, or an empty string
         * @return this builder
         * @throws IllegalArgumentException when {@code jobTitle} is {@code null}
         */
        public Builder jobTitle(String jobTitle) {
            this.jobTitle = Validate.notNull("jobTitle", jobTitle);
            return this;
        }

        /**
         * A new password; must not be blank.
         *
         * @param password the new password
         * @return this builder
         * @throws IllegalArgumentException when {@code password} is null, blank or too long
         */
        public Builder password(String password) {
            this.password = Validate.notBlank("password", password);
            return this;
        }

        /**
         * A new number of simultaneous conversations; must not be negative.
         *
         * @param chats the new number, zero or more
         * @return this builder
         * @throws IllegalArgumentException when {@code chats} is negative
         */
        public Builder chats(int chats) {
            this.chats = Validate.notNegative("chats", chats);
            return this;
        }

        /**
         * A new default status.
         *
         * @param status the new status
         * @return this builder
         * @throws IllegalArgumentException when {@code status} is {@code null}
         */
        public Builder status(AgentStatus status) {
            this.status = Validate.notNull("status", status);
            return this;
        }

        /**
         * Builds the update.
         *
         * @return the update
         * @throws IllegalArgumentException when nothing was set
         */
        public AgentUpdate build() {
            return new AgentUpdate(this);
        }
    }
}
