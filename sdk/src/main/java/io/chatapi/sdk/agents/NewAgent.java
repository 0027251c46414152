package io.chatapi.sdk.agents;

import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.jackson.Secret;

/**
 * An agent to add with {@link AgentsClient#add(NewAgent)}; {@link #toString()} hides the password.
 *
 * @param email {@code login}, the e-mail address; trimmed
 * @param name {@code name}, name and surname
 * @param jobTitle {@code job_title}; empty by default
 * @param password {@code password}, the initial password
 * @param chats {@code chat}, how many conversations the agent takes at once; 1 by default
 * @param status {@code status}, the default status; {@link AgentStatus#ONLINE} by default
 */
public record NewAgent(
        String email, String name, String jobTitle, @Secret String password, int chats, AgentStatus status) {

    /**
     * Checks every field.
     *
     * @param email see {@link #email()}
     * @param name see {@link #name()}
     * @param jobTitle see {@link #jobTitle()}; {@code null} is sent as empty
     * @param password see {@link #password()}
     * @param chats see {@link #chats()}
     * @param status see {@link #status()}
     * @throws IllegalArgumentException naming the field when e-mail, name or password is blank or too
     *     long, the e-mail is not {@code text@domain}, {@code chats} is negative or {@code status} null
     */
    public NewAgent {
        email = Validate.email("email", email);
        Validate.notBlank("name", name);
        Validate.notBlank("password", password);
        jobTitle = jobTitle == null ? "" : jobTitle;
        Validate.notNegative("chats", chats);
        Validate.notNull("status", status);
    }

    /** {@return a new builder}; e-mail, name and password are required. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a new builder with every field set from this agent} */
    public Builder toBuilder() {
        return new Builder()
                .email(email)
                .name(name)
                .jobTitle(jobTitle)
                .password(password)
                .chats(chats)
                .status(status);
    }

    /** {@return the fields, e-mail and name shown only as present, the password masked} */
    @Override
    public String toString() {
        return ModelText.of("NewAgent")
                .personal("email", email)
                .personal("name", name)
                .field("jobTitle", jobTitle)
                .field("chats", chats)
                .field("status", status)
                .field("password", "[redacted]")
                .toString();
    }

    /** Collects a new agent's fields, as the record components of the same names. */
    public static final class Builder {
        private String email;
        private String name;
        private String jobTitle = "";
        private String password;
        private int chats = 1;
        private AgentStatus status = AgentStatus.ONLINE;

        private Builder() {}

        /**
         * @param email required: the e-mail address
         * @return this builder
         */
        public Builder email(String email) {
            this.email = email;
            return this;
        }

        /**
         * @param name required: name and surname
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * @param jobTitle the job title; {@code null} is sent as empty
         * @return this builder
         */
        public Builder jobTitle(String jobTitle) {
            this.jobTitle = jobTitle;
            return this;
        }

        /**
         * @param password required: the initial password
         * @return this builder
         */
        public Builder password(String password) {
            this.password = password;
            return this;
        }

        /**
         * @param chats how many conversations the agent takes at once, zero or more
         * @return this builder
         * @throws IllegalArgumentException when negative
         */
        public Builder chats(int chats) {
            this.chats = Validate.notNegative("chats", chats);
            return this;
        }

        /**
         * @param status the agent's default status
         * @return this builder
         * @throws IllegalArgumentException when {@code status} is {@code null}
         */
        public Builder status(AgentStatus status) {
            this.status = Validate.notNull("status", status);
            return this;
        }

        /**
         * {@return the agent}
         *
         * @throws IllegalArgumentException naming the field, as the {@link NewAgent} constructor does
         */
        public NewAgent build() {
            return new NewAgent(email, name, jobTitle, password, chats, status);
        }
    }
}
