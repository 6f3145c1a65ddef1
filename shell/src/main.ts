import { registerRemoteLocations } from './features/remote-loading/register-remotes';

// Remote locations come from the page the shell's server rendered, so a remote can move or change
// version without rebuilding the shell. The dynamic import is the async boundary shared modules need.
registerRemoteLocations();
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
