// The Admin SDK app of the operator scripts: on the emulators no credentials and no metadata
// server (a demo- project keeps it offline); in production the application default credentials.
import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';

export function openAdminApp(emulated: boolean): App {
  // Probing for a metadata server offline only prints a warning.
  if (emulated) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return emulated
    ? initializeApp({ projectId: projectId ?? 'demo-xmates' })
    : initializeApp({ credential: applicationDefault(), ...(projectId ? { projectId } : {}) });
}
