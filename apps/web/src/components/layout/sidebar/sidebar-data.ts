import { FolderOpen, LayoutDashboard, Settings, type LucideIcon } from 'lucide-react';

export interface SidebarEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar's routed entries (spec section 2); Get Support follows them as a button. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/my-projects', label: 'My Projects', icon: FolderOpen },
  { to: '/settings', label: 'Settings', icon: Settings },
];

/** The spec's tooltip delay for the collapsed sidebar. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 300;

export const SIDEBAR_COLLAPSED_KEY = 'sheetwise:sidebar-collapsed';
