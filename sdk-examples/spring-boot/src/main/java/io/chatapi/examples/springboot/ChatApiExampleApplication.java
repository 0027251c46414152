package io.chatapi.examples.springboot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot application that uses the chat API through the starter: the client comes from {@code chatapi.*}
 * (see {@code application.properties}), and {@link ShopReport} makes its calls at start-up.
 *
 * <pre>
 * CHATAPI_BASE_URL=https://chat.example.com/api/ CHATAPI_API_KEY=... java -jar app.jar
 * </pre>
 */
@SpringBootApplication
public class ChatApiExampleApplication {
    /**
     * Starts the application.
     *
     * @param args Spring Boot arguments, such as {@code --chatapi.base-url=...}
     */
    public static void main(String[] args) {
        SpringApplication.run(ChatApiExampleApplication.class, args);
    }
}
