import { LifeBuoy } from 'lucide-react';
import { SUPPORT_MESSAGES } from '@sheetwise/contracts';
import { useCopySupportEmail } from '../../../features/support/use-copy-support-email';
import { SIDEBAR_ENTRIES } from './sidebar-data';
import { sidebarItemClass, sidebarLabelClass } from './sidebar-styles';
import { SidebarLink } from './SidebarLink';
import { SidebarTooltip } from './SidebarTooltip';

// Module-level so the copy callback keeps one identity across renders.
const sidebarCopiedMessage = () => SUPPORT_MESSAGES.sidebarCopied;

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The sidebar's entries: the routed ones, then Get Support. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const copySupportEmail = useCopySupportEmail(sidebarCopiedMessage);
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {SIDEBAR_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <SidebarTooltip label={entry.label} enabled={collapsed}>
              <SidebarLink entry={entry} collapsed={collapsed} onClick={onNavigate} />
            </SidebarTooltip>
          </li>
        ))}
        <li>
          {/* No route: it copies the support address (spec section 2). */}
          <SidebarTooltip label="Get Support" enabled={collapsed}>
            <button
              type="button"
              onClick={() => void copySupportEmail()}
              className={sidebarItemClass(collapsed)}
            >
              <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
              <span className={sidebarLabelClass(collapsed)}>Get Support</span>
            </button>
          </SidebarTooltip>
        </li>
      </ul>
    </nav>
  );
}
