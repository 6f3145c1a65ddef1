/** Spec §9: funding percent = raised / target × 100, rounded. */
export const progressOf = (raised: number, target: number): number =>
  target > 0 ? Math.round((raised / target) * 100) : 0;

export type SeedProject = {
  id: number;
  title: string;
  description: string;
  location: string;
  projectType: string;
  status: string;
  capacity: number;
  targetAmount: number;
  raisedAmount: number;
  livesImpacted: number;
};

/** The four projects the home page links to (/projects/1..4/donate); figures from spec §9, in GBP. */
export const seedProjects: readonly SeedProject[] = [
  {
    id: 1,
    title: 'Orphanage Solar Initiative',
    description:
      'A rooftop solar array with battery storage for a children’s home on the edge of Lahore, where summer heat regularly passes 45°C and grid power fails for hours each day. ' +
      'Reliable power keeps fans, water pumps and refrigeration running through heatwaves, so the children can sleep, study and stay healthy.',
    location: 'Lahore, Punjab, Pakistan',
    projectType: 'orphanage',
    status: 'active',
    capacity: 12,
    targetAmount: 35000,
    raisedAmount: 8500,
    livesImpacted: 85,
  },
  {
    id: 2,
    title: 'Punjab Rural Schools Program',
    description:
      'Solar power for government primary schools in the villages around Multan, where extreme heat closed classrooms across the province in 2024. ' +
      'Each school receives panels, batteries and efficient ceiling fans so lessons can continue through the hottest months, with teachers trained to look after the system.',
    location: 'Multan District, Punjab, Pakistan',
    projectType: 'school',
    status: 'active',
    capacity: 20,
    targetAmount: 25000,
    raisedAmount: 5500,
    livesImpacted: 450,
  },
  {
    id: 3,
    title: 'Community Religious Centres Network',
    description:
      'Solar installations for mosques and churches in and around Rawalpindi that already serve as gathering places, cooling shelters and relief points during heatwaves and floods. ' +
      'Clean power lets them stay open as safe, cool spaces for the whole community and lowers the running costs that congregations struggle to meet.',
    location: 'Rawalpindi, Punjab, Pakistan',
    projectType: 'place of worship',
    status: 'planning',
    capacity: 25,
    targetAmount: 50000,
    raisedAmount: 12000,
    livesImpacted: 2500,
  },
  {
    id: 4,
    title: 'Remote Village Health Centres',
    description:
      'Off-grid solar systems for basic health units in remote villages of Tharparkar, where clinics often have no reliable electricity at all. ' +
      'Power for vaccine refrigerators, lighting for night-time births and fans for patients means care no longer stops when the sun goes down or the heat rises.',
    location: 'Tharparkar, Sindh, Pakistan',
    projectType: 'health centre',
    status: 'planning',
    capacity: 8,
    targetAmount: 15000,
    raisedAmount: 3200,
    livesImpacted: 1200,
  },
];

/** The full stored row: goal mirrors the target, raised mirrors raisedAmount, beneficiaries the lives impacted. */
export function projectRow(project: SeedProject) {
  return {
    ...project,
    goal: project.targetAmount,
    raised: project.raisedAmount,
    beneficiaries: project.livesImpacted,
    progressPercentage: progressOf(project.raisedAmount, project.targetAmount),
    currency: 'GBP',
  };
}
