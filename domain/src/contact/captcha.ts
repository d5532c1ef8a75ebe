/**
 * hCaptcha's published test response token. The local emulator accepts it and nothing else
 * (hCaptcha cannot be reached from a development machine); production sends every token to
 * hCaptcha, which refuses this one for a real site key.
 */
export const HCAPTCHA_TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
