package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A turn's tag printed says whether it carries a token, never which. */
class TokenInterceptorSendTest {
    @Test
    void a_send_printed_says_whether_it_carries_a_token_but_never_shows_it() {
        TokenInterceptor.Send withToken = new TokenInterceptor.Send("tok-SECRET-1", reply -> {});
        TokenInterceptor.Send authentication = new TokenInterceptor.Send(null, reply -> {});

        assertThat(withToken.toString())
                .isEqualTo("TokenInterceptor.Send[token, spent=false]")
                .doesNotContain("SECRET");
        assertThat(authentication.toString()).isEqualTo("TokenInterceptor.Send[no token, spent=false]");
    }
}
