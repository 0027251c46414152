package io.chatapi.sdk.agents;

import io.chatapi.sdk.internal.Validate;
import java.util.Objects;

/**
 * An agent to add with {@link AgentsClient#add(NewAgent)}. Build one with {@link #builder()}; the
 * password is sent but never shown by {@link #toString()}.
 */
public final class NewAgent {
    private final String email;
    private final String name;
    private final String jobTitle;
    private final String password;
    private final int chats;
    private final AgentStatus status;

    private NewAgent(Builder b) {
        this.email = Validate.email("email", b.email);
        this.name = Validate.notBlank("name", b.name);
        this.password = Validate.notBlank("password", b.password);
        this.jobTitle = b.jobTitle == null ? "" : b.jobTitle;
        this.chats = b.chats;
        this.status = b.status;
    }

    /**
     * A builder; e-mail, name and password are required.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding every field of this agent, to change some and build a new one.
     *
     * @return a new builder with every field set from this agent
     */
    public Builder toBuilder() {
        return new Builder()
                .email(email)
                .name(name)
                .jobTitle(jobTitle)
                .password(password)
                .chats(chats)
                .status(status);
    }

    /**
     * The e-mail address, sent as {@code login}.
     *
     * @return the e-mail address, trimmed
     */
    public String email() {
        return email;
    }

    /**
     * Name and surname, sent as {@code name}.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * The job title, sent as {@code job_title}; empty by default.
     *
     * @return the job title, or an empty string
     */
    public String jobTitle() {
        return jobTitle;
    }

    /**
     * The password, sent as {@code password}.
     *
     * @return the password
     */
    public String password() {
        return password;
    }

    /**
     * How many conversations the agent takes at once, sent as {@code chat}.
     *
     * @return the number of conversations, zero or more
     */
    public int chats() {
        return chats;
    }

    /**
     * The agent's default status, sent as {@code status}.
     *
     * @return the status
     */
    public AgentStatus status() {
        return status;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof NewAgent)) {
            return false;
        }
        NewAgent other = (NewAgent) o;
        return email.equals(other.email)
                && name.equals(other.name)
                && jobTitle.equals(other.jobTitle)
                && password.equals(other.password)
                && chats == other.chats
                && status == other.status;
    }

    @Override
    public int hashCode() {
        return Objects.hash(email, name, jobTitle, chats, status);
    }

    /** Everything but the password. */
    @Override
    public String toString() {
        return "NewAgent[email=" + email + ", name=" + name + ", jobTitle=" + jobTitle + ", chats=" + chats
                + ", status=" + status + ", password=[redacted]]";
    }

    /** Collects a new agent's fields. */
    public static final class Builder {
        private String email;
        private String name;
        private String jobTitle = "";
        private String password;
        private int chats = 1;
        private AgentStatus status = AgentStatus.ONLINE;

        private Builder() {}

        /**
         * Required: the agent's e-mail address, their login. Checked by {@link #build()}.
         *
         * @param email the e-mail address
         * @return this builder
         */
        public Builder email(String email) {
            this.email = email;
            return this;
        }

        /**
         * Required: name and surname. Checked by {@link #build()}.
         *
         * @param name the name and surname
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * The job title. Default empty.
         *
         * @param jobTitle the job title; {@code null} is sent as empty
         * @return this builder
         */
        public Builder jobTitle(String jobTitle) {
            this.jobTitle = jobTitle;
            return this;
        }

        /**
         * Required: the initial password. Checked by {@link #build()}.
         *
         * @param password the initial password
         * @return this builder
         */
        public Builder password(String password) {
            this.password = password;
            return this;
        }

        /**
         * How many conversations the agent takes at once. Default 1.
         *
         * @param chats the number of conversations, zero or more
         * @return this builder
         * @throws IllegalArgumentException when negative
         */
        public Builder chats(int chats) {
            this.chats = Validate.notNegative("chats", chats);
            return this;
        }

        /**
         * The agent's default status. Default {@link AgentStatus#ONLINE}.
         *
         * @param status the status
         * @return this builder
         * @throws IllegalArgumentException when {@code status} is {@code null}
         */
        public Builder status(AgentStatus status) {
            this.status = Validate.notNull("status", status);
            return this;
        }

        /**
         * Builds the agent.
         *
         * @return the agent
         * @throws IllegalArgumentException naming the field when e-mail, name or password is missing,
         *     blank or too long, or the e-mail is not of the form {@code text@domain}
         */
        public NewAgent build() {
            return new NewAgent(this);
        }
    }
}
