package io.chatapi.testkit;

/**
 * One entry of an agent's sign-in history.
 *
 * @param date Unix seconds, as a string
 * @param ip the address signed in from
 * @param browser the browser name, or null
 * @param browserVersion the (truncated) browser version, or null
 * @param platform the operating system (wire name {@code platfrom})
 */
record SignIn(String date, String ip, String browser, String browserVersion, String platform) {}
