// Wires the deployable functions; the work lives in api/, handlers/ and (later) triggers/.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';

export const api = onRequest({ region: 'us-central1', memory: '512MiB' }, createApp());
