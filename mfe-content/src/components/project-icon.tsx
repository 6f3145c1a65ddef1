import type { ProjectIconKey } from '@solar/content-data';

const paths: Record<ProjectIconKey, readonly string[]> = {
  // A house with a door: the orphanage as a home.
  home: ['M3 11 12 3l9 8', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  // A mortarboard: schools.
  school: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5', 'M22 9v6'],
  // A domed building with an arched doorway: a place of worship open to all.
  worship: ['M4 21h16', 'M6 21v-8h12v8', 'M6 13a6 6 0 0 1 12 0', 'M12 4v3', 'M10.5 21v-3.5a1.5 1.5 0 0 1 3 0V21'],
  // A building with a medical cross: a health centre.
  clinic: ['M4 21V7h16v14', 'M2 21h20', 'M12 10v6', 'M9 13h6', 'M9 3h6v4H9z'],
};

type ProjectIconProps = { name: ProjectIconKey; size?: number };

/** A small line icon for a project card, drawn inline so it needs no font or network request. Decorative. */
export function ProjectIcon({ name, size = 28 }: ProjectIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
