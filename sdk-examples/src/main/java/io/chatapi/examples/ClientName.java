package io.chatapi.examples;

import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.clientdata.UserInfo;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A ticket client's display name, from what the website plug-in sent about them. */
public final class ClientName {
    private ClientName() {}

    /**
     * First and last name from the client data's {@code user_info}, when the plug-in sent either.
     *
     * @param data a ticket's client data, if any
     * @return the name, such as {@code Agnieszka Wiśniewska}, or empty when unknown
     */
    public static Optional<String> of(Optional<ClientData> data) {
        Optional<UserInfo> user = data.flatMap(ClientData::userInfo);
        String name = Stream.of(user.flatMap(UserInfo::firstName), user.flatMap(UserInfo::lastName))
                .flatMap(Optional::stream)
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .collect(Collectors.joining(" "));
        return name.isEmpty() ? Optional.empty() : Optional.of(name);
    }
}
