package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code user_info} branch: who the client is.
 *
 * @param clientId the unique client id: {@code uuid} on the wire (the spec's prose calls it {@code uid}; both are read,
 *     {@code uuid} is written)
 * @param email the client's e-mail
 * @param firstName {@code name}
 * @param lastName {@code lastname}
 * @param conversion the client's conversion, text as sent (its unit is not shown)
 * @param street the street lines
 * @param city the city
 * @param postcode the postcode, as text
 * @param country the country
 * @param telephone the telephone number, as text
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record UserInfo(
        @JsonProperty("uuid") @JsonAlias("uid") Optional<String> clientId,
        @JsonProperty("email") Optional<String> email,
        @JsonProperty("name") Optional<String> firstName,
        @JsonProperty("lastname") Optional<String> lastName,
        @JsonProperty("conversion") Optional<String> conversion,
        @JsonProperty("street") List<String> street,
        @JsonProperty("city") Optional<String> city,
        @JsonProperty("postcode") Optional<String> postcode,
        @JsonProperty("country") Optional<String> country,
        @JsonProperty("telephone") Optional<String> telephone,
        RawJson raw) {

    /**
     * Copies the collections, so that the record stays immutable.
     *
     * @param clientId see {@link #clientId()}
     * @param email see {@link #email()}
     * @param firstName see {@link #firstName()}
     * @param lastName see {@link #lastName()}
     * @param conversion see {@link #conversion()}
     * @param street see {@link #street()}
     * @param city see {@link #city()}
     * @param postcode see {@link #postcode()}
     * @param country see {@link #country()}
     * @param telephone see {@link #telephone()}
     * @param raw see {@link #raw()}
     */
    public UserInfo {
        street = List.copyOf(street);
    }

    /** {@return the wire form as a new object node: every present field as a string, {@code street} as an array} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, "uuid", clientId);
        Wire.put(out, "email", email);
        Wire.put(out, "name", firstName);
        Wire.put(out, "lastname", lastName);
        Wire.put(out, Wire.CONVERSION, conversion);
        street.forEach(out.putArray("street")::add);
        Wire.put(out, "city", city);
        Wire.put(out, "postcode", postcode);
        Wire.put(out, "country", country);
        Wire.put(out, "telephone", telephone);
        return out;
    }

    /** {@return a new builder for the plug-in direction; every field is optional} */
    public static Builder builder() {
        return new Builder();
    }

    /** Equal when every typed field is equal; {@link #raw()} takes no part. */
    @Override
    public boolean equals(Object other) {
        return TypedEquality.equal(this, other);
    }

    @Override
    public int hashCode() {
        return TypedEquality.hash(this);
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("UserInfo")
                .personal("clientId", clientId)
                .personal("email", email)
                .personal("firstName", firstName)
                .personal("lastName", lastName)
                .field("conversion", conversion)
                .personal("street", street)
                .personal("city", city)
                .personal("postcode", postcode)
                .field("country", country)
                .personal("telephone", telephone)
                .toString();
    }

    /** Collects a {@link UserInfo}. Each setter throws {@link IllegalArgumentException} for null. */
    public static final class Builder {
        private Optional<String> clientId = Optional.empty();
        private Optional<String> email = Optional.empty();
        private Optional<String> firstName = Optional.empty();
        private Optional<String> lastName = Optional.empty();
        private Optional<String> conversion = Optional.empty();
        private final List<String> street = new ArrayList<>();
        private Optional<String> city = Optional.empty();
        private Optional<String> postcode = Optional.empty();
        private Optional<String> country = Optional.empty();
        private Optional<String> telephone = Optional.empty();

        private Builder() {}

        /**
         * {@return this builder, with {@code uuid} set}
         *
         * @param value the unique client id
         */
        public Builder clientId(String value) {
            clientId = Optional.of(Validate.notTooLong("clientId (uuid)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code email} set}
         *
         * @param value the client's e-mail
         */
        public Builder email(String value) {
            email = Optional.of(Validate.notTooLong("email (email)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code name} set}
         *
         * @param value the first name
         */
        public Builder firstName(String value) {
            firstName = Optional.of(Validate.notTooLong("firstName (name)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code lastname} set}
         *
         * @param value the last name
         */
        public Builder lastName(String value) {
            lastName = Optional.of(Validate.notTooLong("lastName (lastname)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code conversion} set}
         *
         * @param value the client's conversion, written as given
         */
        public Builder conversion(String value) {
            conversion = Optional.of(Validate.notTooLong("conversion (conversion)", value));
            return this;
        }

        /**
         * {@return this builder, with the street line added to {@code street}}
         *
         * @param value a street line
         */
        public Builder addStreetLine(String value) {
            street.add(Validate.notTooLong("street (street)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code city} set}
         *
         * @param value the city
         */
        public Builder city(String value) {
            city = Optional.of(Validate.notTooLong("city (city)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code postcode} set}
         *
         * @param value the postcode
         */
        public Builder postcode(String value) {
            postcode = Optional.of(Validate.notTooLong("postcode (postcode)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code country} set}
         *
         * @param value the country
         */
        public Builder country(String value) {
            country = Optional.of(Validate.notTooLong("country (country)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code telephone} set}
         *
         * @param value the telephone number
         */
        public Builder telephone(String value) {
            telephone = Optional.of(Validate.notTooLong("telephone (telephone)", value));
            return this;
        }

        /** {@return the user info; its {@code raw} is absent, as nothing was received} */
        public UserInfo build() {
            return new UserInfo(
                    clientId,
                    email,
                    firstName,
                    lastName,
                    conversion,
                    street,
                    city,
                    postcode,
                    country,
                    telephone,
                    RawJson.none());
        }
    }
}
