import 'reflect-metadata';
import { resetPasswordCommand, runCommand } from './user-commands';

/** `npm run user:reset-password -- --email … [--password …]` (ends every session of the account) */
runCommand(resetPasswordCommand);
