import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/Button';

/** Full-width submit that keeps its label while busy, so its accessible name never changes. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting} aria-busy={submitting}>
      {submitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {label}
    </Button>
  );
}
