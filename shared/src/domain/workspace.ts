/**
 * Shared workspaces (docs/architecture.md, "Shared workspaces"): what one edit changed, as a compact
 * line diff kept in the workspace's history. Only the lines added and removed are kept, never the
 * unchanged ones, so a history item is bounded by the two versions' sizes (each at most 5000
 * characters) and usually far smaller.
 */

export interface LineChange {
  op: 'add' | 'remove';
  text: string;
}

/** Above this many differing lines on either side, the diff is "all old lines removed, all new added" (bounded work). */
export const DIFF_LINE_LIMIT = 400;

const lines = (text: string): string[] => (text === '' ? [] : text.split('\n'));

/**
 * The lines removed from `before` and added in `after`, in document order. Common leading and trailing
 * lines are skipped first; the middle is diffed by longest common subsequence (at most
 * DIFF_LINE_LIMIT² cells), or replaced whole when larger.
 */
export function diffLines(before: string, after: string): LineChange[] {
  const a = lines(before);
  const b = lines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length > DIFF_LINE_LIMIT || midB.length > DIFF_LINE_LIMIT) {
    return [...midA.map((text) => ({ op: 'remove' as const, text })), ...midB.map((text) => ({ op: 'add' as const, text }))];
  }
  // lcs[i][j]: length of the longest common subsequence of midA[i..] and midB[j..].
  const n = midA.length;
  const m = midB.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && midA[i] === midB[j]) {
      i++;
      j++;
    } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      out.push({ op: 'remove', text: midA[i++]! });
    } else {
      out.push({ op: 'add', text: midB[j++]! });
    }
  }
  return out;
}

/** The text a person added in an edit (new or changed lines, and the title when it changed): what the crisis screen reads. */
export function addedText(before: { title: string; content: string }, after: { title: string; content: string }): string {
  const added = diffLines(before.content, after.content)
    .filter((c) => c.op === 'add')
    .map((c) => c.text);
  return [after.title !== before.title ? after.title : '', ...added].filter((t) => t.trim() !== '').join('\n');
}
