// Starts the API's emulator workers before any file runs. The Functions emulator loads a worker
// process for each concurrent request it has no idle worker for, which takes seconds on a busy
// 2-core machine; a page's first load sends several API calls at once, so a browser test that
// met a cold pool waited on worker start-up instead of the product (and timed out under CI load).
import { warmWorkers } from './api';

export default async function warmFunctions() {
  await warmWorkers(10);
}
