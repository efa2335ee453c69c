import { useState } from 'react';
import { FileJson } from 'lucide-react';
import type { FhirResource } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

/** Saves a FHIR R4 resource (a form's Questionnaire, a response's QuestionnaireResponse) as a .json file. */
export function FhirButton({
  load,
  filename,
  label,
  size = 'sm',
}: {
  /** Reads the resource (formFhir, templateFhir or responseFhir of ../api/forms). */
  load: () => Promise<FhirResource>;
  filename: string;
  label: string;
  size?: 'sm' | 'default';
}) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const resource = await load();
      const url = URL.createObjectURL(new Blob([JSON.stringify(resource, null, 2)], { type: 'application/fhir+json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast({ title: 'Download failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="ghost" size={size} onClick={() => void download()} disabled={pending} aria-label={label}>
      {pending ? <Spinner /> : <FileJson aria-hidden="true" />}
      FHIR
    </Button>
  );
}
