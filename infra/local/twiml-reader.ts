/** The TwiML verbs the conversation uses, as the phone simulator reads them. */
export type Verb =
  | { verb: 'Say'; text: string }
  | { verb: 'Gather'; action: string; timeout: number; says: string[] }
  | { verb: 'Dial'; number: string }
  | { verb: 'Hangup' }
  | { verb: 'Pause'; length: number };

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const attr = (attrs: string, name: string) => {
  const m = new RegExp(`${name}="([^"]*)"`).exec(attrs);
  return m ? decode(m[1]!) : undefined;
};

/** Parses the TwiML our webhooks answer (<Say>, <Gather> with nested <Say>, <Dial>, <Pause>, <Hangup>). */
export function parseTwiml(xml: string): Verb[] {
  const body = /<Response>([\s\S]*)<\/Response>/.exec(xml)?.[1] ?? '';
  const verbs: Verb[] = [];
  const re =
    /<Say([^>]*)>([\s\S]*?)<\/Say>|<Gather([^>]*)>([\s\S]*?)<\/Gather>|<Gather([^>]*)\/>|<Hangup\s*\/>|<Pause([^>]*)\/>|<Dial[^>]*>([\s\S]*?)<\/Dial>/g;
  for (const m of body.matchAll(re)) {
    if (m[2] !== undefined) verbs.push({ verb: 'Say', text: decode(m[2]) });
    else if (m[3] !== undefined || m[5] !== undefined) {
      const attrs = m[3] ?? m[5] ?? '';
      const says = [...(m[4] ?? '').matchAll(/<Say[^>]*>([\s\S]*?)<\/Say>/g)].map((s) => decode(s[1]!));
      verbs.push({ verb: 'Gather', action: attr(attrs, 'action') ?? '', timeout: Number(attr(attrs, 'timeout') ?? 5), says });
    } else if (m[7] !== undefined) verbs.push({ verb: 'Dial', number: decode(m[7]).trim() });
    else if (m[0].startsWith('<Hangup')) verbs.push({ verb: 'Hangup' });
    else verbs.push({ verb: 'Pause', length: Number(attr(m[6] ?? '', 'length') ?? 1) });
  }
  return verbs;
}
