import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';
import type { SidebarEntry } from './sidebar-data';
import { sidebarItemClass, sidebarLabelClass } from './sidebar-styles';

interface SidebarLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'className'> {
  entry: SidebarEntry;
  collapsed: boolean;
}

/**
 * One routed sidebar entry. The tooltip's trigger hands its props and ref on to this component
 * rather than to NavLink directly, because merging them would stringify NavLink's className
 * function. NavLink marks it active when its path equals or prefixes the current one.
 */
export function SidebarLink({ entry, collapsed, ...triggerProps }: SidebarLinkProps) {
  const Icon = entry.icon;
  return (
    <NavLink
      {...triggerProps}
      to={entry.to}
      className={({ isActive }) => sidebarItemClass(collapsed, isActive)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={sidebarLabelClass(collapsed)}>{entry.label}</span>
    </NavLink>
  );
}
