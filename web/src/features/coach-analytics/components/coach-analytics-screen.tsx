import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, RefreshCw, Table2, Users } from 'lucide-react';
import type { AnalyticsRange, StudentAnalyticsRow } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatInZone } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useCaseloadAnalytics } from '../api/get-analytics';
import { caseloadCsv, caseloadCsvFilename, downloadCsv } from '../lib/caseload-csv';
import { adherenceText, daysText, moodText, TREND_WORDS } from '../lib/format';
import { InstrumentTrends } from './instrument-trends';
import { StudentCharts } from './student-charts';

type SortKey = 'name' | 'mood' | 'trend' | 'adherence' | 'entries' | 'streak';
type Sort = { key: SortKey; dir: 'asc' | 'desc' };

const TREND_ORDER = { concerning: 0, declining: 1, volatile: 2, stable: 3, improving: 4 } as const;

/** Sort values; students without a figure sort last either way. */
const SORT_VALUE: Record<SortKey, (r: StudentAnalyticsRow) => string | number | null> = {
  name: (r) => r.name.toLowerCase(),
  mood: (r) => r.moodAverage,
  trend: (r) => TREND_ORDER[r.moodTrend],
  adherence: (r) => r.adherence.rate,
  entries: (r) => r.entriesPerWeek,
  streak: (r) => r.currentStreak,
};

function sortRows(rows: readonly StudentAnalyticsRow[], sort: Sort): StudentAnalyticsRow[] {
  const value = SORT_VALUE[sort.key];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    const c = x < y ? -1 : x > y ? 1 : 0;
    return c !== 0 ? c * sign : a.name.localeCompare(b.name);
  });
}

const COLUMNS: { key: SortKey; label: string; firstDir: Sort['dir'] }[] = [
  { key: 'name', label: 'Student', firstDir: 'asc' },
  { key: 'mood', label: 'Avg mood', firstDir: 'asc' },
  { key: 'trend', label: 'Mood trend', firstDir: 'asc' },
  { key: 'adherence', label: 'Check-in adherence', firstDir: 'asc' },
  { key: 'entries', label: 'Entries / week', firstDir: 'asc' },
  { key: 'streak', label: 'Streak', firstDir: 'desc' },
];

function RangeSwitch({ range, onChange }: { range: AnalyticsRange; onChange: (r: AnalyticsRange) => void }) {
  return (
    <div role="group" aria-label="Range" className="inline-flex rounded-md border p-0.5">
      {([30, 90] as const).map((r) => (
        <Button
          key={r}
          type="button"
          size="sm"
          variant={range === r ? 'default' : 'ghost'}
          aria-pressed={range === r}
          onClick={() => onChange(r)}
          data-testid={`range-${r}`}
        >
          {r} days
        </Button>
      ))}
    </div>
  );
}

