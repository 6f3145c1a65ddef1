// The staff-projects feature's public file (decision 080): what other features use of its API clients.
export { useStaffProjects } from './staff-projects-api';
