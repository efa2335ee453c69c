import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadMyData } from '../api/export';

/**
 * Settings → Privacy: Export my data (docs/architecture.md, "Export my data"): one ZIP with the journal
 * (JSON and PDF), call history, insights and form answers (FHIR R4), the person's right of access.
 */
export function ExportCard({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadMyData(userId);
      toast({ title: 'Export Ready', description: 'Your data was downloaded as a ZIP file.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Export Failed', description: errorMessage(error, 'Please try again in a few minutes.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card asChild>
      <section aria-labelledby="export-data-title">
        <CardHeader>
          <div className="grid gap-1">
            <CardTitle id="export-data-title">
              <Download aria-hidden="true" className="text-primary" />
              Export my data
            </CardTitle>
            <CardDescription>
              Download everything Steady holds about you as one ZIP file: your journal (as data and as a PDF to read or print), your call history, your weekly
              and monthly insights, and your form answers in FHIR, a format other health record systems can import. Keep it somewhere safe.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void run()} disabled={busy}>
            {busy ? <Spinner /> : <Download aria-hidden="true" />}
            {busy ? 'Preparing...' : 'Export my data'}
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
