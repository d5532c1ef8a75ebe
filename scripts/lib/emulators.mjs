// Shared helpers of the local scripts: find Java and a Firestore emulator, wait for ports,
// and make sure only one emulator suite runs at a time on this machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-xmates';
const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;
export const PORTS = {
  auth: config.auth.port,
  firestore: config.firestore.port,
  functions: config.functions.port,
  hosting: config.hosting.port,
};
export const HOST = '127.0.0.1';
export const XMATES_URL = `http://${HOST}:${PORTS.hosting}`;

const MACHINE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function fail(message) {
  console.error(`\n[xmates] ${message}\n`);
  process.exit(1);
}

/** Java 11+ is needed by the Firestore emulator; say so clearly when it is missing. */
export function ensureJava() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    fail(
      'Java was not found. The Firestore emulator needs a Java runtime (11 or newer).\n' +
        'Install one, e.g. `sudo apt-get install -y openjdk-17-jre-headless`, then try again.',
    );
  }
}

/**
 * Environment for `firebase emulators:*` so that a Firestore emulator is found:
 * 1. firebase-tools' own downloaded JAR (machines with internet) needs nothing;
 * 2. else the Debian package google-cloud-cli-firestore-emulator, through a launcher JAR whose
 *    manifest names the main class (the packaged JAR has none);
 * 3. else firebase-tools tries to download, and we say what to install if that cannot work.
 */
export function firestoreEmulatorEnv() {
  const cacheDir = join(homedir(), '.cache', 'firebase', 'emulators');
  const downloaded =
    existsSync(cacheDir) &&
    readdirSync(cacheDir).some((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  if (downloaded) return {};
  if (existsSync(MACHINE_JAR)) {
    const dir = join(ROOT, '.cache', 'firestore-emulator');
    const launcher = join(dir, 'launcher.jar');
    if (!existsSync(launcher)) {
      mkdirSync(dir, { recursive: true });
      const manifest = join(dir, 'MANIFEST.MF');
      writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${MACHINE_JAR}\n`);
      try {
        execFileSync('jar', ['cfm', launcher, manifest], { stdio: 'inherit' });
      } catch {
        fail(
          'Could not build the Firestore launcher JAR: the JDK `jar` tool is needed (openjdk-17-jdk-headless).',
        );
      }
    }
    return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
  }
  console.warn(
    '[xmates] No local Firestore emulator JAR found; firebase-tools will try to download one.\n' +
      '         Offline, install the Debian package google-cloud-cli-firestore-emulator instead.',
  );
  return {};
}

export function isPortOpen(port, host = HOST) {
  return new Promise((done) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const LOCK_DIR = join(homedir(), '.cache', 'xmates-emulators.lock');

/**
 * One emulator suite at a time: the ports are fixed, so a second run waits for the first
 * (a lock directory holding the owner's pid; a dead owner's lock is taken over).
 */
export async function acquireSuiteLock() {
  mkdirSync(dirname(LOCK_DIR), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      const release = () => rmSync(LOCK_DIR, { recursive: true, force: true });
      process.on('exit', release);
      return release;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
      } catch {
        /* the owner is between mkdir and writing its pid */
      }
      if (owner && !isAlive(owner)) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!told) {
        console.log(
          `[xmates] Another emulator suite is running (pid ${owner}); waiting for it to stop...`,
        );
        told = true;
      }
      await sleep(2000);
    }
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Refuses to start when a fixed port is taken by something that is not ours. */
export async function ensurePortsFree() {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await isPortOpen(port)) {
      fail(`Port ${port} (${name} emulator) is already in use. Stop whatever listens there first.`);
    }
  }
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds what the emulators serve: the bundled functions and the SPA in emulator mode. */
export function buildAll() {
  run('npm', ['run', 'build', '--silent']);
}

export function emulatorEnv() {
  return {
    ...process.env,
    ...firestoreEmulatorEnv(),
    XMATES_URL,
    GCLOUD_PROJECT: PROJECT_ID,
    // Seconds the Functions emulator gives a new worker process to load the functions (30 by
    // default, which a busy 2-core machine can pass: "Failed to load function", then 504s).
    FUNCTIONS_DISCOVERY_TIMEOUT: '120',
  };
}

export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

const LOCAL_CONFIG = 'firebase.local.json';

/**
 * firebase.json for the local suite (written beside it, so its relative paths hold): the same
 * configuration, with the Auth and Firestore emulators' ports added to the Content-Security-Policy's
 * connect-src, since the SPA talks to them directly. Production's policy stays without them.
 * Returns the firebase-tools arguments that select it.
 */
export function localConfigArgs() {
  const firebase = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const emulatorSources = [PORTS.auth, PORTS.firestore].map((port) => `http://*:${port}`).join(' ');
  for (const rule of firebase.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value.replace(/connect-src [^;]*/, (d) => `${d} ${emulatorSources}`);
    }
  }
  writeFileSync(join(ROOT, LOCAL_CONFIG), `${JSON.stringify(firebase, null, 2)}\n`);
  return ['--config', LOCAL_CONFIG];
}
export const ONLY = 'auth,firestore,functions,hosting,tasks';
