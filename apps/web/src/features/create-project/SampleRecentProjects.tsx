import { FolderOpen } from 'lucide-react';
import { SAMPLE_RECENT_PROJECTS } from './create-project-data';

/** The mock's recent projects: sample data, said to be so. */
export function SampleRecentProjects() {
  return (
    <section aria-labelledby="recent-projects-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="recent-projects-heading" className="text-lg font-semibold text-slate-900">
          Recent projects
        </h2>
        <span className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Sample data
        </span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {SAMPLE_RECENT_PROJECTS.map((project) => (
          <li key={project.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
            <FolderOpen aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <p className="min-w-0 flex-1 font-medium text-slate-900">{project.name}</p>
            <p className="text-sm text-slate-600">
              {project.source} · {project.updated}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
