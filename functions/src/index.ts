// Wires the deployable functions; the work lives in api/, triggers/ and handlers/.
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';

export const api = onRequest({ region: 'us-central1', memory: '512MiB' }, createApp());
