import { focusRing } from '../../ui/styles';

/** The look of a sidebar row (links, Get Support, Logout); icon-only and centred when collapsed. */
export function sidebarItemClass(collapsed: boolean, active = false): string {
  const state = active
    ? 'bg-brand-50 text-brand-800'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  const shape = collapsed ? 'justify-center px-0' : 'gap-3 px-3';
  return `flex w-full items-center rounded-lg py-2.5 text-sm font-medium transition-colors ${shape} ${state} ${focusRing}`;
}

/** The label beside a sidebar icon: still read by screen readers when the sidebar is collapsed. */
export function sidebarLabelClass(collapsed: boolean): string {
  return collapsed ? 'sr-only' : 'truncate';
}
