import { LogOut } from 'lucide-react';
import { useSession } from '../../../features/session/session-context';
import { useLogout } from '../../../features/session/use-logout';
import { sidebarItemClass, sidebarLabelClass } from './sidebar-styles';
import { SidebarNav } from './SidebarNav';
import { SidebarTooltip } from './SidebarTooltip';
import { UpgradeCard } from './UpgradeCard';
import { UserBlock } from './UserBlock';

interface SidebarPanelProps {
  collapsed: boolean;
  /** Called when an entry is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** The sidebar's body, shared by the desktop column and the phone drawer. */
export function SidebarPanel({ collapsed, onNavigate }: SidebarPanelProps) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
      <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <div className="mt-auto space-y-4">
        {!collapsed && <UpgradeCard planType={user?.planType} onNavigate={onNavigate} />}
        <UserBlock user={user} collapsed={collapsed} />
        <SidebarTooltip label="Logout" enabled={collapsed}>
          <button
            type="button"
            onClick={() => void logout()}
            className={sidebarItemClass(collapsed)}
          >
            <LogOut aria-hidden="true" className="size-5 shrink-0" />
            <span className={sidebarLabelClass(collapsed)}>Logout</span>
          </button>
        </SidebarTooltip>
      </div>
    </div>
  );
}
