// Fails fast, with the right command, when the emulator suite is not running.
export default function requireEmulators() {
  for (const name of [
    'XMATES_URL',
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'GCLOUD_PROJECT',
  ]) {
    if (!process.env[name]) {
      throw new Error(
        `${name} is not set. Run these tests with: npm run with-emulators -- npm run test:emulated`,
      );
    }
  }
}
