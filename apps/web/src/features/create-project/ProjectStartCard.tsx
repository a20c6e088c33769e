import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import type { ProjectStart } from './create-project-data';

/** One way to begin a project; its button is disabled and says plainly that it is coming. */
export function ProjectStartCard({ start }: { start: ProjectStart }) {
  const noteId = useId();
  const Icon = start.icon;
  return (
    <Card as="li" className="flex flex-col p-6">
      <span
        aria-hidden="true"
        className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700"
      >
        <Icon className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{start.title}</h2>
      <p className="mt-1 flex-1 text-slate-600">{start.description}</p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button disabled aria-describedby={noteId}>
          {start.action}
        </Button>
        <span
          id={noteId}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
        >
          Coming soon
        </span>
      </div>
    </Card>
  );
}
