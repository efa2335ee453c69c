import { describe, expect, it } from 'vitest';
import { DevPhoneHub } from '../local/dev-phone-hub.js';

const PHONE = '+14155550101';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The dev phone's line, as a phone network keeps it: a handset that goes away ends its calls. */
describe('DevPhoneHub', () => {
  it('ends a call whose page went away and did not come back (a closed tab): silence now, hung up', async () => {
    const hub = new DevPhoneHub(40);
    const leave = hub.subscribe(PHONE, () => {});
    const ringing = hub.ring(PHONE, 'call-1', '+15005550006', 5_000);
    hub.answer('call-1', true);
    expect(await ringing).toBe(true);
    const answer = hub.listen(PHONE, 'call-1', 90);
    leave();
    expect(await answer).toBeNull();
    expect(hub.hungUp.has('call-1')).toBe(true);
    // A later question on the same call is not waited for either.
    expect(await hub.listen(PHONE, 'call-1', 90)).toBeNull();
    hub.ended('call-1');
    expect(hub.hungUp.has('call-1')).toBe(false);
  });

  it('keeps the call when the page comes back in time (a reload)', async () => {
    const hub = new DevPhoneHub(60);
    const leave = hub.subscribe(PHONE, () => {});
    const ringing = hub.ring(PHONE, 'call-2', '+15005550006', 5_000);
    hub.answer('call-2', true);
    await ringing;
    const heard: string[] = [];
    const answer = hub.listen(PHONE, 'call-2', 90);
    leave();
    await wait(10);
    hub.subscribe(PHONE, (e) => heard.push(e.type));
    await wait(100);
    expect(hub.hungUp.has('call-2')).toBe(false);
    expect(hub.say('call-2', 'Still here, the page reloaded.')).toBe(true);
    expect(await answer).toBe('Still here, the page reloaded.');
  });

  it('treats a ringing phone whose page closed as not answered', async () => {
    const hub = new DevPhoneHub(30);
    const leave = hub.subscribe(PHONE, () => {});
    const ringing = hub.ring(PHONE, 'call-3', '+15005550006', 5_000);
    leave();
    expect(await ringing).toBe(false);
  });
});
