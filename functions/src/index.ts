// Wires the deployable functions; the work lives in api/, handlers/ and (later) triggers/.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { createPagesApp } from './pages/app';

export const api = onRequest({ region: 'us-central1', memory: '512MiB' }, createApp());

/** Product pages' HTML with their head filled in, and sitemap.xml (Hosting rewrites). */
export const pages = onRequest({ region: 'us-central1', memory: '256MiB' }, createPagesApp());
