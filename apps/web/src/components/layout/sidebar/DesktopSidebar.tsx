import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles';
import { Wordmark } from '../Wordmark';
import { SidebarPanel } from './SidebarPanel';
import { SidebarTooltip } from './SidebarTooltip';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * The sidebar from 768 px up: 16rem expanded or 5rem with icons only, the choice remembered. On
 * a phone it is hidden and the same panel opens as a drawer (MobileSidebar).
 */
export function DesktopSidebar() {
  const [collapsed, toggle] = useSidebarCollapsed();
  const id = useId();
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none md:flex ${collapsed ? 'w-20' : 'w-64'}`}
    >
      <div
        className={`flex items-center border-b border-slate-100 px-4 py-4 ${collapsed ? 'flex-col gap-3' : 'justify-between gap-2'}`}
      >
        <Link
          to="/dashboard"
          aria-label="Sheetwise dashboard"
          className={`rounded-lg ${focusRing}`}
        >
          <Wordmark compact={collapsed} />
        </Link>
        <SidebarTooltip label={toggleLabel} enabled={collapsed}>
          <button
            type="button"
            onClick={toggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={id}
            className={`grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
        </SidebarTooltip>
      </div>
      <SidebarPanel collapsed={collapsed} />
    </aside>
  );
}
