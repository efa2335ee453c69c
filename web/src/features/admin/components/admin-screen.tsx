import { useState, type FormEvent } from 'react';
import { AUDIT, type AdminUser, type Role, type UpdateAdminUserBody } from '@steady/shared';
import { Download, RefreshCw, Search, UserCheck, UserX } from 'lucide-react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadAccessLog, useAdminUsers, useUpdateAdminUser } from '../api/admin';

const ROLES: { value: Role; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'coach', label: 'Coach' },
  { value: 'therapist', label: 'Therapist' },
  { value: 'admin', label: 'Admin' },
];

/** Admin (docs/architecture.md, "Admin"): find users, set roles, verify coaches, deactivate accounts, export the audit log. */
export function AdminScreen({ adminId }: { adminId: string }) {
  return (
    <div className="grid gap-6">
      <PageHeader title="Admin" description="Find people, set their role, verify coaches and deactivate accounts. Every change is recorded." />
      <UsersCard adminId={adminId} />
      <ExportCard />
    </div>
  );
}

function UsersCard({ adminId }: { adminId: string }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const users = useAdminUsers(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 2) {
      setError('Type at least 2 characters');
      return;
    }
    setError(undefined);
    setQuery(text.trim());
  };
  return (
    <Card asChild>
      <section aria-labelledby="admin-users-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="admin-users-title">Users</CardTitle>
            <CardDescription>Search by the start of any part of a name, or by a full phone number.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form role="search" aria-label="Find users" onSubmit={submit} className="flex flex-wrap items-end gap-2">
            <Field id="admin-search" label="Name or phone number" error={error} className="min-w-0 flex-1 basis-64">
              <Input {...fieldA11y('admin-search', error)} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" maxLength={100} />
            </Field>
            <Button type="submit" size="lg">
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          {!query ? null : users.isPending ? (
            <div role="status" aria-label="Searching users" className="grid gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : users.isError ? (
            <div role="alert" className="grid justify-items-start gap-3">
              <p>{errorMessage(users.error, "We couldn't search users right now.")}</p>
              <Button variant="outline" onClick={() => void users.refetch()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : users.data.length === 0 ? (
            <p className="text-muted-foreground" role="status">
              No users match “{query}”.
            </p>
          ) : (
            <UsersTable users={users.data} adminId={adminId} />
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function UsersTable({ users, adminId }: { users: AdminUser[]; adminId: string }) {
  const update = useUpdateAdminUser();
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const change = async (user: AdminUser, body: UpdateAdminUserBody, title: string) => {
    try {
      await update.mutateAsync({ userId: user.id, body });
      toast({ title, description: user.name, variant: 'success' });
    } catch (error) {
      const message = error instanceof ApiError && error.body?.errors?.[0]?.message ? error.body.errors[0].message : errorMessage(error, 'Please try again.');
      toast({ title: 'Change Failed', description: message, variant: 'destructive' });
      throw error;
    }
  };
  return (
    // `relative`: the rows' screen-reader text is positioned inside the scrolling box, not the page.
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">
          Users found ({users.length}, at most {AUDIT.searchLimit})
        </caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Phone
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Verified
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((u) => {
            const self = u.id === adminId;
            return (
              <tr key={u.id} data-testid="admin-user-row">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {u.name}
                  {self ? <span className="text-muted-foreground"> (you)</span> : null}
                </th>
                <td className="px-3 py-2 tabular-nums text-muted-foreground">{u.phoneNumber}</td>
                <td className="px-3 py-2">
                  <NativeSelect
                    aria-label={`Role of ${u.name}`}
                    value={u.role}
                    disabled={self || update.isPending}
                    onChange={(e) => void change(u, { role: e.target.value as Role }, 'Role Updated').catch(() => undefined)}
                    className="h-9 min-w-32"
                  >
                    {ROLES.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </NativeSelect>
                </td>
                <td className="px-3 py-2">
                  <Switch
                    aria-label={`Verified coach: ${u.name}`}
                    checked={u.isVerifiedCoach}
                    disabled={update.isPending}
                    onCheckedChange={(checked) =>
                      void change(u, { isVerifiedCoach: checked }, checked ? 'Coach Verified' : 'Verification Removed').catch(() => undefined)
                    }
                  />
                </td>
                <td className="px-3 py-2">
                  {u.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Deactivated</Badge>}
                  {u.isVerifiedCoach ? (
                    <Badge tone="teal" className="ml-1">
                      Verified
                    </Badge>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right">
                  {u.isActive ? (
                    <Button variant="outline" size="sm" disabled={self || update.isPending} onClick={() => setDeactivating(u)}>
                      <UserX aria-hidden="true" />
                      Deactivate<span className="sr-only"> {u.name}</span>
                    </Button>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={update.isPending}
                      onClick={() => void change(u, { isActive: true }, 'Account Activated').catch(() => undefined)}
                    >
                      <UserCheck aria-hidden="true" />
                      Activate<span className="sr-only"> {u.name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title={`Deactivate ${deactivating?.name ?? 'this account'}?`}
        description="They are signed out and cannot sign in until an admin activates the account again. Their journal and data are kept."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        onConfirm={() => change(deactivating!, { isActive: false }, 'Account Deactivated')}
      />
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function ExportCard() {
  const [from, setFrom] = useState(daysAgo(6));
  const [to, setTo] = useState(today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setErrors({});
    try {
      await downloadAccessLog(from, to);
      toast({ title: 'Export Ready', description: `Access log ${from} to ${to}`, variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = error.fieldErrors;
        setErrors({ from: fields['query.from'] ?? fields.from ?? '', to: fields['query.to'] ?? fields.to ?? '' });
      }
      toast({ title: 'Export Failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card asChild>
      <section aria-labelledby="admin-export-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="admin-export-title">Audit log export</CardTitle>
            <CardDescription>
              Every read of someone else's data and every admin change, as CSV. Days are UTC; at most {AUDIT.exportMaxDays} days at a time.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
            <Field id="export-from" label="From" error={errors.from || undefined}>
              <Input {...fieldA11y('export-from', errors.from || undefined)} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </Field>
            <Field id="export-to" label="To" error={errors.to || undefined}>
              <Input {...fieldA11y('export-to', errors.to || undefined)} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
            </Field>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? <Spinner /> : <Download aria-hidden="true" />}
              {pending ? 'Exporting...' : 'Export CSV'}
            </Button>
          </form>
        </CardContent>
      </section>
    </Card>
  );
}
