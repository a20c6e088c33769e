import { PageHeading } from '../components/ui/PageHeading';
import { PROJECT_STARTS } from '../features/create-project/create-project-data';
import { ProjectStartCard } from '../features/create-project/ProjectStartCard';
import { SampleRecentProjects } from '../features/create-project/SampleRecentProjects';
import { usePageTitle } from '../lib/use-page-title';

/** The spec's static mock of project creation. */
export default function CreateProjectPage() {
  usePageTitle('Create project');
  return (
    <div className="space-y-8">
      <PageHeading title="Create a project">Choose how to begin. Both ways open soon.</PageHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        {PROJECT_STARTS.map((start) => (
          <ProjectStartCard key={start.id} start={start} />
        ))}
      </ul>
      <SampleRecentProjects />
    </div>
  );
}
