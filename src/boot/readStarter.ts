// The read starter: the first script of the record view's document (record.html), inlined before
// any style by build/readStarter.ts in a build against an API. It sends the record's reads as the
// boot script would (src/api/recordReadRequest.ts) the moment the document's first bytes are
// parsed, and leaves them for the boot script to take (src/bootHandoff/startedReads.ts). Whatever
// serves the page (nginx, any static host, the app's worker), the reads leave before the styles
// and the boot script have even arrived, with no credentials. Under the app's worker, which sent
// them at the navigation already, it takes them from the worker instead (./readsFromWorker.ts).
import { apiBase, readOrder } from 'virtual:read-starter';
import { fetchRecordRead, recordReadUrl } from '../api/recordReadRequest';
import { isCardCodeAddress } from '../lib/cardCode';
import { recordViewCardCode } from '../lib/recordViewAddress';
import { controllingWorker, readsFromWorker } from './readsFromWorker';

const cardCode = recordViewCardCode(location.pathname);
if (isCardCodeAddress(cardCode)) {
  const urlOf = (resource: string) => recordReadUrl(apiBase, resource, cardCode);
  const worker = controllingWorker();
  window.__startedReads = worker
    ? readsFromWorker(worker, readOrder, urlOf)
    : new Map(readOrder.map((resource) => [urlOf(resource), fetchRecordRead(urlOf(resource))]));
}
