import { journalRoutes } from '@steady/shared/routes/journal';
import { recordRequestRead } from '../audit/service.js';
import { Reply, httpHandler, type DomainRoutes } from '../platform/http.js';
import { runtimeFromEnv } from '../app/runtime.js';
import { createManualEntry, getEntry, getStats, listArtifacts, listEntries, setArtifact, updateEntry, updateTags } from './service.js';

export const routes: DomainRoutes<'journal'> = {
  'GET /api/users/{id}/stats': (req, rt) => getStats(rt, req.params.id),
  'GET /api/users/{id}/journal-entries': async (req, rt) => {
    const { entries, cursor } = await listEntries(rt, req.params.id, req.query, req.auth.userId);
    // Someone else's entries: one access record, awaited (docs/architecture.md, "Audit of reads").
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'entries', count: entries.length });
    return new Reply(200, entries, cursor ? { 'x-next-cursor': cursor } : {});
  },
  // A member reads only what the entry's visibility lets them (circle/access.ts); a hidden entry is a 404.
  'GET /api/users/{id}/journal-entries/{entryId}': async (req, rt) => {
    const entry = await getEntry(rt, req.params.id, req.params.entryId, req.auth.userId);
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'entries', count: 1 });
    return entry;
  },
  'PATCH /api/users/{id}/journal-entries/{entryId}': (req, rt) => updateEntry(rt, req.params.id, req.params.entryId, req.body),
  'POST /api/users/{id}/journal-entries': (req, rt) => createManualEntry(rt, req.params.id, req.body),
  'PATCH /api/users/{id}/journal-entries/{entryId}/tags': (req, rt) => updateTags(rt, req.params.id, req.params.entryId, req.body.themes),
  // The owner policy has checked that the entry is the caller's, so it lives in the caller's partition.
  'PATCH /api/journal-entries/{entryId}/artifact': (req, rt) => setArtifact(rt, req.auth.userId, req.params.entryId, req.body.isArtifact),
  'GET /api/users/{id}/artifacts': async (req, rt) => {
    const entries = await listArtifacts(rt, req.params.id, req.auth.userId);
    await recordRequestRead(rt, req, { subjectId: req.params.id, what: 'entries', count: entries.length });
    return entries;
  },
};

export const handler = httpHandler(journalRoutes, routes, runtimeFromEnv);
