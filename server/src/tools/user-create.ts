import 'reflect-metadata';
import { createUserCommand, runCommand } from './user-commands';

/** `npm run user:create -- --email … --name … --role ADMIN|EDITOR|TREASURER [--password …]` */
runCommand(createUserCommand);
