// The project-donate feature's public file (decision 080): what src/app uses of its API clients.
export { projectUrl } from './get-project';