function CaseloadTable({
  rows,
  sort,
  onSort,
  onSelect,
  selectedId,
  timeZone,
}: {
  rows: StudentAnalyticsRow[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  onSelect: (id: string) => void;
  selectedId: string | null;
  timeZone: string | undefined;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Caseload table (scrolls sideways on small screens)">
      <table className="w-full min-w-[760px] text-sm" data-testid="caseload-table">
        <caption className="sr-only">Your students' figures. Column headers sort the table.</caption>
        <thead>
          <tr className="border-b text-left">
            {COLUMNS.map((c) => {
              const active = sort.key === c.key;
              const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th key={c.key} scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-2 py-2 font-medium">
                  <button
                    type="button"
                    onClick={() => onSort(c.key)}
                    className="inline-flex items-center gap-1 rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {c.label}
                    <Icon aria-hidden="true" className={cn('size-3.5', active ? 'text-foreground' : 'opacity-60')} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Top themes
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.studentId} className={cn('border-b last:border-0', selectedId === r.studentId && 'bg-muted/60')} data-testid="caseload-row">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                <button
                  type="button"
                  onClick={() => onSelect(r.studentId)}
                  className="rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Show ${r.name}'s charts`}
                >
                  {r.name}
                </button>
                <span className="block text-xs font-normal capitalize text-muted-foreground">
                  {r.relationshipType}
                  {r.lastEntryAt ? ` · last shared ${formatInZone(r.lastEntryAt, 'MMM d', timeZone)}` : ''}
                </span>
              </th>
              <td className="px-2 py-2 tabular-nums">{moodText(r.moodAverage)}</td>
              <td className="px-2 py-2">{r.entries === 0 ? '—' : TREND_WORDS[r.moodTrend]}</td>
              <td className="px-2 py-2 tabular-nums">{adherenceText(r.adherence)}</td>
              <td className="px-2 py-2 tabular-nums">
                {r.entriesPerWeek.toFixed(1)} <span className="text-xs text-muted-foreground">({r.entries})</span>
              </td>
              <td className="px-2 py-2 tabular-nums">{daysText(r.currentStreak)}</td>
              <td className="px-2 py-2 capitalize">{r.topThemes.length ? r.topThemes.map((t) => t.theme).join(', ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The coach's Analytics tab (docs/architecture.md, "Coach analytics"): the caseload table over 30 or
 * 90 days (sortable, exported as CSV) and one student's charts. A self-contained panel: the coach
 * dashboard renders it in its tab panel.
 */
export function CoachAnalyticsScreen({ userId, timeZone }: { userId: string; timeZone?: string | undefined }) {
  const [range, setRange] = useState<AnalyticsRange>(30);
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' });
  const [selected, setSelected] = useState<string | null>(null);
  const caseload = useCaseloadAnalytics(userId, range);
  const headingId = useId();
  const pickerId = useId();
  const rows = useMemo(() => sortRows(caseload.data?.students ?? [], sort), [caseload.data, sort]);

  // The first student is shown until the coach picks one; a student who left the caseload is replaced.
  const students = caseload.data?.students;
  useEffect(() => {
    if (!students) return;
    if (selected === null || !students.some((s) => s.studentId === selected)) setSelected(students[0]?.studentId ?? null);
  }, [students, selected]);

  const onSort = (key: SortKey) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: COLUMNS.find((c) => c.key === key)!.firstDir }));

  const selectAndShow = (id: string) => {
    setSelected(id);
    document.getElementById(pickerId)?.focus();
  };

  const exportCsv = () => {
    if (!caseload.data) return;
    downloadCsv(caseloadCsvFilename(range, new Date()), caseloadCsv(rows, range));
    toast({ title: 'Caseload exported', description: `${rows.length} ${rows.length === 1 ? 'student' : 'students'}, last ${range} days.`, variant: 'success' });
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-6" data-testid="coach-analytics">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            Analytics
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Figures from the journal entries your students share with you and their scheduled check-in calls. Private entries are never counted.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RangeSwitch range={range} onChange={setRange} />
          <Button type="button" variant="outline" size="sm" onClick={exportCsv} disabled={!caseload.data || rows.length === 0 || caseload.isPlaceholderData}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>

      <Card asChild>
        <section aria-labelledby={`${headingId}-caseload`} className="min-w-0">
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle as="h3" id={`${headingId}-caseload`}>
                <Table2 aria-hidden="true" className="text-primary" />
                Caseload
              </CardTitle>
              <CardDescription>Last {range} days, in each student's time zone.</CardDescription>
            </div>
          </CardHeader>
          <CardContent aria-busy={caseload.isFetching}>
            {caseload.isPending ? (
              <div role="status" aria-label="Loading analytics" className="grid gap-3">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-10 w-full" />
                ))}
              </div>
            ) : caseload.isError ? (
              <div role="alert" className="grid justify-items-start gap-3">
                <p className="font-semibold">Error Loading Analytics</p>
                <p className="text-muted-foreground">{errorMessage(caseload.error, "We couldn't load your students' figures right now.")}</p>
                <Button variant="outline" onClick={() => void caseload.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : rows.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="analytics-empty">
                <Users className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="font-semibold">No students share their journal with you yet.</p>
                <p className="max-w-md text-muted-foreground">
                  When a student connects with you as their coach or therapist and lets you view entries, their figures appear here.
                </p>
                <Button asChild variant="outline">
                  <Link to="/my-circle">Invite a student</Link>
                </Button>
              </div>
            ) : (
              <CaseloadTable rows={rows} sort={sort} onSort={onSort} onSelect={selectAndShow} selectedId={selected} timeZone={timeZone} />
            )}
          </CardContent>
        </section>
      </Card>

      {rows.length > 0 && selected ? (
        <section aria-labelledby={`${headingId}-student`} className="grid min-w-0 grid-cols-1 gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 id={`${headingId}-student`} className="text-lg font-semibold">
              Student trends
            </h3>
            <div className="grid w-full gap-1.5 sm:w-72">
              <Label htmlFor={pickerId}>Student</Label>
              <NativeSelect id={pickerId} value={selected} onChange={(e) => setSelected(e.target.value)} data-testid="student-picker">
                {[...(students ?? [])]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((s) => (
                    <option key={s.studentId} value={s.studentId}>
                      {s.name}
                    </option>
                  ))}
              </NativeSelect>
            </div>
          </div>
          <StudentCharts userId={userId} studentId={selected} range={range} />
          <h4 className="text-base font-semibold">Questionnaire scores</h4>
          <InstrumentTrends userId={userId} studentId={selected} timeZone={timeZone} />
        </section>
      ) : null}
    </section>
  );
}
