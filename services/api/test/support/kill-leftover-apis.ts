import { killLeftoverApis } from './api-process';

afterAll(killLeftoverApis);
