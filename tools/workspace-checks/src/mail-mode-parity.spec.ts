import { readVariables } from '@solar/shared-config';
import { MAIL_VARIABLES } from '../../../services/api/src/mail/mail-config';

const { mailMode } = require('../../scripts/site.cjs') as { mailMode: (env: NodeJS.ProcessEnv) => string };

/** What `npm start` decides from MAIL_MODE, and what the API it starts decides (decision 046): never two readings. */
describe('MAIL_MODE is read alike by the launcher and the API', () => {
  it.each(['off', 'OFF', ' Off ', 'smtp', 'SMTP', ' Smtp', '', '  ', 'sometimes', 'of'])('%j', (raw) => {
    const problems: string[] = [];
    const api = readVariables({ MAIL_MODE: MAIL_VARIABLES.MAIL_MODE }, { MAIL_MODE: raw }, problems).values.MAIL_MODE;
    const env = { MAIL_MODE: raw, SMTP_URL: 'smtp://relay.example.org' };
    if (problems.length > 0) {
      expect(() => mailMode(env)).toThrow(/MAIL_MODE/);
      return;
    }
    expect(mailMode(env)).toBe(api === 'off' ? 'off' : 'external');
  });
});
