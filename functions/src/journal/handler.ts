import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { createManualEntry, getStats, listArtifacts, listEntries, setArtifact, updateTags } from './service.js';

export const routes: DomainRoutes<'journal'> = {
  'GET /api/users/{id}/stats': (req, rt) => getStats(rt, req.params.id),
  'GET /api/users/{id}/journal-entries': async (req, rt) => {
    const { entries, cursor } = await listEntries(rt, req.params.id, req.query);
    return new Reply(200, entries, cursor ? { 'x-next-cursor': cursor } : {});
  },
  'POST /api/users/{id}/journal-entries': (req, rt) => createManualEntry(rt, req.params.id, req.body),
  'PATCH /api/users/{id}/journal-entries/{entryId}/tags': (req, rt) => updateTags(rt, req.params.id, req.params.entryId, req.body.themes),
  // The owner policy has checked that the entry is the caller's, so it lives in the caller's partition.
  'PATCH /api/journal-entries/{entryId}/artifact': (req, rt) => setArtifact(rt, req.auth.userId, req.params.entryId, req.body.isArtifact),
  'GET /api/users/{id}/artifacts': (req, rt) => listArtifacts(rt, req.params.id),
};

export const handler = httpHandler('journal', routes);
